import { CircleAlert, CircleCheck, Info, type LucideIcon, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '#client/lib/cn';
import { Button } from './button';

export type AlertVariant = 'info' | 'success' | 'warning' | 'destructive';

const VARIANT_CLASSES: Record<AlertVariant, string> = {
  info: 'border-primary/30 bg-secondary text-secondary-foreground',
  success: 'border-success/40 bg-success/10 text-foreground',
  warning: 'border-warning/60 bg-warning/15 text-foreground',
  destructive: 'border-destructive/40 bg-destructive/10 text-foreground',
};

const VARIANT_ICONS: Record<AlertVariant, LucideIcon> = {
  info: Info,
  success: CircleCheck,
  warning: TriangleAlert,
  destructive: CircleAlert,
};

const ICON_CLASSES: Record<AlertVariant, string> = {
  info: 'text-primary',
  success: 'text-success',
  warning: 'text-warning-foreground dark:text-warning',
  destructive: 'text-destructive',
};

export type AlertProps = {
  variant?: AlertVariant;
  /** A short bold line before the message. */
  title?: ReactNode;
  /** The message. */
  children: ReactNode;
  /** A button beside the message (under it on phones). */
  action?: ReactNode;
  className?: string;
};

/**
 * A message in the page's flow. Warnings and errors are announced at once (`role="alert"`);
 * information and success politely (`role="status"`). Render it only when there is
 * something to say, so that its appearance is what gets announced.
 */
export function Alert({ variant = 'info', title, children, action, className }: AlertProps) {
  const Icon = VARIANT_ICONS[variant];
  const isUrgent = variant === 'warning' || variant === 'destructive';
  return (
    <div
      role={isUrgent ? 'alert' : 'status'}
      className={cn(
        'flex flex-col gap-3 rounded-md border p-3 text-sm sm:flex-row sm:items-center sm:justify-between',
        VARIANT_CLASSES[variant],
        className,
      )}
    >
      <div className="flex min-w-0 items-start gap-2">
        <Icon aria-hidden="true" className={cn('mt-0.5 size-4 shrink-0', ICON_CLASSES[variant])} />
        <div className="min-w-0">
          {title ? <p className="font-semibold">{title}</p> : null}
          <div>{children}</div>
        </div>
      </div>
      {action ? <div className="flex shrink-0 flex-wrap gap-2">{action}</div> : null}
    </div>
  );
}

export type ErrorBannerProps = {
  /** What could not be done, for example 'The leads could not be loaded.' */
  children: ReactNode;
  title?: ReactNode;
  /** Tries again, usually a query's `refetch`. */
  onRetry: () => void;
  /** 'Try again' unless the screen's page in docs/product/ words it otherwise. */
  retryLabel?: string;
  /** Disables the button while the retry runs. */
  isRetrying?: boolean;
  className?: string;
};

/** A failure with a Try again button, for data that could not be loaded. */
export function ErrorBanner({ children, title, onRetry, retryLabel = 'Try again', isRetrying = false, className }: ErrorBannerProps) {
  return (
    <Alert
      variant="destructive"
      title={title}
      className={className}
      action={
        <Button variant="outline" size="sm" onClick={onRetry} disabled={isRetrying}>
          {retryLabel}
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
