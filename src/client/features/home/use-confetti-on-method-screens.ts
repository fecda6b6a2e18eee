import { useEffect } from 'react';
import { shouldFireConfetti, type HomeStage } from '#domain/funnels/home-stages';

/**
 * Fires the confetti each time a method screen opens (shouldFireConfetti). The confetti module is
 * fetched only then, so it stays out of the first screen's JavaScript.
 */
export function useConfettiOnMethodScreens(stage: HomeStage | null): void {
  useEffect(() => {
    if (!stage || !shouldFireConfetti(stage)) return;
    import('./fire-confetti')
      .then(({ fireConfetti }) => fireConfetti())
      .catch((error: unknown) => console.warn('The confetti could not be shown', error));
  }, [stage]);
}
