import { Spinner } from '#client/components/ui/spinner';

export type WaitingStepProps = {
  title: string;
  description: string;
};

/** The analyzing and generating_quote screens: a spinner and two announced lines. */
export function WaitingStep({ title, description }: WaitingStepProps) {
  return (
    <section role="status" className="mx-auto flex min-h-[50dvh] max-w-md flex-col items-center justify-center gap-4 text-center">
      <Spinner className="size-12" />
      <h1 tabIndex={-1} data-step-heading className="text-2xl font-bold tracking-tight outline-none">
        {title}
      </h1>
      <p className="text-muted-foreground">{description}</p>
    </section>
  );
}
