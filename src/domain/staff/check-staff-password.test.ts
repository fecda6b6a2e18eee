import { describe, expect, it } from 'vitest';
import { checkStaffPassword, isCommonPassword } from './check-staff-password';

describe('the staff password rule', () => {
  it.each([
    ['aaaaaaaaaaaa', 'repeats too few characters: it is easy to guess'],
    ['abababababab', 'repeats too few characters: it is easy to guess'],
    ['password1234', 'is a common password: it is easy to guess'],
    ['Password1234!', 'is a common password: it is easy to guess'],
    ['2024 Summer!!', 'is a common password: it is easy to guess'],
    ['qwertyuiop12', 'is a common password: it is easy to guess'],
    ['monkeymonkey', 'is a common password: it is easy to guess'],
    ['Liverpool1892', 'is a common password: it is easy to guess'],
    ['            ', 'must not be only spaces'],
    ['\t \n  ', 'must not be only spaces'],
    ['', 'must not be only spaces'],
    ['elevenchars', 'must be at least 12 characters'],
    ['x'.repeat(1025), 'must be at most 1024 characters'],
  ])('refuses %j: %s', (password, reason) => {
    expect(checkStaffPassword(password)).toEqual({ name: 'password', reason });
  });

  it.each(['twelve-chars', 'correct horse battery staple', 'a-very-long-password', 'Plaster&Grout-2026', '7fk2-LpQz-90aa'])('accepts %j', (password) => {
    expect(checkStaffPassword(password)).toBeNull();
  });

  it('names the field it was given', () => {
    expect(checkStaffPassword('short', 'newPassword')).toEqual({ name: 'newPassword', reason: 'must be at least 12 characters' });
  });

  it('counts characters, not UTF-16 units, for the length', () => {
    expect(checkStaffPassword('😀😀😀😀😀😀')).toEqual({ name: 'password', reason: 'must be at least 12 characters' });
    expect(checkStaffPassword('ñandú-ñandú-x')).toBeNull();
    expect(checkStaffPassword('😀😀😀😀😀😀😀😀😀😀😀'.repeat(1) + '😀')).toEqual({ name: 'password', reason: 'repeats too few characters: it is easy to guess' });
  });

  it('does not call a password common because it contains a listed word in the middle', () => {
    expect(isCommonPassword('my-password-is-long')).toBe(false);
    expect(isCommonPassword('123456789012')).toBe(false);
    expect(isCommonPassword('123456')).toBe(true);
  });
});
