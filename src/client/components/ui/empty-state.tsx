import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '#client/lib/cn';

export type EmptyStateProps = {
  /** What is missing, for example 'No leads found matching your criteria'. */
  title: string;
  description?: ReactNode;
  /** A decorative icon, hidden from assistive technology. */
  icon?: LucideIcon;
  /** A way forward, for example a button that clears the filters or adds the first item. */
  action?: ReactNode;
  className?: string;
};

/** Said where a list or table has nothing to show, so an empty screen never looks broken. */
export function EmptyState({ title, description, icon: Icon, action, className }: EmptyStateProps) {
  return (
    <div className={cn('flex flex-col items-center gap-2 px-4 py-12 text-center', className)}>
      {Icon ? (
        <span className="mb-1 inline-flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
          <Icon aria-hidden="true" className="size-6" />
        </span>
      ) : null}
      <p className="font-medium text-foreground">{title}</p>
      {description ? <div className="max-w-sm text-sm text-muted-foreground">{description}</div> : null}
      {action ? <div className="mt-2 flex flex-wrap justify-center gap-2">{action}</div> : null}
    </div>
  );
}
