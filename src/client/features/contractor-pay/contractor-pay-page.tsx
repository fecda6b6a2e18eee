import { PageHeader } from '#client/components/ui/page-header';

/** /admin/contractor-pay: the contractor pay calculator, built in a later issue. */
export function ContractorPayPage() {
  return (
    <PageHeader
      title="Contractor Pay Calculator"
      description="Work out contractor pay and margin for a job."
    />
  );
}
