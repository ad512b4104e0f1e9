import { useLayoutEffect } from 'react';

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

interface Typed {
  key: string;
  value: string;
  checked: boolean;
}

const typedIn = (root: ParentNode): Typed[] =>
  [...inputsOf(root)].map(([key, input]) => ({ key, value: input.value, checked: input.checked }));

/**
 * What was typed before the app ran, given to the app's inputs through their change events, so React's state
 * holds it. Each input is first set back to what React drew (its default, through the input's own setter, which
 * React watches), then changed by the person's value: React sees a change whether the input is new or the
 * prerendered one it hydrated, which still shows what was typed.
 */
function carryOver(typed: Typed[], live: Map<string, HTMLInputElement>) {
  const setInputValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  for (const { key, value, checked } of typed) {
    const input = live.get(key);
    if (!input) continue;
    if (input.type === 'checkbox' || input.type === 'radio') {
      input.checked = input.defaultChecked;
      if (input.checked !== checked) input.click();
    } else if (value !== input.defaultValue) {
      input.value = input.defaultValue;
      setInputValue.call(input, value);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    }
  }
}

/**
 * The form no element has, that a prerendered page's submit buttons belong to until the app has taken over
 * (src/prerender/render.tsx): pressed early, they post nothing natively, which would reload the page and lose
 * what was typed.
 */
export const INERT_FORM = 'prerendered-inert';

let hydrated: HTMLElement | undefined;

/** The entry hydrates the prerendered page in this element (src/main.tsx) rather than draw the app beside it. */
export function hydratingPrerendered(container: HTMLElement) {
  hydrated = container;
}

/**
 * Public pages arrive prerendered in `#prerendered` (scripts/vite-prerender.ts). Signed out, in the page's own
 * language, the entry hydrates them: once the page is hydrated, the prerendered element becomes the app's
 * `#root`, its submit buttons start submitting, and what was typed before reaches React's state. Otherwise the
 * app renders, hidden, into `#root`, and once it has its first real screen this swaps them before the next
 * paint, carrying over what was typed and where the focus was, so the person sees no flash and loses nothing.
 */
export function PrerenderHandover() {
  useLayoutEffect(() => {
    const prerendered = document.getElementById('prerendered');
    if (!prerendered) return;
    if (prerendered === hydrated) {
      document.getElementById('root')?.remove();
      prerendered.id = 'root';
      for (const button of prerendered.querySelectorAll(`[form="${INERT_FORM}"]`)) {
        button.removeAttribute('form');
        button.removeAttribute('aria-disabled');
      }
      carryOver(typedIn(prerendered), inputsOf(prerendered));
      return;
    }
    const focusedId = prerendered.contains(document.activeElement) ? document.activeElement?.id : undefined;
    const typed = typedIn(prerendered);
    prerendered.remove();
    carryOver(typed, inputsOf(document));
    if (focusedId) document.getElementById(focusedId)?.focus();
  }, []);
  return null;
}
