import type { TaskType } from '../job-task';

// Verbs and symptoms that say what is to be done. They decide the task type for entries
// whose type is not fixed, and a clause without one borrows the verb of the clause before
// it: in "replace the kitchen tap and the toilet seat" the seat is replaced too.

export type ActionWord = {
  phrase: string;
  type: TaskType;
  /** A symptom ("leaking", "broken") says what kind of work it is but is not a verb of its own. */
  isSymptom?: boolean;
};

const words = (type: TaskType, phrases: readonly string[]): ActionWord[] => phrases.map((phrase) => ({ phrase, type }));
const symptoms = (type: TaskType, phrases: readonly string[]): ActionWord[] => phrases.map((phrase) => ({ phrase, type, isSymptom: true }));

export const ACTION_WORDS: readonly ActionWord[] = [
  ...words('replacement', ['replace', 'replacing', 'replacement', 'swap', 'swap out', 'change', 'renew', 'upgrade', 'rehang', 'refit']),
  ...words('installation', [
    'install', 'instal', 'installation', 'fit', 'fitting', 'put up', 'mount', 'hang', 'assemble', 'build', 'erect', 'lay', 'put in', 'add',
    'plumb in', 'connect', 'put together', 'make up', 'construct', 'supply', 'set up', 'hook up', 'wall mount', 'stick up', 'attach', 'anchor', 'strap',
    'put ~ up', 'put ~ on the wall', 'need ~ putting up|up|on',
  ]),
  ...words('repair', [
    'fix', 'repair', 'mend', 'sort', 'sort out', 'patch', 'reattach', 'secure', 'tighten', 'adjust', 'ease', 'plane', 'unblock', 'unstick', 'realign', 'refix',
  ]),
  ...symptoms('repair', [
    'leak', 'leaking', 'drip', 'dripping', 'broken', 'break', 'blocked', 'stuck', 'sticking', 'loose', 'wobbly', 'wonky', 'faulty', 'damaged', 'cracked',
    'split', 'snapped', 'not working', 'stopped working', 'packed in', 'knackered', 'sagging', 'squeak', 'squeaky', 'dropped', 'come away', 'fallen', 'burst',
    'hanging off', 'come off', 'coming off', 'falling off', 'coming away', 'pulled out',
  ]),
  ...words('maintenance', [
    'service', 'bleed', 'clean', 'clear', 'clear out', 'jet wash', 'treat', 'reseal', 'regrout', 'paint', 'decorate', 'tidy', 'cut', 'trim', 'mow', 'strip',
    'varnish', 'oil', 'lubricate', 'descale', 'touch up', 'freshen up',
  ]),
  ...words('inspection', ['check', 'inspect', 'look at', 'have a look', 'take a look', 'assess', 'investigate', 'diagnose', 'survey', 'advise', 'quote for', 'look over']),
];

/** Phrases in which a verb is a noun: "our new build" is a house and a "light fitting" a thing. */
export const NOT_ACTIONS: readonly string[] = [
  'new build|builds', 'newbuild', 'the building', 'building regs|regulations', 'light|pipe|compression|shower|bathroom|kitchen|ceiling|wall|door fitting|fittings',
  'hanging off', 'pulled out',
  // Work someone else did, told to say which thing is meant: "the laminate the last fella laid",
  // "the door the builder hung", "the pipe the plumber fitted yesterday". The verb is history,
  // not a request (the symptom after it still is).
  'plumber|builder|builders|electrician|fella|fellow|man|guy|bloke|landscaper|tiler|plasterer|decorator|handyman|joiner|carpenter|fitter|fitters|owner|owners|landlord|council|cowboy ~1 who|that ~1 put|fitted|hung|laid|installed|did|done|built',
  'plumber|builder|builders|electrician|fella|fellow|man|guy|bloke|landscaper|tiler|plasterer|decorator|handyman|joiner|carpenter|fitter|fitters|owner|owners|landlord|council|cowboy ~1 put|fitted|hung|laid|installed|did|done|built',
  'we|i ~1 had|got ~1 in|before ~1 put|fitted|hung|laid|installed|did|done|built',
];

