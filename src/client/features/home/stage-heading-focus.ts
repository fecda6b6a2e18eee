import { useEffect, useRef } from 'react';

/**
 * On each stage change focus moves to the new stage's <h1>, so a screen reader announces the
 * new screen and the next Tab starts at its top. A later stage may still be loading when the
 * stage changes; its heading then takes the focus as it mounts.
 */
let isFocusPending = false;

/** Ref callback for every stage heading. */
export function focusHeadingIfPending(heading: HTMLElement | null): void {
  if (!heading || !isFocusPending) return;
  isFocusPending = false;
  heading.focus({ preventScroll: true });
}

function isShown(element: HTMLElement): boolean {
  return typeof element.checkVisibility === 'function' ? element.checkVisibility() : true;
}

export function useStageHeadingFocus(stageKey: string | null): void {
  const previousKey = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    // Not on the first load (the browser's own start of page is where a visitor expects to
    // be), and not again for the same stage (React's strict mode runs effects twice).
    const isFirstLoad = previousKey.current === undefined;
    const isSameStage = previousKey.current === stageKey;
    previousKey.current = stageKey;
    if (isFirstLoad || isSameStage) return;
    // A stage still loading leaves the previous one in the page, hidden by Suspense: not that one.
    const heading = [...document.querySelectorAll<HTMLElement>('[data-stage-heading]')].find(isShown);
    if (heading) heading.focus({ preventScroll: true });
    else isFocusPending = true;
    return () => {
      isFocusPending = false;
    };
  }, [stageKey]);
}
