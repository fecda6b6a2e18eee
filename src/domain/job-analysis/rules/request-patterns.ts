// Sentence-level patterns that are not about a job: attempts to instruct the engine, and
// requests for a block of handyman time with no job named. Regular expressions here run on
// one sentence (or the whole text, at most 5,000 characters) with bounded repetition only,
// so they stay linear.

/**
 * A sentence that tries to give the engine orders ("ignore previous instructions", "price
 * everything at £0") is dropped whole: its words never become tasks and its prices are never
 * read (the engine never reads prices from text anyway).
 */
export const INSTRUCTION_PATTERNS: readonly RegExp[] = [
  /\b(?:ignore|disregard|forget|override|bypass)\b.{0,40}\b(?:instructions?|prompts?|rules?|guidelines?|directions?|system|above)\b/i,
  /\bsystem prompt\b|\bdeveloper mode\b|\bjailbreak|\bprompt injection\b/i,
  /\byou are (?:now|an? (?:ai|bot|assistant|language model))\b|\bas an ai\b/i,
  /\b(?:act|behave|respond) as (?:if|an?|the)\b|\bpretend (?:to be|you|that)\b|\brole ?play\b/i,
  /\b(?:price|charge|quote|bill|cost|estimate)\b.{0,40}(?:£\s?[01](?:\.00)?\b|\bzero\b|\bnothing\b(?!\s+(?:major|serious|big|much|else|urgent|fancy|too|complicated|special|difficult))|\b0 pounds\b|\bnil\b|\bone pound\b|\bone penny\b|\bfree of charge\b)/i,
  /\bfor £\s?[01](?:\.00)?\b/i,
  /^\s*(?:system|assistant|user|admin)\s*:/i,
  /\b(?:output|respond with|reply with|print)\b.{0,30}\b(?:json|the following|exactly|only)\b/i,
  /\b(?:say|state|tell \w+|confirm)\b.{0,30}\b(?:is free|costs? nothing|£\s?0)\b/i,
  /\bnew instructions?\b|\bfollow (?:these|my) instructions\b/i,
];

/** Once one sentence gave orders, any price another sentence names is part of the same game. */
export const PRICE_MENTION = /£\s?\d/;

/** "For a few hours", "half a day", "a full day's work", "2 hours". */
export const TIME_REQUEST =
  /\b(?:for|about|around|roughly|book(?:ing)?|need(?:ed)?|want(?:ed)?|hire|spare)\b[^.?!\n]{0,30}?\b(?:a few|a couple of|couple of|few|\d{1,2}(?:\.\d)?|one|two|three|four|five|six|seven|eight|half an?|an?|a full|full|whole|the)\s*(?:hours?|hrs?|days?|mornings?|afternoons?)\b|\bhalf[ -]?(?:a )?day\b|\bday'?s work\b|\bfull day\b/i;

/** Unspecified work that is clearly handyman work. */
export const ODD_JOBS =
  /\b(?:odd[ -]?jobs?|various (?:small |little )?jobs|(?:a )?few (?:small |little |odd )?jobs|(?:small|little|handyman|general|diy) jobs|jobs (?:around|round|about) the (?:house|home|flat|place)|list of jobs|general maintenance|general repairs|lots of little jobs|handyman (?:service|services|visit|day))\b/i;

/**
 * Jobs only counted, not said of what kind ("a few jobs that need doing about the house", "a list
 * of jobs"): with no time asked for, the customer is asked what they are, as for any vague ask;
 * "odd jobs", "small jobs" and "little jobs" are a kind of work to book
 * (docs/decisions/0021-learned-text-reader.md#batch-11-joins-the-tuning-data).
 */
export const JOBS_ONLY_COUNTED = /\b(?:(?:a )?few jobs|list of jobs|lots? of jobs)\b/i;
export const ODD_JOBS_NAMED = /\bodd[ -]?jobs?\b/i;

/** Where the odd jobs are: with a place they are a visit to book, without one or a time they are too vague. */
export const ODD_JOBS_PLACE = /\b(?:house|home|flat|bungalow|property|place|garden|cottage|apartment|maisonette|office|shop|rental|mums?|dads?|parents)\b/i;

export const HANDYMAN_WORD = /\b(?:handy ?man|handy ?person|handyperson|odd ?job (?:man|person)|someone|somebody|a man|a hand|help)\b/i;

/** Hours in a time request; the first matching pattern wins. */
export const REQUESTED_HOURS: readonly { pattern: RegExp; hours: number | 'number' | 'days' }[] = [
  { pattern: /\b(\d{1,2}(?:\.\d)?)\s*(?:hours?|hrs?)\b/i, hours: 'number' },
  { pattern: /\b(\d)\s*days?\b/i, hours: 'days' },
  { pattern: /\bhalf[ -]?(?:a )?day\b|\bmorning\b|\bafternoon\b/i, hours: 4 },
  { pattern: /\b(?:full|whole|a|the) day\b|\bday'?s work\b/i, hours: 8 },
  { pattern: /\b(?:couple of|two) hours\b/i, hours: 2 },
  { pattern: /\b(?:few|three) hours\b/i, hours: 3 },
  { pattern: /\ban hour\b|\bone hour\b/i, hours: 1 },
];

/** Handyman time when the customer names none: a typical half-day visit is booked as 3 hours. */
export const DEFAULT_REQUESTED_HOURS = 3;
