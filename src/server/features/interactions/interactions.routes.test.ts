import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interactionEvents, interactionSessionHours } from '#server/db/schema';
import { createTestApp, type TestApp } from '#testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function eventsOf(sessionId: string) {
  // Events are written in batches a moment after the answer.
  for (let i = 0; i < 40; i += 1) {
    const rows = await t.database.db.select().from(interactionEvents).where(eq(interactionEvents.sessionId, sessionId));
    if (rows.length > 0) return rows;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return [];
}

describe('POST /api/form-interaction', () => {
  it('accepts an event at once and records it with its flow and time on step', async () => {
    const sessionId = `s-${Date.now()}-abc`;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/form-interaction',
      payload: { sessionId, flow: 'home', step: 'welcome', action: 'step_complete', timeOnStep: 12.4, customerType: 'residential', jobDescription: 'Fix tap' },
    });
    expect(response.statusCode).toBe(202);
    const [row] = await eventsOf(sessionId);
    expect(row).toMatchObject({ flow: 'home', step: 'welcome', action: 'step_complete', timeOnStepSeconds: 12, customerType: 'residential' });
    expect(row!.payload).toMatchObject({ jobDescription: 'Fix tap' });
  });

  it('accepts a beacon sent as text/plain', async () => {
    const sessionId = `s-${Date.now()}-beacon`;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/form-interaction',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      payload: JSON.stringify({ sessionId, flow: 'pricing', step: 'lead_capture', action: 'abandon', timeOnStep: 30 }),
    });
    expect(response.statusCode).toBe(202);
    expect(await eventsOf(sessionId)).toHaveLength(1);
  });

  it('keeps up with a burst of events', async () => {
    const sessionId = `s-${Date.now()}-burst`;
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        t.app.inject({ method: 'POST', url: '/api/form-interaction', payload: { sessionId, flow: 'home', step: `step-${i}`, action: 'button_click' }, remoteAddress: `10.1.${i % 250}.1` }),
      ),
    );
    expect(responses.every((r) => r.statusCode === 202)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect((await t.database.db.select().from(interactionEvents).where(eq(interactionEvents.sessionId, sessionId))).length).toBe(200);
  });

  it('folds each event into the hourly session rollup, with the funnel run it names', async () => {
    const sessionId = `s-${Date.now()}-rollup`;
    for (const payload of [
      { sessionId, flow: 'home', step: 'customer_type', action: 'step_start', funnelKey: 'fk-rollup' },
      { sessionId, flow: 'home', step: 'customer_type', action: 'step_complete', timeOnStep: 6, funnelKey: 'fk-rollup' },
      { sessionId, flow: 'home', step: 'welcome', action: 'step_start', funnelKey: 'fk-rollup' },
    ]) {
      expect((await t.app.inject({ method: 'POST', url: '/api/form-interaction', payload })).statusCode).toBe(202);
    }
    await eventsOf(sessionId);
    await expect
      .poll(async () => (await t.database.db.select().from(interactionSessionHours).where(eq(interactionSessionHours.sessionId, sessionId)))[0]?.eventCount)
      .toBe(3);
    const [hour] = await t.database.db.select().from(interactionSessionHours).where(eq(interactionSessionHours.sessionId, sessionId));
    expect(hour).toMatchObject({ flow: 'home', enteredStages: 0b11, converted: false, stage1Seconds: 6, lastStage: 1, funnelKey: 'fk-rollup' });
  });

  it('refuses an event with a NUL character (docs/limits.md#hostile-input) and still records the others', async () => {
    const sessionId = `s-${Date.now()}-nul`;
    const [withNul, plain] = await Promise.all([
      t.app.inject({ method: 'POST', url: '/api/form-interaction', payload: { sessionId, flow: 'home', step: 'welcome', action: 'field_fill', fieldValue: 'tap\u0000 leak', jobDescription: 'x\u0000y' } }),
      t.app.inject({ method: 'POST', url: '/api/form-interaction', payload: { sessionId, flow: 'home', step: 'welcome', action: 'step_start' } }),
    ]);
    expect([withNul.statusCode, plain.statusCode]).toEqual([400, 202]);
    expect(withNul.json()).toMatchObject({ invalidParams: [{ name: 'fieldValue' }] });
    await expect.poll(async () => (await t.database.db.select().from(interactionEvents).where(eq(interactionEvents.sessionId, sessionId))).length).toBe(1);
  });

  it('refuses extra fields over 2 KB with a 400', async () => {
    const base = { sessionId: 'session-extra-1', flow: 'home', step: 'welcome', action: 'step_start' };
    expect((await t.app.inject({ method: 'POST', url: '/api/form-interaction', payload: { ...base, note: 'x'.repeat(1_900) } })).statusCode).toBe(202);
    const refused = await t.app.inject({ method: 'POST', url: '/api/form-interaction', payload: { ...base, note: 'x'.repeat(2_100) } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ invalidParams: [{ name: 'extra' }] });
  });

  it("accepts the product's own event shape, which has no flow, and places it by its step", async () => {
    // Exactly the fields of the interaction event in the product's description: no flow, no source.
    const sessionId = `session_${Date.now()}_k3j4h5g6f`;
    const payload = {
      sessionId,
      step: 'customer_details',
      action: 'field_fill',
      customerType: 'residential',
      jobDescription: 'Fix a dripping kitchen tap',
      customerName: 'Jo Bloggs',
      phone: '07700 900123',
      email: 'jo@example.co.uk',
      location: 'Clifton',
      city: '',
      postcode: '',
      propertyType: '',
      urgency: 'medium',
      analyzedJobData: { summary: 'Fix a dripping kitchen tap', tasks: [] },
      followUpQuestions: [],
      questionAnswers: {},
      finalRecommendation: null,
      formStage: 'customer_details',
      timeOnStep: 12,
      fieldName: 'customerName',
      fieldValue: 'Jo Bloggs',
      transcribedText: '',
    };
    const response = await t.app.inject({ method: 'POST', url: '/api/form-interaction', payload });
    expect(response.statusCode).toBe(202);
    const [row] = await eventsOf(sessionId);
    expect(row).toMatchObject({ flow: 'home', step: 'customer_details', action: 'field_fill', fieldName: 'customerName', timeOnStepSeconds: 12 });
  });

  it('places an event without a flow by its source, and refuses one that nothing places, naming the flow', async () => {
    const sessionId = `session_${Date.now()}_pricing1`;
    const placed = await t.app.inject({ method: 'POST', url: '/api/form-interaction', payload: { sessionId, step: 'job_input', action: 'step_start', source: 'pricing_page' } });
    expect(placed.statusCode).toBe(202);
    expect((await eventsOf(sessionId))[0]).toMatchObject({ flow: 'pricing' });

    const lost = await t.app.inject({ method: 'POST', url: '/api/form-interaction', payload: { sessionId, step: 'somewhere', action: 'step_start' } });
    expect(lost.statusCode).toBe(400);
    expect(lost.headers['content-type']).toContain('application/problem+json');
    expect(lost.json().invalidParams).toEqual([expect.objectContaining({ name: 'flow' })]);
  });

  it('refuses an unknown flow or action, and broken JSON, with a 400', async () => {
    const base = { sessionId: 'session-xyz-1', flow: 'home', step: 'welcome', action: 'step_start' };
    for (const payload of [{ ...base, flow: 'other' }, { ...base, action: 'dance' }]) {
      expect((await t.app.inject({ method: 'POST', url: '/api/form-interaction', payload })).statusCode).toBe(400);
    }
    const broken = await t.app.inject({ method: 'POST', url: '/api/form-interaction', headers: { 'content-type': 'text/plain' }, payload: '{nope' });
    expect(broken.statusCode).toBe(400);
  });
});
