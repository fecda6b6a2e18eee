import type { CatalogueEntry, WeightedPhrase } from '../catalogue/catalogue-entry';
import { JOB_CATALOGUE } from '../catalogue/job-catalogue';
import type { TaskType } from '../job-task';
import {
  ACTION_WORDS,
  BY_THEMSELVES_PHRASES,
  CUSTOMER_CANNOT_PHRASES,
  CANNOT_SENSE_PHRASES,
  CUSTOMER_DOES_PHRASES,
  DESCRIBING_PHRASES,
  DONE_PHRASES,
  MATERIAL_PHRASES,
  NOT_ACTIONS,
  NOT_WANTED_PHRASES,
  STILL_WRONG_PHRASES,
} from '../rules/action-words';
import { COMPLEXITY_CUES } from '../rules/complexity-cues';
import { EMERGENCY_RULES, type EmergencyRule } from '../rules/emergency-rules';
import { OUT_OF_SCOPE_RULES, type OutOfScopeRule } from '../rules/out-of-scope-rules';
import { REFERRAL_RULES, type ReferralRule } from '../rules/referral-rules';
import { ROOM_WORDS, WHOLE_HOME_PHRASES } from '../rules/room-words';
import { WORD_FORMS } from '../rules/word-forms';
import { createLexicon, type Lexicon } from './create-lexicon';
import { createPhraseMatcher, listPhraseWords, type PhraseMatcher } from './create-phrase-matcher';
import { QUANTITY_WORDS, UNIT_WORDS } from './read-quantity';
import { NEGATIONS } from './sentence-view';

// Everything the engine needs is compiled once, when the module loads, so analysing a
// description is a few linear passes with hash look-ups (the 10 ms p99 budget).

export type CatalogueHit = { entry: CatalogueEntry };

/**
 * Features are every other phrase the engine looks for, keyed so one pass finds them all:
 * "p:<phrase>" for a catalogue condition or cue phrase, "cue:<id>" for a general complexity
 * cue, "act:<type>" for a verb or symptom, "act:any" for a verb, "room:<id>" and "whole-home"
 * for rooms.
 */
export type FeatureKey = string;

// Keys are looked up thousands of times per description; building each string once keeps
// the garbage collector (and so the p99) quiet.
const PHRASE_KEYS = new Map<string, FeatureKey>();
export function phraseKey(phrase: string): FeatureKey {
  let key = PHRASE_KEYS.get(phrase);
  if (key === undefined) {
    key = `p:${phrase}`;
    PHRASE_KEYS.set(phrase, key);
  }
  return key;
}
const ACTION_KEYS = new Map<TaskType, FeatureKey>();
export function actionKey(type: TaskType): FeatureKey {
  let key = ACTION_KEYS.get(type);
  if (key === undefined) {
    key = `act:${type}`;
    ACTION_KEYS.set(type, key);
  }
  return key;
}
export const ANY_ACTION_KEY: FeatureKey = 'act:any';
export const WHOLE_HOME_KEY: FeatureKey = 'whole-home';
export const NOT_ACTION_KEY: FeatureKey = 'not-action';
export const DONE_KEY: FeatureKey = 'done';
export const STILL_WRONG_KEY: FeatureKey = 'still-wrong';
export const CUSTOMER_DOES_KEY: FeatureKey = 'customer-does';
export const BY_THEMSELVES_KEY: FeatureKey = 'by-themselves';
export const DESCRIBING_KEY: FeatureKey = 'describing';
export const NOT_WANTED_KEY: FeatureKey = 'not-wanted';
export const MATERIAL_KEY: FeatureKey = 'material';
export const CUSTOMER_CANNOT_KEY: FeatureKey = 'customer-cannot';
export const CANNOT_SENSE_KEY: FeatureKey = 'cannot-sense';

function phraseOf(item: string | WeightedPhrase): string {
  return typeof item === 'string' ? item : item.phrase;
}

function listEntryPhrases(entry: CatalogueEntry): string[] {
  return [
    ...(entry.requires ?? []),
    ...(entry.excludes ?? []),
    ...(entry.harderWhen ?? []).map(phraseOf),
    ...(entry.easierWhen ?? []).map(phraseOf),
  ];
}

