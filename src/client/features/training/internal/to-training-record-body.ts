import type { TrainingGameScenarioDto, TrainingRecordBody } from '#contracts/training.contract';
import type { QuoteAction } from '#domain/quote-engine/quote-engine-config';

export type TrainingAnswer = { humanRecommendation: QuoteAction; humanConfidence: number; humanReasoning: string };

/** The training record for an answer (docs/product/ai-training.md#entities): the scenario as shown, and the answer. */
export function toTrainingRecordBody(scenario: TrainingGameScenarioDto, answer: TrainingAnswer): TrainingRecordBody {
  return {
    ...(scenario.scenarioId ? { scenarioId: scenario.scenarioId } : {}),
    jobDescription: scenario.jobDescription,
    customerType: scenario.customerType,
    jobScope: scenario.jobScope,
    urgency: scenario.urgency,
    aiComplexity: scenario.aiComplexity,
    aiNeedsVisual: scenario.aiNeedsVisual,
    aiRecommendation: scenario.aiRecommendation,
    aiScore: scenario.aiScore,
    aiReasoning: scenario.aiReasoning,
    humanRecommendation: answer.humanRecommendation,
    humanReasoning: answer.humanReasoning.trim() || null,
    humanConfidence: answer.humanConfidence,
  };
}
