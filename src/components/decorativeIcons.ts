/**
 * antd's icons name themselves in English (`<span role="img" aria-label="reload">`, "close-circle", "search",
 * "calendar", "swap-right" inside its own date pickers and inputs): a screen reader would speak them on every
 * screen, in every language. Every icon of the app sits beside a word or inside a control named in the
 * reader's language, so icons are decorative: this hides each one from assistive technology as it appears.
 * antd's few built-in English names (Close, Increase Value, Decrease Value) are said in the reader's language.
 */
// The range picker's "→" between its two dates is named "to" in English too.
const ICON = 'span.anticon[aria-label], span.anticon[role="img"], .ant-picker-separator[aria-label]';

/** Names antd's own parts give themselves in English only (a dialog's close button, a number field's steppers). */
const BUILT_IN_LABELS: Record<string, string> = {
  Close: 'clock.builtIn.close',
  'Increase Value': 'clock.builtIn.increase',
  'Decrease Value': 'clock.builtIn.decrease',
};
/** The icons that are the only name of a control antd draws (a search button, a clear cross, a pager's arrows). */
const NAMING_ICONS: Record<string, string> = {
  search: 'clock.builtIn.search',
  'close-circle': 'clock.builtIn.clear',
  close: 'clock.builtIn.close',
  left: 'clock.builtIn.previous',
  right: 'clock.builtIn.next',
};
const BUILT_IN = Object.keys(BUILT_IN_LABELS)
  .map((label) => `[aria-label="${label}"], [data-en-label="${label}"]`)
  .join(', ');
type Translate = (key: string) => string;

/** An icon inside a control named by nothing else keeps its own name: the control would have none. */
function namesItsControl(icon: Element): boolean {
  const control = icon.closest('button, a, [role="button"], [role="switch"], [role="tab"], [role="menuitem"]');
  if (!control || control.getAttribute('aria-label') || control.getAttribute('aria-labelledby') || control.getAttribute('title'))
    return false;
  return !(control.textContent ?? '').trim();
}

function hide(icon: Element, translate: Translate) {
  if (namesItsControl(icon)) {
    const english = icon.getAttribute('data-en-label') ?? icon.getAttribute('aria-label') ?? '';
    const key = NAMING_ICONS[english];
    if (key && icon.getAttribute('aria-label') !== translate(key)) {
      icon.setAttribute('data-en-label', english);
      icon.setAttribute('aria-label', translate(key));
    }
    return;
  }
  icon.removeAttribute('aria-label');
  icon.removeAttribute('role');
  icon.setAttribute('aria-hidden', 'true');
}

/** A built-in English name said in the reader's language; the English is kept to translate again on a switch. */
function relabel(element: Element, translate: Translate) {
  const english = element.getAttribute('data-en-label') ?? element.getAttribute('aria-label') ?? '';
  const key = BUILT_IN_LABELS[english];
  if (!key) return;
  element.setAttribute('data-en-label', english);
  const label = translate(key);
  if (element.getAttribute('aria-label') !== label) element.setAttribute('aria-label', label);
}

function fixWithin(node: Node, translate: Translate) {
  if (!(node instanceof Element)) return;
  if (node.matches(ICON)) hide(node, translate);
  node.querySelectorAll(ICON).forEach((icon) => hide(icon, translate));
  if (node.matches(BUILT_IN)) relabel(node, translate);
  node.querySelectorAll(BUILT_IN).forEach((element) => relabel(element, translate));
}

/**
 * Starts hiding antd's icons under `root` and saying its built-in English names in the reader's language
 * (`translate`); returns the stop.
 */
export function hideIconNames(translate: Translate, root: Element = document.body): () => void {
  fixWithin(root, translate);
  const observer = new MutationObserver((changes) => {
    for (const change of changes) {
      if (change.type === 'attributes') fixWithin(change.target, translate);
      else change.addedNodes.forEach((node) => fixWithin(node, translate));
    }
  });
  observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-label', 'role'] });
  return () => observer.disconnect();
}
