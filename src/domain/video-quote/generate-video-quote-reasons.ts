import { toFirstName } from '../display/to-display-name';
import { toPricingUrgency } from '../pricing/to-pricing-urgency';

/**
 * The three reasons shown when generation fails, word for word, the original's 'personalized'
 * spelling included (docs/product/home-flow.md#video-quote-reasons).
 */
export const DEFAULT_VIDEO_QUOTE_REASONS = [
  'Get precise pricing with visual assessment',
  'Accurate personalized quote in under 60 minutes',
  'No surprises - transparent final pricing',
] as const;

export const MIN_VIDEO_QUOTE_REASONS = 3;
export const MAX_VIDEO_QUOTE_REASONS = 5;
/** Three about the job and one about the customer leave room for the closing promise. */
const MAX_JOB_REASONS = 3;
const CLOSING_REASON = DEFAULT_VIDEO_QUOTE_REASONS[2];

/** What the reasons read from the analysed job; any field may be missing in stored data. */
export type VideoReasonTask = { description?: unknown; complexity?: unknown; estimatedMaterials?: unknown };

export type VideoReasonAnalysis = {
  tasks?: readonly VideoReasonTask[];
};

export type VideoReasonCustomer = {
  customerName?: string | null;
  urgency?: string | null;
  propertyType?: string | null;
};

export type VideoQuoteReasonsInput = {
  jobDescription: string;
  analysis?: VideoReasonAnalysis | null;
  customerDetails?: VideoReasonCustomer | null;
};

/** Job-specific reasons, most telling first; each is short, sentence case, no full stop. */
const WORK_REASONS: readonly { pattern: RegExp; reason: string }[] = [
  { pattern: /\b(leak(s|ing|y)?|drip(s|ping)?|burst|water damage)\b/i, reason: 'Show us the leak so we bring the right parts first time' },
  { pattern: /\b(til(e|es|ed|ing)|(re-?)?grout(ing)?|splashback)\b/i, reason: 'We can measure up the tiling from your video' },
  {
    // Not 'crack' on its own: a cracked tile is tiling, not a wall repair.
    pattern: /\b(plaster(ing|ed)?|skim(ming)?|damp|mou?ld)\b/i,
    reason: 'A quick look shows the true size of the wall repair',
  },
  { pattern: /\b(fenc(e|es|ing)|decking|patio|shed|gutters?)\b/i, reason: 'See the outside work without booking a visit' },
];

const BUSINESS_PROPERTY = /\b(office|shop|restaurant|caf[eé]|pub|bar|salon|warehouse|commercial|business|premises|unit)\b/i;

function readTasks(analysis: VideoReasonAnalysis | null | undefined): VideoReasonTask[] {
  const tasks: unknown = analysis?.tasks;
  if (!Array.isArray(tasks)) return [];
  return tasks.filter((task): task is VideoReasonTask => typeof task === 'object' && task !== null);
}

function hasName(name: string | null | undefined): name is string {
  return typeof name === 'string' && name.trim() !== '';
}

function listJobReasons(input: VideoQuoteReasonsInput): string[] {
  const tasks = readTasks(input.analysis);
  const text = [input.jobDescription, ...tasks.map((task) => (typeof task.description === 'string' ? task.description : ''))].join(' \n ');
  const reasons = WORK_REASONS.filter(({ pattern }) => pattern.test(text)).map(({ reason }) => reason);
  if (tasks.length >= 2) reasons.push(`Price all ${tasks.length} jobs in one short video call`);
  if (tasks.some((task) => task.complexity === 'complex')) reasons.push('Complex work priced properly once we have seen it');
  if (tasks.some((task) => typeof task.estimatedMaterials === 'number' && task.estimatedMaterials > 0)) {
    reasons.push('We check the materials you need before we arrive');
  }
  return reasons.slice(0, MAX_JOB_REASONS);
}

/** One reason about the customer: their business, their hurry, or their time. */
function findCustomerReason(customer: VideoReasonCustomer): string {
  if (hasName(customer.propertyType) && BUSINESS_PROPERTY.test(customer.propertyType)) {
    return 'No disruption to your business - no site visit needed';
  }
  const urgency = toPricingUrgency(customer.urgency);
  if (urgency === 'high' || urgency === 'emergency') return 'Fastest way to a firm price - no waiting in for a visit';
  const name = hasName(customer.customerName) ? `, ${toFirstName(customer.customerName)}` : '';
  return `No need to take time off for a site visit${name}`;
}

/**
 * POST /api/generate-video-quote-reasons (docs/product/home-flow.md#video-quote-reasons): 3 to 5
 * short reasons a video quote suits this job and this customer: up to three about the work, one
 * about the customer, the default reasons to make at least three, and the transparent-pricing
 * promise to close.
 * Deterministic, no network (docs/product/README.md#ai-works-offline).
 */
export function generateVideoQuoteReasons(input: VideoQuoteReasonsInput): string[] {
  const reasons = [...listJobReasons(input), findCustomerReason(input.customerDetails ?? {})];
  for (const fallback of DEFAULT_VIDEO_QUOTE_REASONS) {
    if (reasons.length >= MIN_VIDEO_QUOTE_REASONS) break;
    if (!reasons.includes(fallback)) reasons.push(fallback);
  }
  if (!reasons.includes(CLOSING_REASON) && reasons.length < MAX_VIDEO_QUOTE_REASONS) reasons.push(CLOSING_REASON);
  return reasons;
}
