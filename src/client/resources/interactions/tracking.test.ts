import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubApi } from '#client/testing/render-app';
import { VISIT_SESSION_STORAGE_KEY, getVisitSessionId, pushDataLayer, trackAbandon, trackInteraction } from './tracking';

afterEach(() => {
  window.sessionStorage.clear();
  delete window.dataLayer;
  vi.restoreAllMocks();
});

describe('tracking', () => {
  it('keeps one session id per visit, made of the time and a random string', () => {
    const id = getVisitSessionId();

    expect(id).toMatch(/^[0-9a-z]+-[0-9a-z]{12}$/);
    expect(getVisitSessionId()).toBe(id);
    expect(window.sessionStorage.getItem(VISIT_SESSION_STORAGE_KEY)).toBe(id);
  });

  it('posts an interaction without waiting, with the session id, and outlives the page', async () => {
    const fetchMock = stubApi({ 'POST /api/form-interaction': () => jsonResponse({ accepted: true }, 202) });

    trackInteraction({ flow: 'home', step: 'welcome', action: 'step_start', timeOnStep: 0 });

    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/form-interaction');
    expect(init).toMatchObject({ method: 'POST', keepalive: true });
    expect(JSON.parse(String(init?.body))).toEqual({
      flow: 'home',
      step: 'welcome',
      action: 'step_start',
      timeOnStep: 0,
      sessionId: getVisitSessionId(),
    });
  });

  it('only logs a tracking failure', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));

    expect(() => trackInteraction({ flow: 'home', step: 'welcome', action: 'button_click' })).not.toThrow();

    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith('Interaction tracking failed', expect.any(TypeError)));
  });

  it('sends an abandonment as a JSON beacon', async () => {
    const sendBeacon = vi.fn((_url: string, _data?: BodyInit | null) => true);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon });

    trackAbandon({ flow: 'home', step: 'customer_details', timeOnStep: 12 });

    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, blob] = sendBeacon.mock.calls[0]!;
    expect(url).toBe('/api/form-interaction');
    expect((blob as Blob).type).toBe('application/json');
    expect(JSON.parse(await (blob as Blob).text())).toMatchObject({ action: 'abandon', step: 'customer_details', timeOnStep: 12 });
  });

  it('pushes conversion events in pounds sterling', () => {
    pushDataLayer('quoteDisplayed', { value: 181, urgency: 'medium', source: 'home_instant_quote', taskCount: 2 });
    pushDataLayer('phoneClick');

    expect(window.dataLayer).toEqual([
      { event: 'quoteDisplayed', currency: 'GBP', value: 181, urgency: 'medium', source: 'home_instant_quote', taskCount: 2 },
      { event: 'phoneClick', currency: 'GBP' },
    ]);
  });
});
