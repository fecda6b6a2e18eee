// The shape of an analysed job, shared by the analysis engine, pricing, the quote engine,
// the customer screens and the lead record (docs/product/shared-behaviour.md#analysed-job).
// The analysed job is a document whose field names are fixed on the wire; its money values are
// whole pounds, as its estimatedRange is (docs/product/README.md#money,
// docs/decisions/0003-money-units.md).

export const COMPLEXITIES = ['simple', 'moderate', 'complex'] as const;
export type Complexity = (typeof COMPLEXITIES)[number];

/**
 * The kind of work, which drives the lead-panel breakdown's task-type multiplier
 * (docs/product/lead-management.md#pricing-breakdown).
 */
export const TASK_TYPES = ['installation', 'repair', 'replacement', 'maintenance', 'inspection'] as const;
export type TaskType = (typeof TASK_TYPES)[number];

/** The skill labels the customer screens show (docs/product/home-flow.md#skills-required). */
export const SKILLS = [
  'Plumbing',
  'Tiling',
  'Joinery',
  'Plastering',
  'Decorating',
  'Gardening',
  'Landscaping',
  'Furniture assembling',
  'General',
] as const;
export type Skill = (typeof SKILLS)[number];

export type JobTask = {
  /** Stable within one analysis: 'task-1', 'task-2', … */
  id: string;
  description: string;
  complexity: Complexity;
  estimatedHours: number;
  /** Upper-case service family, for example PLUMBING, PAINTING, ELECTRICAL. */
  serviceType: string;
  /** The "type" of an analysed task (docs/product/shared-behaviour.md#analysed-job). */
  type: TaskType;
  /** Typical materials cost in whole pounds (0 when the customer usually supplies them). */
  estimatedMaterials: number;
  skill: Skill;
  quantity: number;
};

export const FLAG_CODES = [
  'gas_safe_engineer_required',
  'registered_electrician_required',
  'roofing_specialist_required',
  'structural_engineer_required',
  'asbestos_surveyor_required',
  'building_contractor_required',
  'emergency',
  'needs_more_detail',
  'large_job',
  'out_of_scope',
] as const;
export type FlagCode = (typeof FLAG_CODES)[number];

/** Referral flags mark work a handyman must not do; they push the recommendation to a site visit. */
export const REFERRAL_FLAG_CODES = [
  'gas_safe_engineer_required',
  'registered_electrician_required',
  'roofing_specialist_required',
  'structural_engineer_required',
  'asbestos_surveyor_required',
  'building_contractor_required',
] as const satisfies readonly FlagCode[];

export type AnalysisFlag = {
  code: FlagCode;
  /** Plain English for staff and the customer. */
  message: string;
};

/** What the analysis engine reads from a description, before any price is put on it. */
export type JobAnalysis = {
  summary: string;
  tasks: JobTask[];
  totalEstimatedHours: number;
  flags: AnalysisFlag[];
};
