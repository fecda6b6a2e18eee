// Situations that cannot wait: water escaping, a home that cannot be secured, gas or an
// electrical fire risk. The job is still analysed and priced; the flag puts it at the front
// of the queue. A phrase preceded by "not" or "no" ("not an emergency") does not count.

export type EmergencyRule = {
  phrase: string;
  /** Extra advice for the customer, for the few cases where safety comes before us. */
  advice?: string;
  /** An emergency only when one of these is also said in the message, in any clause or sentence. */
  onlyWith?: readonly string[];
  /** Not an emergency when one of these is said in the same sentence, in any clause. */
  notWith?: readonly string[];
};

const GAS_ADVICE =
  'If you can smell gas, leave the property, do not use switches, and call the National Gas Emergency Service on 0800 111 999.';
const WATER_ADVICE = 'Turn the water off at the stopcock if you can.';
const ELECTRICAL_ADVICE = 'Switch the power off at the fuse box if it is safe to do so.';

const WATER = [
  'water|rain ~ pour|pouring|poured|gush|gushing|spray|spraying|pissing|everywhere|flood|flooding|streaming', 'water|rain ~ coming|leaking|dripping ~ through|in|up', 'pour|pouring ~ through|out|down|in',
  'pour|pouring|gushing ~ water', 'water ~ all over', 'toilet|loo|cistern|bath|sink ~ overflowing|overflowed', 'burst', 'burst pipe', 'pipe ~ burst|bursted|split', 'flood', 'flooding', 'flooded',
  'sewage',
  'ceiling ~ collapse|collapsed|caving', 'ceiling ~ coming down', 'ceiling ~ about to fall',
];

/**
 * Water that comes in whenever it rains is a leak to mend (a roofer's or a gutter's), not water
 * escaping now: "water comes through the ceiling when it rains heavily", "gutters overflow, water
 * pours over the top when it rains", "every time it pours".
 */
const WHEN_IT_RAINS: readonly string[] = ['when|whenever|time|if|after ~3 rain|rains|raining|rained|pours|pouring|downpour', 'rain|rainwater ~3 come|comes|coming|get|gets|getting ~2 in|through|thru', 'heavy|lot ~2 rain'];

const SECURITY = [
  'locked out', 'lock out', 'lockout', 'locked ~ myself|ourselves|themselves|herself|himself out', 'cant|cannot|unable ~ lock ~ door|house|flat|home|property', 'front|back door ~ wont|doesnt|cant|cannot|not ~ lock|close|shut',
  'front|back door lock ~ broken|snapped|jammed|stuck|bust', 'broken|snapped|jammed ~ front|back door lock', 'lock on ~ front|back door ~ broken|snapped|jammed',
  'key ~ snapped|broken|stuck ~ lock', 'snapped key', 'cant|cannot get in', 'cant|cannot get into ~ house|flat|home', 'keys ~ locked inside',
  'break in', 'breakin', 'broken into', 'kicked|kick|forced ~ in|open', 'burgled', 'burglary', 'burglar', 'forced entry', 'kicked in', 'smashed window|glass', 'window ~ smashed',
];

/** A carbon monoxide alarm going off (fitting or replacing one is ordinary work). */
const CO_ALARM_SOUNDING = 'monoxide|co ~2 alarm|alarms|detector|detectors ~6 going|gone|went|goes|sounding|sounded|beeping|beeps|keeps|triggered';

/**
 * No heat in a cold snap, or with someone who feels the cold most (a baby, an elderly or frail
 * person), is urgent: the two halves are often told in different clauses ("boiler's dead, no
 * heating, we've a 3 week old and it's below freezing"). Heating that has gone is also Gas Safe
 * work (rules/referral-rules.ts); the emergency puts it first in the queue.
 */
const NO_HEAT: readonly string[] = ['no ~1 heating|heat', 'heating ~4 wont|isnt|doesnt|stopped|failed|broken|dead|gone|packed', 'boiler ~4 dead|died|gone|packed|stopped|broken|conked'];
const COLD_OR_VULNERABLE: readonly string[] = [
  'freezing', 'below ~1 zero|freezing', 'minus', 'snow|snowing', 'frost|frosty', 'baby|newborn|babies', 'week|weeks|month|months ~1 old', 'elderly|pensioner|frail|disabled|poorly',
  'eighty|ninety|eighties|nineties', 'oxygen',
];

export const EMERGENCY_RULES: readonly EmergencyRule[] = [
  ...NO_HEAT.map((phrase) => ({ phrase, onlyWith: COLD_OR_VULNERABLE })),
  ...WATER.map((phrase) => ({ phrase, advice: WATER_ADVICE, notWith: WHEN_IT_RAINS })),
  ...SECURITY.map((phrase) => ({ phrase })),
  ...['smell ~ gas', 'smells ~ gas', 'gas smell', 'gas leak', 'leaking gas', 'eggy|egg|eggs ~4 smell|smells|smelling', 'smell|smells|smelling|smelt|whiff ~4 eggy|egg|eggs', CO_ALARM_SOUNDING].map((phrase) => ({ phrase, advice: GAS_ADVICE })),
  ...['sparking', 'sparks', 'sparked', 'smells|smelling|smell ~ hot', 'burning smell', 'smell of burning', 'smell|smells|smelling|smelt ~ burn|burning|burnt|plastic', 'smoke ~ socket|switch|light|fuse', 'melted socket|plug', 'socket|sockets|plug|plugs ~8 melted|melting', 'socket|sockets|plug|plugs ~8 hot to touch'].map((phrase) => ({ phrase, advice: ELECTRICAL_ADVICE })),
  { phrase: 'emergency' },
];

export const EMERGENCY_MESSAGE = 'This sounds like an emergency ("{found}"): we will treat it as an urgent call-out.';
