import { act, fireEvent, render, screen } from '@testing-library/react';
import { VAT_LINES } from '#domain/settings/to-vat-line';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EXAMPLE_QUOTE_INTERVAL_MS, type ExampleQuote } from '#domain/funnels/pricing-flow-content';
import { ExampleQuoteCarousel } from './example-quote-carousel';

const QUOTES: ExampleQuote[] = [
  { text: 'Mount a TV', attribution: 'Priya K., homeowner', costPence: 9500 },
  { text: 'Replace a tap', attribution: 'Tom R., landlord', costPence: 8500 },
  { text: 'Hang three doors', attribution: 'Mark D., homeowner', costPence: 26000 },
];

function slide(text: string): HTMLElement {
  const element = screen.getByText(text).closest<HTMLElement>('[aria-roledescription="slide"]');
  if (!element) throw new Error(`No slide for ${text}`);
  return element;
}

function activeDot(): HTMLElement | undefined {
  return screen.getAllByRole('button', { name: /Show example quote/ }).find((dot) => dot.getAttribute('aria-current') === 'true');
}

function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the example-quote carousel', () => {
  it('shows each slide with its text, attribution and cost', () => {
    render(<ExampleQuoteCarousel quotes={QUOTES} vatLine={VAT_LINES.notRegistered} />);

    expect(screen.getByRole('region', { name: 'Example quotes' })).toHaveAttribute('aria-roledescription', 'carousel');
    expect(slide('Mount a TV')).toHaveTextContent('Priya K., homeowner');
    expect(slide('Mount a TV')).toHaveTextContent('£95');
    expect(slide('Hang three doors')).toHaveTextContent('£260');
  });

  it('has a labelled dot per slide that jumps to it and marks it current', () => {
    render(<ExampleQuoteCarousel quotes={QUOTES} vatLine={VAT_LINES.notRegistered} />);
    const dots = screen.getAllByRole('button', { name: /Show example quote/ });

    expect(dots.map((dot) => dot.getAttribute('aria-label'))).toEqual([
      'Show example quote 1 of 3',
      'Show example quote 2 of 3',
      'Show example quote 3 of 3',
    ]);
    expect(activeDot()).toBe(dots[0]);

    fireEvent.click(dots[2]!);

    expect(activeDot()).toBe(dots[2]);
    expect(slide('Hang three doors')).toHaveAttribute('aria-hidden', 'false');
    expect(slide('Mount a TV')).toHaveAttribute('aria-hidden', 'true');
  });

  it('moves on by itself and wraps round to the first slide', () => {
    render(<ExampleQuoteCarousel quotes={QUOTES} vatLine={VAT_LINES.notRegistered} />);
    const dots = screen.getAllByRole('button', { name: /Show example quote/ });

    act(() => vi.advanceTimersByTime(EXAMPLE_QUOTE_INTERVAL_MS));
    expect(activeDot()).toBe(dots[1]);
    act(() => vi.advanceTimersByTime(EXAMPLE_QUOTE_INTERVAL_MS * 2));
    expect(activeDot()).toBe(dots[0]);
  });

  it('slides over 700 ms', () => {
    render(<ExampleQuoteCarousel quotes={QUOTES} vatLine={VAT_LINES.notRegistered} />);
    const track = slide('Mount a TV').parentElement;
    expect(track).toHaveStyle({ transitionDuration: '700ms' });
  });

  it('holds still while hovered, and while paused with its button', () => {
    render(<ExampleQuoteCarousel quotes={QUOTES} vatLine={VAT_LINES.notRegistered} />);
    const dots = screen.getAllByRole('button', { name: /Show example quote/ });
    const region = screen.getByRole('region', { name: 'Example quotes' });

    fireEvent.mouseEnter(region);
    act(() => vi.advanceTimersByTime(EXAMPLE_QUOTE_INTERVAL_MS * 2));
    expect(activeDot()).toBe(dots[0]);
    fireEvent.mouseLeave(region);

    fireEvent.click(screen.getByRole('button', { name: 'Pause example quotes' }));
    fireEvent.blur(screen.getByRole('button', { name: 'Play example quotes' }));
    act(() => vi.advanceTimersByTime(EXAMPLE_QUOTE_INTERVAL_MS * 2));
    expect(activeDot()).toBe(dots[0]);
  });

  it('does not move by itself when reduced motion is asked for', () => {
    stubReducedMotion(true);
    render(<ExampleQuoteCarousel quotes={QUOTES} vatLine={VAT_LINES.notRegistered} />);
    const dots = screen.getAllByRole('button', { name: /Show example quote/ });

    act(() => vi.advanceTimersByTime(EXAMPLE_QUOTE_INTERVAL_MS * 2));

    expect(activeDot()).toBe(dots[0]);
  });

  it('says under the example prices whether VAT is in them, as the settings say', () => {
    const { rerender } = render(<ExampleQuoteCarousel quotes={QUOTES} vatLine={VAT_LINES.notRegistered} />);
    expect(screen.getByText('No VAT to add: we are not VAT-registered')).toBeInTheDocument();
    rerender(<ExampleQuoteCarousel quotes={QUOTES} vatLine={VAT_LINES.included} />);
    expect(screen.getByText('All prices include VAT at 20%')).toBeInTheDocument();
  });
});
