import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// canvas-confetti draws on a <canvas> that jsdom does not implement; the confetti is
// decoration, so the tests replace it with a no-op that keeps its call signature.
vi.mock('canvas-confetti', () => {
  const fire = () => Object.assign(vi.fn(() => Promise.resolve()), { reset: vi.fn() });
  const confetti = Object.assign(fire(), { create: vi.fn(() => fire()) });
  return { default: confetti };
});

/**
 * The server project type-checks src/testing without the DOM library, so the two browser
 * globals used here are typed narrowly instead of pulling DOM types into the server build.
 */
type BrowserGlobals = {
  history: { replaceState(data: unknown, unused: string, url: string): void };
  localStorage: { clear(): void };
  Element: {
    prototype: Partial<Record<PointerCaptureMethod, (pointerId: number) => unknown>> & { scrollIntoView?: () => void };
  };
  ResizeObserver?: unknown;
};
type PointerCaptureMethod = 'hasPointerCapture' | 'setPointerCapture' | 'releasePointerCapture';
const browser = globalThis as unknown as BrowserGlobals;

// jsdom has no pointer capture; Radix calls it on pointer events (the toast's swipe).
browser.Element.prototype.hasPointerCapture ??= () => false;
browser.Element.prototype.setPointerCapture ??= () => undefined;
browser.Element.prototype.releasePointerCapture ??= () => undefined;
// jsdom lays nothing out, so it cannot scroll or measure: Radix's select scrolls the chosen
// option into view when it opens, and the slider measures its thumb. Neither changes behaviour.
browser.Element.prototype.scrollIntoView ??= () => undefined;
browser.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  // Each test starts at / with empty storage, so none depends on another's leftovers.
  browser.history.replaceState(null, '', '/');
  browser.localStorage.clear();
});
