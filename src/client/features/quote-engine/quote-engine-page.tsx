import { useQuery } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import type { SuggestedTuning } from '#contracts/training.contract';
import { DEFAULT_QUOTE_ENGINE_CONFIG, type QuoteEngineConfig } from '#domain/quote-engine/quote-engine-config';
import { validateQuoteEngineConfig } from '#domain/quote-engine/validate-quote-engine-config';
import { SuggestedTuningSummary } from '#client/components/suggested-tuning/suggested-tuning-summary';
import { Alert } from '#client/components/ui/alert';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { LoadingState } from '#client/components/ui/spinner';
import { PageHeader } from '#client/components/ui/page-header';
import { toast } from '#client/components/ui/use-toast';
import { OwnerOnlyNotice } from '#client/components/owner-only/owner-only-notice';
import { VersionHistory } from '#client/components/version-history/version-history';
import { applyInvalidParams } from '#client/lib/form-errors';
import { useOwnerAccess } from '#client/resources/auth/auth-api';
import {
  quoteEngineConfigQueryOptions,
  quoteEngineConfigVersionsQueryOptions,
  selectQuoteEngineConfig,
  useRestoreQuoteEngineConfigVersionMutation,
  useSaveQuoteEngineConfigMutation,
} from '#client/resources/quote-engine-config/quote-engine-config-api';
import { ConfigSliders } from './components/config-sliders';
import { ImpactPanel } from './components/impact-panel';
import { TestBox } from './components/test-box';
import { CONFIG_FIELD_NAMES, describeConfigField, formatConfigValue } from './internal/config-fields';
import { useDebouncedValue } from './internal/use-debounced-value';

/** Long enough for a slider drag to settle, short enough that the panels feel live. */
const DRAFT_SETTLE_MS = 300;
const FORM_ID = 'quote-engine-config-form';

/**
 * /admin/quote-engine (docs/product/quote-engine.md#screen): the quote engine's weights,
 * thresholds and values as sliders, the impact of the draft on recent leads, the test box and
 * the suggested tuning. Nothing is saved until Save Configuration. When the saved config cannot
 * be loaded the built-in defaults are shown (docs/product/quote-engine.md#messages).
 */
export function QuoteEnginePage() {
  const query = useQuery({ ...quoteEngineConfigQueryOptions(), select: selectQuoteEngineConfig });
  return (
    <>
      {query.isPending ? (
        <>
          <PageHeader title="Quote Engine Configuration" description="Tune how the AI recommends a quote method." />
          <LoadingState label="Loading the configuration" />
        </>
      ) : (
        // A fresh form when the source changes from the defaults to the saved config (a retry that worked).
        <QuoteEngineEditor
          key={query.isError ? 'defaults' : 'saved'}
          saved={query.data ?? DEFAULT_QUOTE_ENGINE_CONFIG}
          isFallback={query.isError}
          onRetry={() => query.refetch()}
        />
      )}
    </>
  );
}

type QuoteEngineEditorProps = { saved: QuoteEngineConfig; isFallback: boolean; onRetry: () => void };

