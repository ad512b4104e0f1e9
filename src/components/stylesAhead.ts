import { startTransition, type ReactElement } from 'react';
import { createRoot } from 'react-dom/client';

/**
 * antd computes a component's styles the first time one is drawn, and keeps them while one is drawn: the returned
 * function draws `tree` once, in a detached element (nothing of it is in the page), yielding to the browser as it
 * goes, so that the screen drawing those components later finds their styles ready.
 */
export function stylesAhead(tree: () => ReactElement): () => void {
  let computed = false;
  return () => {
    if (computed) return;
    computed = true;
    const root = createRoot(document.createElement('div'));
    startTransition(() => root.render(tree()));
  };
}
