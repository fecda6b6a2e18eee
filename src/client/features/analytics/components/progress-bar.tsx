import { cn } from '#client/lib/cn';

export type ProgressBarProps = {
  /** 0 to 100. */
  percent: number;
  /** What the bar measures, for screen readers: 'Overall conversion rate'. */
  label: string;
  /** The bar's colour class, for example a flow's. */
  barClassName?: string;
};

/** A percentage as a bar; the figure itself is written beside it. */
export function ProgressBar({ percent, label, barClassName }: ProgressBarProps) {
  const clamped = Math.min(100, Math.max(0, percent));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={clamped}
      aria-valuetext={`${clamped.toFixed(1)}%`}
      className="h-2 w-full overflow-hidden rounded-full bg-muted"
    >
      <div className={cn('h-full rounded-full', barClassName ?? 'bg-primary')} style={{ width: `${clamped}%` }} />
    </div>
  );
}
