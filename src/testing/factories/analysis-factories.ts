import type { AnalysedJob, JobTaskDto } from '#contracts/analysis.contract';
import type { StoredAnalysis, StoredRecommendation } from '#contracts/stored-analysis';
import { toWholePoundsRange } from '#domain/pricing/estimated-range';
import { priceJob } from '#domain/pricing/price-job';
import { DEFAULT_PRICING_CONFIG } from '#domain/pricing/pricing-config';

/**
 * Analyses as the server makes and stores them. Each builder is valid by default (the tests
 * beside it parse every default with the contract's schema) and takes overrides; prices are
 * worked out with the real pricing engine from the tasks, so a test that changes the tasks gets
 * a coherent price unless it overrides the price too.
 */

let taskCounter = 0;

export function aJobTask(overrides: Partial<JobTaskDto> = {}): JobTaskDto {
  taskCounter += 1;
  return {
    id: `task-${taskCounter}`,
    description: 'Replace the kitchen mixer tap',
    complexity: 'moderate',
    estimatedHours: 1.5,
    serviceType: 'PLUMBING',
    type: 'replacement',
    estimatedMaterials: 45,
    skill: 'Plumbing',
    quantity: 1,
    ...overrides,
  };
}

export function anAnalysedJob(overrides: Partial<AnalysedJob> = {}): AnalysedJob {
  const tasks = overrides.tasks ?? [aJobTask()];
  const totalEstimatedHours = overrides.totalEstimatedHours ?? tasks.reduce((sum, task) => sum + task.estimatedHours, 0);
  const price = priceJob({ tasks, totalEstimatedHours }, DEFAULT_PRICING_CONFIG, 'medium');
  const noWork = tasks.length === 0;
  return {
    summary: noWork ? 'Nothing we could price from the description.' : tasks.map((task) => task.description).join('; '),
    tasks,
    totalEstimatedHours,
    estimatedRange: noWork ? { low: 0, high: 0 } : toWholePoundsRange(price.estimatedRange),
    quote: { totalPence: noWork ? 0 : price.quote.totalPence, breakdown: price.quote.breakdown },
    flags: [],
    skills_required: [...new Set(tasks.map((task) => task.skill))],
    engine: 'local',
    ...overrides,
  };
}

/** What a lead keeps in analysed_job_data: the analysed job plus the recommended method. */
export function aStoredAnalysis(overrides: Partial<StoredAnalysis> = {}): StoredAnalysis {
  const { recommendedAction = 'video_quote', ...job } = overrides;
  return { ...anAnalysedJob(job), recommendedAction };
}

/** What the home funnel keeps in final_recommendation. */
export function aStoredRecommendation(overrides: Partial<StoredRecommendation> = {}): StoredRecommendation {
  return {
    recommendedType: 'video_quote',
    source: 'quote_engine',
    reasoning: ['A short video shows the fittings before we quote.'],
    quote: { total: 150 },
    ...overrides,
  };
}
