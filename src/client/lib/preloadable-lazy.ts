import { type ComponentType, createElement, lazy, useState } from 'react';

/** Any component, whatever its props: the caller's module decides them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React's own lazy() is typed the same way
type AnyComponent = ComponentType<any>;

export type PreloadableComponent<C extends AnyComponent> = C & {
  /** Starts the download (once); a failed one is forgotten so the next call tries again. */
  preload: () => Promise<C>;
};

/**
 * React.lazy for a named export that can be downloaded ahead of use (when the first screen is
 * idle, or by the server's modulepreload) and that then renders at once, with no suspended first
 * frame (docs/decisions/0016-performance-budgets-and-caches.md#first-screen-javascript). Each
 * mount keeps the form it started with, so a download finishing mid-life never remounts it.
 */
export function preloadableLazy<M extends Record<K, AnyComponent>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
): PreloadableComponent<M[K]> {
  let loaded: M[K] | undefined;
  let loading: Promise<M[K]> | undefined;
  const preload = (): Promise<M[K]> => {
    loading ??= load().then(
      (module) => {
        loaded = module[name];
        return loaded;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(async () => ({ default: await preload() }));
  function Preloadable(props: object) {
    const [component] = useState<AnyComponent>(() => loaded ?? Lazy);
    return createElement(component, props);
  }
  return Object.assign(Preloadable as unknown as M[K], { preload });
}
