import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { CUSTOMER_TYPE_LABELS, JOB_SCOPE_LABELS, QUOTE_ENGINE_URGENCY_LABELS } from '#domain/display/to-quote-engine-labels';
import { toQuoteMethodLabel } from '#domain/display/to-quote-method-label';
import {
  CUSTOMER_TYPES,
  type CustomerType,
  JOB_SCOPES,
  type JobScope,
  QUOTE_ENGINE_URGENCIES,
  type QuoteEngineConfig,
  type QuoteEngineUrgency,
} from '#domain/quote-engine/quote-engine-config';
import { formatScore } from '#domain/quote-engine/score-quote-method';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card';
import { FormField } from '#client/components/ui/form-field';
import { Select } from '#client/components/ui/select';
import { Textarea } from '#client/components/ui/textarea';
import { toast } from '#client/components/ui/use-toast';
import { type QuoteEngineTestInput, quoteEngineTestQueryOptions } from '#client/resources/quote-engine-config/quote-engine-config-api';

const CUSTOMER_TYPE_OPTIONS = CUSTOMER_TYPES.map((value) => ({ value, label: CUSTOMER_TYPE_LABELS[value] ?? value }));
const JOB_SCOPE_OPTIONS = JOB_SCOPES.map((value) => ({ value, label: JOB_SCOPE_LABELS[value] ?? value }));
const URGENCY_OPTIONS = QUOTE_ENGINE_URGENCIES.map((value) => ({ value, label: QUOTE_ENGINE_URGENCY_LABELS[value] ?? value }));

const TEST_FAILED = { title: 'Test Failed', description: 'Could not test quote engine. Please try again.' } as const;

/** Until something is tested the query has no job; it is disabled then. */
const NO_TEST: QuoteEngineTestInput = { jobDescription: '', customerType: 'residential', jobScope: 'single', urgency: 'normal' };

export type TestBoxProps = {
  /** The draft on screen, once it has settled: the test runs on it, not only on what is saved. */
  draft: QuoteEngineConfig;
  isDraftValid: boolean;
};

/**
 * The test box (docs/product/quote-engine.md#test-box): a job, its customer type, scope and
 * urgency, and the engine's action, combined score and reasoning under the draft. Once a job is
 * tested, the result follows every change to the draft.
 */
export function TestBox({ draft, isDraftValid }: TestBoxProps) {
  const queryClient = useQueryClient();
  const [jobDescription, setJobDescription] = useState('');
  const [customerType, setCustomerType] = useState<CustomerType>('residential');
  const [jobScope, setJobScope] = useState<JobScope>('single');
  const [urgency, setUrgency] = useState<QuoteEngineUrgency>('normal');
  const [tested, setTested] = useState<QuoteEngineTestInput | null>(null);
  const query = useQuery({ ...quoteEngineTestQueryOptions(tested ?? NO_TEST, draft), enabled: tested !== null && isDraftValid });

  function handleTest(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (jobDescription.trim() === '') {
      toast({ variant: 'destructive', title: 'Test Input Required', description: 'Please enter a job description to test.' });
      return;
    }
    const input: QuoteEngineTestInput = { jobDescription, customerType, jobScope, urgency };
    setTested(input);
    if (!isDraftValid) return;
    queryClient.fetchQuery(quoteEngineTestQueryOptions(input, draft)).catch(() => toast({ variant: 'destructive', ...TEST_FAILED }));
  }

  const result = query.data;
  return (
    <Card role="region" aria-labelledby="test-box-title">
      <CardHeader>
        <CardTitle id="test-box-title">Test the configuration</CardTitle>
        <CardDescription>Try a job against the draft on screen before saving it.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <form noValidate onSubmit={handleTest} className="grid gap-4 sm:grid-cols-3">
          <FormField label="Job description" className="sm:col-span-3">
            <Textarea value={jobDescription} onChange={(event) => setJobDescription(event.target.value)} maxLength={5000} />
          </FormField>
          <FormField label="Customer type">
            <Select options={CUSTOMER_TYPE_OPTIONS} value={customerType} onValueChange={setCustomerType} />
          </FormField>
          <FormField label="Job scope">
            <Select options={JOB_SCOPE_OPTIONS} value={jobScope} onValueChange={setJobScope} />
          </FormField>
          <FormField label="Urgency">
            <Select options={URGENCY_OPTIONS} value={urgency} onValueChange={setUrgency} />
          </FormField>
          <div className="sm:col-span-3">
            <Button type="submit" variant="secondary">
              Test Configuration
            </Button>
          </div>
        </form>
        <div aria-live="polite" aria-busy={query.isFetching || undefined} className="flex flex-col gap-3">
          {tested && !isDraftValid ? <Alert variant="warning">Fix the highlighted values to test this configuration.</Alert> : null}
          {query.isError ? <Alert variant="destructive" title={TEST_FAILED.title}>{TEST_FAILED.description}</Alert> : null}
          {result && isDraftValid ? (
            <section aria-label="Test result" className="flex flex-col gap-3 rounded-md border bg-muted/40 p-4">
              <dl className="grid grid-cols-2 gap-3">
                <div>
                  <dt className="text-sm text-muted-foreground">Action</dt>
                  <dd className="text-lg font-semibold">
                    {toQuoteMethodLabel(result.action)}
                  </dd>
                </div>
                <div>
                  <dt className="text-sm text-muted-foreground">Combined score</dt>
                  <dd className="text-lg font-semibold tabular-nums">
                    {formatScore(result.combinedScore)}
                  </dd>
                </div>
              </dl>
              <div>
                <h3 className="text-sm font-medium text-muted-foreground">Reasoning</h3>
                <ul className="mt-1 flex flex-col gap-1 text-sm">
                  {result.reasoning.split('\n').map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              </div>
              {query.isPlaceholderData ? <p className="text-sm text-muted-foreground">Updating for the draft on screen…</p> : null}
            </section>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}
