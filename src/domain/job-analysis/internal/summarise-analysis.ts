import type { FlagCode, JobTask } from '../job-task';
import { lowerFirst } from './describe-task';

// The one-line summary the confirmation screens show: what was understood, in plain English.
// "3 tasks: fix leaking kitchen tap, mount 55" TV on wall, assemble wardrobe".

const LISTED_TASKS = 4;

const REFERRAL_NOTES: Partial<Record<FlagCode, string>> = {
  gas_safe_engineer_required: 'gas work needs a Gas Safe engineer',
  registered_electrician_required: 'electrical work needs a registered electrician',
  roofing_specialist_required: 'roof work needs a roofing specialist',
  structural_engineer_required: 'structural work needs a structural engineer',
  asbestos_surveyor_required: 'possible asbestos needs an asbestos surveyor',
  building_contractor_required: 'a whole refit or conversion needs a building contractor',
};

/** Sentence case: a capital only when nothing comes before ("Emergency: no handyman tasks…"). */
function capitalise(text: string, prefix: string): string {
  return prefix === '' ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}

export type SummaryInput = {
  tasks: readonly JobTask[];
  flags: ReadonlySet<FlagCode>;
  isGeneralRequest: boolean;
};

export function summariseAnalysis({ tasks, flags, isGeneralRequest }: SummaryInput): string {
  const notes = [...flags].map((code) => REFERRAL_NOTES[code]).filter((note): note is string => note !== undefined);
  const prefix = flags.has('emergency') ? 'Emergency: ' : '';
  if (tasks.length === 0) {
    if (notes.length > 0) return `${prefix}${capitalise('no handyman tasks', prefix)}: ${notes.join('; ')}`;
    if (flags.has('out_of_scope')) return `${prefix}${capitalise('not handyman work', prefix)}: this isn't something we do`;
    return `${prefix}${capitalise('no specific job described yet', prefix)}: please tell us what needs doing`;
  }
  if (isGeneralRequest) return `${prefix}${capitalise('general handyman time requested', prefix)}: please list the jobs so we can price them`;
  const listed = tasks.slice(0, LISTED_TASKS).map((task) => lowerFirst(task.description));
  if (tasks.length > LISTED_TASKS) listed.push(`and ${tasks.length - LISTED_TASKS} more`);
  const count = `${tasks.length} task${tasks.length === 1 ? '' : 's'}`;
  const referred = notes.length > 0 ? `; also ${notes.join('; ')}` : '';
  return `${prefix}${count}: ${listed.join(', ')}${referred}`;
}
