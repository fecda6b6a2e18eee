import type { BrowserContext, Page } from 'playwright-core';
import { inject } from 'vitest';

/** Signs the journeys' staff account in and waits for the leads screen. */
export async function signInToLeads(page: Page): Promise<void> {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(inject('adminEmail'));
  await page.getByLabel('Password').fill(inject('adminPassword'));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { level: 1, name: 'Lead Management' }).waitFor();
}

export type CustomerLead = { customerName: string; phone: string; jobDescription: string };

/**
 * Saves a lead the way the customer flows do: a POST /api/leads from a customer's browser
 * (no session), with an Idempotency-Key, source customer_form.
 */
export async function saveLeadAsCustomer(context: BrowserContext, lead: CustomerLead): Promise<{ id: string }> {
  const page = await context.newPage();
  await page.goto('/admin/login');
  const saved = await page.evaluate(async (body) => {
    const response = await fetch('/api/leads', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': `journey-${crypto.randomUUID()}` },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as { id: string } };
  }, { ...lead, email: '', urgency: 'high', outcome: 'phone_quote', status: 'new', source: 'customer_form', isDraft: false });
  await page.close();
  if (saved.status !== 201) throw new Error(`the customer lead was not saved: ${saved.status}`);
  return saved.body;
}
