import { describe, expect, it } from 'vitest';
import { toDisplayName, toFirstName } from './to-display-name';

describe('toDisplayName', () => {
  it.each([
    ['jane smith', 'Jane Smith'],
    ['  JANE   SMITH ', 'Jane Smith'],
    ["o'brien", "O'Brien"],
    ['anne-marie jones', 'Anne-Marie Jones'],
    ['McDonald', 'McDonald'],
    ['élodie durand', 'Élodie Durand'],
    ['j', 'J'],
  ])('shows %j as %j', (name, shown) => {
    expect(toDisplayName(name)).toBe(shown);
  });

  it.each(['', '   ', null, undefined])('shows Customer for a missing name (%j)', (name) => {
    expect(toDisplayName(name)).toBe('Customer');
  });
});

describe('toFirstName', () => {
  it.each([
    ['jane smith', 'Jane'],
    ['  bob ', 'Bob'],
    ['MARY-JANE WATSON', 'Mary-Jane'],
    ['', 'your client'],
    [null, 'your client'],
  ])('the client name for %j is %j', (name, first) => {
    expect(toFirstName(name)).toBe(first);
  });
});
