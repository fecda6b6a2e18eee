import { useEffect, useState } from 'react';
import {
  FIRST_TYPING_HINT_FRAME,
  advanceTypingHint,
  toStillTypingHintText,
  toTypingHintText,
} from '#domain/funnels/pricing-flow-typing-hint';

export type TypingHintOptions = {
  examples: readonly string[];
  /** False while the customer has typed something: the hint stops where it is. */
  isActive: boolean;
  prefersReducedMotion: boolean;
};

/** The text of the animated typing hint (docs/product/pricing-flow.md#typing-hint). */
export function useTypingHint({ examples, isActive, prefersReducedMotion }: TypingHintOptions): string {
  const [frame, setFrame] = useState(FIRST_TYPING_HINT_FRAME);
  const isAnimating = isActive && !prefersReducedMotion;

  useEffect(() => {
    if (!isAnimating) return;
    const { frame: next, delayMs } = advanceTypingHint(frame, examples);
    const timer = setTimeout(() => setFrame(next), delayMs);
    return () => clearTimeout(timer);
  }, [frame, examples, isAnimating]);

  return prefersReducedMotion ? toStillTypingHintText(examples) : toTypingHintText(frame, examples);
}
