import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TrainingRecordBody } from '#contracts/training.contract';
import { filterTrainingScenarios, TRAINING_SCENARIO_FILTERS } from '#domain/quote-engine/filter-training-scenarios';
import { DEFAULT_TRAINING_SCENARIOS } from '#domain/quote-engine/default-training-scenarios';
import { DEFAULT_QUOTE_ENGINE_CONFIG } from '#domain/quote-engine/quote-engine-config';
import { trainingRecords } from '#server/db/schema';
import { insertLead } from '#testing/factories/lead-factories';
import { createTestApp, signInAsStaff, type TestApp } from '#testing/test-app';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ cookie } = await signInAsStaff(t));
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(trainingRecords);
  t.clock.now = new Date('2026-11-21T10:00:00.000Z');
});

function aRecord(overrides: Partial<TrainingRecordBody> = {}): TrainingRecordBody {
  return {
    jobDescription: 'Kitchen mixer tap drips; the new tap is already bought and needs fitting',
    customerType: 'residential',
    jobScope: 'single',
    urgency: 'normal',
    aiComplexity: 0.2,
    aiRecommendation: 'instant_quote',
    aiReasoning: 'One straightforward task.',
    humanRecommendation: 'instant_quote',
    humanReasoning: 'Easy to price from the words',
    humanConfidence: 4,
    ...overrides,
  };
}

async function record(body: unknown, headers: Record<string, string> = { cookie }) {
  return t.app.inject({ method: 'POST', url: '/api/training/record', headers, payload: body as object });
}

async function getJson<T = unknown>(url: string): Promise<T> {
  const response = await t.app.inject({ method: 'GET', url, headers: { cookie } });
  expect(response.statusCode, url).toBe(200);
  return response.json() as T;
}

