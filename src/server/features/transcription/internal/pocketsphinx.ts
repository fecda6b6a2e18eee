import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import koffi from 'koffi';

/**
 * CMU PocketSphinx (Debian's libpocketsphinx3 and pocketsphinx-en-us, BSD licence) called
 * in-process through koffi. Nothing is compiled and nothing is downloaded: the library and
 * the US-English model come from apt (scripts/install-voice.sh). ADR 0005 says why.
 */

const POCKETSPHINX_LIBRARY = 'libpocketsphinx.so.3';
const SPHINXBASE_LIBRARY = 'libsphinxbase.so.3';
const MODEL_DIR = '/usr/share/pocketsphinx/model/en-us';

export type PocketSphinxModel = { acousticModel: string; languageModel: string; dictionary: string };

export const DEBIAN_MODEL: PocketSphinxModel = {
  acousticModel: path.join(MODEL_DIR, 'en-us'),
  languageModel: path.join(MODEL_DIR, 'en-us.lm.bin'),
  dictionary: path.join(MODEL_DIR, 'cmudict-en-us.dict'),
};

export type DomainBias = {
  /** An ARPA language model of the domain's phrasing, interpolated with the general one. */
  arpa: string;
  /** Share of the domain model in the interpolation, 0–1. */
  weight: number;
  /** Words the dictionary lacks, with their ARPAbet phones. */
  pronunciations: Readonly<Record<string, string>>;
};

export type Recogniser = {
  /** 16 kHz mono 16-bit samples in, lower-case words out ('' when nothing was understood). */
  recognise: (samples: Int16Array) => string;
  close: () => void;
};

/** True when the library loads and the model's files are there: what GET /api/health reports. */
export function isPocketSphinxInstalled(model: PocketSphinxModel = DEBIAN_MODEL): boolean {
  const files = [path.join(model.acousticModel, 'mdef'), model.languageModel, model.dictionary];
  if (!files.every((file) => fs.existsSync(file))) return false;
  try {
    koffi.load(SPHINXBASE_LIBRARY);
    koffi.load(POCKETSPHINX_LIBRARY);
    return true;
  } catch {
    return false;
  }
}

type Bindings = ReturnType<typeof bind>;
let bindings: Bindings | undefined;

function bind() {
  const base = koffi.load(SPHINXBASE_LIBRARY);
  const ps = koffi.load(POCKETSPHINX_LIBRARY);
  return {
    psArgs: ps.func('void *ps_args()'),
    cmdLnParse: base.func('void *cmd_ln_parse_r(void *inout, void *defn, int argc, const char **argv, int strict)'),
    cmdLnFree: base.func('int cmd_ln_free_r(void *config)'),
    init: ps.func('void *ps_init(void *config)'),
    free: ps.func('int ps_free(void *ps)'),
    getConfig: ps.func('void *ps_get_config(void *ps)'),
    getLogmath: ps.func('void *ps_get_logmath(void *ps)'),
    getSearch: ps.func('const char *ps_get_search(void *ps)'),
    getLm: ps.func('void *ps_get_lm(void *ps, const char *name)'),
    setLm: ps.func('int ps_set_lm(void *ps, const char *name, void *lm)'),
    setSearch: ps.func('int ps_set_search(void *ps, const char *name)'),
    ngramRead: base.func('void *ngram_model_read(void *config, const char *file, int type, void *lmath)'),
    ngramRetain: base.func('void *ngram_model_retain(void *model)'),
    ngramSetInit: base.func('void *ngram_model_set_init(void *config, void **models, const char **names, const float *weights, int count)'),
    startUtt: ps.func('int ps_start_utt(void *ps)'),
    processRaw: ps.func('int ps_process_raw(void *ps, const int16_t *data, size_t count, int no_search, int full_utt)'),
    endUtt: ps.func('int ps_end_utt(void *ps)'),
    getHyp: ps.func('const char *ps_get_hyp(void *ps, _Out_ int32_t *score)'),
  };
}

