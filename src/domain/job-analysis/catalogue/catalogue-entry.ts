import type { Complexity, Skill, TaskType } from '../job-task';

// One kind of work a UK handyman quotes for. Entries are data only: the engine reads them,
// and adding a job means adding an entry, never code. Phrases use the pattern language in
// internal/create-phrase-matcher.ts and are written in base forms ("shelf", "leak"); the
// lexicon maps plurals, -ing forms and misspellings onto them.

export const SERVICE_TYPES = [
  'PLUMBING',
  'ELECTRICAL',
  'CARPENTRY',
  'LOCKSMITH',
  'MOUNTING',
  'ASSEMBLY',
  'PAINTING',
  'TILING',
  'PLASTERING',
  'FLOORING',
  'EXTERIOR',
  'GARDENING',
  'GENERAL',
] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];

export type HoursByComplexity = Readonly<Record<Complexity, number>>;

/** A cue phrase that makes this particular job harder (positive) or easier (negative). */
export type WeightedPhrase = { phrase: string; weight: number };

export type CatalogueEntry = {
  /** Stable id, kebab-case: 'tap-repair'. */
  id: string;
  /** Used as the task description when the customer's own words cannot be reused. */
  label: string;
  serviceType: ServiceType;
  skill: Skill;
  type: TaskType;
  /** True when the verbs cannot change the type (bleeding radiators is always maintenance). */
  fixedType?: boolean;
  /** Phrases that name the work or the thing to work on; the longest match wins. */
  keywords: readonly string[];
  /** At least one must appear in the task's words ("replace" turns a tap repair into a swap). */
  requires?: readonly string[];
  /** None may appear in the task's words. */
  excludes?: readonly string[];
  /** Breaks ties between entries matched by equally long phrases; location-like words rank low. */
  priority?: number;
  /** Hours for the first unit at each complexity. */
  hours: HoursByComplexity;
  defaultComplexity: Complexity;
  /** Share of the first unit's hours each further unit adds: setting up and clearing away is shared. */
  extraUnitFactor: number;
  /** Typical materials per unit in whole pounds at moderate complexity; 0 when customers supply them. */
  materialsPounds: number;
  /** 'room' entries count the rooms named ("both bedrooms and the hall" is 3). */
  unit?: 'item' | 'room';
  /** Quantity for "all the radiators" or "every door". */
  allQuantity?: number;
  /** Quantity for a bare plural ("put up shelves"); 2 when not given. */
  pluralQuantity?: number;
  /** Quantity when the customer names none (a new kitchen is about ten units). */
  defaultQuantity?: number;
  /** One unit per this many metres of length ("12 metres of fencing"). */
  perMetres?: number;
  /** One unit per this many square metres of area ("a 6m x 4m deck"). */
  perSquareMetres?: number;
  /**
   * When the customer gives the area, hours follow it directly: setting up and finishing plus
   * a rate per square metre by complexity, from published UK trade rates
   * (docs/product/analysis-calibration.md#area-work).
   */
  areaHours?: { setup: number; perSquareMetre: HoursByComplexity };
  /** Screen size in inches from which the job is harder (a 65" TV is a two-person lift). */
  largeFromInches?: number;
  harderWhen?: readonly (string | WeightedPhrase)[];
  easierWhen?: readonly (string | WeightedPhrase)[];
  /** Ids of general cues that are normal for this work (a ceiling light is on a ceiling). */
  ignoreCues?: readonly string[];
  /** Entries folded into this task when both appear in one sentence ("tile and grout"). */
  absorbs?: readonly string[];
  /**
   * Entries folded in only when they share this job's verb: "install an outside tap and hose
   * reel" is one job, but "…and the hose reel needs fixing to the wall" is another.
   */
  absorbsIfSharedVerb?: readonly string[];
  /** Absorbed entries that are extra work, not the same work named twice: they add half their hours. */
  absorbsWithTime?: readonly string[];
  /** The painting job "…and paint it" means after this one ("replace the sill and paint it"). */
  paintedWith?: string;
  /**
   * Referral flags that explain this symptom away when they appear in the same sentence:
   * a leak next to slipped roof tiles is the roof, not the plumbing.
   */
  symptomOf?: readonly string[];
  /**
   * The material the job renews, never where the job is: "gone black all along the silicone" names
   * the resealing, though "along" makes a place of most things after it.
   */
  neverPlace?: boolean;
};