describe('POST /api/training/record', () => {
  it('stores the judgement with the staff member and says whether they agreed with the AI', async () => {
    const agreed = await record(aRecord());
    expect(agreed.statusCode).toBe(201);
    expect(agreed.json()).toMatchObject({ agreed: true });
    const differed = await record(aRecord({ humanRecommendation: 'site_visit' }));
    expect(differed.json()).toMatchObject({ agreed: false });

    const [row] = await t.database.db.select().from(trainingRecords).limit(1);
    expect(row?.staffId).toEqual(expect.any(String));
    expect(row?.humanConfidence).toBe(4);
    // The engine's own reading of the job is kept for the suggested tuning.
    expect(row?.engineInput).toMatchObject({ complexityScore: expect.any(Number), flags: expect.any(Array) });
  });

  it('refers to a built-in scenario by its id, and refuses an id that names none', async () => {
    const [scenario] = await getJson<{ scenarioId: string | null }[]>('/api/training/game-scenarios');
    expect((await record(aRecord({ scenarioId: scenario?.scenarioId ?? undefined }))).statusCode).toBe(201);
    const unknown = await record(aRecord({ scenarioId: '00000000-0000-4000-8000-000000000000' }));
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().invalidParams).toEqual([{ name: 'scenarioId', reason: 'No training scenario has this id.' }]);
  });

  it('refuses a confidence outside 1–5 or a missing recommendation with a 400 naming the field', async () => {
    const tooSure = await record(aRecord({ humanConfidence: 6 }));
    expect(tooSure.statusCode).toBe(400);
    expect(tooSure.headers['content-type']).toContain('application/problem+json');
    expect(tooSure.json().invalidParams.map((param: { name: string }) => param.name)).toEqual(['humanConfidence']);
    const { humanRecommendation: _missing, ...withoutChoice } = aRecord();
    const noChoice = await record(withoutChoice);
    expect(noChoice.statusCode).toBe(400);
    expect(noChoice.json().invalidParams.map((param: { name: string }) => param.name)).toEqual(['humanRecommendation']);
  });

  it('refuses a caller who is not signed in', async () => {
    const response = await record(aRecord(), {});
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/training/stats', () => {
  it('counts every judgement, the agreements and the disagreements, with the rate to one decimal', async () => {
    expect(await getJson('/api/training/stats')).toEqual({ totalEvaluations: 0, agreements: 0, disagreements: 0, agreementRate: 0 });
    await record(aRecord());
    await record(aRecord());
    await record(aRecord({ humanRecommendation: 'video_quote' }));
    expect(await getJson('/api/training/stats')).toEqual({ totalEvaluations: 3, agreements: 2, disagreements: 1, agreementRate: 66.7 });
  });
});

describe('GET /api/training/scenarios', () => {
  type Row = { id: string; jobDescription: string; aiRecommendation: string; humanRecommendation: string | null; createdAt: string; judgedBy: string | null; complexity: string };

  it('lists the judgements newest first, with who judged and the scenario', async () => {
    t.clock.now = new Date('2026-11-20T08:00:00.000Z');
    await record(aRecord({ jobDescription: 'Older job: hang a mirror' }));
    t.clock.now = new Date('2026-11-21T09:00:00.000Z');
    await record(aRecord({ jobDescription: 'Newer job: fit a tap', humanRecommendation: 'site_visit', aiComplexity: 0.9 }));
    const rows = await getJson<Row[]>('/api/training/scenarios');
    expect(rows.map((row) => row.jobDescription)).toEqual(['Newer job: fit a tap', 'Older job: hang a mirror']);
    expect(rows[0]).toMatchObject({ judgedBy: 'Test Staff', confidence: 4, humanReasoning: 'Easy to price from the words', complexity: 'hard' });
  });

  it('applies each filter on the server exactly as the domain rule does', async () => {
    t.clock.now = new Date('2026-11-19T10:00:00.000Z');
    await record(aRecord({ jobDescription: 'Old agreement' }));
    t.clock.now = new Date('2026-11-19T10:01:00.000Z');
    await record(aRecord({ jobDescription: 'Old disagreement', humanRecommendation: 'video_quote' }));
    t.clock.now = new Date('2026-11-21T09:30:00.000Z');
    await record(aRecord({ jobDescription: 'New agreement' }));
    t.clock.now = new Date('2026-11-21T09:31:00.000Z');
    await record(aRecord({ jobDescription: 'New disagreement', humanRecommendation: 'site_visit' }));
    t.clock.now = new Date('2026-11-21T10:00:00.000Z');

    const all = await getJson<Row[]>('/api/training/scenarios?filter=all');
    expect(all).toHaveLength(4);
    for (const filter of TRAINING_SCENARIO_FILTERS) {
      const rows = await getJson<Row[]>(`/api/training/scenarios?filter=${filter}`);
      const expected = filterTrainingScenarios(all, filter, t.clock.now).map((row) => row.jobDescription);
      expect(rows.map((row) => row.jobDescription), filter).toEqual(expected);
    }
    const recent = await getJson<Row[]>('/api/training/scenarios?filter=recent');
    expect(recent.map((row) => row.jobDescription)).toEqual(['New disagreement', 'New agreement']);
    const disagreements = await getJson<Row[]>('/api/training/scenarios?filter=disagreements');
    expect(disagreements.map((row) => row.jobDescription)).toEqual(['New disagreement', 'Old disagreement']);
  });

  it('refuses an unknown filter with a 400 naming it', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/training/scenarios?filter=yesterday', headers: { cookie } });
    expect(response.statusCode).toBe(400);
    expect(response.json().invalidParams[0].name).toBe('filter');
  });
});

