import { PageHeader } from '#client/components/ui/page-header';

/** /admin/quote-engine: the quote engine configuration, built in a later issue. */
export function QuoteEnginePage() {
  return (
    <PageHeader
      title="Quote Engine Configuration"
      description="Tune how the AI recommends a quote method."
    />
  );
}
