import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiSession, demoRestaurant, login, openAroundTheClock, settled, shot } from './helpers';

/** Issue 45: a customer rates a delivered order through the API, the owner sees it live and replies, an admin hides its words. */

async function deliveredOrder(request: APIRequestContext, businessId: string, itemId: string) {
  const client = await apiSession(request, 'client@demo.ma');
  const admin = await apiSession(request, 'admin@demo.ma');
  const placed = await request.post('/api/client/orders', {
    headers: client.headers,
    data: { type: 'restaurant', businessId, lines: [{ productId: itemId, quantity: 2 }], numberPhone: '0612345678' },
  });
  expect(placed.status()).toBe(201);
  const order = (await placed.json()).order as { _id: string; commandNumber: number };
  for (const status of ['confirmé', 'confirme', 'comming', 'succes']) {
    const moved = await request.put(`/api/orders/admin/restaurant/${order._id}/${encodeURIComponent(status)}`, {
      headers: admin.headers,
      data: {},
    });
    expect(moved.ok(), await moved.text()).toBeTruthy();
  }
  return { order, client };
}

test.afterEach(async ({ request }) => {
  await openAroundTheClock(request, 'resto@demo.ma', 'restaurant', false);
});

test('a customer rates an order, the owner sees it live and replies, an admin hides the comment with a reason', async ({
  page,
  browser,
  request,
}) => {
  await openAroundTheClock(request, 'resto@demo.ma', 'restaurant');
  const { businessId, itemId } = await demoRestaurant(request);
  const { order, client } = await deliveredOrder(request, businessId, itemId);

  // The owner has the Reviews screen open before the rating comes.
  await login(page, 'resto@demo.ma');
  await page.waitForURL((url) => url.pathname === '/');
  await page.goto('/reviews');
  await expect(page.getByRole('heading', { name: 'Reviews', level: 2 })).toBeVisible();
  await expect(page.getByText(/^\d+ reviews?$/)).toBeVisible();
  const card = page.getByTestId(`review-${order.commandNumber}`);
  await expect(card).toHaveCount(0);

  const comment = 'The soup came cold and you are all useless idiots';
  const rated = await request.post(`/api/client/orders/${order._id}/review`, {
    headers: client.headers,
    data: { stars: 2, tags: ['cold'], comment },
  });
  expect(rated.status()).toBe(201);

  // Live: the card arrives without a reload, with its order.
  await expect(card).toBeVisible();
  await expect(card.getByText(comment)).toBeVisible();
  await expect(card.getByRole('img', { name: '2 out of 5 stars' })).toBeVisible();
  await expect(card.getByText('Cold', { exact: true })).toBeVisible();
  await expect(page.getByText(`New review: 2★ for order #${order.commandNumber}`)).toBeVisible();

  await card.getByRole('button', { name: 'Reply' }).click();
  await card.getByLabel('Reply to this review').fill('We are sorry: your next soup is on us.');
  await card.getByRole('button', { name: 'Publish the reply' }).click();
  await expect(card.getByText('We are sorry: your next soup is on us.')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Change the reply' })).toBeVisible();
  await shot(page, 'reviews-owner-replied-en-1280');
  const mine = await (await request.get(`/api/client/orders/${order._id}/review`, { headers: client.headers })).json();
  expect(mine.review.reply.text).toBe('We are sorry: your next soup is on us.');

  // An admin opens the partner's reviews and hides the insult, saying why.
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await login(adminPage, 'admin@demo.ma');
  await adminPage.waitForURL((url) => url.pathname === '/');
  await adminPage.goto('/reviews');
  await adminPage.getByRole('button', { name: /^Read the reviews: Dar Zitoun$/ }).click();
  const drawer = adminPage.locator('.ant-drawer-content');
  const adminCard = drawer.getByTestId(`review-${order.commandNumber}`);
  await expect(adminCard).toBeVisible();
  await settled(drawer);
  await adminCard.getByRole('button', { name: 'Hide the comment' }).click();
  const dialog = adminPage.getByRole('dialog', { name: 'Hide this text from the public?' });
  await dialog.getByRole('button', { name: 'Hide' }).click();
  await expect(dialog.getByText('Say why it is hidden')).toBeVisible();
  await dialog.getByLabel('Reason').fill('Insults');
  await dialog.getByRole('button', { name: 'Hide' }).click();
  await expect(adminCard.getByText('Hidden from the public: Insults')).toBeVisible();
  await expect(adminCard.getByRole('button', { name: 'Show the comment again' })).toBeVisible();
  await shot(adminPage, 'reviews-admin-hidden-en-1280');
  await adminContext.close();

  // The owner's screen follows; the customer's rating still counts, its words are withheld.
  await expect(card.getByText('Comment hidden by the marketplace: Insults')).toBeVisible();
  const after = await (await request.get(`/api/client/orders/${order._id}/review`, { headers: client.headers })).json();
  expect(after.review).toMatchObject({ stars: 2, comment: '', commentHidden: true });
});
