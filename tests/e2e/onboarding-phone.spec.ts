import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { TERMS_VERSION } from '../../src/domain/terms';
import { latestMailLink, resize, shot } from './helpers';

/**
 * The onboarding wizard on a phone: every step at 360 and 390 px, in English, French and Arabic, for a
 * partner with a long name and a long business name, stays within the screen (no sideways scroll).
 */

const STRONG = 'Oujda@2026';
const LONG_NAME = 'Abdelouahed Benmoussa El Idrissi Ouazzani';
const LONG_BUSINESS = 'Pâtisserie et Boulangerie Traditionnelle de la Médina d’Oujda';

async function newPartner(request: APIRequestContext) {
  const email = `phone-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.ma`;
  const registered = await request.post('/api/auth/register', {
    data: { name: LONG_NAME, email, phone: '0612345678', password: STRONG, confirmPassword: STRONG, role: 'restaurant_owner' },
  });
  expect(registered.status()).toBe(201);
  const link = new URL(await latestMailLink(email)).pathname.split('/').pop();
  expect((await request.get(`/api/auth/verify/${link}`)).status()).toBe(200);
  const login = await (await request.post('/api/auth/login', { data: { email, password: STRONG } })).json();
  return { token: login.token as string, id: login.user._id as string, headers: { authorization: `Bearer ${login.token}` } };
}

/** How far the page reaches past the screen's width, in CSS pixels (0 when nothing scrolls sideways). */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test('every wizard step fits a 360 and a 390 px phone in English, French and Arabic, with long names', async ({ page, request }) => {
  test.setTimeout(240_000);
  const partner = await newPartner(request);
  await page.context().addCookies([{ name: 'token', value: partner.token, url: test.info().project.use.baseURL! }]);

  const steps: { heading: Record<'en' | 'fr' | 'ar', RegExp>; key: string; next?: () => Promise<void> }[] = [
    {
      key: 'identity',
      heading: { en: /^Your identity$/, fr: /^Votre identité$/, ar: /^هويتك$/ },
      next: async () => {
        const res = await request.put(`/api/auth/confirme/${partner.id}`, {
          headers: partner.headers,
          data: { N_identité: 'FA123456', Date_birth: '1990-03-02', scan_Id: 'http://localhost/uploads/card_identite/x.png' },
        });
        expect(res.ok()).toBe(true);
      },
    },
    {
      key: 'business',
      heading: { en: /^Your business$/, fr: /^Votre commerce$/, ar: /^نشاطك التجاري$/ },
      next: async () => {
        const res = await request.post('/api/restaurant/add', {
          headers: partner.headers,
          data: {
            owner: partner.id,
            name: LONG_BUSINESS,
            contactNumber: '+212 612-345678',
            city: 'oujda',
            category: ['Pizza', 'Grill'],
            delivery: true,
            openingAllTimes: false,
            openingTime: '12:00',
            closingTime: '02:00',
            logo: 'http://localhost/uploads/restaurant/logo.png',
            background: 'http://localhost/uploads/restaurant/bg.png',
            description: 'Cornes de gazelle, msemen et pain traditionnel, cuits chaque matin au feu de bois.',
            location: { type: 'Point', coordinates: [-1.9086, 34.6814] },
          },
        });
        expect(res.status()).toBe(201);
      },
    },
    {
      key: 'terms',
      heading: { en: /^Terms of partnership$/, fr: /^Conditions de partenariat$/, ar: /^شروط الشراكة$/ },
      next: async () => {
        const res = await request.put('/api/auth/terms', { headers: partner.headers, data: { version: TERMS_VERSION } });
        expect(res.ok()).toBe(true);
      },
    },
    { key: 'awaiting', heading: { en: /awaiting verification$/, fr: /en attente de vérification$/, ar: /في انتظار التحقق$/ } },
  ];

  for (const step of steps) {
    for (const lang of ['ar', 'fr', 'en'] as const) {
      await page.setViewportSize({ width: 360, height: 780 });
      await page.addInitScript((l) => localStorage.setItem('lang', l), lang);
      await page.goto('/');
      await expect(page.getByRole('heading', { name: step.heading[lang] }).first()).toBeVisible({ timeout: 30_000 });
      for (const width of [360, 390]) {
        await resize(page, width, 780);
        expect(await overflow(page), `${step.key} in ${lang} at ${width} px`).toBeLessThanOrEqual(0);
      }
      if (lang !== 'en') {
        await resize(page, 360, 780);
        await shot(page, `onboarding-360-${lang}-${step.key}`, true);
      }
    }
    await step.next?.();
  }
});
