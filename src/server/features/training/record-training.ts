import { eq } from 'drizzle-orm';
import type { TrainingRecordBody } from '#contracts/training.contract';
import { isTrainingAgreement } from '#domain/quote-engine/calculate-training-stats';
import type { Database } from '#server/db/client';
import { trainingRecords, trainingScenarios } from '#server/db/schema';
import { UnprocessableError } from '#server/errors';
import { readEngineInput } from './internal/read-engine-input';

/**
 * Stores one judgement from the AI Training Game with the staff member who made it
 * (docs/product/ai-training.md#entities), and the engine's own reading of the job for the
 * suggested tuning. A scenario id must name a stored scenario.
 */
export async function recordTraining(
  deps: { db: Database; now: () => Date },
  input: { body: TrainingRecordBody; staffId: string },
): Promise<{ id: string; agreed: boolean }> {
  const { body } = input;
  if (body.scenarioId) {
    const [scenario] = await deps.db.select({ id: trainingScenarios.id }).from(trainingScenarios).where(eq(trainingScenarios.id, body.scenarioId)).limit(1);
    if (!scenario) {
      throw new UnprocessableError('The training scenario does not exist.', [{ name: 'scenarioId', reason: 'No training scenario has this id.' }]);
    }
  }
  const engineInput = readEngineInput(body.jobDescription, { customerType: body.customerType, jobScope: body.jobScope, urgency: body.urgency });
  const [row] = await deps.db
    .insert(trainingRecords)
    .values({
      scenarioId: body.scenarioId ?? null,
      jobDescription: body.jobDescription.trim(),
      customerType: body.customerType,
      jobScope: body.jobScope,
      urgency: body.urgency,
      aiComplexity: body.aiComplexity ?? null,
      aiNeedsVisual: body.aiNeedsVisual ?? null,
      aiRecommendation: body.aiRecommendation,
      aiScore: body.aiScore ?? null,
      aiReasoning: body.aiReasoning ?? null,
      humanRecommendation: body.humanRecommendation,
      humanReasoning: body.humanReasoning || null,
      humanConfidence: body.humanConfidence,
      humanFeedback: body.humanFeedback || null,
      staffId: input.staffId,
      engineInput,
      createdAt: deps.now(),
    })
    .returning({ id: trainingRecords.id });
  if (!row) throw new Error('the training record was not stored');
  return { id: row.id, agreed: isTrainingAgreement(body) };
}
