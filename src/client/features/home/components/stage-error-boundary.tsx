import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from '#client/components/ui/button';

export type StageErrorBoundaryProps = { children: ReactNode };
type State = { hasFailed: boolean };

/**
 * A later stage's code failed to load (a dropped connection on a phone). The answers are in
 * session storage, so reloading the page brings the customer back to the same stage.
 */
export class StageErrorBoundary extends Component<StageErrorBoundaryProps, State> {
  override state: State = { hasFailed: false };

  static getDerivedStateFromError(): State {
    return { hasFailed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.warn('A stage of the quote could not be shown', error, info.componentStack);
  }

  override render() {
    if (!this.state.hasFailed) return this.props.children;
    return (
      <section role="alert" className="mx-auto flex max-w-md flex-col items-center gap-4 py-12 text-center">
        <h1 className="text-2xl font-bold tracking-tight">This step didn&apos;t load</h1>
        <p className="text-muted-foreground">Check your connection and try again. Your answers are saved.</p>
        <Button size="lg" onClick={() => window.location.reload()}>
          Try again
        </Button>
      </section>
    );
  }
}
