// Words that tell a handyman a job will be harder or easier than usual. Each cue counts once
// per task; the weights add up and every whole point moves the job one complexity level from
// the catalogue's default (two half-points, such as "old" and "big", make one). A cue
// preceded by "not" ("it isn't heavy") is ignored. Entries may ignore cues that are normal
// for their work (a ceiling light is always on a ceiling).

export type ComplexityCue = {
  id: string;
  phrase: string;
  weight: number;
  /** The cue means nothing when any of these is in the task's words ("replace the old tap"). */
  unless?: readonly string[];
};

const REMOVING = ['replace', 'remove', 'strip', 'swap', 'take out', 'take off', 'take down', 'change', 'new', 'dispose', 'tip'];

export const COMPLEXITY_CUES: readonly ComplexityCue[] = [
  { id: 'ceiling', phrase: 'ceiling', weight: 1 },
  { id: 'high', phrase: 'high !street|pressure|chair|gloss|quality|end', weight: 1 },
  { id: 'high', phrase: 'double height', weight: 1 },
  { id: 'high', phrase: 'vaulted', weight: 1 },
  { id: 'whole-house', phrase: 'whole|entire house|flat|home|property|place', weight: 1 },
  { id: 'whole-house', phrase: 'throughout', weight: 1 },
  { id: 'tiled wall', phrase: 'tile wall|walls', weight: 1 },
  { id: 'tiled wall', phrase: 'on|onto|into|through ~ tile|tiles', weight: 1 },
  { id: 'heavy', phrase: 'heavy|heavier|weighty|weighs', weight: 1 },
  { id: 'large', phrase: 'large|larger|huge|massive|enormous|oversized|giant', weight: 1 },
  { id: 'big', phrase: 'big|bigger', weight: 0.5 },
  { id: 'stud wall', phrase: 'stud wall|walls|partition', weight: 1 },
  { id: 'plasterboard', phrase: 'plasterboard|drywall', weight: 1 },
  { id: 'plasterboard', phrase: 'dot and dab', weight: 1 },
  { id: 'plasterboard', phrase: 'hollow wall', weight: 1 },
  { id: 'plasterboard', phrase: 'lath and plaster', weight: 1 },
  { id: 'awkward', phrase: 'awkward|tricky|difficult|fiddly', weight: 1 },
  { id: 'awkward', phrase: 'tight space', weight: 1 },
  { id: 'awkward', phrase: 'hard to reach', weight: 1 },
  { id: 'rotten', phrase: 'rotten|rot|rotting|crumbling|crumbly', weight: 1 },
  { id: 'tall', phrase: 'tall|taller', weight: 1 },
  { id: 'stairwell', phrase: 'stairwell', weight: 1 },
  { id: 'stairwell', phrase: 'above|over ~ stairs', weight: 1 },
  { id: 'uneven', phrase: 'uneven|bowed', weight: 1 },
  { id: 'uneven', phrase: 'out of square', weight: 1 },
  { id: 'uneven', phrase: 'not level|straight', weight: 1 },
  { id: 'seized', phrase: 'seized|rusted|rusty|corroded', weight: 1 },
  { id: 'seized', phrase: 'stuck fast', weight: 1 },
  { id: 'seized', phrase: 'wont budge', weight: 1 },
  { id: 'hard-material', phrase: 'marble|granite|stone|porcelain|concrete', weight: 1 },
  { id: 'hard-material', phrase: 'cast iron', weight: 1 },
  { id: 'hard-material', phrase: 'engineering brick', weight: 1 },
  { id: 'bay', phrase: 'bay window|bay', weight: 1 },
  { id: 'access', phrase: 'ladder|ladders|scaffold|scaffolding|tower', weight: 1 },
  { id: 'access', phrase: 'three|3 storey', weight: 1 },
  { id: 'old', phrase: 'old|older|ancient', weight: 0.5, unless: REMOVING },
  { id: 'period', phrase: 'victorian|edwardian|georgian|period|listed', weight: 0.5 },
  { id: 'damaged', phrase: 'damaged|badly|extensive|severe', weight: 0.5 },
  { id: 'damaged', phrase: 'falling apart', weight: 0.5 },
  { id: 'from-scratch', phrase: 'from scratch', weight: 1 },
  { id: 'quick', phrase: 'quick|quickly|quickie', weight: -1 },
  { id: 'small', phrase: 'small|smaller|tiny|mini', weight: -1 },
  { id: 'little', phrase: 'little', weight: -0.5 },
  { id: 'just', phrase: 'just|only', weight: -0.5 },
  { id: 'simple', phrase: 'simple|simply|easy|straightforward|basic', weight: -1 },
  { id: 'minor', phrase: 'minor|slight|slightly', weight: -1 },
  { id: 'like-for-like', phrase: 'like for like', weight: -0.5 },
  { id: 'like-for-like', phrase: 'straight swap', weight: -0.5 },
];
