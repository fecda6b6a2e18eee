import { LoaderCircle } from 'lucide-react';
import { cn } from '#client/lib/cn';

export type SpinnerProps = { className?: string };

/** A decorative spinner; pair it with text (see LoadingState) so that the state is announced. */
export function Spinner({ className }: SpinnerProps) {
  return (
    <LoaderCircle aria-hidden="true" className={cn('size-5 animate-spin text-primary', className)} />
  );
}

export type LoadingStateProps = {
  /** Visible and announced, for example 'Loading…'. */
  label?: string;
  /** Fill the viewport (used before any layout is on screen). */
  fullPage?: boolean;
};

export function LoadingState({ label = 'Loading…', fullPage = false }: LoadingStateProps) {
  return (
    <div
      role="status"
      className={cn(
        'flex items-center justify-center gap-3 p-8 text-sm text-muted-foreground',
        fullPage && 'min-h-dvh',
      )}
    >
      <Spinner />
      <span>{label}</span>
    </div>
  );
}
