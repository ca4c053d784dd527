import { type ComponentType, lazy } from 'react';

/** A page in a chunk of its own that can be fetched ahead of its first render. */
export type LazyPage<P extends object> = ComponentType<P> & { preload: () => Promise<unknown> };

/**
 * React.lazy for a page, with a preload(): the chunk of the address a visit lands on is fetched
 * before the first render (main.tsx), so that render shows the page, where React.lazy alone first
 * shows a loader even for a chunk already in memory (issue 28: the article page's text then painted
 * a render later, on a phone some 0.4 s). Once loaded, the page renders as itself.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): LazyPage<P> {
  let loaded: ComponentType<P> | null = null;
  const preload = () =>
    load().then((component) => {
      loaded = component;
      return component;
    });
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Page(props: P) {
    const Component = loaded ?? Lazy;
    return <Component {...props} />;
  }
  return Object.assign(Page, { preload });
}
