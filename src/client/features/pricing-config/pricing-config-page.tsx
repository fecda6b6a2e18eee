import { useQuery } from '@tanstack/react-query';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { ErrorBanner } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardHeader } from '#client/components/ui/card';
import { PageHeader } from '#client/components/ui/page-header';
import { Skeleton } from '#client/components/ui/skeleton';
import { toast } from '#client/components/ui/use-toast';
import { OwnerOnlyNotice } from '#client/components/owner-only/owner-only-notice';
import { VersionHistory } from '#client/components/version-history/version-history';
import { toStatusMessage } from '#client/lib/form-errors';
import { selectPricingConfig, staffPricingConfigQueryOptions } from '#client/resources/pricing-config/pricing-config-api';
import { useOwnerAccess } from '#client/resources/auth/auth-api';
import { pricingConfigVersionsQueryOptions, useRestorePricingConfigVersionMutation } from '#client/resources/pricing-config/pricing-config-staff-api';
import { PricingConfigForm } from './components/pricing-config-form';
import { PricingConfigView } from './components/pricing-config-view';
import { SampleCalculation } from './components/sample-calculation';
import { describePricingField, formatPricingValue } from './internal/pricing-form';

type Mode = 'view' | 'edit';

/**
 * /admin/pricing (docs/product/pricing-config.md): the rates every customer price is worked out
 * from, in view mode or edit mode, with the history of saves and restore.
 */
export function PricingConfigPage() {
  const [mode, setMode] = useState<Mode>('view');
  const config = useQuery(staffPricingConfigQueryOptions());
  const versions = useQuery(pricingConfigVersionsQueryOptions());
  const restoreMutation = useRestorePricingConfigVersionMutation();
  const { canChange } = useOwnerAccess();

  async function handleRestore(version: number) {
    try {
      await restoreMutation.mutateAsync(version);
      setMode('view');
      toast({ title: `Version ${version} restored`, description: 'Pricing configuration updated successfully' });
    } catch (error) {
      toast({ variant: 'destructive', title: 'Error', description: `Failed to update pricing configuration: ${toStatusMessage(error)}` });
    }
  }

  const isEditing = canChange && mode === 'edit' && config.data !== undefined;

  return (
    <>
      <PageHeader
        title="Pricing Configuration"
        description="Rates, call-out fee and modifiers used for every quote."
        actions={
          config.data && canChange && !isEditing ? (
            <Button onClick={() => setMode('edit')}>
              <Pencil aria-hidden="true" />
              Edit Pricing
            </Button>
          ) : null
        }
      />
      <div className="flex flex-col gap-6">
        <OwnerOnlyNotice subject="the prices" />
        {config.isError ? (
          <ErrorBanner onRetry={() => void config.refetch()} retryLabel="Try Again" isRetrying={config.isFetching}>
            The pricing configuration could not be loaded.
          </ErrorBanner>
        ) : !config.data ? (
          <ViewSkeleton />
        ) : isEditing ? (
          <PricingConfigForm key={config.data.updatedAt} config={config.data} onDone={() => setMode('view')} />
        ) : (
          <>
            <PricingConfigView config={selectPricingConfig(config.data)} />
            <SampleCalculation config={selectPricingConfig(config.data)} />
          </>
        )}
        <VersionHistory
          subject="prices"
          versions={versions.data?.versions}
          isLoading={versions.isPending}
          isError={versions.isError}
          onRetry={() => void versions.refetch()}
          describeField={describePricingField}
          formatValue={formatPricingValue}
          onRestore={handleRestore}
          canRestore={canChange}
        />
      </div>
    </>
  );
}

function ViewSkeleton() {
  return (
    <div role="status" className="grid gap-6 lg:grid-cols-3">
      <span className="sr-only">Loading the pricing configuration…</span>
      {[0, 1, 2].map((section) => (
        <Card key={section}>
          <CardHeader>
            <Skeleton className="h-6 w-40" />
          </CardHeader>
          <CardContent className="flex flex-col gap-3">
            <Skeleton className="h-5" />
            <Skeleton className="h-5" />
            <Skeleton className="h-5" />
            <Skeleton className="h-5" />
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
