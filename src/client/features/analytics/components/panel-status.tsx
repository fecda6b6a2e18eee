import type { ReactNode } from 'react';
import { ErrorBanner } from '#client/components/ui/alert';
import { LoadingState } from '#client/components/ui/spinner';

export type PanelStatusProps = {
  isPending: boolean;
  isError: boolean;
  /** What could not be loaded: 'The funnel could not be loaded.' */
  errorText: string;
  /** Loading text for screen readers and beside the spinner. */
  loadingText: string;
  onRetry: () => void;
  children: ReactNode;
};

/** A panel's three states: its loading line, its failure with Try again, or its content. */
export function PanelStatus({ isPending, isError, errorText, loadingText, onRetry, children }: PanelStatusProps) {
  if (isError) return <ErrorBanner onRetry={onRetry}>{errorText}</ErrorBanner>;
  if (isPending) return <LoadingState label={loadingText} />;
  return <>{children}</>;
}
