import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiSession, login, settled, shot } from './helpers';

/** Issue 43 part 6: an admin decides a business's dispute of a refund from the order-problems desk. */

interface Order {
  _id: string;
  commandNumber: number;
  orders: unknown[];
  refunded: number;
  business: { name: string } | null;
}

const openDisputes = async (request: APIRequestContext, headers: Record<string, string>) => {
  const res = await request.get('/api/admin/problems/summary', { headers });
  expect(res.ok()).toBeTruthy();
  return ((await res.json()) as { openDisputes: number }).openDisputes;
};

test('an admin sees a disputed refund on the desk, reverses it, and the open disputes count drops', async ({ page, request }) => {
  const admin = await apiSession(request, 'admin@demo.ma');
  const owner = await apiSession(request, 'resto@demo.ma');

  // A delivered Dar Zitoun order not refunded yet: one line refunded (charged to the business), then disputed.
  const list = await request.get('/api/orders/admin/succes/restaurant?page=1&pageSize=100', { headers: admin.headers });
  expect(list.ok()).toBeTruthy();
  const order = ((await list.json()) as { data: Order[] }).data.find(
    (o) => o.business?.name === 'Dar Zitoun' && o.orders.length > 0 && o.refunded === 0,
  )!;
  expect(order).toBeDefined();
  const refund = await request.post(`/api/admin/orders/${order._id}/refunds`, {
    headers: admin.headers,
    data: { lines: [{ line: 0, quantity: 1, reason: 'missing' }] },
  });
  expect(refund.status()).toBe(201);
  const refundId = ((await refund.json()) as { _id: string })._id;
  const comment = `The bag was sealed when the rider took it (${Date.now()})`;
  const disputed = await request.post(`/api/refunds/${refundId}/dispute`, { headers: owner.headers, data: { comment } });
  expect(disputed.ok(), await disputed.text()).toBeTruthy();
  const before = await openDisputes(request, admin.headers);
  expect(before).toBeGreaterThanOrEqual(1);

  await login(page, 'admin@demo.ma');
  await page.getByRole('link', { name: 'Order problems' }).click();
  await expect(page.getByRole('heading', { name: 'Order problems' })).toBeVisible();
  const disputesTab = page.getByRole('tab', { name: /Disputes/ });
  await expect(disputesTab.getByTestId('badge-disputes')).toHaveText(String(before));
  await disputesTab.click();
  await expect(page).toHaveURL(/tab=disputes/);

  const row = page.getByRole('row').filter({ hasText: comment });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Open', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: `Decide the dispute of order #${order.commandNumber}` }).click();

  const dialog = page.getByRole('dialog', { name: 'Decide the dispute' });
  await expect(dialog).toBeVisible();
  await settled(dialog);
  await expect(dialog.getByText(comment)).toBeVisible();
  await dialog.getByLabel(/Reverse the charge/).check();
  await dialog.getByLabel('Note (optional)').fill('The rider confirmed the bag was sealed');
  await shot(page, 'order-problems-decide-en-1280');
  await dialog.getByRole('button', { name: 'Decide', exact: true }).click();
  await expect(page.getByText('The charge is reversed')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Gone from the open disputes, counted one less; listed among the reversed ones, with the admin's note.
  await expect(page.getByRole('row').filter({ hasText: comment })).toHaveCount(0);
  await expect.poll(() => openDisputes(request, admin.headers)).toBe(before - 1);
  if (before - 1 > 0) await expect(disputesTab.getByTestId('badge-disputes')).toHaveText(String(before - 1));
  else await expect(disputesTab.getByTestId('badge-disputes')).toHaveCount(0);
  await page.getByText('Reversed', { exact: true }).click();
  const reversed = page.getByRole('row').filter({ hasText: comment });
  await expect(reversed).toHaveCount(1);
  await expect(reversed.getByText('The rider confirmed the bag was sealed')).toBeVisible();
});
