import { type ComponentProps, type ComponentType, createElement, lazy, useState } from "react";

/**
 * A page (or wrapper) whose code is its own chunk, with a `load()` to fetch that chunk early and,
 * where known, its module's `source` (its key in Vite's manifest, e.g. `src/pages/ClassPage/index.ts`).
 */
export type LazyPage<P = object> = ComponentType<P> & { load: () => Promise<void>; source?: string };

/**
 * Like React's `lazy`, but a component whose chunk is already in renders at once instead of
 * suspending. That matters for the first page: React keeps a page that suspended behind its
 * fallback for at least 300 ms (its Suspense throttle), so main.tsx loads the first route's chunk
 * before rendering, and the page then shows the moment the app starts (the Scratch editor's frame
 * started ~340 ms late for it). Pages reached later still load on demand, through `lazy`.
 */
// biome-ignore lint/suspicious/noExplicitAny: any props, as React's own lazy() types it.
export function lazyPage<T extends ComponentType<any>>(
  loader: () => Promise<{ default: T }>,
  source?: string,
): LazyPage<ComponentProps<T>> {
  type Props = ComponentProps<T>;
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<{ default: ComponentType<Props> }> | undefined;
  const fetchChunk = () => {
    loading ??= loader().then(
      (module) => {
        loaded = module.default as ComponentType<Props>;
        return { default: loaded };
      },
      (error: unknown) => {
        // A chunk that failed to arrive (offline) is asked for again next time.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Suspending = lazy(fetchChunk);
  function Page(props: Props) {
    // Chosen once per mount: switching from the lazy wrapper to the loaded component would remount.
    const [Component] = useState<ComponentType<Props>>(() => loaded ?? (Suspending as ComponentType<Props>));
    return createElement(Component, props);
  }
  return Object.assign(Page, {
    load: () => fetchChunk().then(() => undefined),
    ...(source ? { source } : {}),
  });
}
