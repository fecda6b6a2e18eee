// Kept apart from analysis-outcome.ts (and its specialists' texts) because the home flow's first
// screens ask it too, and their JavaScript has a budget (docs/conventions.md#benchmarks).
import { REFERRAL_FLAG_CODES, type FlagCode } from '../job-analysis/job-task';

/**
 * The lead's final outcome when only a specialist can do the work and the customer left their
 * details for a call back, on either funnel (ours, docs/product/leads.md#outcomes).
 */
export const REFERRAL_CALLBACK_OUTCOME = 'referral_callback_requested';

type ReferralClues = { tasks: readonly unknown[]; flags: readonly { code: FlagCode }[] };

export function isReferralFlagCode(code: FlagCode): code is (typeof REFERRAL_FLAG_CODES)[number] {
  return (REFERRAL_FLAG_CODES as readonly FlagCode[]).includes(code);
}

/**
 * Nothing to price and at least one referral: only a specialist can do this work, so the
 * customer is offered a call back instead of a price (docs/product/home-flow.md#analysis-outcomes).
 */
export function hasOnlyReferrals(analysis: ReferralClues): boolean {
  return analysis.tasks.length === 0 && analysis.flags.some((flag) => isReferralFlagCode(flag.code));
}
