import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CreateLeadBody } from '#contracts/leads.contract';
import { jsonResponse, problemResponse, stubApi } from '#client/testing/render-app';
import {
  LEAD_OUTBOX_STORAGE_KEY,
  flushLeadOutbox,
  hasPendingLeads,
  resetLeadOutboxForTests,
  saveLead,
  toRetryDelayMs,
} from './lead-outbox';

const LEAD: CreateLeadBody = {
  customerName: 'Jo Bloggs',
  phone: '07700 900123',
  jobDescription: 'Fix a dripping tap',
  status: 'draft',
  isDraft: true,
  discountApplied: false,
  source: 'customer_form_draft',
};

const CREATED = {
  id: '0b5d8a34-5f0e-4c8e-9a8e-2f4f1f7a9c11',
  customerName: 'Jo Bloggs',
  status: 'draft',
  source: 'customer_form_draft',
  outcome: null,
  estimatedPriceLow: null,
  estimatedPriceHigh: null,
  discountApplied: false,
  createdAt: '2025-11-21T10:00:00.000Z',
};

function keyOf(init: RequestInit | undefined): string | undefined {
  return (init?.headers as Record<string, string> | undefined)?.['idempotency-key'];
}

function storedEntries(): unknown[] {
  return JSON.parse(window.localStorage.getItem(LEAD_OUTBOX_STORAGE_KEY) ?? '[]') as unknown[];
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  resetLeadOutboxForTests();
  vi.restoreAllMocks();
});

describe('the lead outbox', () => {
  it('sends the lead with an idempotency key and forgets it once the server has it', async () => {
    const fetchMock = stubApi({ 'POST /api/leads': () => jsonResponse(CREATED, 201) });

    saveLead(LEAD);

    await vi.waitFor(() => expect(hasPendingLeads()).toBe(false));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/leads');
    expect(keyOf(init)).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(String(init?.body))).toMatchObject({ customerName: 'Jo Bloggs', source: 'customer_form_draft' });
    expect(window.localStorage.getItem(LEAD_OUTBOX_STORAGE_KEY)).toBeNull();
  });

  it('keeps a failed save and retries it with the same key until it arrives', async () => {
    vi.useFakeTimers();
    let attempts = 0;
    const fetchMock = stubApi({
      'POST /api/leads': () => {
        attempts += 1;
        return attempts < 3 ? new Response('Service Unavailable', { status: 503 }) : jsonResponse(CREATED, 201);
      },
    });

    saveLead(LEAD);
    await vi.advanceTimersByTimeAsync(0);
    expect(hasPendingLeads()).toBe(true);
    expect(storedEntries()).toHaveLength(1);

    await vi.advanceTimersByTimeAsync(1_000);
    expect(attempts).toBe(2);
    await vi.advanceTimersByTimeAsync(2_000);

    expect(attempts).toBe(3);
    expect(hasPendingLeads()).toBe(false);
    const keys = fetchMock.mock.calls.map(([, init]) => keyOf(init));
    expect(new Set(keys).size).toBe(1);
  });

  it('sends what an earlier visit left behind', async () => {
    const stored = [{ idempotencyKey: 'f1d2c3b4-0000-4000-8000-000000000001', body: LEAD, attempts: 4, createdAt: Date.now() }];
    window.localStorage.setItem(LEAD_OUTBOX_STORAGE_KEY, JSON.stringify(stored));
    const fetchMock = stubApi({ 'POST /api/leads': () => jsonResponse(CREATED, 200) });

    await flushLeadOutbox();

    expect(keyOf(fetchMock.mock.calls[0]?.[1])).toBe('f1d2c3b4-0000-4000-8000-000000000001');
    expect(hasPendingLeads()).toBe(false);
  });

  it('drops a save the server refuses, so it cannot block the saves after it', async () => {
    const bodies: unknown[] = [];
    stubApi({
      'POST /api/leads': ({ init }) => {
        const body = JSON.parse(String(init?.body)) as { phone: string };
        bodies.push(body.phone);
        return body.phone === 'refused'
          ? problemResponse(400, 'Bad Request', 'phone is invalid', 'validation_failed')
          : jsonResponse(CREATED, 201);
      },
    });

    saveLead({ ...LEAD, phone: 'refused' });
    saveLead(LEAD);

    await vi.waitFor(() => expect(hasPendingLeads()).toBe(false));
    expect(bodies).toEqual(['refused', '07700 900123']);
    expect(console.warn).toHaveBeenCalledWith('A lead save was refused and dropped', expect.anything());
  });

  it('retries 429 and 408 answers rather than dropping them', async () => {
    vi.useFakeTimers();
    let attempts = 0;
    stubApi({
      'POST /api/leads': () => {
        attempts += 1;
        return attempts === 1 ? new Response('Too many', { status: 429 }) : jsonResponse(CREATED, 201);
      },
    });

    saveLead(LEAD);
    await vi.advanceTimersByTimeAsync(1_000);

    expect(attempts).toBe(2);
    expect(hasPendingLeads()).toBe(false);
  });

  it('sends the saves in the order they were made', async () => {
    const phones: string[] = [];
    stubApi({
      'POST /api/leads': ({ init }) => {
        phones.push((JSON.parse(String(init?.body)) as { outcome: string }).outcome);
        return jsonResponse(CREATED, 201);
      },
    });

    saveLead({ ...LEAD, outcome: 'first' });
    saveLead({ ...LEAD, outcome: 'second' });
    saveLead({ ...LEAD, outcome: 'third' });

    await vi.waitFor(() => expect(hasPendingLeads()).toBe(false));
    expect(phones).toEqual(['first', 'second', 'third']);
  });

  it('backs off from 1 second, doubling, up to 60 seconds', () => {
    expect([1, 2, 3, 4, 6, 7, 20].map(toRetryDelayMs)).toEqual([1_000, 2_000, 4_000, 8_000, 32_000, 60_000, 60_000]);
  });
});
