import type { FunnelStage } from '#contracts/analytics.contract';
import { toDropoffTone } from '#domain/analytics/funnel-figures';
import { FLOW_LABELS } from '#domain/analytics/funnel-stages';
import { Badge } from '#client/components/ui/badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '#client/components/ui/table';
import { formatCount, formatPercent, formatSeconds } from '#client/lib/format';

const TONE_VARIANTS = { alert: 'destructive', fine: 'success' } as const;

export type StageTableProps = { stages: readonly FunnelStage[]; showFlow: boolean };

/**
 * The Stage Analysis table (docs/product/conversion-analytics.md#stage-analysis): the drop-off
 * rate is a red badge above 30 %, green otherwise.
 */
export function StageTable({ stages, showFlow }: StageTableProps) {
  return (
    <Table label="Stage analysis" caption="Entrances, exits, average time and drop-off rate of each stage" className="min-w-[36rem]">
      <TableHeader>
        <TableRow>
          {showFlow ? <TableHead>Flow</TableHead> : null}
          <TableHead>Stage</TableHead>
          <TableHead align="right">Entrances</TableHead>
          <TableHead align="right">Exits</TableHead>
          <TableHead align="right">Avg Time</TableHead>
          <TableHead align="right">Drop-off Rate</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {stages.map((stage) => (
          <TableRow key={`${stage.flow}-${stage.stage}`}>
            {showFlow ? <TableCell className="text-muted-foreground">{FLOW_LABELS[stage.flow]}</TableCell> : null}
            <TableHead scope="row" className="font-medium">
              {stage.stage}
            </TableHead>
            <TableCell align="right" className="tabular-nums">
              {formatCount(stage.entrances)}
            </TableCell>
            <TableCell align="right" className="tabular-nums">
              {formatCount(stage.exits)}
            </TableCell>
            <TableCell align="right" className="tabular-nums">
              {formatSeconds(stage.averageTime)}
            </TableCell>
            <TableCell align="right">
              <Badge variant={TONE_VARIANTS[toDropoffTone(stage.dropoffRate)]}>{formatPercent(stage.dropoffRate)}</Badge>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
