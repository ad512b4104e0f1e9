import { createElement, lazy, useState, type ComponentType } from 'react';

export type Page = ComponentType & { preload: () => Promise<unknown> };
type Loader = () => Promise<{ default: ComponentType }>;

/**
 * A page whose code could not be fetched because the browser is offline is fetched again as soon as it is
 * back online: the person sees the loading state, then the page, not an error screen to get out of
 * (React.lazy keeps a failure for good, so the retry has to happen inside the loader). A failure answered once
 * the browser is already back online (the connection returned while the fetch was failing) is tried once more.
 */
const whenOnline =
  (load: Loader, tries = 2): Loader =>
  () =>
    load().catch((error: unknown) => {
      if (!navigator.onLine)
        return new Promise((resolve, reject) =>
          window.addEventListener('online', () => whenOnline(load)().then(resolve, reject), { once: true }),
        );
      return tries > 1 ? whenOnline(load, tries - 1)() : Promise.reject(error);
    });

/**
 * A lazily loaded page that can also be fetched ahead of its first render. Once its code is here (preloaded),
 * it is drawn at once: React.lazy would still suspend on its first render, and React holds each Suspense
 * boundary's content back until 300 ms after the last loading state it showed, so a chain of lazy pieces (the
 * app, its shell, the page) drew a step every 300 ms even with all of their code already fetched.
 */
export const page = (load: Loader): Page => {
  let loaded: ComponentType | undefined;
  const retrying = whenOnline(load);
  const preload = () =>
    retrying().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(preload);
  function LazyPage() {
    // Chosen once per mount: switching from the lazy wrapper to the loaded component would draw the page anew.
    const [Component] = useState<ComponentType>(() => loaded ?? Lazy);
    return createElement(Component);
  }
  return Object.assign(LazyPage, { preload });
};
