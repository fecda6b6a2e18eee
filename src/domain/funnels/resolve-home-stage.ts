import { DEFAULT_HOME_STAGE, HOME_STAGE_RULES, isHomeStage } from './home-stages';
import type { HomeScreen, HomeStage, HomeStageRequirement } from './home-stages';
import { hasAnalysedJob, hasCustomerName } from './home-flow-answers';
import type { HomeFlowAnswers } from './home-flow-answers';

/**
 * What the page shows for the stage in the URL (docs/product/home-flow.md#fallbacks):
 * - the stage's screen;
 * - 'Customer Data Required' when the stage needs answers the customer has not given;
 * - 'Processing Your Request' for a stage name the flow does not know.
 */
export type ResolvedHomeStage =
  | { kind: 'screen'; stage: HomeStage; screen: HomeScreen }
  | { kind: 'customer_data_required'; stage: HomeStage; missing: HomeStageRequirement[] }
  | { kind: 'unknown_stage'; requested: string };

function meets(requirement: HomeStageRequirement, answers: HomeFlowAnswers): boolean {
  return requirement === 'analysis' ? hasAnalysedJob(answers) : hasCustomerName(answers);
}

/** An absent or empty parameter is the first stage; anything else must be a known name. */
export function resolveHomeStage(requested: string | null | undefined, answers: HomeFlowAnswers): ResolvedHomeStage {
  const name = requested ?? '';
  if (name === '') return { kind: 'screen', stage: DEFAULT_HOME_STAGE, screen: HOME_STAGE_RULES[DEFAULT_HOME_STAGE].screen };
  if (!isHomeStage(name)) return { kind: 'unknown_stage', requested: name };
  const rule = HOME_STAGE_RULES[name];
  const missing = rule.requires.filter((requirement) => !meets(requirement, answers));
  if (missing.length > 0) return { kind: 'customer_data_required', stage: name, missing };
  return { kind: 'screen', stage: name, screen: rule.screen };
}

