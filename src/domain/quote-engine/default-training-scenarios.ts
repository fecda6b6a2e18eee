import type { CustomerType, JobScope, QuoteAction, QuoteEngineUrgency } from './quote-engine-config';
import type { TrainingDifficulty } from './recommend-for-training-scenario';

export type TrainingScenarioSeed = {
  id: string;
  jobDescription: string;
  customerType: CustomerType;
  urgency: QuoteEngineUrgency;
  complexity: TrainingDifficulty;
  jobScope: JobScope;
  aiRecommendation: QuoteAction;
  aiReasoning: string;
};

/**
 * The training game has five built-in scenarios (docs/product/ai-training.md#built-in-scenarios).
 * They cover each customer type, each urgency and each recommendation; their aiRecommendation
 * follows the game's own rules (recommendForTrainingScenario), which a test checks.
 */
export const DEFAULT_TRAINING_SCENARIOS: readonly TrainingScenarioSeed[] = [
  {
    id: 'builtin-dripping-tap',
    jobDescription:
      'Kitchen mixer tap has been dripping for a week. I have already bought a replacement tap from Screwfix and just need it fitted. Ground-floor flat in Leeds.',
    customerType: 'residential',
    urgency: 'normal',
    complexity: 'easy',
    jobScope: 'single',
    aiRecommendation: 'instant_quote',
    aiReasoning: 'One well-defined job with the part already supplied; an instant quote will be accurate.',
  },
  {
    id: 'builtin-cafe-burst-pipe',
    jobDescription:
      'Pipe under the sink in our café has burst and water is coming through the ceiling of the cellar. Stopcock is off but we need to reopen for the lunch service.',
    customerType: 'commercial',
    urgency: 'emergency',
    complexity: 'hard',
    jobScope: 'single',
    aiRecommendation: 'site_visit',
    aiReasoning: 'A commercial emergency with water damage below; someone needs to attend, make it safe and assess the ceiling.',
  },
  {
    id: 'builtin-void-flats',
    jobDescription:
      'Three rental flats between tenancies: repaint the living rooms in magnolia, regrout both bathrooms and fix two internal doors that stick. Keys can be collected from our office.',
    customerType: 'property_manager',
    urgency: 'normal',
    complexity: 'medium',
    jobScope: 'multiple',
    aiRecommendation: 'video_quote',
    aiReasoning: 'Several jobs across three flats; a walk-round video of each shows room sizes and the state of the grout.',
  },
  {
    id: 'builtin-ceiling-crack',
    jobDescription:
      'After a leak from the upstairs bathroom (now fixed) there is a crack about two metres long across the hallway ceiling and the paint is bubbling. Needs patching and repainting before we sell.',
    customerType: 'residential',
    urgency: 'urgent',
    complexity: 'medium',
    jobScope: 'single',
    aiRecommendation: 'video_quote',
    aiReasoning: 'Water-damaged plaster varies a lot; a video shows whether it needs patching or a full re-skim.',
  },
  {
    id: 'builtin-garden-decking',
    jobDescription:
      'Old timber decking at the back of the garden is rotten in places. Would like it taken up and replaced with a new composite deck, roughly 4 m by 3 m, on the same frame if it is sound.',
    customerType: 'residential',
    urgency: 'normal',
    complexity: 'hard',
    jobScope: 'single',
    aiRecommendation: 'video_quote',
    aiReasoning: 'Whether the frame can be reused decides the price; a video of the joists shows it without a visit.',
  },
];
