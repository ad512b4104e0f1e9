import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../../tokens';
import type { Db } from '../client';
import * as t from '../schema';
import { insertBusinesses } from './businesses';
import { insertCatalogues } from './catalogue';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demoAccounts';
import { PAGE_VIEWS } from './demoData';
import { insertEasyMarket } from './easyMarket';
import { insertOrders } from './orders';
import { insertPacks } from './packs';
import { insertPeople } from './people';
import { insertRiderPayments } from './riderPayments';
import { insertRiders } from './riders';
import { insertReviews } from './reviews';

export { DEMO_ACCOUNTS, DEMO_PASSWORD };

/**
 * Fills an empty database with the demo accounts and a realistic data set (the figures are in data/*.json);
 * does nothing when they exist.
 */
export async function seedDemoData(db: Db, log?: FastifyBaseLogger, now = new Date()): Promise<boolean> {
  const [existing] = await db.select({ _id: t.users._id }).from(t.users).where(eq(t.users.email, DEMO_ACCOUNTS.admin));
  if (existing) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  await db.transaction(async (tx) => {
    const users = await insertPeople(tx, passwordHash);
    const riderIds = await insertRiders(tx, users);
    const businesses = await insertBusinesses(tx, users);
    const items = await insertCatalogues(tx, businesses);
    const packs = await insertPacks(tx, businesses);
    const groceries = await insertEasyMarket(tx);
    const client = users.get(DEMO_ACCOUNTS.client)!;
    await insertOrders(tx, { now, client, users, riderIds, businesses, items, packs, groceries });
    await insertRiderPayments(tx, riderIds, now);
    await insertReviews(tx, businesses, now);
    await tx.insert(t.pageViews).values(PAGE_VIEWS);
  });
  log?.info('Demo data seeded (demo accounts and their password: README.md)');
  return true;
}
