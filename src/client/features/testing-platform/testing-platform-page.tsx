import { PageHeader } from '#client/components/ui/page-header';

/** /admin/testing: the testing platform, built in a later issue. */
export function TestingPlatformPage() {
  return (
    <PageHeader
      title="Testing Platform"
      description="Check the webhook, the database and the health of the service."
    />
  );
}
