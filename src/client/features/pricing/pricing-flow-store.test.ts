import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PRICING_FLOW_STORAGE_KEY, createPricingFlowStore, loadStoredRunReader } from './pricing-flow-store';
import { A_PRICING_ANALYSIS, A_PRICING_CONTACT, A_PRICING_QUOTE } from './testing/pricing-run-fixtures';


function storeRun(run: Record<string, unknown>): void {
  window.sessionStorage.setItem(PRICING_FLOW_STORAGE_KEY, JSON.stringify(run));
}

function storedRun(): Record<string, unknown> {
  return JSON.parse(window.sessionStorage.getItem(PRICING_FLOW_STORAGE_KEY) ?? 'null') as Record<string, unknown>;
}

const STORED = { step: 'lead_capture', jobDescription: 'Replace my kitchen tap', analysis: A_PRICING_ANALYSIS, contact: A_PRICING_CONTACT, quote: null, funnelKey: 'stored-run-key' };

// The saved run's reader loads on demand (the page suspends for it); the store itself reads synchronously.
beforeAll(() => loadStoredRunReader());
beforeEach(() => window.sessionStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('reading a run back after a reload', () => {
  it('starts a new run on the first step when nothing is stored', () => {
    const run = createPricingFlowStore().get();
    expect(run).toMatchObject({ step: 'job_input', jobDescription: '', analysis: null, quote: null, contact: { urgency: 'within_week' } });
    expect(run.funnelKey).toMatch(/^[\w-]{8,64}$/);
  });

  it('comes back on the stored step with its data', () => {
    storeRun(STORED);
    expect(createPricingFlowStore().get()).toEqual(STORED);
  });

  it('never comes back on a waiting screen', () => {
    storeRun({ ...STORED, step: 'generating_quote', quote: A_PRICING_QUOTE });
    expect(createPricingFlowStore().get().step).toBe('quote_display');
  });

  it('keeps the other fields when one no longer fits, and resolves the step against what is left', () => {
    storeRun({ ...STORED, analysis: { summary: 'an analysis from an older release' } });
    expect(createPricingFlowStore().get()).toEqual({ ...STORED, step: 'job_input', analysis: null });
  });

  it('starts again when the stored value is not a run at all', () => {
    window.sessionStorage.setItem(PRICING_FLOW_STORAGE_KEY, '[1, 2]');
    expect(createPricingFlowStore().get()).toMatchObject({ step: 'job_input', jobDescription: '' });
  });

  it('starts again, with a warning, when the stored text is not JSON', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    window.sessionStorage.setItem(PRICING_FLOW_STORAGE_KEY, '{not json');
    expect(createPricingFlowStore().get()).toMatchObject({ step: 'job_input', jobDescription: '' });
    expect(warn).toHaveBeenCalledWith('The pricing flow could not be restored', expect.any(SyntaxError));
  });
});

describe('changing the run', () => {
  it('writes every change through to session storage and tells the subscribers', () => {
    const store = createPricingFlowStore();
    const listener = vi.fn();
    store.subscribe(listener);

    store.dispatch({ type: 'change_description', jobDescription: 'Hang a door' });
    store.dispatch({ type: 'submit_description' });

    expect(listener).toHaveBeenCalledTimes(2);
    expect(storedRun()).toMatchObject({ step: 'analyzing', jobDescription: 'Hang a door' });
  });

  it('writes nothing and tells nobody when an event means nothing on the step', () => {
    const store = createPricingFlowStore();
    const listener = vi.fn();
    store.subscribe(listener);
    const before = store.get();

    store.dispatch({ type: 'quote_ready' });

    expect(store.get()).toBe(before);
    expect(listener).not.toHaveBeenCalled();
    expect(storedRun()).toBeNull();
  });

  it('goes on in memory, with a warning, when session storage refuses the write', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const full = { getItem: () => null, setItem: () => { throw new DOMException('Quota exceeded', 'QuotaExceededError'); } } as unknown as Storage;
    const store = createPricingFlowStore(full);

    store.dispatch({ type: 'change_description', jobDescription: 'Hang a door' });
    store.dispatch({ type: 'submit_description' });

    expect(store.get()).toMatchObject({ step: 'analyzing', jobDescription: 'Hang a door' });
    expect(warn).toHaveBeenCalledWith('The pricing flow could not be saved for a reload', expect.any(DOMException));
  });

  it('stops telling a subscriber who unsubscribed', () => {
    const store = createPricingFlowStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    unsubscribe();

    store.dispatch({ type: 'change_description', jobDescription: 'Hang a door' });

    expect(listener).not.toHaveBeenCalled();
  });
});
