import { Pause, Play } from 'lucide-react';
import { useState } from 'react';
import {
  TESTIMONIAL_INTERVAL_MS,
  type Testimonial,
  nextSlideIndex,
} from '#domain/funnels/pricing-flow-content';
import { cn } from '#client/lib/cn';
import { useInterval } from '../use-interval';
import { usePrefersReducedMotion } from '../use-prefers-reduced-motion';

export type TestimonialRotatorProps = {
  testimonials: readonly Testimonial[];
};

/**
 * Testimonials that change every 4 seconds (docs/product/pricing-flow.md#testimonials). They are
 * stacked in one grid cell, so the box keeps the height of the longest and nothing below it moves;
 * the one shown is swapped in whole.
 * Pauses on hover and with its pause button (WCAG 2.2.2); reduced motion keeps the first one still.
 */
export function TestimonialRotator({ testimonials }: TestimonialRotatorProps) {
  const [activeIndex, setActiveIndex] = useState(0);
  const [isHovered, setIsHovered] = useState(false);
  const [isPausedByCustomer, setIsPausedByCustomer] = useState(false);
  const prefersReducedMotion = usePrefersReducedMotion();
  const isPlaying = !isHovered && !isPausedByCustomer && !prefersReducedMotion;

  useInterval(() => setActiveIndex((index) => nextSlideIndex(index, testimonials.length)), isPlaying ? TESTIMONIAL_INTERVAL_MS : null);

  return (
    <section
      aria-label="What our customers say"
      className="relative rounded-xl border bg-secondary/60 p-5 pr-14"
      onMouseEnter={() => setIsHovered(true)}
      onMouseLeave={() => setIsHovered(false)}
    >
      <div className="grid">
        {testimonials.map((testimonial, index) => (
          <figure
            key={testimonial.name}
            aria-hidden={index !== activeIndex}
            // Swapped, not faded: text half-way through a fade has too little contrast to read
            // (and fails the contrast check whenever one is caught mid-fade).
            className={cn('col-start-1 row-start-1', index === activeIndex ? 'visible' : 'invisible')}
          >
            <blockquote className="text-sm leading-relaxed text-secondary-foreground">
              <p>“{testimonial.quote}”</p>
            </blockquote>
            <figcaption className="mt-2 text-sm font-semibold text-secondary-foreground">{testimonial.name}</figcaption>
          </figure>
        ))}
      </div>
      <button
        type="button"
        aria-label={isPausedByCustomer ? 'Play testimonials' : 'Pause testimonials'}
        onClick={() => setIsPausedByCustomer((paused) => !paused)}
        className="absolute top-2 right-2 inline-flex size-11 cursor-pointer items-center justify-center rounded-full text-secondary-foreground hover:bg-card"
      >
        {isPausedByCustomer ? <Play aria-hidden="true" className="size-4" /> : <Pause aria-hidden="true" className="size-4" />}
      </button>
    </section>
  );
}
