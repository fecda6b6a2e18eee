import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ConfigValue } from '#domain/config-versions/diff-config';
import { OwnerOnlyNotice } from '#client/components/owner-only/owner-only-notice';
import { ErrorBanner } from '#client/components/ui/alert';
import { Card, CardContent, CardHeader } from '#client/components/ui/card';
import { PageHeader } from '#client/components/ui/page-header';
import { Skeleton } from '#client/components/ui/skeleton';
import { toast } from '#client/components/ui/use-toast';
import { VersionHistory } from '#client/components/version-history/version-history';
import { toProblemMessage } from '#client/lib/form-errors';
import { useOwnerAccess } from '#client/resources/auth/auth-api';
import { staffAppSettingsQueryOptions } from '#client/resources/app-settings/app-settings-api';
import { appSettingsVersionsQueryOptions, useRestoreAppSettingsVersionMutation } from '#client/resources/app-settings/app-settings-versions-api';
import { AppSettingsForm } from './components/app-settings-form';
import { describeAppSettingsField } from './internal/app-settings-fields';

function formatSettingValue(_field: string, value: ConfigValue): string {
  if (value === '' || value === null) return '(blank)';
  return typeof value === 'string' ? `'${value}'` : String(value);
}

/**
 * /admin/settings (docs/product/app-settings.md): the settings every customer screen reads, their
 * history and restore.
 */
export function AppSettingsPage() {
  const settings = useQuery(staffAppSettingsQueryOptions());
  const versions = useQuery(appSettingsVersionsQueryOptions());
  const restoreMutation = useRestoreAppSettingsVersionMutation();
  const { canChange } = useOwnerAccess();

  // The load failure is said as the screen's toast as well as in the page (docs/product/app-settings.md#messages).
  const { errorUpdatedAt, isError } = settings;
  useEffect(() => {
    if (isError) toast({ variant: 'destructive', title: 'Error', description: 'Failed to load app settings' });
  }, [isError, errorUpdatedAt]);

  async function handleRestore(version: number) {
    try {
      await restoreMutation.mutateAsync(version);
      toast({ title: `Version ${version} restored`, description: 'App settings updated successfully' });
    } catch (error) {
      toast({ variant: 'destructive', title: 'Error', description: `Failed to save app settings: ${toProblemMessage(error, 'please try again.')}` });
    }
  }

  const latest = versions.data?.versions[0];
  const lastSavedBy = latest && settings.data && latest.createdAt === settings.data.updatedAt ? latest.staffEmail : null;

  return (
    <>
      <PageHeader title="App Settings" description="Business details, reviews and marketing messages shown to customers." />
      <div className="flex max-w-4xl flex-col gap-6">
        <OwnerOnlyNotice subject="the settings" />
        {settings.isError ? (
          <ErrorBanner onRetry={() => void settings.refetch()} retryLabel="Try Again" isRetrying={settings.isFetching}>
            Failed to load app settings
          </ErrorBanner>
        ) : settings.data ? (
          <AppSettingsForm key={settings.data.updatedAt} settings={settings.data} lastSavedBy={lastSavedBy} />
        ) : (
          <FormSkeleton />
        )}
        <VersionHistory
          subject="settings"
          versions={versions.data?.versions}
          isLoading={versions.isPending}
          isError={versions.isError}
          onRetry={() => void versions.refetch()}
          describeField={describeAppSettingsField}
          formatValue={formatSettingValue}
          onRestore={handleRestore}
          canRestore={canChange}
        />
      </div>
    </>
  );
}

function FormSkeleton() {
  return (
    <div role="status" className="flex flex-col gap-6">
      <span className="sr-only">Loading the app settings…</span>
      {[0, 1, 2, 3].map((section) => (
        <Card key={section}>
          <CardHeader>
            <Skeleton className="h-6 w-56" />
          </CardHeader>
          <CardContent className="grid gap-4 md:grid-cols-3">
            <Skeleton className="h-16" />
            <Skeleton className="h-16" />
            <Skeleton className="h-16" />
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
