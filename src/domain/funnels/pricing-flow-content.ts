// The pricing page's marketing content and its timings (docs/product/pricing-flow.md#job-input).
// Jobs of the kind the firm does most, at prices typical of them in a UK city.

/** Example jobs the typing hint types under the description box (docs/product/pricing-flow.md#typing-hint). */
export const TYPING_HINT_EXAMPLES = [
  'Mount a 55" TV on a plasterboard wall and hide the cables',
  'Fix a dripping kitchen tap and reseal around the sink',
  'Assemble two flat-pack wardrobes and a chest of drawers',
  'Hang three internal doors and fit new handles',
  'Put up four floating shelves and a curtain pole',
] as const;

export type ExampleQuote = {
  /** The job as the customer described it. */
  text: string;
  attribution: string;
  /** What the job was quoted at, whole pounds in pence. */
  costPence: number;
};

/** Each slide shows text, attribution and cost (docs/product/pricing-flow.md#example-quotes). */
export const EXAMPLE_QUOTES: readonly ExampleQuote[] = [
  { text: 'Mount a 55" TV above the fireplace and hide the cables in the wall', attribution: 'Priya K., homeowner', costPence: 9500 },
  { text: 'Replace a leaking kitchen mixer tap and reseal the sink', attribution: 'Tom R., landlord', costPence: 8500 },
  { text: 'Assemble a double wardrobe and two bedside tables', attribution: 'Hannah M., tenant', costPence: 12000 },
  { text: 'Hang three internal doors and fit new handles and latches', attribution: 'Mark D., homeowner', costPence: 26000 },
  { text: 'Patch and repaint a water-stained bathroom ceiling', attribution: 'Jo W., property manager', costPence: 18000 },
];

export type Testimonial = { quote: string; name: string };

/** Testimonials that rotate on the job_input step (docs/product/pricing-flow.md#testimonials). */
export const TESTIMONIALS: readonly Testimonial[] = [
  { quote: 'Turned up on time, fixed the dripping tap in twenty minutes and tidied up afterwards.', name: 'Sarah T.' },
  { quote: 'The price on the website was the price I paid. No surprises at all.', name: 'David L.' },
  { quote: 'Built our flat-pack wardrobes and mounted the TV in a single visit. Brilliant.', name: 'Aisha B.' },
  { quote: 'Clear communication from booking to finish. We will use them again for the fence.', name: 'Gareth P.' },
];

/**
 * How long each example quote stays before the carousel moves on (ours,
 * docs/product/pricing-flow.md#example-quotes). The original gives only the transition; 5 s leaves
 * time to read a slide's three lines on a phone.
 */
export const EXAMPLE_QUOTE_INTERVAL_MS = 5000;
/** The carousel's slide transition. */
export const EXAMPLE_QUOTE_TRANSITION_MS = 700;
/** Testimonials rotate every 4 seconds (docs/product/pricing-flow.md#testimonials). */
export const TESTIMONIAL_INTERVAL_MS = 4000;

/** The slide after `index`, wrapping round; 0 for an empty carousel. */
export function nextSlideIndex(index: number, slideCount: number): number {
  return slideCount > 0 ? (index + 1) % slideCount : 0;
}
