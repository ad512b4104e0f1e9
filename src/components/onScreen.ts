/**
 * Calls `seen` once the element has been at least half on screen while the page was visible (a row
 * drawn in a background tab has not been seen). Returns the clean-up.
 */
export function whenSeenOnScreen(element: Element, seen: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => undefined;
  let onScreen = false;
  let done = false;
  const check = () => {
    if (done || !onScreen || document.visibilityState !== 'visible') return;
    done = true;
    seen();
    stop();
  };
  const observer = new IntersectionObserver(
    (entries) => {
      onScreen = entries.some((e) => e.isIntersecting && e.intersectionRatio >= 0.5);
      check();
    },
    { threshold: [0, 0.5, 1] },
  );
  const stop = () => {
    observer.disconnect();
    document.removeEventListener('visibilitychange', check);
  };
  observer.observe(element);
  document.addEventListener('visibilitychange', check);
  return stop;
}
