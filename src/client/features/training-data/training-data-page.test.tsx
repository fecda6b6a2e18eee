import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getSuggestedTuning, getTrainingStats, listTrainingScenarios, type TrainingScenario } from '#contracts/training.contract';
import { currentUrl, renderAt } from '#client/testing/render-app';
import { on, stubEndpoints } from '#client/testing/stub-endpoints';
import { TrainingDataPage } from './training-data-page';

const AGREED: TrainingScenario = {
  id: '11111111-1111-4111-8111-111111111111',
  jobDescription: 'Kitchen mixer tap has been dripping for a week.',
  aiRecommendation: 'instant_quote',
  aiReasoning: 'One task',
  humanRecommendation: 'instant_quote',
  humanReasoning: 'Clear from the words',
  confidence: 4,
  customerType: 'residential',
  jobScope: 'single',
  urgency: 'normal',
  complexity: 'easy',
  judgedBy: 'Sam Patel',
  createdAt: '2026-11-21T10:05:00.000Z',
};
const DIFFERED: TrainingScenario = {
  ...AGREED,
  id: '22222222-2222-4222-8222-222222222222',
  jobDescription: 'Burst pipe in the café cellar.',
  aiRecommendation: 'video_quote',
  humanRecommendation: 'site_visit',
  humanReasoning: null,
  confidence: 5,
  customerType: 'commercial',
  urgency: 'emergency',
  judgedBy: null,
};

function stubDashboard(options: { statsFail?: boolean } = {}) {
  const filters: string[] = [];
  stubEndpoints(
    on(getTrainingStats, () =>
      options.statsFail ? new Response('down', { status: 503 }) : { status: 200, body: { totalEvaluations: 3, agreements: 2, disagreements: 1, agreementRate: 66.7 } },
    ),
    on(listTrainingScenarios, ({ url }) => {
      const filter = url.searchParams.get('filter') ?? 'all';
      filters.push(filter);
      const rows = { all: [DIFFERED, AGREED], agreements: [AGREED], disagreements: [DIFFERED], recent: [] }[filter] ?? [];
      return { status: 200, body: rows };
    }),
    on(getSuggestedTuning, () => ({ status: 200, body: { status: 'needs_more_judgements', judgementCount: 3, minimumJudgements: 20 } })),
  );
  return filters;
}

function statValue(label: string): string | null {
  return within(screen.getByRole('group', { name: label })).getByText(/\d/).textContent;
}

describe('the Training Data Dashboard', { timeout: 20_000 }, () => {
  it('shows the stat cards and every judgement, newest first, with who judged and their reasoning', async () => {
    stubDashboard();
    renderAt('/admin/training-data', <TrainingDataPage />);
    const table = await screen.findByRole('table', {}, { timeout: 5_000 });
    await within(table).findByText(AGREED.jobDescription);
    expect(statValue('Total Evaluations')).toBe('3');
    expect(statValue('Agreement Rate')).toBe('66.7%');
    expect(statValue('Agreements')).toBe('2');
    expect(statValue('Disagreements')).toBe('1');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual([
      'Burst pipe in the café cellar.Commercial · Emergency',
      'Kitchen mixer tap has been dripping for a week.Residential · Normal',
    ]);
    expect(within(rows[0]!).getByText('Differs')).toBeVisible();
    expect(within(rows[0]!).getByText('Former staff')).toBeVisible();
    expect(within(rows[1]!).getByText('Agrees')).toBeVisible();
    expect(within(rows[1]!).getByText('Sam Patel')).toBeVisible();
    expect(within(rows[1]!).getByText('Clear from the words')).toBeVisible();
    expect(within(rows[1]!).getByText('4 of 5')).toBeVisible();
    expect(within(screen.getByRole('region', { name: 'Suggested tuning' })).getByText(/needs at least 20 judgements/)).toBeVisible();
  });

  it('asks the server for each filter, keeps it in the URL and exports what it shows', async () => {
    const filters = stubDashboard();
    const { user } = renderAt('/admin/training-data', <TrainingDataPage />);
    await screen.findByText(AGREED.jobDescription, {}, { timeout: 5_000 });
    const group = screen.getByRole('group', { name: 'Filter judgements' });
    expect(within(group).getAllByRole('button').map((button) => button.textContent)).toEqual(['All', 'Agreements', 'Disagreements', 'Recent 24h']);

    await user.click(within(group).getByRole('button', { name: 'Disagreements' }));
    await screen.findByText('Differs');
    expect(await screen.findByText(DIFFERED.jobDescription)).toBeVisible();
    expect(screen.queryByText(AGREED.jobDescription)).not.toBeInTheDocument();
    expect(currentUrl()).toBe('/admin/training-data?filter=disagreements');
    expect(within(group).getByRole('button', { name: 'Disagreements' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/training/export.csv?filter=disagreements');

    await user.click(within(group).getByRole('button', { name: 'Recent 24h' }));
    expect(await screen.findByText('No judgements in the last 24 hours')).toBeVisible();
    expect(filters).toEqual(expect.arrayContaining(['all', 'disagreements', 'recent']));
  });

  it('offers Try again when the stats cannot be loaded', async () => {
    stubDashboard({ statsFail: true });
    renderAt('/admin/training-data', <TrainingDataPage />);
    expect(await screen.findByText('The training stats could not be loaded.', {}, { timeout: 5_000 })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
