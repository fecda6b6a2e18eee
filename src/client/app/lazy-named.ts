import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/**
 * React.lazy for modules with named exports (the codebase has no default exports):
 * `lazyNamed(() => import('./leads-page'), 'LeadsPage')`.
 */
export function lazyNamed<M extends Record<K, ComponentType>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<M[K]> {
  return lazy(async () => ({ default: (await load())[name] }));
}
