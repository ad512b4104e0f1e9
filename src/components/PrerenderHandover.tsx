import { useLayoutEffect } from 'react';

const setInputValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;

/** What finds an input again in the live page: its id, or for a radio without one its group's id and value. */
function keyOf(input: HTMLInputElement): string | null {
  if (input.id) return `#${input.id}`;
  const group = input.type === 'radio' ? input.parentElement?.closest('[id]') : null;
  return group ? `${group.id}=${input.value}` : null;
}

function inputsOf(root: ParentNode): Map<string, HTMLInputElement> {
  const byKey = new Map<string, HTMLInputElement>();
  for (const input of root.querySelectorAll('input')) {
    const key = keyOf(input);
    if (key) byKey.set(key, input);
  }
  return byKey;
}

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
    const typed = [...inputsOf(prerendered)].map(([key, input]) => ({ key, value: input.value, checked: input.checked }));
    prerendered.remove();
    const liveInputs = inputsOf(document);
    for (const { key, value, checked } of typed) {
      const live = liveInputs.get(key);
      if (!live) continue;
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
