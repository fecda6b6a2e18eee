import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

function renderTabs() {
  const user = userEvent.setup();
  render(
    <Tabs defaultValue="comparison">
      <TabsList aria-label="Analytics views">
        <TabsTrigger value="comparison">Flow Comparison</TabsTrigger>
        <TabsTrigger value="funnel">Conversion Funnel</TabsTrigger>
        <TabsTrigger value="trends">Trends</TabsTrigger>
      </TabsList>
      <TabsContent value="comparison">Two flows side by side</TabsContent>
      <TabsContent value="funnel">Stage by stage</TabsContent>
      <TabsContent value="trends">Trend data visualization coming soon...</TabsContent>
    </Tabs>,
  );
  return { user, tab: (name: string) => screen.getByRole('tab', { name }) };
}

describe('Tabs', () => {
  it('shows the default tab and its panel, named by the tab', () => {
    const { tab } = renderTabs();

    expect(screen.getByRole('tablist', { name: 'Analytics views' })).toBeVisible();
    expect(tab('Flow Comparison')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Flow Comparison' })).toHaveTextContent('Two flows side by side');
    expect(screen.queryByText('Stage by stage')).not.toBeInTheDocument();
  });

  it('opens a tab when it is clicked', async () => {
    const { user, tab } = renderTabs();

    await user.click(tab('Conversion Funnel'));

    expect(tab('Conversion Funnel')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Flow Comparison')).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('tabpanel', { name: 'Conversion Funnel' })).toHaveTextContent('Stage by stage');
  });

  it('moves between tabs with the arrow keys, Home and End, wrapping round', async () => {
    const { user, tab } = renderTabs();

    await user.tab();
    expect(tab('Flow Comparison')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tab('Conversion Funnel')).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Stage by stage');

    await user.keyboard('{End}');
    expect(tab('Trends')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tab('Flow Comparison')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(tab('Trends')).toHaveFocus();
    await user.keyboard('{Home}');

    expect(tab('Flow Comparison')).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Two flows side by side');
  });

  it('takes Tab from the tab list into the open panel', async () => {
    const { user, tab } = renderTabs();

    await user.click(tab('Trends'));
    await user.tab();

    expect(screen.getByRole('tabpanel', { name: 'Trends' })).toHaveFocus();
  });
});
