import { useId } from 'react';

export type LeadJsonSectionProps = { title: string; value: unknown };

/**
 * Stored JSON, pretty-printed and folded away until staff open it
 * (docs/product/lead-management.md#detail-panel).
 */
export function LeadJsonSection({ title, value }: LeadJsonSectionProps) {
  const headingId = useId();
  const isEmpty = value === null || value === undefined;
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="mb-2 text-base font-semibold">
        {title}
      </h3>
      {isEmpty ? (
        <p className="text-sm text-muted-foreground">Nothing was recorded for this lead.</p>
      ) : (
        <details className="rounded-md border bg-muted/40">
          <summary className="cursor-pointer px-3 py-2 text-sm font-medium select-none">Show {title}</summary>
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling block must be reachable by keyboard (axe scrollable-region-focusable) */}
          <pre tabIndex={0} aria-label={`${title} content`} className="max-h-80 overflow-auto border-t p-3 font-mono text-xs leading-relaxed whitespace-pre">
            {JSON.stringify(value, null, 2)}
          </pre>
        </details>
      )}
    </section>
  );
}
