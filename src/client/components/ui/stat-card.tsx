import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { cn } from '#client/lib/cn';
import { Card } from './card';
import { Skeleton } from './skeleton';

export type StatCardProps = {
  /** What is counted, for example 'Total Sessions'; names the card. */
  label: string;
  /** Already formatted (lib/format), for example '1,234' or '12.5%'. */
  value: ReactNode;
  /** A line under the value, for example a per-flow breakdown. */
  description?: ReactNode;
  /** A decorative icon beside the label. */
  icon?: LucideIcon;
  /** Shows a placeholder instead of the value. */
  isLoading?: boolean;
  /** Extra content under the description, for example a progress bar. */
  children?: ReactNode;
  className?: string;
};

/** One headline number on a dashboard, grouped under its label for screen readers. */
export function StatCard({ label, value, description, icon: Icon, isLoading = false, children, className }: StatCardProps) {
  const labelId = useId();
  return (
    <Card role="group" aria-labelledby={labelId} aria-busy={isLoading || undefined} className={cn('flex flex-col gap-2 p-5', className)}>
      <div className="flex items-start justify-between gap-3">
        <p id={labelId} className="text-sm font-medium text-muted-foreground">
          {label}
        </p>
        {Icon ? <Icon aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" /> : null}
      </div>
      {isLoading ? (
        <>
          <Skeleton className="h-9 w-24" />
          <span className="sr-only">Loading</span>
        </>
      ) : (
        <p className="text-3xl font-bold tracking-tight tabular-nums">{value}</p>
      )}
      {description && !isLoading ? <div className="text-sm text-muted-foreground">{description}</div> : null}
      {children}
    </Card>
  );
}