/** Work already done: "the leak has been fixed", "(now sorted)". Such a clause is background, not a job. */
export const DONE_PHRASES: readonly string[] = [
  'already', 'been fixed|sorted|repaired|done|replaced|mended', 'now fixed|sorted|repaired|done', 'was fixed|sorted|repaired|replaced', 'got ~ fixed|sorted',
  // History, not a request: "the bath leaked last month". ("Last night" is left out: a pipe
  // that burst last night is still an emergency.)
  'last week|month|year|winter|summer|autumn|spring', 'weeks|months|years ago', 'previously', 'used to',
  // What the customer has done already, to make safe or to try ("we've opened the windows", "I
  // have turned off the water"): told as done by them, it asks for nothing
  // (docs/decisions/0021-learned-text-reader.md#batch-10-joins-the-tuning-data).
  'weve|ive ~1 opened|closed|turned|switched|tried|moved|cleared|checked|propped|wedged|rung|phoned|called|emptied|unplugged', 'we|i have ~1 opened|closed|turned|switched|tried|moved|cleared|checked|propped|wedged|rung|phoned|called|emptied|unplugged',
  // Materials in hand: "tiles bought", "paint supplied".
  'tiles|tile|paint|paper|wallpaper|laminate|flooring|materials|everything ~ bought|supplied|purchased',
  // Parts the customer already has ("I have new hinge", "we found spare tiles in the loft",
  // "my son has bought a new one") say what the job uses, not another job.
  'have|got|found|bought|ordered|purchased ~ new|spare|replacement ~ one|ones|hinge|hinges|tile|tiles|part|parts|seat|handle|lock|bulb|lamp|blind|mirror',
  'spare ~ tile|tiles|hinge|hinges|part|parts ~ in|from|left',
  // Parts bought for the job, told as where they came from: "handles bought from Screwfix".
  'bought|ordered|purchased ~1 from|online|already',
  // What a surface is made of describes where the job is: "wall is tiles", "the floor is concrete".
  'wall|walls|floor|floors|ceiling ~ is|are|its ~ tile|tiles|tiled|concrete|brick|plasterboard|stud|solid',
  // A photo the customer takes or sends shows the job; it is not a picture to hang.
  'send|sending|sent|take|taking|took|attach|attached|attaching|upload|uploaded|whatsapp ~2 photo|photos|picture|pictures|video|videos',
];

/**
 * Still wrong now, whatever was done before: "the door the builder hung last year won't close",
 * "two tiles have dropped already". A clause saying so is a job, even beside words of history.
 */
export const STILL_WRONG_PHRASES: readonly string[] = [
  'wont|doesnt|dont|isnt|cant|cannot|wouldnt|never ~1 close|shut|open|lock|latch|work|turn|flush|drain|stay|stop|fit',
  'will|does|do ~1 not ~1 close|shut|open|lock|latch|work|turn|flush|drain|stay|stop|fit',
  'drop|fall|leak|crack|break|loose|come|start|rot|split ~1 already',
  // "…last year and already one of the drawers has come apart": a fault told after "already" is still there.
  'already ~5 broken|broke|come|came|cracked|crack|leaking|leak|loose|fallen|fell|dropped|split|snapped|stopped|rotten|sunk|peeling|falling', 'still ~1 leak|drip|stuck|loose|break|wobbly|crack|drop|fall|rot|sticking',
];

/**
 * A thing described, not a job: "Window is small.", "cupboard smells damp", "it's just an old
 * latch". After a job and without a verb of its own, such a clause says more about that job.
 */
