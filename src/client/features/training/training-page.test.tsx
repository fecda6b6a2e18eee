import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  listTrainingGameScenarios,
  recordTraining,
  type TrainingGameScenarioDto,
  type TrainingRecordBody,
} from '#contracts/training.contract';
import { renderAt } from '#client/testing/render-app';
import { on, stubEndpoints } from '#client/testing/stub-endpoints';
import { TrainingPage } from './training-page';

const TAP: TrainingGameScenarioDto = {
  id: '0b5f6f0a-1111-4111-8111-111111111111',
  source: 'built_in',
  scenarioId: '0b5f6f0a-1111-4111-8111-111111111111',
  jobDescription: 'Kitchen mixer tap has been dripping for a week.',
  customerType: 'residential',
  jobScope: 'single',
  urgency: 'normal',
  complexity: 'easy',
  aiRecommendation: 'instant_quote',
  aiReasoning: 'One well-defined job with the part already supplied.',
  aiComplexity: 0.2,
  aiNeedsVisual: null,
  aiScore: null,
};

const LEAD_JOB: TrainingGameScenarioDto = {
  id: '7c9e6679-2222-4222-8222-222222222222',
  source: 'lead',
  scenarioId: null,
  jobDescription: 'The shop toilet leaks onto the floor; call [phone].',
  customerType: 'commercial',
  jobScope: 'single',
  urgency: 'emergency',
  complexity: 'medium',
  aiRecommendation: 'site_visit',
  aiReasoning: 'Customer type (weight 0.25 × 0.70) adds 0.175 — commercial customer\nCombined score 0.81',
  aiComplexity: 0.5,
  aiNeedsVisual: 0.7,
  aiScore: 0.81,
};

function stubGame(options: { scenarios?: TrainingGameScenarioDto[]; recordFails?: boolean } = {}) {
  const records: TrainingRecordBody[] = [];
  stubEndpoints(
    on(listTrainingGameScenarios, () => ({ status: 200, body: options.scenarios ?? [TAP, LEAD_JOB] })),
    on(recordTraining, ({ body }) => {
      records.push(body);
      if (options.recordFails) return new Response('down', { status: 503 });
      return { status: 201, body: { id: '9f1c2a52-3a8e-4a8f-9a51-2d4f0f7f2b10', agreed: body.humanRecommendation === body.aiRecommendation } };
    }),
  );
  return records;
}

async function openGame() {
  const rendered = renderAt('/admin/training', <TrainingPage />);
  await screen.findByRole('region', { name: 'Scenario' }, { timeout: 5_000 });
  return rendered;
}

function shownScenario(): TrainingGameScenarioDto {
  const text = within(screen.getByRole('region', { name: 'Scenario' })).getByRole('blockquote').textContent;
  const scenario = [TAP, LEAD_JOB].find((candidate) => candidate.jobDescription === text);
  if (!scenario) throw new Error(`unknown scenario shown: ${text}`);
  return scenario;
}

function counter(label: string): string | null {
  return within(screen.getByRole('group', { name: label })).getByText(/^\d/).textContent;
}

