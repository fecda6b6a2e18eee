import { useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { DEFAULT_HOME_STAGE, HOME_STAGE_PARAM } from '#domain/funnels/home-stages';
import type { HomeStage } from '#domain/funnels/home-stages';
import { paths } from '#client/lib/paths';

/** The window event dispatched on every stage change (docs/product/home-flow.md#stage-in-the-url). */
export const FORM_STAGE_CHANGE_EVENT = 'formStageChange';

/** The WhatsApp and message stages scroll again once their content has settled. */
const SETTLED_SCROLL_DELAYS_MS = [100, 400] as const;
const STAGES_WITH_SETTLED_SCROLL: readonly string[] = ['whatsapp_video', 'generate_message', 'send_message'];

export function toHomeStageHref(stage: HomeStage): string {
  return `${paths.home}?${new URLSearchParams({ [HOME_STAGE_PARAM]: stage }).toString()}`;
}

function scrollToTop() {
  // jsdom has no scrolling; a page already at the top has nothing to do either.
  if (window.scrollY > 0) window.scrollTo({ top: 0 });
}

/**
 * The stage lives in the URL (`/?stage=welcome`), so the browser's back and forward buttons
 * move between stages and a reload stays where it was. Each change is announced with the
 * formStageChange event and scrolls to the top.
 */
export function useHomeStage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const requested = new URLSearchParams(search).get(HOME_STAGE_PARAM);
  const stageName = requested ?? DEFAULT_HOME_STAGE;
  const announcedStage = useRef<string | null>(null);

  useEffect(() => {
    // Once per change, even when React's strict mode runs the effect twice.
    if (announcedStage.current === stageName) return;
    announcedStage.current = stageName;
    window.dispatchEvent(new CustomEvent(FORM_STAGE_CHANGE_EVENT, { detail: { stage: stageName } }));
    scrollToTop();
    if (!STAGES_WITH_SETTLED_SCROLL.includes(stageName)) return;
    const timers = SETTLED_SCROLL_DELAYS_MS.map((delay) => setTimeout(scrollToTop, delay));
    return () => timers.forEach(clearTimeout);
  }, [stageName]);

  function goToStage(stage: HomeStage, options: { replace?: boolean } = {}) {
    navigate(toHomeStageHref(stage), { replace: options.replace ?? false });
  }

  return { requested, goToStage };
}
