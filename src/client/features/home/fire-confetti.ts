/** Confetti of 200 pieces on the method screens (docs/product/home-flow.md#quote-method-choice). */
export const CONFETTI_PIECES = 200;

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Loaded only when fired, so the confetti is not part of the page's initial JavaScript; skipped
 * entirely (not even downloaded) for people who ask for reduced motion. Decoration: a failure
 * is only logged.
 */
export async function fireConfetti(): Promise<void> {
  if (prefersReducedMotion()) return;
  try {
    const { default: confetti } = await import('canvas-confetti');
    await confetti({ particleCount: CONFETTI_PIECES, spread: 80, origin: { y: 0.6 }, disableForReducedMotion: true });
  } catch (error) {
    console.warn('The confetti could not be shown', error);
  }
}

