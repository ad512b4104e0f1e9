import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hydratingPrerendered } from '../../src/components/PrerenderHandover';
import { LOCALES, type Locale } from '../../src/i18n/types';
import { PRERENDERED, withInertSubmits } from '../../src/prerender/render';
import { i18nProvider } from '../../src/providers/i18nProvider';
import { PublicApp } from '../../src/PublicApp';

// The build renders each public page to HTML (src/prerender/render.tsx) and the signed-out entry hydrates it
// (src/main.tsx). In production React keeps a mismatched attribute as the HTML had it, silently, and drops the
// whole page for a new one on a mismatched text: the two renders must agree exactly, which React's development
// build reports (console.error, onRecoverableError).

let root: Root | undefined;
afterEach(() => {
  root?.unmount();
  root = undefined;
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

/**
 * The page's HTML in #prerendered beside the app's empty #root, hydrated by the entry's tree. `inert`: its submit
 * buttons held out of their form as the build writes them (withInertSubmits), which React reports as a
 * difference in development: the handover gives them back to their form once the page is hydrated.
 */
async function hydrate(url: string, locale: Locale, { inert = false, beforeHydrating = (_page: HTMLElement) => {} } = {}) {
  await i18nProvider.changeLocale(locale);
  const rendered = renderToString(<PublicApp at={url} pages={PRERENDERED} />);
  const html = inert ? withInertSubmits(rendered) : rendered;
  window.history.replaceState(null, '', url);
  document.body.innerHTML = `<div id="prerendered">${html}</div><div id="root"></div>`;
  const prerendered = document.getElementById('prerendered')!;
  beforeHydrating(prerendered);
  const errors = vi.spyOn(console, 'error');
  const recovered: unknown[] = [];
  hydratingPrerendered(prerendered);
  // As in the browser, without act(): React works through its own scheduler until the page is hydrated.
  root = hydrateRoot(prerendered, <PublicApp />, { onRecoverableError: (error) => recovered.push(error) });
  // The page's code arrives (React.lazy), then its Suspense boundary hydrates and the handover runs.
  await vi.waitFor(() => expect(prerendered.id).toBe('root'));
  return { page: prerendered, errors: errors.mock.calls.map((call) => call.map(String).join(' ')), recovered };
}

describe('the prerendered public pages', () => {
  for (const locale of LOCALES)
    it.each(Object.keys(PRERENDERED))(`%s in ${locale} hydrates without a difference from its HTML`, async (url) => {
      let before: Element[] = [];
      const { page, errors, recovered } = await hydrate(url, locale, {
        beforeHydrating: (html) => (before = [...html.querySelectorAll('*')]),
      });
      expect(recovered).toEqual([]);
      expect(errors).toEqual([]);
      // The very elements the phone painted first, not a new copy of them.
      expect([...page.querySelectorAll('*')]).toEqual(before);
      expect(document.querySelectorAll('#root')).toHaveLength(1);
    });

  it('the login form, hydrated, submits: its button no longer belongs to the inert form', async () => {
    const { page } = await hydrate('/login', 'en', { inert: true });
    const button = page.querySelector('button[type="submit"]')!;
    expect(button.hasAttribute('form')).toBe(false);
    expect(button.hasAttribute('aria-disabled')).toBe(false);
  });

  it('keeps what was typed before the app ran in the form state, through a later render', async () => {
    const { page } = await hydrate('/login', 'en', {
      beforeHydrating: (html) => (html.querySelector<HTMLInputElement>('#email')!.value = 'resto@demo.ma'),
    });
    // A new language draws every field again from the form's state: a state without the e-mail would empty it.
    await i18nProvider.changeLocale('fr');
    await vi.waitFor(() => expect(page.querySelector('h1')?.textContent).toBe('Connectez-vous à votre espace'));
    expect(page.querySelector<HTMLInputElement>('#email')!.value).toBe('resto@demo.ma');
  });

  it('keeps a role chosen before the app ran on the registration form', async () => {
    const { page } = await hydrate('/register', 'en', {
      beforeHydrating: (html) => (html.querySelector<HTMLInputElement>('input[value="store_owner"]')!.checked = true),
    });
    await i18nProvider.changeLocale('ar');
    await vi.waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    const checked = [...page.querySelectorAll<HTMLInputElement>('input[type="radio"]')].filter((radio) => radio.checked);
    expect(checked.map((radio) => radio.value)).toEqual(['store_owner']);
  });
});
