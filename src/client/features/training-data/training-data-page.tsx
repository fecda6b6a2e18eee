import { PageHeader } from '#client/components/ui/page-header';

/** /admin/training-data: the training data dashboard, built in a later issue. */
export function TrainingDataPage() {
  return (
    <PageHeader
      title="Training Data Dashboard"
      description="How often staff and the AI agree on the quote method."
    />
  );
}
