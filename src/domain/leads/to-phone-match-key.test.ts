import { describe, expect, it } from 'vitest';
import { toPhoneMatchKey } from './to-phone-match-key';

describe('toPhoneMatchKey', () => {
  it.each([
    ['07700 900123', '07700900123'],
    ['07700900123', '07700900123'],
    ['+44 7700 900123', '07700900123'],
    ['0044 7700 900123', '07700900123'],
    ['+44 (0)161 496 0000', '01614960000'],
    ['(0161) 496-0000', '01614960000'],
  ])('%s compares as %s', (phone, key) => {
    expect(toPhoneMatchKey(phone)).toBe(key);
  });
});
