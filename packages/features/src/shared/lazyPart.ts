import { createElement, lazy, type ComponentProps, type ComponentType } from 'react';

/** Every part's loader, so the server render can load them all before it renders (docs/decisions/0018). */
const preloaders = new Set<() => Promise<void>>();

/**
 * A component split off its screen's chunk, like `React.lazy`, that renders at once when its module
 * is already loaded. `React.lazy` suspends on its first render even then, and a server render
 * (`renderToString`) cannot wait: the page's first render after a server start sent that part as
 * an unfinished boundary (React error 419 in the browser, the part drawn again there). The server
 * calls {@link preloadLazyParts} before rendering; in the browser a part loads on first render.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component, as React.lazy takes
export function lazyPart<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): ComponentType<ComponentProps<T>> {
  let loaded: T | undefined;
  let loading: Promise<void> | undefined;
  preloaders.add(() => (loading ??= load().then((module) => void (loaded = module.default))));
  const Lazy = lazy(load);
  function LazyPart(props: ComponentProps<T>) {
    return createElement((loaded ?? Lazy) as ComponentType<ComponentProps<T>>, props);
  }
  return LazyPart;
}

/** Loads every {@link lazyPart} defined so far (those of the screens already imported). Resolves when all are ready. */
export async function preloadLazyParts(): Promise<void> {
  await Promise.all([...preloaders].map((preload) => preload()));
}
