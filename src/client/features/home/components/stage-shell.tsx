import type { ReactNode } from 'react';
import { cn } from '#client/lib/cn';
import { focusHeadingIfPending } from '../stage-heading-focus';

export type StageShellProps = {
  /** 'Question 1 of 2' on the opening questions. */
  progress?: string | null;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** The screens with more to show use the wider column on desktop. */
  width?: 'narrow' | 'wide';
};

/**
 * The frame of every stage: progress, the stage's one <h1> (focused on each stage change so a
 * screen reader announces the new screen) and the content.
 */
export function StageShell({ progress, title, description, children, width = 'narrow' }: StageShellProps) {
  return (
    <section className={cn('mx-auto w-full', width === 'wide' ? 'max-w-4xl' : 'max-w-2xl')}>
      {progress ? <p className="mb-2 text-sm font-semibold tracking-wide text-primary uppercase">{progress}</p> : null}
      <h1 ref={focusHeadingIfPending} tabIndex={-1} data-stage-heading="" className="text-2xl font-bold tracking-tight outline-none md:text-3xl">
        {title}
      </h1>
      {description ? <div className="mt-2 text-base text-muted-foreground md:text-lg">{description}</div> : null}
      <div className="mt-6 flex flex-col gap-6">{children}</div>
    </section>
  );
}

export type StageActionsProps = { children: ReactNode };

/** The stage's buttons: stacked full width on phones (forward action first), in a row on desktop. */
export function StageActions({ children }: StageActionsProps) {
  return <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">{children}</div>;
}
