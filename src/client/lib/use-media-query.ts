import { useCallback, useSyncExternalStore } from 'react';

/** True while the media query matches (false where the browser cannot tell, as in tests); follows changes live. */
export function useMediaQuery(query: string): boolean {
  const getQuery = useCallback(() => (typeof window.matchMedia === 'function' ? window.matchMedia(query) : null), [query]);
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = getQuery();
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [getQuery],
  );
  return useSyncExternalStore(subscribe, () => getQuery()?.matches ?? false, () => false);
}
