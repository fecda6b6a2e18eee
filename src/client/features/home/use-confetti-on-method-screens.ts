import { useEffect } from 'react';
import { shouldFireConfetti, type HomeStage } from '#domain/funnels/home-stages';
import { fireConfetti } from './fire-confetti';

/**
 * Fires the confetti each time a method screen opens (shouldFireConfetti). The confetti library
 * itself is fetched only then (fireConfetti), so it stays out of the first screen's JavaScript.
 */
export function useConfettiOnMethodScreens(stage: HomeStage | null): void {
  useEffect(() => {
    if (stage && shouldFireConfetti(stage)) void fireConfetti();
  }, [stage]);
}
