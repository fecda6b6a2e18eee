import { useLocation, useSearch } from 'wouter';
import { PageHeader } from '#client/components/ui/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs';
import { ApiReferenceCard } from './components/api-reference-card';
import { DeliveryLogCard } from './components/delivery-log-card';
import { TestsPanel } from './components/tests-panel';
import { WebhookSettingsCard } from './components/webhook-settings-card';
import { readTestingTab, TESTING_TABS, toTestingTabHref } from './testing-tabs';

/**
 * /admin/testing (docs/product/testing-platform.md): the tests of the original, and
 * Integrations, where staff set the lead webhook, watch its deliveries and find the API
 * reference.
 */
export function TestingPlatformPage() {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const tab = readTestingTab(search);

  function handleTabChange(next: string) {
    const chosen = TESTING_TABS.find((candidate) => candidate === next) ?? 'tests';
    navigate(toTestingTabHref(location, chosen), { replace: true });
  }

  return (
    <>
      <PageHeader title="Testing Platform" description="Check the webhook, the database and the health of the service." />
      <Tabs value={tab} onValueChange={handleTabChange}>
        <TabsList aria-label="Testing Platform sections">
          <TabsTrigger value="tests">Tests</TabsTrigger>
          <TabsTrigger value="integrations">Integrations</TabsTrigger>
        </TabsList>
        <TabsContent value="tests">
          <TestsPanel />
        </TabsContent>
        <TabsContent value="integrations" className="flex flex-col gap-6">
          <WebhookSettingsCard />
          <DeliveryLogCard />
          <ApiReferenceCard />
        </TabsContent>
      </Tabs>
    </>
  );
}