const NGRAM_ARPA = 1;
const BIASED_SEARCH = 'handyman';

/**
 * Loads the model (about 0.35 s and 150–200 MB) and keeps it for every later clip. Not
 * thread-safe: one recogniser per worker thread.
 */
export function openRecogniser(options: { model?: PocketSphinxModel; bias?: DomainBias; tuning?: readonly string[] } = {}): Recogniser {
  bindings ??= bind();
  const b = bindings;
  const model = options.model ?? DEBIAN_MODEL;
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'handyman-speech-'));
  let config: unknown;
  let decoder: unknown;
  try {
    // Words the dictionary lacks go into a copy of it read at start-up. (Adding them later
    // with ps_add_word leaves the interpolated model's search inconsistent: it crashed the
    // process on the first clip that used one.)
    const dictionary = options.bias ? writeDictionary(model.dictionary, options.bias.pronunciations, folder) : model.dictionary;
    // -logfn: the library's own chatter would otherwise fill the server's stderr on every clip.
    const argv = ['-hmm', model.acousticModel, '-lm', model.languageModel, '-dict', dictionary, '-logfn', '/dev/null', ...(options.tuning ?? [])];
    config = b.cmdLnParse(null, b.psArgs(), argv.length, argv, 1);
    if (!config) throw new Error('PocketSphinx refused its configuration.');
    decoder = b.init(config);
    if (!decoder) throw new Error('PocketSphinx could not load its model.');
    if (options.bias) useDomainModel(b, decoder, options.bias, folder);
  } catch (error) {
    if (decoder) b.free(decoder);
    if (config) b.cmdLnFree(config);
    throw error;
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }

  let closed = false;
  return {
    recognise(samples) {
      if (closed) throw new Error('The recogniser is closed.');
      if (samples.length === 0) return '';
      if (b.startUtt(decoder) < 0) throw new Error('PocketSphinx could not start an utterance.');
      // full_utt = 1: the whole clip at once, so cepstral normalisation uses all of it.
      const processed = b.processRaw(decoder, samples, samples.length, 0, 1);
      if (b.endUtt(decoder) < 0 || processed < 0) throw new Error('PocketSphinx failed on the audio.');
      const hypothesis = b.getHyp(decoder, [0]) as string | null;
      return hypothesis ?? '';
    },
    close() {
      if (closed) return;
      closed = true;
      b.free(decoder);
      b.cmdLnFree(config);
    },
  };
}

function writeDictionary(original: string, pronunciations: Readonly<Record<string, string>>, folder: string): string {
  const text = fs.readFileSync(original, 'utf8');
  const known = new Set(text.split('\n').map((line) => line.slice(0, line.indexOf(' '))));
  const extra = Object.entries(pronunciations)
    .filter(([word]) => !known.has(word))
    .map(([word, phones]) => `${word} ${phones}`);
  const file = path.join(folder, 'dictionary.dict');
  fs.writeFileSync(file, `${text.trimEnd()}\n${extra.join('\n')}\n`);
  return file;
}

function useDomainModel(b: Bindings, decoder: unknown, bias: DomainBias, folder: string): void {
  const file = path.join(folder, 'handyman.arpa');
  fs.writeFileSync(file, bias.arpa);
  const general = b.getLm(decoder, b.getSearch(decoder));
  const domain = b.ngramRead(b.getConfig(decoder), file, NGRAM_ARPA, b.getLogmath(decoder));
  if (!general || !domain) throw new Error('PocketSphinx could not read the domain language model.');
  // The set takes ownership of both; the default search keeps its own reference.
  b.ngramRetain(general);
  const weights = new Float32Array([1 - bias.weight, bias.weight]);
  const set = b.ngramSetInit(b.getConfig(decoder), [general, domain], ['general', 'handyman'], weights, 2);
  if (!set || b.setLm(decoder, BIASED_SEARCH, set) < 0 || b.setSearch(decoder, BIASED_SEARCH) < 0) {
    throw new Error('PocketSphinx could not use the domain language model.');
  }
}
