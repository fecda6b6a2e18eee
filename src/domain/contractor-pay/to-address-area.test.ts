import { describe, expect, it } from 'vitest';
import { toAddressArea } from './to-address-area';

describe('toAddressArea', () => {
  it.each([
    [{ postcode: 'sw4 7aa' }, 'SW4'],
    [{ postcode: 'EC1A 1BB', city: 'London' }, 'London EC1A'],
    [{ address: '12 Acacia Avenue, Clapham, SW4 7AA' }, 'SW4'],
    [{ address: '3 Mill Lane, Manchester M1 2AB' }, 'M1'],
    [{ address: 'Flat 2, 9 High Street, Clapham SW4' }, 'SW4'],
    [{ address: '12 Acacia Avenue, Clapham' }, 'Clapham'],
    [{ address: '12 Acacia Avenue', city: 'Brixton' }, 'Brixton'],
    [{ address: 'Clapham' }, 'Clapham'],
    [{ address: '  Clapham   Common ' }, 'Clapham Common'],
    [{ address: '12 Acacia Avenue' }, null],
    [{ address: 'Flat 2, 9 High Street' }, null],
    [{ address: '' }, null],
    [{}, null],
    [{ address: null, city: null, postcode: null }, null],
  ])('%o is in %j', (parts, area) => {
    expect(toAddressArea(parts)).toBe(area);
  });
});
