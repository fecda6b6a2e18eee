import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnalysedJob } from '#contracts/analysis.contract';
import { PRICING_FLOW_STORAGE_KEY, createPricingFlowStore } from './pricing-flow-store';

const ANALYSIS: AnalysedJob = {
  summary: 'Replace a kitchen tap',
  tasks: [{ id: 'task-1', description: 'Replace kitchen mixer tap', complexity: 'moderate', estimatedHours: 1.5, serviceType: 'PLUMBING', type: 'replacement', estimatedMaterials: 0, skill: 'Plumbing', quantity: 1 }],
  totalEstimatedHours: 1.5,
  estimatedRange: { low: 85, high: 116 },
  quote: { totalPence: 10_000, breakdown: { labourPence: 7000, materialsPence: 500, calloutFeePence: 2500, minimumChargeApplied: true, hours: 1.5 } },
  flags: [],
  skills_required: ['Plumbing'],
  engine: 'local',
};
const QUOTE = { lowPence: 8500, highPence: 11_600, midpointPence: 10_100, minimumChargeApplied: false };
const CONTACT = { customerName: 'Sam Taylor', phone: '07700 900123', email: '', urgency: 'asap' };

function storeRun(run: Record<string, unknown>): void {
  window.sessionStorage.setItem(PRICING_FLOW_STORAGE_KEY, JSON.stringify(run));
}

function storedRun(): Record<string, unknown> {
  return JSON.parse(window.sessionStorage.getItem(PRICING_FLOW_STORAGE_KEY) ?? 'null') as Record<string, unknown>;
}

const STORED = { step: 'lead_capture', jobDescription: 'Replace my kitchen tap', analysis: ANALYSIS, contact: CONTACT, quote: null, funnelKey: 'stored-run-key' };

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
    storeRun({ ...STORED, step: 'generating_quote', quote: QUOTE });
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
