/**
 * The owner's 'Require two-factor for all staff' (docs/product/staff-accounts.md#two-factor):
 * while it is on, an account without two-factor may only enrol (or sign out).
 */
export function mustEnrolInTwoFactor(input: { required: boolean; twoFactorEnabled: boolean }): boolean {
  return input.required && !input.twoFactorEnabled;
}

/**
 * Turning the requirement on is refused to an owner without two-factor, who would otherwise be
 * shut out of everything but enrolment by their own switch. Turning it off is always allowed.
 */
export function canSetTwoFactorRequirement(input: { required: boolean; ownerTwoFactorEnabled: boolean }): boolean {
  return !input.required || input.ownerTwoFactorEnabled;
}

/** Said to an owner without two-factor who tries to require it. */
export const ENROL_BEFORE_REQUIRING_REASON = 'Turn on two-factor for your own account (Account screen) before requiring it for everyone.';

/** Said to a signed-in account without two-factor while it is required. */
export const TWO_FACTOR_REQUIRED_REASON = 'The owner requires two-factor sign-in for all staff. Set it up on the Account screen to carry on.';
