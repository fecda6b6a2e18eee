import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { Activity, Database, Dices, Trash2, Webhook } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { type TestLeadBody, TestLeadBodySchema, type TestLeadInput } from '#contracts/testing-platform.contract';
import { EMPTY_TEST_LEAD_DATA, generateTestLeadData } from '#domain/testing-platform/generate-test-lead-data';
import { addTestResult, type TestResult } from '#domain/testing-platform/test-results-log';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card';
import {
  testLeadCountQueryOptions,
  useDatabaseTestMutation,
  useDeleteTestLeadsMutation,
  useHealthCheckMutation,
  useWebhookTestMutation,
} from '#client/resources/testing-platform/testing-platform-api';
import {
  type Stamp,
  toCleanupResult,
  toDatabaseTestResult,
  toFailureResult,
  toHealthFailureResult,
  toHealthResult,
  toWebhookTestResult,
} from '../internal/to-test-result';
import { ResultsLog } from './results-log';
import { TestDataFields } from './test-data-fields';

function stamp(): Stamp {
  return { now: new Date(), id: crypto.randomUUID() };
}

export function toTestLeadCountText(count: number): string {
  return count === 1 ? '1 test lead stored.' : `${count} test leads stored.`;
}

/** Asked before removing test leads: it cannot be undone. */
export function toRemoveTestLeadsConfirmation(count: number): string {
  return `Remove ${count === 1 ? 'the 1 test lead' : `all ${count} test leads`} and their webhook deliveries? This cannot be undone.`;
}

/**
 * The Tests tab (docs/product/testing-platform.md#sections): the test data form with its random
 * generator, the three test actions, removing test leads, and the results log.
 */
export function TestsPanel() {
  const [results, setResults] = useState<TestResult[]>([]);
  const form = useForm<TestLeadInput, unknown, TestLeadBody>({
    resolver: zodResolver(TestLeadBodySchema),
    defaultValues: EMPTY_TEST_LEAD_DATA,
  });
  const webhookTest = useWebhookTestMutation();
  const databaseTest = useDatabaseTestMutation();
  const healthCheck = useHealthCheckMutation();
  const removeTestLeads = useDeleteTestLeadsMutation();
  const testLeadCount = useQuery(testLeadCountQueryOptions());

  function record(result: TestResult) {
    setResults((log) => addTestResult(log, result));
  }

  function handleGenerate() {
    form.reset(generateTestLeadData(Math.random));
  }

  function handleWebhookTest(body: TestLeadBody) {
    webhookTest.mutate(body, {
      onSuccess: (result) => record(toWebhookTestResult(result, stamp())),
      onError: (error) => record(toFailureResult('webhook', error, stamp())),
    });
  }

  function handleDatabaseTest(body: TestLeadBody) {
    databaseTest.mutate(body, {
      onSuccess: (lead) => record(toDatabaseTestResult(lead, stamp())),
      onError: (error) => record(toFailureResult('database', error, stamp())),
    });
  }

  function handleHealthCheck() {
    healthCheck.mutate(undefined, {
      onSuccess: (health) => record(toHealthResult(health, stamp())),
      onError: (error) => record(toHealthFailureResult(error, stamp())),
    });
  }

  function handleRemoveTestLeads() {
    const count = testLeadCount.data?.count ?? 0;
    if (!window.confirm(toRemoveTestLeadsConfirmation(count))) return;
    removeTestLeads.mutate(undefined, {
      onSuccess: ({ deleted }) => record(toCleanupResult(deleted, stamp())),
      onError: (error) => record(toFailureResult('cleanup', error, stamp())),
    });
  }

  const testLeads = testLeadCount.data?.count ?? 0;

  return (
    <div className="grid grid-cols-1 items-start gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <div className="flex flex-col gap-6">
        <Card>
          <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
            <div className="flex flex-col gap-1.5">
              <CardTitle>Test data</CardTitle>
              <CardDescription>Phone numbers from Ofcom's drama range (07700 900xxx) never ring a real person.</CardDescription>
            </div>
            <Button variant="outline" onClick={handleGenerate}>
              <Dices aria-hidden="true" />
              Generate Random Data
            </Button>
          </CardHeader>
          <CardContent>
            <TestDataFields form={form} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Tests</CardTitle>
            <CardDescription>Leads made here are marked as tests: they stay out of Lead Management and analytics.</CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col gap-4">
            <div className="flex flex-wrap gap-2">
              <Button onClick={form.handleSubmit(handleWebhookTest)} disabled={webhookTest.isPending}>
                <Webhook aria-hidden="true" />
                Test Webhook
              </Button>
              <Button onClick={form.handleSubmit(handleDatabaseTest)} disabled={databaseTest.isPending}>
                <Database aria-hidden="true" />
                Test Database
              </Button>
              <Button onClick={handleHealthCheck} disabled={healthCheck.isPending}>
                <Activity aria-hidden="true" />
                Health Check
              </Button>
            </div>
            <div className="flex flex-wrap items-center justify-between gap-3 border-t pt-4 text-sm">
              <p>{testLeadCount.isPending ? 'Counting test leads…' : toTestLeadCountText(testLeads)}</p>
              <Button variant="outline" size="sm" onClick={handleRemoveTestLeads} disabled={testLeads === 0 || removeTestLeads.isPending}>
                <Trash2 aria-hidden="true" />
                Remove Test Leads
              </Button>
            </div>
          </CardContent>
        </Card>
      </div>
      <ResultsLog results={results} onClear={() => setResults([])} />
    </div>
  );
}
