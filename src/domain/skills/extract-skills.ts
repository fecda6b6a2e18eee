import { SKILLS } from '../job-analysis/job-task';
import type { Skill } from '../job-analysis/job-task';

/**
 * The Skills Required card: at most 4 skills, falling back to General
 * (docs/product/home-flow.md#skills-required).
 */
export const MAX_SKILLS = 4;
export const FALLBACK_SKILL: Skill = 'General';

/**
 * A task as the extract-skills call receives it
 * (docs/product/shared-behaviour.md#customer-endpoints): any field may be missing.
 */
export type SkillTask = {
  description?: unknown;
  skill?: unknown;
  serviceType?: unknown;
};

type SpecificSkill = Exclude<Skill, 'General'>;

/** The analysis engine's own judgement of a task is the strongest evidence. */
const TASK_SKILL_POINTS = 3;
const SERVICE_TYPE_POINTS = 2;
/** Each distinct keyword in the words adds one point. */
const KEYWORD_POINTS = 1;

const SERVICE_TYPE_SKILLS: ReadonlyMap<string, SpecificSkill> = new Map([
  ['PLUMBING', 'Plumbing'],
  ['TILING', 'Tiling'],
  ['CARPENTRY', 'Joinery'],
  ['JOINERY', 'Joinery'],
  ['PLASTERING', 'Plastering'],
  ['PAINTING', 'Decorating'],
  ['DECORATING', 'Decorating'],
  ['GARDENING', 'Gardening'],
  ['LANDSCAPING', 'Landscaping'],
  ['FENCING', 'Landscaping'],
  ['PAVING', 'Landscaping'],
  ['ASSEMBLY', 'Furniture assembling'],
  ['FURNITURE_ASSEMBLY', 'Furniture assembling'],
]);

/** UK words for each trade, matched on whole words so 'tap' never matches 'tape'. */
const SKILL_KEYWORDS: Record<SpecificSkill, readonly RegExp[]> = {
  Plumbing: [
    /\btaps?\b/, /\bleak(s|ing|y)?\b/, /\bpipes?\b/, /\b(toilet|loo|cistern)s?\b/, /\b(sink|basin)s?\b/,
    /\bshowers?\b/, /\bradiators?\b/, /\bplumb(ing|er)?\b/, /\bdrains?\b/, /\bblocked\b/, /\bwashing machine\b/,
    /\bdishwasher\b/, /\bvalves?\b/, /\bstopcock\b/,
  ],
  Tiling: [/\btil(e|es|ed|ing)\b/, /\b(re-?)?grout(ing)?\b/, /\bsplashback\b/],
  Joinery: [
    /\bdoors?\b/, /\bskirting\b/, /\barchitraves?\b/, /\bshel(f|ves|ving)\b/, /\b(cabinet|cupboard)s?\b/,
    /\bworktops?\b/, /\b(timber|wood(en)?)\b/, /\bfloorboards?\b/, /\bhinges?\b/, /\bstair(s|case)?\b/,
    /\bbanisters?\b/, /\bwindow frames?\b/, /\bsash\b/,
  ],
  Plastering: [/\bplaster(ing|ed|board)?\b/, /\bskim(ming)?\b/, /\brender(ing)?\b/, /\bcrack(s|ed)?\b/, /\bartex\b/, /\bcoving\b/],
  Decorating: [
    /\bpaint(s|ing|ed)?\b/, /\brepaint(ing)?\b/, /\bdecorat(e|ing|or)\b/, /\bwallpaper(ing)?\b/, /\bemulsion\b/,
    /\bgloss\b/, /\bvarnish(ing)?\b/, /\bcaulk(ing)?\b/,
  ],
  Gardening: [
    /\bgardens?\b/, /\bhedges?\b/, /\blawns?\b/, /\bmow(ing)?\b/, /\bweed(s|ing)?\b/, /\bprun(e|ing)\b/,
    /\bshrubs?\b/, /\btrees?\b/, /\bleaves\b/, /\bstrimm(ing|er)\b/,
  ],
  Landscaping: [
    /\bpatios?\b/, /\bpaving\b/, /\bdecking\b/, /\bfenc(e|es|ing)\b/, /\bturf(ing)?\b/, /\bdriveways?\b/,
    /\bslabs?\b/, /\braised beds?\b/, /\bgravel\b/, /\bpergolas?\b/, /\bsleepers?\b/,
  ],
  'Furniture assembling': [
    /\bassembl(e|y|ing)\b/, /\bflat-?pack\b/, /\bikea\b/, /\bwardrobes?\b/, /\bbed frames?\b/, /\bfurniture\b/,
    /\bchest of drawers\b/, /\bdesks?\b/,
  ],
};

const SPECIFIC_SKILLS = SKILLS.filter((skill): skill is SpecificSkill => skill !== FALLBACK_SKILL);

function isSpecificSkill(value: unknown): value is SpecificSkill {
  return typeof value === 'string' && (SPECIFIC_SKILLS as readonly string[]).includes(value);
}

/**
 * The skills a job needs, most relevant first (POST /api/extract-skills,
 * docs/product/home-flow.md#skills-required).
 * Relevance: 3 points for each task the analysis assigned the skill, 2 for each task whose
 * service type belongs to it, 1 for each distinct keyword in the description and task texts.
 * Ties keep the SKILLS order, so the answer is the same every time. General is only the
 * fallback: listed beside a specific trade it would tell the customer nothing.
 */
export function extractSkills(jobDescription: string, tasks: readonly SkillTask[]): Skill[] {
  const points = new Map<SpecificSkill, number>(SPECIFIC_SKILLS.map((skill) => [skill, 0]));
  const add = (skill: SpecificSkill, amount: number): void => {
    points.set(skill, (points.get(skill) ?? 0) + amount);
  };

  for (const task of tasks) {
    if (isSpecificSkill(task.skill)) add(task.skill, TASK_SKILL_POINTS);
    const serviceSkill = typeof task.serviceType === 'string' ? SERVICE_TYPE_SKILLS.get(task.serviceType.trim().toUpperCase()) : undefined;
    if (serviceSkill) add(serviceSkill, SERVICE_TYPE_POINTS);
  }

  const words = [jobDescription, ...tasks.map((task) => (typeof task.description === 'string' ? task.description : ''))]
    .join(' \n ')
    .toLowerCase();
  for (const skill of SPECIFIC_SKILLS) {
    const matches = SKILL_KEYWORDS[skill].filter((pattern) => pattern.test(words)).length;
    add(skill, matches * KEYWORD_POINTS);
  }

  const ranked = SPECIFIC_SKILLS.filter((skill) => (points.get(skill) ?? 0) > 0)
    // Array.prototype.sort is stable, so equal points keep the SKILLS order.
    .sort((a, b) => (points.get(b) ?? 0) - (points.get(a) ?? 0))
    .slice(0, MAX_SKILLS);
  return ranked.length > 0 ? ranked : [FALLBACK_SKILL];
}
