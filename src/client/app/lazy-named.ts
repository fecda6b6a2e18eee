import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** Any component, whatever its props: the caller's module decides them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React's own lazy() is typed the same way
type AnyComponent = ComponentType<any>;

/**
 * React.lazy for modules with named exports (the codebase has no default exports):
 * `lazyNamed(() => import('./leads-page'), 'LeadsPage')`. The component keeps its props.
 */
export function lazyNamed<M extends Record<K, AnyComponent>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<M[K]> {
  return lazy(async () => ({ default: (await load())[name] }));
}
