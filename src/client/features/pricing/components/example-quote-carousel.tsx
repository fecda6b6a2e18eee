import { Pause, Play, Quote } from 'lucide-react';
import { type FocusEvent, useState } from 'react';
import {
  EXAMPLE_QUOTE_INTERVAL_MS,
  EXAMPLE_QUOTE_TRANSITION_MS,
  type ExampleQuote,
  nextSlideIndex,
} from '#domain/funnels/pricing-flow-content';
import { cn } from '#client/lib/cn';
import { formatPoundsWhole } from '#client/lib/format';
import { useInterval } from '../use-interval';
import { usePrefersReducedMotion } from '../use-prefers-reduced-motion';

export type ExampleQuoteCarouselProps = {
  quotes: readonly ExampleQuote[];
  /** Whether VAT is in these prices, as under every price a customer sees (docs/product/app-settings.md#vat). */
  vatLine: string;
};

/**
 * Example quotes that move on by themselves, with a dot button per slide
 * (docs/product/pricing-flow.md#example-quotes).
 * Every slide is laid out side by side in one track, so the box is as tall as the tallest
 * slide from the first paint and never changes height (no layout shift). It pauses while the
 * pointer or keyboard focus is on it, when the customer presses pause (WCAG 2.2.2), and does
 * not move by itself when reduced motion is asked for.
 */
export function ExampleQuoteCarousel({ quotes, vatLine }: ExampleQuoteCarouselProps) {
  const [activeIndex, setActiveIndex] = useState(0);
  const [isHovered, setIsHovered] = useState(false);
  const [hasFocus, setHasFocus] = useState(false);
  const [isPausedByCustomer, setIsPausedByCustomer] = useState(false);
  const prefersReducedMotion = usePrefersReducedMotion();
  const isPlaying = !isHovered && !hasFocus && !isPausedByCustomer && !prefersReducedMotion;

  useInterval(() => setActiveIndex((index) => nextSlideIndex(index, quotes.length)), isPlaying ? EXAMPLE_QUOTE_INTERVAL_MS : null);

  function handleBlur(event: FocusEvent<HTMLElement>) {
    if (!event.currentTarget.contains(event.relatedTarget)) setHasFocus(false);
  }

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Example quotes"
      className="rounded-xl border bg-card p-5 shadow-sm"
      onMouseEnter={() => setIsHovered(true)}
      onMouseLeave={() => setIsHovered(false)}
      onFocus={() => setHasFocus(true)}
      onBlur={handleBlur}
    >
      <h2 className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">Recent quotes</h2>
      <div className="mt-3 overflow-hidden">
        <div
          aria-live={isPlaying ? 'off' : 'polite'}
          className="flex transition-transform ease-in-out"
          style={{ transform: `translateX(-${activeIndex * 100}%)`, transitionDuration: `${EXAMPLE_QUOTE_TRANSITION_MS}ms` }}
        >
          {quotes.map((quote, index) => (
            // A div, not a figure: ARIA in HTML allows no role="group" on a figure with a caption.
            <div
              key={quote.text}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${quotes.length}`}
              aria-hidden={index !== activeIndex}
              className="flex w-full shrink-0 flex-col gap-3"
            >
              <blockquote className="flex gap-2 text-base leading-snug">
                <Quote aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
                <p>{quote.text}</p>
              </blockquote>
              <div className="mt-auto flex items-end justify-between gap-3 text-sm">
                <span className="text-muted-foreground">{quote.attribution}</span>
                <span className="shrink-0 text-right">
                  <span className="block text-xs text-muted-foreground">Quoted</span>
                  <span className="text-xl font-bold text-foreground">{formatPoundsWhole(quote.costPence)}</span>
                </span>
              </div>
            </div>
          ))}
        </div>
      </div>
      <div className="mt-2 flex items-center justify-center">
        {quotes.map((quote, index) => (
          <button
            key={quote.text}
            type="button"
            aria-label={`Show example quote ${index + 1} of ${quotes.length}`}
            aria-current={index === activeIndex ? 'true' : undefined}
            onClick={() => setActiveIndex(index)}
            className="group inline-flex size-11 cursor-pointer items-center justify-center rounded-full"
          >
            <span
              aria-hidden="true"
              className={cn(
                'block h-2.5 rounded-full transition-all',
                index === activeIndex ? 'w-6 bg-primary' : 'w-2.5 bg-input group-hover:bg-muted-foreground',
              )}
            />
          </button>
        ))}
        <button
          type="button"
          aria-label={isPausedByCustomer ? 'Play example quotes' : 'Pause example quotes'}
          onClick={() => setIsPausedByCustomer((paused) => !paused)}
          className="ml-1 inline-flex size-11 cursor-pointer items-center justify-center rounded-full text-muted-foreground hover:bg-muted hover:text-foreground"
        >
          {isPausedByCustomer ? <Play aria-hidden="true" className="size-4" /> : <Pause aria-hidden="true" className="size-4" />}
        </button>
      </div>
      {/* One line, always there (settings only change its words), so nothing moves when they load. */}
      <p className="text-center text-xs text-muted-foreground">{vatLine}</p>
    </section>
  );
}
