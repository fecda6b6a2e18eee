// Which outcome a customer sees once the job is analysed, on both funnels
// (docs/product/home-flow.md#analysis-outcomes, docs/product/pricing-flow.md#analysis-outcomes).
// The screens ask this function; none of them compares flag codes itself.
import type { FlagCode, REFERRAL_FLAG_CODES } from '../job-analysis/job-task';
import { REFERRAL_CALLBACK_OUTCOME, hasOnlyReferrals, isReferralFlagCode } from './has-only-referrals';

export { REFERRAL_CALLBACK_OUTCOME, isReferralFlagCode };

export type ReferralFlagCode = (typeof REFERRAL_FLAG_CODES)[number];

/** Who the customer needs for each referral, as they read it on the screen. */
export const REFERRAL_SPECIALISTS: Readonly<Record<ReferralFlagCode, string>> = {
  gas_safe_engineer_required: 'A Gas Safe registered engineer',
  registered_electrician_required: 'A registered electrician',
  roofing_specialist_required: 'A roofing specialist',
  structural_engineer_required: 'A structural engineer',
  asbestos_surveyor_required: 'An asbestos surveyor',
  building_contractor_required: 'A building contractor',
};

export type Referral = {
  code: ReferralFlagCode;
  /** Who is needed: 'A Gas Safe registered engineer'. */
  specialist: string;
  /** Why, in the analysis's own words (the flag's message). */
  reason: string;
};

/**
 * - `out_of_scope`: not handyman work and nothing else we could price: a plain "not something we
 *   do" screen with the phone for questions; no price, no call-back form, no "tell us more".
 * - `referral_only`: only work a specialist must do: which specialist and why, and a call back
 *   instead of a price.
 * - `priced`: at least one ordinary task, priced as usual; any referrals are shown beside it.
 */
export type AnalysisOutcome =
  | { kind: 'out_of_scope'; message: string }
  | { kind: 'referral_only'; referrals: Referral[] }
  | { kind: 'priced'; referrals: Referral[] };

type AnalysisOutcomeInput = {
  tasks: readonly unknown[];
  flags: readonly { code: FlagCode; message: string }[];
};

/** The referrals an analysis carries, once each, in the order the analysis gave them. */
export function listReferrals(flags: AnalysisOutcomeInput['flags']): Referral[] {
  const referrals: Referral[] = [];
  for (const flag of flags) {
    if (!isReferralFlagCode(flag.code) || referrals.some((referral) => referral.code === flag.code)) continue;
    referrals.push({ code: flag.code, specialist: REFERRAL_SPECIALISTS[flag.code], reason: flag.message });
  }
  return referrals;
}

/**
 * A priced task always wins: a mixed description keeps its ordinary tasks priced and shows the
 * referrals beside them. Without one, a referral names who can help (better than turning the
 * customer away); out of scope applies only when there is neither.
 */
export function toAnalysisOutcome(analysis: AnalysisOutcomeInput): AnalysisOutcome {
  const referrals = listReferrals(analysis.flags);
  if (hasOnlyReferrals(analysis)) return { kind: 'referral_only', referrals };
  if (analysis.tasks.length > 0) return { kind: 'priced', referrals };
  const outOfScope = analysis.flags.find((flag) => flag.code === 'out_of_scope');
  if (outOfScope) return { kind: 'out_of_scope', message: outOfScope.message };
  return { kind: 'priced', referrals };
}

/** A customer with an out-of-scope request goes no further than the screen that says so. */
export function canLeaveDetailsForOutcome(outcome: AnalysisOutcome): boolean {
  return outcome.kind !== 'out_of_scope';
}
