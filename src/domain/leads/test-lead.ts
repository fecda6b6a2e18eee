/**
 * How a test lead is marked (docs/product/leads.md#test-leads): its `source` is
 * `testing_platform`. It is the one mark; every list and figure that must leave test leads out
 * (the CRM list and its counts, the CSV export, the contractor pay calculator, analytics)
 * filters on it, and 'Remove test leads' deletes by it.
 */
export const TEST_LEAD_SOURCE = 'testing_platform';

export function isTestLeadSource(source: string | null | undefined): boolean {
  return source === TEST_LEAD_SOURCE;
}
