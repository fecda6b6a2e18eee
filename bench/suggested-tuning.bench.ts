// Times the suggested-tuning search (docs/product/ai-training.md#suggested-tuning) on 5,000
// synthetic judgements built from a known configuration, starting from the defaults, and
// prints one JSON line per metric for bench/run.ts: the time (budget 2 s) and how much of the
// known routing it recovered (at least 90 %); the agreement before and after goes to stderr.
// Exits 1 when over budget.

import { DEFAULT_QUOTE_ENGINE_CONFIG } from '#domain/quote-engine/quote-engine-config';
import { scoreQuoteMethod } from '#domain/quote-engine/score-quote-method';
import { suggestQuoteEngineTuning } from '#domain/quote-engine/suggest-quote-engine-tuning';
import { KNOWN_TUNING_CONFIG, syntheticJudgements } from '#domain/quote-engine/testing/synthetic-tuning-judgements';

/** The budget the suggested tuning was promised: 2 s for 5,000 judgements. */
const BUDGET_MS = 2_000;
const JUDGEMENTS = 5_000;
/** The domain test's floor for recovering the known routing. */
const RECOVERY_FLOOR_PERCENT = 90;
const SEED = 20_261_121;

function main(): number {
  const judgements = syntheticJudgements(JUDGEMENTS, KNOWN_TUNING_CONFIG, SEED);
  // One warm-up run on a small set so the timed run measures the search, not the JIT.
  suggestQuoteEngineTuning(judgements.slice(0, 200), DEFAULT_QUOTE_ENGINE_CONFIG);

  const started = performance.now();
  const suggestion = suggestQuoteEngineTuning(judgements, DEFAULT_QUOTE_ENGINE_CONFIG);
  const elapsedMs = Math.round(performance.now() - started);
  if (suggestion.status !== 'ready') throw new Error('the search asked for more judgements');

  const recovered = judgements.filter(
    ({ input }) => scoreQuoteMethod(input, suggestion.config).action === scoreQuoteMethod(input, KNOWN_TUNING_CONFIG).action,
  ).length;
  const recoveryPercent = Math.round((recovered / JUDGEMENTS) * 1000) / 10;
  const timePass = elapsedMs <= BUDGET_MS;
  const recoveryPass = recoveryPercent >= RECOVERY_FLOOR_PERCENT;

  const line = (metric: string, value: number, unit: string, budget: number, pass: boolean) =>
    console.log(JSON.stringify({ name: 'suggested-tuning-5000-judgements', metric, value, unit, budget, pass }));
  line('time', elapsedMs, 'ms', BUDGET_MS, timePass);
  line('recovered', recoveryPercent, '%', RECOVERY_FLOOR_PERCENT, recoveryPass);
  // Agreement is reported for the record, not budgeted: the defaults' and the suggestion's.
  console.error(
    `agreement ${suggestion.current.agreementPercent}% now → ${suggestion.suggested.agreementPercent}% suggested; ` +
      `suggested ${JSON.stringify({ weights: suggestion.config.weights, thresholds: suggestion.config.thresholds })}`,
  );
  return timePass && recoveryPass ? 0 : 1;
}

process.exitCode = main();
