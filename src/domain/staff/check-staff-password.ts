import type { InvalidParam } from '../invalid-param';
import { COMMON_PASSWORDS } from './common-passwords';

/** NCSC's advice for a password that is the only thing protecting an account: long beats clever. */
export const MIN_STAFF_PASSWORD_LENGTH = 12;
/** The contract's cap: argon2 hashes any length, but nobody types more. */
export const MAX_STAFF_PASSWORD_LENGTH = 1024;
/**
 * 'aaaaaaaaaaaa' and 'abababababab' are twelve characters an attacker tries early: a password
 * needs at least this many different characters (docs/product/staff-accounts.md#passwords).
 */
const MIN_DISTINCT_CHARACTERS = 5;

/**
 * The staff password rule (docs/product/staff-accounts.md#passwords): the reason a new password
 * is refused, as the `password` field's invalid param, or null when it may be used. Applied when
 * an account is created, a password is set from an invitation and a password is changed; never
 * at sign-in, so an old password still lets its owner in to change it.
 */
export function checkStaffPassword(password: string, field = 'password'): InvalidParam | null {
  const reason = findPasswordProblem(password);
  return reason ? { name: field, reason } : null;
}

function findPasswordProblem(password: string): string | null {
  if (password.trim().length === 0) return 'must not be only spaces';
  if ([...password].length < MIN_STAFF_PASSWORD_LENGTH) return `must be at least ${MIN_STAFF_PASSWORD_LENGTH} characters`;
  if ([...password].length > MAX_STAFF_PASSWORD_LENGTH) return `must be at most ${MAX_STAFF_PASSWORD_LENGTH} characters`;
  if (new Set(password.toLowerCase()).size < MIN_DISTINCT_CHARACTERS) return 'repeats too few characters: it is easy to guess';
  if (isCommonPassword(password)) return 'is a common password: it is easy to guess';
  return null;
}

/**
 * On the list as it is, or once spaces and the digits and symbols people add at either end are
 * taken off ('Password1234!' → 'password', '2024 Summer' → 'summer'), or made of one listed word
 * repeated ('monkeymonkey').
 */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase().replace(/\s+/g, '');
  if (COMMON_PASSWORDS.has(lower)) return true;
  const core = lower.replace(/^[^a-z]+/, '').replace(/[^a-z]+$/, '');
  if (core.length === 0) return false;
  if (COMMON_PASSWORDS.has(core)) return true;
  for (let size = 1; size <= core.length / 2; size += 1) {
    if (core.length % size === 0 && COMMON_PASSWORDS.has(core.slice(0, size)) && core.slice(0, size).repeat(core.length / size) === core) return true;
  }
  return false;
}
