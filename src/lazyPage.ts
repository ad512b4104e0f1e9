import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type Page = LazyExoticComponent<ComponentType> & { preload: () => Promise<unknown> };
type Loader = () => Promise<{ default: ComponentType }>;

/**
 * A page whose code could not be fetched because the browser is offline is fetched again as soon as it is
 * back online: the person sees the loading state, then the page, not an error screen to get out of
 * (React.lazy keeps a failure for good, so the retry has to happen inside the loader).
 */
const whenOnline =
  (load: Loader): Loader =>
  () =>
    load().catch((error: unknown) =>
      navigator.onLine
        ? Promise.reject(error)
        : new Promise((resolve, reject) =>
            window.addEventListener('online', () => whenOnline(load)().then(resolve, reject), { once: true }),
          ),
    );

/** A lazily loaded page that can also be fetched ahead of its first render. */
export const page = (load: Loader): Page => {
  const retrying = whenOnline(load);
  return Object.assign(lazy(retrying), { preload: retrying });
};
