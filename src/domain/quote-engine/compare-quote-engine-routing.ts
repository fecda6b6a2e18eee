import { QUOTE_ACTIONS } from './quote-engine-config';
import type { QuoteAction, QuoteEngineConfig } from './quote-engine-config';
import { scoreQuoteMethod } from './score-quote-method';
import type { QuoteEngineInput } from './score-quote-method';

export type RoutingCounts = Record<QuoteAction, number>;

/** How many jobs go from one method (saved) to another (draft); the diagonal is the jobs that stay. */
export type RoutingMove = { from: QuoteAction; to: QuoteAction; count: number };

export type RoutingComparison = {
  jobCount: number;
  saved: RoutingCounts;
  draft: RoutingCounts;
  /** Jobs the draft routes differently from the saved configuration. */
  moved: number;
  /** All nine from → to cells, saved method first, in QUOTE_ACTIONS order. */
  moves: RoutingMove[];
};

function emptyCounts(): RoutingCounts {
  return { instant_quote: 0, video_quote: 0, site_visit: 0 };
}

/**
 * The impact of a draft configuration before it is saved
 * (docs/product/quote-engine.md#impact-before-saving): each job routed by scoreQuoteMethod, the
 * rule the customer flow uses, under the saved and under the draft configuration.
 */
export function compareQuoteEngineRouting(
  jobs: readonly QuoteEngineInput[],
  saved: QuoteEngineConfig,
  draft: QuoteEngineConfig,
): RoutingComparison {
  const savedCounts = emptyCounts();
  const draftCounts = emptyCounts();
  const cells = new Map<string, number>();
  let moved = 0;
  for (const job of jobs) {
    const from = scoreQuoteMethod(job, saved).action;
    const to = scoreQuoteMethod(job, draft).action;
    savedCounts[from] += 1;
    draftCounts[to] += 1;
    if (from !== to) moved += 1;
    cells.set(`${from}>${to}`, (cells.get(`${from}>${to}`) ?? 0) + 1);
  }
  const moves = QUOTE_ACTIONS.flatMap((from) => QUOTE_ACTIONS.map((to) => ({ from, to, count: cells.get(`${from}>${to}`) ?? 0 })));
  return { jobCount: jobs.length, saved: savedCounts, draft: draftCounts, moved, moves };
}
