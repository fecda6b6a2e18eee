import { describe, expect, it } from 'vitest';
import { diffConfig } from './diff-config';

describe('the changes between two versions of a config', () => {
  it('lists nothing when nothing changed', () => {
    expect(diffConfig({ baseRate: 78, urgencyModifiers: { high: 0.3 } }, { baseRate: 78, urgencyModifiers: { high: 0.3 } })).toEqual([]);
  });

  it.each([
    ['a number', { baseRate: 78 }, { baseRate: 80 }, [{ field: 'baseRate', from: 78, to: 80 }]],
    ['a text', { businessPhone: '01632 960000' }, { businessPhone: '0117 496 0123' }, [{ field: 'businessPhone', from: '01632 960000', to: '0117 496 0123' }]],
    ['a text emptied', { trustBadge3: 'No obligation' }, { trustBadge3: '' }, [{ field: 'trustBadge3', from: 'No obligation', to: '' }]],
    ['a flag', { isActive: true }, { isActive: false }, [{ field: 'isActive', from: true, to: false }]],
    ['a number becoming zero', { calloutFee: 25 }, { calloutFee: 0 }, [{ field: 'calloutFee', from: 25, to: 0 }]],
  ])('names %s that changed, from what to what', (_what, before, after, changes) => {
    expect(diffConfig(before, after)).toEqual(changes);
  });

  it('names a nested field by its dotted path', () => {
    expect(
      diffConfig(
        { urgencyModifiers: { low: -0.1, high: 0.3 }, complexityModifiers: { simple: -0.2 } },
        { urgencyModifiers: { low: -0.1, high: 0.35 }, complexityModifiers: { simple: -0.25 } },
      ),
    ).toEqual([
      { field: 'urgencyModifiers.high', from: 0.3, to: 0.35 },
      { field: 'complexityModifiers.simple', from: -0.2, to: -0.25 },
    ]);
  });

  it('walks objects nested more than one level deep', () => {
    expect(diffConfig({ weights: { a: { b: 1, c: 2 } } }, { weights: { a: { b: 1, c: 3 } } })).toEqual([
      { field: 'weights.a.c', from: 2, to: 3 },
    ]);
  });

  it('lists a field that appears or disappears with null on the missing side', () => {
    expect(diffConfig({ old: 1 }, { added: 'x' })).toEqual([
      { field: 'added', from: null, to: 'x' },
      { field: 'old', from: 1, to: null },
    ]);
  });

  it('compares an array as one value', () => {
    expect(diffConfig({ days: [1, 2] }, { days: [1, 2] })).toEqual([]);
    expect(diffConfig({ days: [1, 2] }, { days: [2, 1] })).toEqual([{ field: 'days', from: [1, 2], to: [2, 1] }]);
  });

  it('lists a value that became an object, or the other way, as one change', () => {
    expect(diffConfig({ rate: 78 }, { rate: { pence: 7800 } })).toEqual([{ field: 'rate', from: 78, to: { pence: 7800 } }]);
  });

  it('keeps the order of the fields in the new version', () => {
    const changes = diffConfig({ a: 1, b: 1, c: 1 }, { c: 2, a: 2, b: 2 });
    expect(changes.map((change) => change.field)).toEqual(['c', 'a', 'b']);
  });
});