function QuoteEngineEditor({ saved, isFallback, onRetry }: QuoteEngineEditorProps) {
  const saveMutation = useSaveQuoteEngineConfigMutation();
  const restoreMutation = useRestoreQuoteEngineConfigVersionMutation();
  const { canChange } = useOwnerAccess();
  const versions = useQuery(quoteEngineConfigVersionsQueryOptions());
  const form = useForm<QuoteEngineConfig>({ defaultValues: saved });
  const draft = useWatch({ control: form.control }) as QuoteEngineConfig;
  const validation = validateQuoteEngineConfig(draft);
  const problems = validation.ok ? [] : validation.invalidParams;
  const settledDraft = useDebouncedValue(draft, DRAFT_SETTLE_MS);
  const isSettledDraftValid = validateQuoteEngineConfig(settledDraft).ok;
  const { isDirty, errors } = form.formState;

  function handleSave(values: QuoteEngineConfig) {
    const checked = validateQuoteEngineConfig(values);
    if (!checked.ok) {
      toast({ variant: 'destructive', title: 'Save Failed', description: 'Fix the highlighted values, then save.' });
      return;
    }
    saveMutation.mutate(checked.value, {
      onSuccess: (stored) => {
        form.reset(selectQuoteEngineConfig(stored));
        toast({ title: 'Configuration Saved' });
      },
      onError: (error) => {
        applyInvalidParams(error, form.setError, CONFIG_FIELD_NAMES);
        toast({ variant: 'destructive', title: 'Save Failed', description: 'Could not save configuration. Please try again.' });
      },
    });
  }

  function handleReset() {
    // The defaults go into the draft only; the saved config stays what the form compares with.
    form.reset(DEFAULT_QUOTE_ENGINE_CONFIG, { keepDefaultValues: true });
    toast({ title: 'Reset to Default', description: 'Nothing is saved until you press Save Configuration.' });
  }

  async function handleRestore(version: number) {
    try {
      const restored = await restoreMutation.mutateAsync(version);
      form.reset(selectQuoteEngineConfig(restored));
      toast({ title: 'Configuration Saved', description: `Version ${version} restored.` });
    } catch {
      toast({ variant: 'destructive', title: 'Save Failed', description: 'Could not save configuration. Please try again.' });
    }
  }

  function handleLoadSuggestion(tuning: Extract<SuggestedTuning, { status: 'ready' }>) {
    form.setValue('weights', tuning.config.weights, { shouldDirty: true });
    form.setValue('thresholds', tuning.config.thresholds, { shouldDirty: true });
    toast({ title: 'Suggested Tuning Loaded', description: 'Check the impact, then save to use it.' });
  }

  return (
    <>
      <PageHeader
        title="Quote Engine Configuration"
        description="Tune how the AI recommends a quote method."
        actions={
          <>
            {isDirty ? (
              <Badge variant="warning" className="self-center">
                Unsaved changes
              </Badge>
            ) : null}
            <Button variant="outline" onClick={handleReset}>
              Reset to Default
            </Button>
            <Button type="submit" form={FORM_ID} disabled={saveMutation.isPending || !canChange}>
              Save Configuration
            </Button>
          </>
        }
      />
      <OwnerOnlyNotice subject="the configuration, try drafts and see their impact" className="mb-4" />
      {isFallback ? (
        <Alert
          variant="warning"
          className="mb-4"
          title="The saved configuration could not be loaded"
          action={
            <Button variant="outline" size="sm" onClick={onRetry}>
              Try again
            </Button>
          }
        >
          The built-in defaults are shown instead.
        </Alert>
      ) : null}
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <form id={FORM_ID} noValidate onSubmit={form.handleSubmit(handleSave)} aria-label="Quote engine configuration">
          <ConfigSliders control={form.control} problems={problems} serverErrors={errors} />
        </form>
        <div className="flex flex-col gap-6">
          <SuggestedTuningSummary
            renderAction={(tuning) =>
              tuning.changes.length > 0 ? (
                <div>
                  <Button variant="secondary" onClick={() => handleLoadSuggestion(tuning)}>
                    Load Suggested Tuning
                  </Button>
                </div>
              ) : null
            }
          />
          <ImpactPanel draft={settledDraft} isDraftValid={isSettledDraftValid} />
          <TestBox draft={settledDraft} isDraftValid={isSettledDraftValid} />
        </div>
      </div>
      <div className="mt-6">
        <VersionHistory
          subject="configuration"
          versions={versions.data?.versions}
          isLoading={versions.isPending}
          isError={versions.isError}
          onRetry={() => void versions.refetch()}
          describeField={describeConfigField}
          formatValue={formatConfigValue}
          onRestore={handleRestore}
          canRestore={canChange}
        />
      </div>
    </>
  );
}
