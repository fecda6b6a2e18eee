import type { CatalogueEntry } from './catalogue-entry';

// Locks, draughts, tip runs and plain handyman time.

/** A door that has dropped or sticks won't lock because of the door, not the lock: a carpenter's fix. */
const DOOR_OUT_OF_LINE = ['hinge', 'hinges', 'dropped', 'sagging', 'catching', 'sticking', 'sticks', 'swollen', 'rubbing', 'rubs'];

/** The entry behind a clearly-requested but unspecified block of handyman time. */
export const GENERAL_HANDYMAN_ENTRY_ID = 'general-handyman';

export const GENERAL_CATALOGUE: readonly CatalogueEntry[] = [
  {
    id: 'lock-change',
    label: 'Change or repair a lock',
    serviceType: 'LOCKSMITH', skill: 'Joinery', type: 'replacement',
    keywords: [
      'lock', 'locks', 'cylinder', 'euro cylinder', 'barrel', 'lock barrel', 'yale', 'yale lock', 'night latch', 'nightlatch', 'deadlock',
      'mortice lock', 'mortise lock', 'sash lock', 'door lock', 'front|back door lock', 'lock on ~ door', 'multipoint', 'multi point',
      'upvc door mechanism', 'door mechanism', 'gearbox', 'window lock|locks', 'padlock', 'shutter lock', 'key ~ stuck|snapped|broken',
      'snapped key', 'locksmith',
    ],
    excludes: ['locked out', 'lock out', 'key safe', 'lockbox', 'lock box', ...DOOR_OUT_OF_LINE],
    priority: 1,
    hours: { simple: 0.5, moderate: 1, complex: 2 }, defaultComplexity: 'simple',
    extraUnitFactor: 0.6, materialsPounds: 25, allQuantity: 3,
    harderWhen: ['multipoint', 'multi point', 'mechanism', 'gearbox', 'mortice', 'mortise', 'snapped', 'broken', 'british standard', 'bs3621', 'anti snap'],
    easierWhen: ['cylinder', 'barrel', 'euro'],
    absorbs: ['door-wont-lock'],
  },
  {
    id: 'door-wont-lock',
    label: "Sort out a door that won't lock",
    serviceType: 'LOCKSMITH', skill: 'Joinery', type: 'repair', fixedType: true,
    keywords: ['wont|doesnt|cant|cannot|not|unable ~ lock', 'lock ~ stiff|jammed|sticking|sticks'],
    excludes: ['locked out', ...DOOR_OUT_OF_LINE],
    hours: { simple: 0.5, moderate: 1, complex: 2 }, defaultComplexity: 'moderate',
    extraUnitFactor: 0.6, materialsPounds: 15,
    harderWhen: ['multipoint', 'multi point', 'mechanism', 'gearbox', 'upvc'],
  },
  {
    id: 'lockout',
    label: 'Get back in after a lock-out',
    serviceType: 'LOCKSMITH', skill: 'Joinery', type: 'repair', fixedType: true,
    keywords: ['locked out', 'lock out', 'lockout', 'locked ~ myself|ourselves|themselves|herself|himself out', 'lost ~ key|keys', 'keys ~ inside', 'cant|cannot ~ get in|into'],
    priority: 3,
    hours: { simple: 0.5, moderate: 1, complex: 2 }, defaultComplexity: 'moderate',
    extraUnitFactor: 0.6, materialsPounds: 20,
    harderWhen: ['multipoint', 'upvc', 'deadlock', 'mortice'],
    absorbs: ['lock-change', 'door-wont-lock'],
    absorbsWithTime: ['lock-change'],
  },
  {
    id: 'draught-proofing',
    label: 'Draught-proof doors and windows',
    serviceType: 'GENERAL', skill: 'General', type: 'installation',
    keywords: [
      'draught', 'draughts', 'draughty', 'draught proof|proofing', 'draughtproof', 'draught excluder|excluders|strip|strips', 'draft excluder|proof|proofing',
      'brush strip', 'weather strip|seal', 'gap ~ under ~ door', 'letterbox brush', 'cold air ~ coming',
    ],
    priority: 2,
    hours: { simple: 0.5, moderate: 1, complex: 2 }, defaultComplexity: 'moderate',
    extraUnitFactor: 0.4, materialsPounds: 15,
  },
  {
    id: 'rubbish-removal',
    label: 'Take rubbish to the tip',
    serviceType: 'GENERAL', skill: 'General', type: 'maintenance', fixedType: true,
    keywords: ['tip', 'tip run', 'rubbish', 'waste removal', 'junk', 'dispose', 'disposal', 'get rid of', 'take away ~ old', 'clear ~ loft|garage',
      // "…and a mattress need taking to the tip", "…slabs need taking away": the taking is the job.
      'take|taking|taken|go|going ~ to the tip', 'need|needs ~ taking|take ~ away', 'taking away', 'taken away', 'garden|builders|building waste'],
    // "I'm rubbish at descriptions" (read as "i rubbish"; "we're" as "we") is the customer, not waste to take away.
    excludes: ['anti tip', 'tip kit', 'garden ~ tidy', 'tip over', 'cant|wont|doesnt|not|cannot ~ tip', 'toppl*', 'i|we|im rubbish'],
    hours: { simple: 1, moderate: 2, complex: 4 }, defaultComplexity: 'moderate',
    extraUnitFactor: 0.7, materialsPounds: 20,
    harderWhen: ['van load|loads', 'heavy', 'loft', 'garage', { phrase: 'sofa|mattress|fridge|freezer', weight: 0.5 }],
    easierWhen: ['few bags', 'small'],
  },
  {
    id: 'furniture-moving',
    label: 'Move heavy furniture',
    serviceType: 'GENERAL', skill: 'General', type: 'maintenance', fixedType: true,
    keywords: ['move ~ furniture|sofa|wardrobe|piano', 'moving ~ furniture', 'shift ~ furniture|sofa', 'carry ~ upstairs|downstairs', 'help moving'],
    priority: 2,
    hours: { simple: 1, moderate: 2, complex: 4 }, defaultComplexity: 'moderate',
    extraUnitFactor: 0.7, materialsPounds: 0,
  },
  {
    id: GENERAL_HANDYMAN_ENTRY_ID,
    label: 'General handyman time for odd jobs',
    serviceType: 'GENERAL', skill: 'General', type: 'repair', fixedType: true,
    // Never matched by words: created only by the "clearly asks for handyman time" rule.
    keywords: [],
    hours: { simple: 2, moderate: 3, complex: 4 }, defaultComplexity: 'moderate',
    extraUnitFactor: 1, materialsPounds: 0,
  },
];
