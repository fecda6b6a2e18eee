import { PageHeader } from '#client/components/ui/page-header';

/** /admin/training: the AI training game, built in a later issue. */
export function TrainingPage() {
  return (
    <PageHeader
      title="AI Training Game"
      description="Judge real job scenarios to help the quote engine learn."
    />
  );
}
