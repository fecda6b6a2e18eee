import { describe, expect, it } from 'vitest';
import {
  FIRST_TYPING_HINT_FRAME,
  TYPING_HINT_DELETE_MS,
  TYPING_HINT_PAUSE_MS,
  TYPING_HINT_TYPE_MS,
  type TypingHintFrame,
  advanceTypingHint,
  isTypingHintActive,
  toStillTypingHintText,
  toTypingHintText,
} from './pricing-flow-typing-hint';

const EXAMPLES = ['Fix tap', 'Hang door'];

/** Plays the hint from the first frame and records each text shown with how long it stayed. */
function play(frameCount: number): { text: string; delayMs: number }[] {
  const shown: { text: string; delayMs: number }[] = [];
  let frame: TypingHintFrame = FIRST_TYPING_HINT_FRAME;
  for (let i = 0; i < frameCount; i += 1) {
    const next = advanceTypingHint(frame, EXAMPLES);
    shown.push({ text: toTypingHintText(frame, EXAMPLES), delayMs: next.delayMs });
    frame = next.frame;
  }
  return shown;
}

describe('the typing hint', () => {
  it('types at 40 ms a character, deletes at 20 ms and holds a whole example for 3 seconds', () => {
    expect([TYPING_HINT_TYPE_MS, TYPING_HINT_DELETE_MS, TYPING_HINT_PAUSE_MS]).toEqual([40, 20, 3000]);
  });

  it('types an example at 40 ms a character, holds it 3000 ms, deletes it at 20 ms a character', () => {
    const shown = play(16);
    expect(shown.map((frame) => frame.text)).toEqual([
      '', 'F', 'Fi', 'Fix', 'Fix ', 'Fix t', 'Fix ta', 'Fix tap',
      'Fix ta', 'Fix t', 'Fix ', 'Fix', 'Fi', 'F', '', 'H',
    ]);
    expect(shown.slice(0, 7).every((frame) => frame.delayMs === TYPING_HINT_TYPE_MS)).toBe(true);
    expect(shown[7]?.delayMs).toBe(TYPING_HINT_PAUSE_MS);
    expect(shown.slice(8, 14).every((frame) => frame.delayMs === TYPING_HINT_DELETE_MS)).toBe(true);
  });

  it('moves to the next example and wraps round to the first', () => {
    let frame: TypingHintFrame = { exampleIndex: 1, visibleChars: 0, phase: 'deleting' };
    frame = advanceTypingHint(frame, EXAMPLES).frame;
    expect(frame).toEqual({ exampleIndex: 0, visibleChars: 1, phase: 'typing' });
  });

  it('shows nothing, and never fails, without examples', () => {
    const { frame } = advanceTypingHint(FIRST_TYPING_HINT_FRAME, []);
    expect(toTypingHintText(frame, [])).toBe('');
    expect(toStillTypingHintText([])).toBe('');
  });

  it('shows the first example whole when motion is reduced', () => {
    expect(toStillTypingHintText(EXAMPLES)).toBe('Fix tap');
  });
});

describe('isTypingHintActive', () => {
  it('runs on an empty box and stops once anything is typed', () => {
    expect(isTypingHintActive('')).toBe(true);
    expect(isTypingHintActive('F')).toBe(false);
    expect(isTypingHintActive(' ')).toBe(false);
  });
});