describe('the AI Training Game', { timeout: 20_000 }, () => {
  it('asks for a recommendation before anything is sent', async () => {
    const records = stubGame();
    const { user } = await openGame();
    await user.click(screen.getByRole('button', { name: 'Submit Evaluation' }));
    expect(await screen.findByText('Incomplete')).toBeVisible();
    expect(screen.getByText('Please select a recommendation type')).toBeVisible();
    expect(records).toEqual([]);
    expect(counter('Scenarios completed')).toBe('0');
  });

  it('says Excellent! when staff agree, records the judgement with confidence 3 by default, and counts it', async () => {
    const records = stubGame();
    const { user } = await openGame();
    const scenario = shownScenario();
    expect(screen.getByRole('slider', { name: 'Confidence' })).toHaveAttribute('aria-valuetext', '3 of 5');
    await user.click(screen.getByRole('radio', { name: new RegExp(scenario.aiRecommendation === 'site_visit' ? 'Site Visit' : 'Instant Quote') }));
    await user.type(screen.getByLabelText('Your reasoning (optional)'), 'Clear from the words');
    await user.click(screen.getByRole('button', { name: 'Submit Evaluation' }));

    const results = await screen.findByRole('region', { name: 'Excellent!' });
    expect(within(results).getByText('Your recommendation matches the AI analysis.')).toBeVisible();
    expect(within(results).getByRole('heading', { name: 'Excellent!' })).toHaveFocus();
    expect(counter('Scenarios completed')).toBe('1');
    expect(counter('Correct answers')).toBe('1');
    expect(counter('Accuracy')).toBe('100%');
    await within(results).findByRole('button', { name: 'Next Scenario' });
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      jobDescription: scenario.jobDescription,
      aiRecommendation: scenario.aiRecommendation,
      humanRecommendation: scenario.aiRecommendation,
      humanConfidence: 3,
      humanReasoning: 'Clear from the words',
    });
    expect(records[0]?.scenarioId).toBe(scenario.scenarioId ?? undefined);
  });

  it('says Different Opinion when staff differ, then Next Scenario shows another scenario', async () => {
    stubGame();
    const { user } = await openGame();
    const first = shownScenario();
    await user.click(screen.getByRole('radio', { name: /Video Quote/ }));
    screen.getByRole('slider', { name: 'Confidence' }).focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    await user.click(screen.getByRole('button', { name: 'Submit Evaluation' }));
    const results = await screen.findByRole('region', { name: 'Different Opinion' });
    expect(within(results).getByText('Your recommendation differs from the AI. This helps improve the system!')).toBeVisible();
    expect(counter('Correct answers')).toBe('0');
    expect(counter('Accuracy')).toBe('0%');
    expect(within(results).getByRole('link', { name: 'Back to Main' })).toHaveAttribute('href', '/');

    await user.click(within(results).getByRole('button', { name: 'Next Scenario' }));
    // Two scenarios: the next is never the one just played.
    expect(shownScenario().id).not.toBe(first.id);
    expect(screen.getByRole('radio', { name: /Video Quote/ })).not.toBeChecked();
    expect(screen.getByRole('slider', { name: 'Confidence' })).toHaveAttribute('aria-valuetext', '3 of 5');
    expect(screen.getByRole('heading', { name: 'Scenario' })).toHaveFocus();
  });

  it('goes on when the record fails: the failure is logged, and staff can send it again', async () => {
    const records = stubGame({ scenarios: [TAP], recordFails: true });
    const { user } = await openGame();
    await user.click(screen.getByRole('radio', { name: /Instant Quote/ }));
    await user.click(screen.getByRole('button', { name: 'Submit Evaluation' }));
    const results = await screen.findByRole('region', { name: 'Excellent!' });
    expect(await within(results).findByText('Your answer could not be saved')).toBeVisible();
    expect(counter('Scenarios completed')).toBe('1');
    await user.click(within(results).getByRole('button', { name: 'Send again' }));
    await within(results).findByRole('button', { name: 'Send again' });
    expect(records).toHaveLength(2);
    expect(records[1]).toEqual(records[0]);
    await user.click(within(results).getByRole('button', { name: 'Next Scenario' }));
    expect(await screen.findByRole('button', { name: 'Submit Evaluation' })).toBeVisible();
  });

  it('shows a real lead\'s job as the server cleaned it, marked as a real job', async () => {
    stubGame({ scenarios: [LEAD_JOB] });
    await openGame();
    const card = screen.getByRole('region', { name: 'Scenario' });
    expect(within(card).getByText("A real customer's job, with their personal details removed.")).toBeVisible();
    expect(within(card).getByText('The shop toilet leaks onto the floor; call [phone].')).toBeVisible();
    expect(within(card).getByText('Customer: Commercial')).toBeVisible();
  });

  it('says so when there is nothing to play', async () => {
    stubGame({ scenarios: [] });
    renderAt('/admin/training', <TrainingPage />);
    expect(await screen.findByText('No scenarios to play yet', {}, { timeout: 5_000 })).toBeVisible();
  });

  it('offers Try again when the scenarios cannot be loaded', async () => {
    let calls = 0;
    stubEndpoints(
      on(listTrainingGameScenarios, () => {
        calls += 1;
        return calls === 1 ? new Response('down', { status: 503 }) : { status: 200, body: [TAP] };
      }),
    );
    const { user } = renderAt('/admin/training', <TrainingPage />);
    expect(await screen.findByText('The scenarios could not be loaded.', {}, { timeout: 5_000 })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(TAP.jobDescription)).toBeVisible();
  });
});
