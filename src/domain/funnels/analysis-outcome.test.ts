import { describe, expect, it } from 'vitest';
import type { FlagCode } from '../job-analysis/job-task';
import { canLeaveDetailsForOutcome, listReferrals, toAnalysisOutcome } from './analysis-outcome';

const flag = (code: FlagCode, message = `why ${code}`) => ({ code, message });
const task = { id: 'task-1' };

describe('toAnalysisOutcome', () => {
  it('an out-of-scope request with no task is out of scope, with the flag message', () => {
    const outcome = toAnalysisOutcome({ tasks: [], flags: [flag('out_of_scope', 'We do not walk dogs.')] });
    expect(outcome).toEqual({ kind: 'out_of_scope', message: 'We do not walk dogs.' });
    expect(canLeaveDetailsForOutcome(outcome)).toBe(false);
  });

  it('a referral with no ordinary task names the specialist and why, and lets details be left', () => {
    const outcome = toAnalysisOutcome({
      tasks: [],
      flags: [flag('gas_safe_engineer_required', 'Gas work must be done by Gas Safe.'), flag('emergency')],
    });
    expect(outcome).toEqual({
      kind: 'referral_only',
      referrals: [{ code: 'gas_safe_engineer_required', specialist: 'A Gas Safe registered engineer', reason: 'Gas work must be done by Gas Safe.' }],
    });
    expect(canLeaveDetailsForOutcome(outcome)).toBe(true);
  });

  it('a mixed description stays priced and carries its referrals beside the tasks', () => {
    const outcome = toAnalysisOutcome({ tasks: [task], flags: [flag('registered_electrician_required'), flag('large_job')] });
    expect(outcome.kind).toBe('priced');
    expect(outcome.kind === 'priced' && outcome.referrals.map((r) => r.specialist)).toEqual(['A registered electrician']);
  });

  it('ordinary tasks beside an out-of-scope part stay priced', () => {
    expect(toAnalysisOutcome({ tasks: [task], flags: [flag('out_of_scope')] })).toEqual({ kind: 'priced', referrals: [] });
  });

  it('a referral beats out of scope when nothing can be priced', () => {
    const outcome = toAnalysisOutcome({ tasks: [], flags: [flag('out_of_scope'), flag('asbestos_surveyor_required')] });
    expect(outcome.kind).toBe('referral_only');
  });

  it('a vague request without flags is neither: the flow carries on as before', () => {
    expect(toAnalysisOutcome({ tasks: [], flags: [flag('needs_more_detail')] })).toEqual({ kind: 'priced', referrals: [] });
  });

  it.each([
    ['gas_safe_engineer_required', 'A Gas Safe registered engineer'],
    ['registered_electrician_required', 'A registered electrician'],
    ['roofing_specialist_required', 'A roofing specialist'],
    ['structural_engineer_required', 'A structural engineer'],
    ['asbestos_surveyor_required', 'An asbestos surveyor'],
    ['building_contractor_required', 'A building contractor'],
  ] as const)('%s names %s', (code, specialist) => {
    expect(listReferrals([flag(code)])[0]?.specialist).toBe(specialist);
  });

  it('lists each referral once', () => {
    expect(listReferrals([flag('roofing_specialist_required'), flag('roofing_specialist_required')])).toHaveLength(1);
  });
});
