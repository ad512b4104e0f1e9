import { useLayoutEffect } from 'react';

const setInputValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;

/**
 * Public pages arrive prerendered in `#prerendered` (scripts/vite-prerender.ts) while the app renders, hidden,
 * into `#root`. Once the app has its first real screen, this swaps them before the next paint, carrying over what
 * was typed and where the focus was, so the person sees no flash and loses nothing.
 */
export function PrerenderHandover() {
  useLayoutEffect(() => {
    const prerendered = document.getElementById('prerendered');
    if (!prerendered) return;
    const focusedId = prerendered.contains(document.activeElement) ? document.activeElement?.id : undefined;
    const typed = [...prerendered.querySelectorAll<HTMLInputElement>('input[id]')].map((input) => ({ id: input.id, value: input.value, checked: input.checked }));
    prerendered.remove();
    for (const { id, value, checked } of typed) {
      const live = document.getElementById(id);
      if (!(live instanceof HTMLInputElement)) continue;
      if (live.type === 'checkbox' || live.type === 'radio') {
        if (live.checked !== checked) live.click();
      } else if (value && live.value !== value) {
        // Through the native setter and an input event, so React's controlled input takes the value.
        setInputValue.call(live, value);
        live.dispatchEvent(new Event('input', { bubbles: true }));
      }
    }
    if (focusedId) document.getElementById(focusedId)?.focus();
  }, []);
  return null;
}