function buildFeatureItems(): { phrase: string; payload: FeatureKey[] }[] {
  const keysByPhrase = new Map<string, Set<FeatureKey>>();
  const add = (phrase: string, key: FeatureKey): void => {
    const keys = keysByPhrase.get(phrase) ?? new Set<FeatureKey>();
    keys.add(key);
    keysByPhrase.set(phrase, keys);
  };
  for (const entry of JOB_CATALOGUE) for (const phrase of listEntryPhrases(entry)) add(phrase, phraseKey(phrase));
  for (const cue of COMPLEXITY_CUES) {
    add(cue.phrase, `cue:${cue.id}`);
    for (const phrase of cue.unless ?? []) add(phrase, phraseKey(phrase));
  }
  for (const action of ACTION_WORDS) {
    add(action.phrase, actionKey(action.type));
    if (!action.isSymptom) add(action.phrase, ANY_ACTION_KEY);
  }
  for (const phrase of NOT_ACTIONS) add(phrase, NOT_ACTION_KEY);
  for (const phrase of DONE_PHRASES) add(phrase, DONE_KEY);
  for (const phrase of STILL_WRONG_PHRASES) add(phrase, STILL_WRONG_KEY);
  for (const phrase of CUSTOMER_DOES_PHRASES) add(phrase, CUSTOMER_DOES_KEY);
  for (const phrase of BY_THEMSELVES_PHRASES) add(phrase, BY_THEMSELVES_KEY);
  for (const phrase of DESCRIBING_PHRASES) add(phrase, DESCRIBING_KEY);
  for (const phrase of NOT_WANTED_PHRASES) add(phrase, NOT_WANTED_KEY);
  for (const phrase of MATERIAL_PHRASES) add(phrase, MATERIAL_KEY);
  for (const phrase of CUSTOMER_CANNOT_PHRASES) add(phrase, CUSTOMER_CANNOT_KEY);
  for (const phrase of CANNOT_SENSE_PHRASES) add(phrase, CANNOT_SENSE_KEY);
  for (const room of ROOM_WORDS) add(room.phrase, `room:${room.room}`);
  for (const phrase of WHOLE_HOME_PHRASES) add(phrase, WHOLE_HOME_KEY);
  for (const rule of REFERRAL_RULES) for (const phrase of rule.unless ?? []) add(phrase, phraseKey(phrase));
  for (const rule of OUT_OF_SCOPE_RULES) for (const phrase of rule.unless ?? []) add(phrase, phraseKey(phrase));
  for (const rule of EMERGENCY_RULES) for (const phrase of [...(rule.onlyWith ?? []), ...(rule.notWith ?? [])]) add(phrase, phraseKey(phrase));
  return [...keysByPhrase].map(([phrase, keys]) => ({ phrase, payload: [...keys].sort() }));
}

function buildLexicon(featureItems: readonly { phrase: string }[]): Lexicon {
  const phrases = [
    ...JOB_CATALOGUE.flatMap((entry) => entry.keywords),
    ...featureItems.map((item) => item.phrase),
    ...REFERRAL_RULES.map((rule) => rule.phrase),
    ...EMERGENCY_RULES.map((rule) => rule.phrase),
    ...OUT_OF_SCOPE_RULES.map((rule) => rule.phrase),
  ];
  const vocabulary = new Set<string>(phrases.flatMap(listPhraseWords));
  for (const word of [...QUANTITY_WORDS.keys(), ...UNIT_WORDS, ...NEGATIONS]) vocabulary.add(word);
  for (const target of Object.values(WORD_FORMS.irregular)) vocabulary.add(target);
  return createLexicon({
    vocabulary,
    protectedWords: WORD_FORMS.protectedWords,
    exactOnly: WORD_FORMS.exactOnly,
    irregular: WORD_FORMS.irregular,
  });
}

export type EngineTables = {
  lexicon: Lexicon;
  catalogue: PhraseMatcher<CatalogueHit>;
  features: PhraseMatcher<FeatureKey[]>;
  referrals: PhraseMatcher<ReferralRule>;
  emergencies: PhraseMatcher<EmergencyRule>;
  outOfScope: PhraseMatcher<OutOfScopeRule>;
};

function buildEngineTables(): EngineTables {
  const featureItems = buildFeatureItems();
  const lexicon = buildLexicon(featureItems);
  return {
    lexicon,
    catalogue: createPhraseMatcher(
      JOB_CATALOGUE.flatMap((entry) => entry.keywords.map((phrase) => ({ phrase, payload: { entry } }))),
      lexicon,
    ),
    features: createPhraseMatcher(featureItems, lexicon),
    referrals: createPhraseMatcher(REFERRAL_RULES.map((rule) => ({ phrase: rule.phrase, payload: rule })), lexicon),
    emergencies: createPhraseMatcher(EMERGENCY_RULES.map((rule) => ({ phrase: rule.phrase, payload: rule })), lexicon),
    outOfScope: createPhraseMatcher(OUT_OF_SCOPE_RULES.map((rule) => ({ phrase: rule.phrase, payload: rule })), lexicon),
  };
}

export const ENGINE_TABLES: EngineTables = buildEngineTables();
