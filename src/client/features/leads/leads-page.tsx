import { PageHeader } from '../../components/ui/page-header';

/** /admin and /admin/leads (admin-back-office §2): the leads CRM, built in a later issue. */
export function LeadsPage() {
  return (
    <PageHeader
      title="Lead Management"
      description="Search, filter and follow up customer leads."
    />
  );
}
