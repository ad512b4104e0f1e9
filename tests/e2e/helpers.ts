import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { serverDir, workerPort } from './servers';

export const DEMO_PASSWORD = 'Demo@1234';

/** This worker's e2e server's data directory (scripts/e2e-server.mjs). */
export const dataDir = path.join(serverDir(workerPort), 'data');
export const screenshotDir = path.resolve('tests/e2e/screenshots');

export async function login(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** The link of the latest e-mail sent to `to`, read from the outbox (no SMTP in tests). */
export async function latestMailLink(to: string): Promise<string> {
  const outbox = path.join(dataDir, 'outbox');
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const files = readdirSync(outbox, { withFileTypes: true })
          .filter((f) => f.isFile() && f.name.endsWith(`${to}.json`))
          .map((f) => f.name)
          .sort();
        const last = files.at(-1);
        link = last ? (JSON.parse(readFileSync(path.join(outbox, last), 'utf8')) as { link?: string }).link : undefined;
        return link;
      },
      { timeout: 10_000 },
    )
    .toBeTruthy();
  return link!;
}

/**
 * Waits until nothing in `locator` is animating. The app honours prefers-reduced-motion (reduced in
 * playwright.config), so this is at once true unless something animates on its own.
 */
export async function settled(locator: Locator) {
  await expect
    .poll(() => locator.evaluate((element) => element.getAnimations({ subtree: true }).filter((a) => a.playState === 'running').length))
    .toBe(0);
}

/** Resizes the page and waits for the layout to follow: media-query listeners run, then React renders. */
export async function resize(page: Page, width: number, height: number) {
  await page.setViewportSize({ width, height });
  await expect.poll(() => page.evaluate(() => window.innerWidth)).toBe(width);
  // Two frames: the media-query change events fire in the first, React's render lands before the second.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

/** Saves a screenshot under tests/e2e/screenshots/<name>.png to be looked at. */
export async function shot(page: Page, name: string, fullPage = false) {
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage });
}

/**
 * Orders are only taken while a business is open, and e2e runs on the real clock: a test that places
 * orders opens the owner's business around the clock (on) and puts its weekly hours back after (off).
 */
export async function openAroundTheClock(request: APIRequestContext, email: string, type: 'restaurant' | 'store' | 'services', on = true) {
  const login = await request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
  const { token, user } = (await login.json()) as { token: string; user: { _id: string } };
  const headers = { authorization: `Bearer ${token}` };
  const business = (await (await request.get(`/api/${type}/getByOwner/${user._id}`, { headers })).json()) as { _id: string };
  const res = await request.put(`/api/${type}/update/${business._id}`, {
    headers,
    data: on ? { openingAllTimes: true, isTemporarilyClosed: false } : { openingAllTimes: false },
  });
  expect(res.ok()).toBeTruthy();
  return business._id;
}

/**
 * Sets the language on a demo account. Signing in with a language chosen in the browser gives it to the
 * account, and an account's language is taken at its next sign-in anywhere: a test that switches language
 * puts English back, so the tests after it read the account in English.
 */
export async function setAccountLanguage(request: APIRequestContext, email: string, language: 'en' | 'fr' | 'ar') {
  const login = await request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
  const { token } = (await login.json()) as { token: string };
  const res = await request.patch('/api/auth/data', { headers: { authorization: `Bearer ${token}` }, data: { language } });
  expect(res.ok()).toBeTruthy();
}

/** Answers the "Confirm it is you" dialog that a sensitive action opens, with the account's password. */
export async function confirmItIsYou(page: Page, password = DEMO_PASSWORD) {
  const dialog = page.getByRole('dialog', { name: 'Confirm it is you' });
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
}

/**
 * A demo account signed in through the API: its token, account and the headers that carry the token. It proves
 * its password again at once (the step-up), so that it may record payouts, change a RIB or commission terms,
 * verify a partner or change an e-mail in the next five minutes.
 */
export async function apiSession(request: APIRequestContext, email: string) {
  const res = await request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
  const body = await res.json();
  const stepUp = await request.post('/api/auth/stepUp', {
    headers: { authorization: `Bearer ${body.token}` },
    data: { password: DEMO_PASSWORD },
  });
  expect(stepUp.ok()).toBeTruthy();
  return { ...body, headers: { authorization: `Bearer ${body.token}` } } as {
    token: string;
    user: Record<string, any>;
    headers: Record<string, string>;
  };
}

/** Dar Zitoun, its owner's session and a plain dish of its menu (no options, on sale). */
export async function demoRestaurant(request: APIRequestContext) {
  const owner = await apiSession(request, 'resto@demo.ma');
  const business = await (await request.get(`/api/restaurant/getByOwner/${owner.user._id}`, { headers: owner.headers })).json();
  const menu = (await (await request.get(`/api/menu/getByOwner/${business._id}`, { headers: owner.headers })).json()) as Record<
    string,
    any
  >[];
  const item = menu.find((i) => !i.active && !i.soldOut && i.options.length === 0)!;
  return { owner, businessId: business._id as string, itemId: item._id as string };
}

/** Picks a time in an antd select (searchable) with the keyboard only: focus it, type the time (the list opens), Enter. */
export async function pickTime(select: Locator, time: string) {
  await select.focus();
  await select.pressSequentially(time);
  await expect(
    select.page().locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByTitle(time, { exact: true }),
  ).toBeVisible();
  await select.press('Enter');
  await expect(select.page().locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')).toHaveCount(0);
}

/**
 * Resolves once the page's live connection has been let into a room (`joinAdminRoom`, `joinRestaurantRoom`…): the
 * server's answer to that join, read off the socket's frames (`42<id>["event"…]` asked, `43<id>[{"ok":true}]`
 * answered). A toast comes only from a live event, so an order placed before the join would be heard by no one.
 */
export function roomJoined(page: Page, event: string): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      const asked = new Set<string>();
      socket.on('framesent', ({ payload }) => {
        const id = String(payload).match(new RegExp(`^42(\\d+)\\["${event}"`))?.[1];
        if (id) asked.add(id);
      });
      socket.on('framereceived', ({ payload }) => {
        const answer = String(payload).match(/^43(\d+)\[(.*)\]$/);
        if (answer && asked.has(answer[1]!) && /"ok":true/.test(answer[2]!)) resolve();
      });
    });
  });
}
