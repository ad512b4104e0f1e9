import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * A function that keeps one identity for the component's life and always runs the latest `fn`: for
 * handlers given to memoised children, and to subscriptions that keep the first callback they get.
 */
export function useStableCallback<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  const latest = useRef(fn);
  useLayoutEffect(() => {
    latest.current = fn;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}
