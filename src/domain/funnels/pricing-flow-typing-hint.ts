// The animated typing hint under the pricing page's description box (docs/product/pricing-flow.md#typing-hint):
// an example job is typed, held, deleted, and the next one typed. Pure, so the timings are
// tested without a clock; the screen only waits `delayMs` between frames.

/** 40 ms per character typed. */
export const TYPING_HINT_TYPE_MS = 40;
/** 20 ms per character deleted. */
export const TYPING_HINT_DELETE_MS = 20;
/** A whole example stays on screen for 3000 ms before it is deleted. */
export const TYPING_HINT_PAUSE_MS = 3000;

export type TypingHintFrame = {
  exampleIndex: number;
  visibleChars: number;
  phase: 'typing' | 'deleting';
};

export const FIRST_TYPING_HINT_FRAME: TypingHintFrame = { exampleIndex: 0, visibleChars: 0, phase: 'typing' };

/** The frame after `frame`, and how long `frame` stays on screen before it. */
export function advanceTypingHint(
  frame: TypingHintFrame,
  examples: readonly string[],
): { frame: TypingHintFrame; delayMs: number } {
  const length = examples[frame.exampleIndex]?.length ?? 0;
  if (frame.phase === 'typing') {
    if (frame.visibleChars < length) return { frame: { ...frame, visibleChars: frame.visibleChars + 1 }, delayMs: TYPING_HINT_TYPE_MS };
    return { frame: { ...frame, phase: 'deleting', visibleChars: Math.max(0, length - 1) }, delayMs: TYPING_HINT_PAUSE_MS };
  }
  if (frame.visibleChars > 0) return { frame: { ...frame, visibleChars: frame.visibleChars - 1 }, delayMs: TYPING_HINT_DELETE_MS };
  const exampleIndex = examples.length > 0 ? (frame.exampleIndex + 1) % examples.length : 0;
  return { frame: { exampleIndex, visibleChars: 1, phase: 'typing' }, delayMs: TYPING_HINT_TYPE_MS };
}

export function toTypingHintText(frame: TypingHintFrame, examples: readonly string[]): string {
  return (examples[frame.exampleIndex] ?? '').slice(0, frame.visibleChars);
}

/** The example shown whole and still when the customer prefers reduced motion. */
export function toStillTypingHintText(examples: readonly string[]): string {
  return examples[0] ?? '';
}

/**
 * The hint runs only while the box is empty (docs/product/pricing-flow.md#typing-hint); the moment
 * the customer types it stops (and resumes if they clear the box).
 */
export function isTypingHintActive(jobDescription: string): boolean {
  return jobDescription.length === 0;
}
