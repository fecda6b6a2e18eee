import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TYPING_HINT_EXAMPLES } from '#domain/funnels/pricing-flow-content';
import { TYPING_HINT_TYPE_MS } from '#domain/funnels/pricing-flow-typing-hint';
import { JobInputStep, type JobInputStepProps } from './job-input-step';

function renderStep(props: Partial<JobInputStepProps> = {}) {
  const handlers = { onJobDescriptionChange: vi.fn(), onSubmit: vi.fn(), onJobDescriptionBlur: vi.fn() };
  const all: JobInputStepProps = { jobDescription: '', businessPhone: '0117 496 0123', rating: { googleRating: '4.8', googleReviewCount: 69 }, vatLine: 'No VAT to add: we are not VAT-registered', isBusy: false, ...handlers, ...props };
  const view = render(<JobInputStep {...all} />);
  return { ...handlers, rerender: (next: Partial<JobInputStepProps>) => view.rerender(<JobInputStep {...all} {...next} />) };
}

function hint(): HTMLElement {
  const element = screen.getByText('For example:').parentElement;
  if (!element) throw new Error('No typing hint');
  return element;
}

const FIRST_EXAMPLE = TYPING_HINT_EXAMPLES[0];

/** Each frame is scheduled after the previous one renders, so time moves one keystroke at a time. */
function typeFor(characters: number) {
  for (let i = 0; i < characters; i += 1) act(() => vi.advanceTimersByTime(TYPING_HINT_TYPE_MS));
}

describe('the job_input step', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("disables 'See Pricing' while a request is in flight", () => {
    renderStep({ jobDescription: 'Fix a tap', isBusy: true });
    expect(screen.getByRole('button', { name: 'See Pricing' })).toBeDisabled();
  });

  it('types an example job at 40 ms a character', () => {
    renderStep();
    typeFor(5);
    expect(hint()).toHaveTextContent(`For example: ${FIRST_EXAMPLE.slice(0, 5)}`);
    typeFor(4);
    expect(hint()).toHaveTextContent(`For example: ${FIRST_EXAMPLE.slice(0, 9)}`);
  });

  it('stops, keeping its space, once the customer types', () => {
    const { rerender } = renderStep();
    typeFor(5);
    rerender({ jobDescription: 'F' });
    typeFor(10);

    expect(hint()).toHaveClass('invisible');
    expect(hint()).toHaveTextContent(`For example: ${FIRST_EXAMPLE.slice(0, 5)}`);
    expect(hint()).not.toHaveTextContent(FIRST_EXAMPLE.slice(0, 6));
  });

  it('shows one example still when reduced motion is asked for', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: true, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
    renderStep();
    typeFor(5);
    expect(hint()).toHaveTextContent(`For example: ${FIRST_EXAMPLE}`);
  });

  it('submits on Ctrl+Enter and on the button, and dials the help number', () => {
    vi.useRealTimers();
    const { onSubmit } = renderStep({ jobDescription: 'Fix a tap' });

    const box = screen.getByLabelText('What do you need doing?');
    box.focus();
    act(() => {
      box.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', ctrlKey: true, bubbles: true }));
    });
    expect(onSubmit).toHaveBeenCalledTimes(1);

    act(() => {
      box.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    });
    expect(onSubmit).toHaveBeenCalledTimes(1);

    act(() => screen.getByRole('button', { name: 'See Pricing' }).click());
    expect(onSubmit).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('link', { name: /Call 0117 496 0123/ })).toHaveAttribute('href', 'tel:01174960123');
  });
});