export const DESCRIBING_PHRASES: readonly string[] = [
  'is|are|its|looks|look|smells|smell|feels|feel|seems ~1 small|big|large|heavy|tiny|huge|tall|wide|narrow|standard|normal|old|wooden|metal|plastic|upvc',
  'just ~ an|a ~ old|small|basic|cheap|plain',
  // What a fault does to people ("people get dripped on coming in", "guests get soaked") tells the fault, not another job.
  'get|gets|got|getting|getting ~2 dripped|soaked|drenched|splashed|wet',
  // A part said to be sound ("the hinges look ok", "frame is fine") is not what needs the work.
  'is|are|its|looks|look|seems|seem ~1 ok|okay|fine|alright|sound|solid|perfect|good',
  // Where a thing came from ("Tap is from Screwfix", "it was from Ikea") says what it is.
  'is|are|its|was|were from',
  // A size told of a thing ("window is about 2m", "its roughly 8m along") measures the job.
  'is|are|its|was ~1 about|around|roughly|approx|approximately|nearly|under|over ~1 #',
];

/**
 * What a surface or a door is made of ("its a tiled wall", "plasterboard wall", "wooden door",
 * "white painted door"): after a job, with no verb and no fault of its own, such a clause says
 * where the job is or what it is fixed to.
 */
export const MATERIAL_PHRASES: readonly string[] = [
  'brick|plasterboard|stud|tiled|solid|concrete|wooden|wood|timber|oak|pine|upvc|pvc|metal|plastic|painted|stone|rendered|pebbledashed ~1 wall|walls|door|doors|floor|floors|ceiling|frame|frames|post|posts',
  // Told the other way round: "wall is block I think", "the walls are plasterboard".
  'wall|walls|door|doors|floor|floors|ceiling ~1 is|are|its ~1 block|blockwork|brick|plasterboard|stud|solid|concrete|stone|wooden|wood|timber|hollow|lath',
];

/**
 * Work the customer says is not wanted: "dont need painting", "no need to tile", "doesnt want
 * replacing". After a job, such a clause says what the job leaves out, even with a verb of its own.
 */
export const NOT_WANTED_PHRASES: readonly string[] = ['dont|doesnt|wont|no ~1 need|needs|want|wants|wanted'];

/**
 * What the customer cannot do themselves ("cant reach the tap behind it", "I cant turn the stop
 * tap with my hands", "unable to kneel"): why they ask, not a job. Things do not reach, kneel or grip.
 */
export const CUSTOMER_CANNOT_PHRASES: readonly string[] = [
  'cant|cannot|unable|couldnt ~1 reach|bend|kneel|lift|grip|climb|stretch|manage',
  'i|im ~2 cant|cannot|couldnt ~1 turn|hold|carry|pull|push|move|get|do|use',
];

/**
 * What the customer cannot hear, see or find ("as I cannot always hear the doorbell", "cant find
 * the stop tap"): why they ask or how urgent it is, not a job on the thing, even though "find"
 * is also a verb of the work (docs/decisions/0021-learned-text-reader.md#batch-11-joins-the-tuning-data).
 */
export const CANNOT_SENSE_PHRASES: readonly string[] = ['cant|cannot|couldnt|unable ~2 hear|see|find|locate'];

/**
 * The customer will do it: "…filled so we can paint", "we'll decorate it ourselves". Decorating
 * after "so we can" and a clause doing something "ourselves" or "myself" are background, even
 * with a verb of their own (unless they say the customer cannot). "So we can tile behind it"
 * may still be ours, and "locked myself out" is a job.
 */
export const CUSTOMER_DOES_PHRASES: readonly string[] = [
  'so ~ i|we|they ~ can|could ~ paint|decorate|paper|wallpaper|redecorate',
  // What the customer does to keep a fault at bay ("we have to top it up every few days") tells the fault, not a job.
  'we|i|you ~1 have|got to ~2 top|reset|jiggle|wiggle|kick|hold|lift|push|pull|bang|thump',
];
export const BY_THEMSELVES_PHRASES: readonly string[] = ['do|paint|decorate|paper|wallpaper|fill|it|them|that|this|rest ~2 myself|ourselves|themselves'];

/** When several kinds of verb appear, the strongest decides: replacing beats fixing. */
export const TASK_TYPE_PRECEDENCE: readonly TaskType[] = ['replacement', 'installation', 'repair', 'maintenance', 'inspection'];
