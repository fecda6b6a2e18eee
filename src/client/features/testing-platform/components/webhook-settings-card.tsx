import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { WebhookSettings, WebhookSettingSource } from '#contracts/webhook-settings.contract';
import { Alert, ErrorBanner } from '#client/components/ui/alert';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card';
import { FormField } from '#client/components/ui/form-field';
import { Input } from '#client/components/ui/input';
import { Select } from '#client/components/ui/select';
import { Skeleton } from '#client/components/ui/skeleton';
import { Switch } from '#client/components/ui/switch';
import { toast } from '#client/components/ui/use-toast';
import { isApiError } from '#client/lib/api-client';
import { formatDateTime } from '#client/lib/format';
import { OwnerOnlyNotice } from '#client/components/owner-only/owner-only-notice';
import { useOwnerAccess } from '#client/resources/auth/auth-api';
import { useUpdateWebhookSettingsMutation, webhookSettingsQueryOptions } from '#client/resources/webhooks/webhooks-api';
import {
  toWebhookFormField,
  toWebhookSettingsBody,
  toWebhookSettingsForm,
  WebhookSettingsFormSchema,
  type WebhookSettingsFormValues,
} from '../internal/webhook-settings-form';

/** Where the secret in force comes from, in words; the secret itself is never shown. */
const SECRET_SOURCE_TEXT: Record<WebhookSettingSource, string> = {
  saved: '•••••••••••• saved here',
  server: '•••••••••••• set by the server',
  none: 'Not set: deliveries are not signed',
};

/** The webhook settings (docs/product/testing-platform.md#webhook-settings), loaded before the form shows. */
export function WebhookSettingsCard() {
  const settings = useQuery(webhookSettingsQueryOptions());
  return (
    <Card>
      <CardHeader>
        <CardTitle>Lead webhook</CardTitle>
        <CardDescription>Where new leads are sent for the firm's automation (n8n, Zapier, Make), signed with a shared secret.</CardDescription>
      </CardHeader>
      <CardContent>
        {settings.isError ? (
          <ErrorBanner onRetry={() => settings.refetch()} isRetrying={settings.isFetching}>
            The webhook settings could not be loaded.
          </ErrorBanner>
        ) : null}
        {settings.isPending ? (
          <div className="flex flex-col gap-4" aria-hidden="true">
            <Skeleton className="h-11 w-full" />
            <Skeleton className="h-11 w-2/3" />
          </div>
        ) : null}
        {settings.data ? <WebhookSettingsForm settings={settings.data} /> : null}
      </CardContent>
    </Card>
  );
}

function WebhookSettingsForm({ settings }: { settings: WebhookSettings }) {
  const saveMutation = useUpdateWebhookSettingsMutation();
  const { canChange } = useOwnerAccess();
  const form = useForm<WebhookSettingsFormValues>({
    resolver: zodResolver(WebhookSettingsFormSchema),
    defaultValues: toWebhookSettingsForm(settings),
  });
  const { errors } = form.formState;
  const secretAction = useWatch({ control: form.control, name: 'secretAction' });

  function handleSave(values: WebhookSettingsFormValues) {
    saveMutation.mutate(toWebhookSettingsBody(values), {
      onSuccess: (saved) => {
        // The form starts again from what the server now holds; a new secret is never kept on screen.
        form.reset(toWebhookSettingsForm(saved));
        toast({ title: 'Webhook settings saved', description: 'New leads go to the address shown.' });
      },
      onError: (error) => {
        for (const { name, reason } of isApiError(error) ? (error.problem?.invalidParams ?? []) : []) {
          const field = toWebhookFormField(name);
          if (field) form.setError(field, { type: 'server', message: reason });
        }
        toast({ variant: 'destructive', title: 'Save failed', description: 'Failed to save webhook settings' });
      },
    });
  }

  const secretOptions = [
    { value: 'keep', label: settings.secretSource === 'saved' ? 'Keep the saved secret' : 'Leave as it is' },
    { value: 'replace', label: 'Replace the secret' },
    ...(settings.secretSource === 'saved' ? [{ value: 'remove', label: 'Remove the saved secret' }] : []),
  ] as const;

  return (
    <form noValidate onSubmit={form.handleSubmit(handleSave)} className="flex flex-col gap-5">
      <OwnerOnlyNotice subject="the webhook settings" />
      <FormField
        label="Webhook URL"
        error={errors.url?.message}
        hint={
          settings.serverUrl ? (
            <>
              Leave blank to use the server's: <span className="break-all">{settings.serverUrl}</span>
            </>
          ) : (
            'Leave blank and no lead is sent anywhere.'
          )
        }
      >
        <Input type="url" inputMode="url" autoComplete="off" placeholder="https://" {...form.register('url')} />
      </FormField>
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-muted-foreground">Sending to now</dt>
          <dd className="flex flex-wrap items-center gap-2 break-all">
            {settings.effectiveUrl ?? 'Nowhere'}
            {settings.urlSource === 'server' ? <Badge variant="secondary">set by the server</Badge> : null}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Signing secret</dt>
          <dd>{SECRET_SOURCE_TEXT[settings.secretSource]}</dd>
        </div>
      </dl>
      <Controller
        control={form.control}
        name="secretAction"
        render={({ field }) => (
          <FormField label="Change the secret">
            <Select options={secretOptions} value={field.value} onValueChange={field.onChange} onBlur={field.onBlur} name={field.name} ref={field.ref} />
          </FormField>
        )}
      />
      {secretAction === 'replace' ? (
        <FormField label="New signing secret" hint="At least 16 characters. It is never shown again." error={errors.newSecret?.message}>
          <Input type="password" autoComplete="new-password" {...form.register('newSecret')} />
        </FormField>
      ) : null}
      <Controller
        control={form.control}
        name="enabled"
        render={({ field }) => (
          <FormField label="Send new leads to the webhook" layout="inline" hint="Off: nothing is queued, and deliveries already queued wait.">
            <Switch checked={field.value} onCheckedChange={field.onChange} onBlur={field.onBlur} name={field.name} ref={field.ref} />
          </FormField>
        )}
      />
      {settings.allowPrivateTargets ? (
        <Alert variant="warning" title="Private addresses allowed" className="break-words">
          The server allows webhooks to this machine and private networks (ALLOW_PRIVATE_WEBHOOK_TARGETS).
        </Alert>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={saveMutation.isPending || !canChange}>
          Save Webhook Settings
        </Button>
        {settings.updatedAt ? (
          <p className="text-sm text-muted-foreground">
            Last saved {formatDateTime(settings.updatedAt)}
            {settings.updatedBy ? ` by ${settings.updatedBy}` : ''}
          </p>
        ) : null}
      </div>
    </form>
  );
}
