import type { FunnelStage } from '#contracts/analytics.contract';
import { toCompletionPercent } from '#domain/analytics/funnel-figures';
import { FLOW_LABELS } from '#domain/analytics/funnel-stages';
import { formatCount, formatPercent } from '#client/lib/format';
import { FLOW_BACKGROUNDS } from '../internal/analytics-texts';

export type ConversionFunnelProps = { stages: readonly FunnelStage[]; showFlow: boolean };

/**
 * The Conversion Funnel rows (docs/product/conversion-analytics.md#conversion-funnel): each
 * stage's visitors and completions, the completion percentage and the drop-offs; completions
 * green, drop-offs red.
 */
export function ConversionFunnel({ stages, showFlow }: ConversionFunnelProps) {
  return (
    <ol className="flex flex-col gap-3" aria-label="Conversion funnel stages">
      {stages.map((stage) => {
        const completion = toCompletionPercent(stage);
        return (
          <li key={`${stage.flow}-${stage.stage}`} className="rounded-lg border bg-card p-4 shadow-sm">
            <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
              <p className="flex items-center gap-2 font-semibold">
                <span aria-hidden="true" className={`size-2.5 rounded-full ${FLOW_BACKGROUNDS[stage.flow]}`} />
                {stage.stage}
                {showFlow ? <span className="text-xs font-normal text-muted-foreground">{FLOW_LABELS[stage.flow]}</span> : null}
              </p>
              <p className="text-lg font-bold tabular-nums">{formatPercent(completion)}</p>
            </div>
            <div className="mt-1 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 text-sm">
              <p className="text-muted-foreground">
                {`${formatCount(stage.entrances)} visitors • `}
                <span className="font-medium text-success">{`${formatCount(stage.completions)} completed`}</span>
              </p>
              <p className="font-medium text-destructive">{`-${formatCount(stage.exits)} dropoffs`}</p>
            </div>
            <div aria-hidden="true" className="mt-3 flex h-2 overflow-hidden rounded-full bg-muted">
              <div className="h-full bg-success" style={{ width: `${completion}%` }} />
              <div className="h-full bg-destructive/70" style={{ width: `${stage.entrances > 0 ? 100 - completion : 0}%` }} />
            </div>
          </li>
        );
      })}
    </ol>
  );
}