describe('GET /api/training/export.csv', () => {
  it('exports what the filter shows, as an attachment safe to open in a spreadsheet', async () => {
    await record(aRecord({ jobDescription: '=SUM(A1) agreed job' }));
    await record(aRecord({ jobDescription: 'Disagreed job', humanRecommendation: 'site_visit' }));
    const response = await t.app.inject({ method: 'GET', url: '/api/training/export.csv?filter=agreements', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toMatch(/attachment; filename="training-data-2026-11-21\.csv"/);
    const lines = response.body.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lines[0]).toContain('"Judged at (UTC)","Judged by","Job description"');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"'=SUM(A1) agreed job"`);
    expect(lines[1]).toContain('"Test Staff"');
  });
});

describe('GET /api/training/game-scenarios', () => {
  it('offers the five built-in scenarios with the game rules, and recent leads without personal details, judged by the engine', async () => {
    await insertLead(t.database.db, {
      customerName: 'Moira Keating',
      phone: '07700 900111',
      email: 'moira@example.org',
      address: '9 Elder Close, Bath',
      postcode: 'BA1 1AA',
      customerType: 'commercial',
      urgency: 'emergency',
      jobDescription: 'Moira Keating. Toilet in the shop is leaking onto the floor, call 07700 900111 or moira@example.org, 9 Elder Close BA1 1AA',
    });
    const scenarios = await getJson<{ source: string; jobDescription: string; aiRecommendation: string; scenarioId: string | null; urgency: string }[]>(
      '/api/training/game-scenarios',
    );
    const builtIn = scenarios.filter((scenario) => scenario.source === 'built_in');
    const byDescription = (items: { jobDescription: string; aiRecommendation: string }[]) =>
      items.map(({ jobDescription, aiRecommendation }) => `${aiRecommendation}: ${jobDescription}`).sort();
    expect(byDescription(builtIn)).toEqual(byDescription([...DEFAULT_TRAINING_SCENARIOS]));
    const fromLead = scenarios.find((scenario) => scenario.source === 'lead');
    expect(fromLead).toMatchObject({ scenarioId: null, urgency: 'emergency' });
    const shown = JSON.stringify(fromLead);
    for (const detail of ['Moira', 'Keating', '900111', 'moira@example.org', 'Elder Close', 'BA1 1AA']) expect(shown).not.toContain(detail);
    expect(fromLead?.jobDescription).toContain('Toilet in the shop is leaking onto the floor');
  });

  it('offers each job text once, however many leads repeat it', async () => {
    const jobDescription = 'Fit a new lock on the back door and ease the sticking window';
    await insertLead(t.database.db, { jobDescription });
    await insertLead(t.database.db, { jobDescription });
    const scenarios = await getJson<{ jobDescription: string }[]>('/api/training/game-scenarios');
    expect(scenarios.filter((scenario) => scenario.jobDescription === jobDescription)).toHaveLength(1);
  });
});

describe('GET /api/training/suggested-tuning', () => {
  it('needs 20 judgements, then suggests weights and thresholds that agree better with staff', async () => {
    for (let index = 0; index < 19; index += 1) await record(aRecord({ humanRecommendation: 'site_visit' }));
    expect(await getJson('/api/training/suggested-tuning')).toEqual({ status: 'needs_more_judgements', judgementCount: 19, minimumJudgements: 20 });

    await record(aRecord({ humanRecommendation: 'site_visit' }));
    const suggestion = await getJson<{ status: string; judgementCount: number; current: { agreementPercent: number }; suggested: { agreementPercent: number }; changes: unknown[] }>(
      '/api/training/suggested-tuning',
    );
    // Staff want a visit for a job the saved defaults quote instantly: the suggestion routes it so.
    expect(suggestion).toMatchObject({ status: 'ready', judgementCount: 20, current: { agreementPercent: 0 }, suggested: { agreementPercent: 100 } });
    expect(suggestion.changes.length).toBeGreaterThan(0);

    // Asked again after the saved config changes, it measures the new one (never a stale answer).
    const everyJobAVisit = { ...DEFAULT_QUOTE_ENGINE_CONFIG, thresholds: { instantQuote: 0, videoQuote: 0, siteVisit: 0 } };
    const saved = await t.app.inject({ method: 'POST', url: '/api/quote-engine/config', headers: { cookie }, payload: everyJobAVisit });
    expect(saved.statusCode).toBe(200);
    try {
      expect(await getJson('/api/training/suggested-tuning')).toMatchObject({ status: 'ready', current: { agreementPercent: 100 }, changes: [] });
    } finally {
      await t.app.inject({ method: 'POST', url: '/api/quote-engine/config', headers: { cookie }, payload: DEFAULT_QUOTE_ENGINE_CONFIG });
    }
  });
});
