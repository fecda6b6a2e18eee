import { PageHeader } from '#client/components/ui/page-header';

/** /admin/settings: the app settings form, built in a later issue. */
export function AppSettingsPage() {
  return (
    <PageHeader
      title="App Settings"
      description="Business details, reviews and marketing messages shown to customers."
    />
  );
}
