import { and, eq } from 'drizzle-orm';
import type { BuiltApp } from '../../server/app';
import {
  businesses,
  catalogueCategories,
  catalogueItems,
  emCategories,
  emMainCategories,
  emProducts,
  emSubCategories,
  orders,
  packs,
  staffInvitations,
  staffMembers,
  users,
} from '../../server/db/schema';
import { hashPassword, newLinkToken } from '../../server/tokens';
import type { StaffRole } from '../../src/domain/staff';
import { DEMO_ACCOUNTS } from './helpers';

/**
 * The ids of the demo data's two tenants (Dar Zitoun the restaurant, Marché Al Amal the store) and of the
 * objects tests call routes on: each deletable object twice (`restoItem`, `restoItem2`) so that two callers
 * may each delete one of their own.
 */
export async function demoTenant(built: BuiltApp): Promise<Record<string, string>> {
  const db = built.ctx.db;
  const ids: Record<string, string> = {};
  const userId = async (email: string) => (await db.select({ id: users._id }).from(users).where(eq(users.email, email)))[0]!.id;
  const businessOf = async (owner: string) => (await db.select().from(businesses).where(eq(businesses.owner, owner)))[0]!._id;
  const firstTwo = (rows: { _id: string }[], name: string) => {
    if (rows.length < 2) throw new Error(`the demo data has fewer than two ${name}`);
    ids[name] = rows[0]!._id;
    ids[`${name}2`] = rows[1]!._id;
  };
  ids.restoOwner = await userId(DEMO_ACCOUNTS.restaurant);
  ids.storeOwner = await userId(DEMO_ACCOUNTS.store);
  ids.unverified = await userId(DEMO_ACCOUNTS.unverified);
  ids.rider = await userId(DEMO_ACCOUNTS.rider);
  ids.resto = await businessOf(ids.restoOwner);
  ids.store = await businessOf(ids.storeOwner);
  ids.restoCategory = (await db.select().from(catalogueCategories).where(eq(catalogueCategories.businessId, ids.resto)))[0]!._id;
  ids.storeCategory = (await db.select().from(catalogueCategories).where(eq(catalogueCategories.businessId, ids.store)))[0]!._id;
  firstTwo(await db.select().from(catalogueItems).where(eq(catalogueItems.businessId, ids.resto)), 'restoItem');
  firstTwo(await db.select().from(catalogueItems).where(eq(catalogueItems.businessId, ids.store)), 'storeItem');
  firstTwo(await db.select().from(packs).where(eq(packs.business_id, ids.resto)), 'pack');
  const resto = ids.resto;
  const restoOrder = (type: 'order' | 'pack') =>
    db
      .select()
      .from(orders)
      .where(and(eq(orders.businessId, resto), eq(orders.type_order, type)));
  ids.restoOrder = (await restoOrder('order'))[0]!._id;
  ids.packOrder = (await restoOrder('pack'))[0]?._id ?? ids.restoOrder;
  ids.groceryOrder = (await db.select().from(orders).where(eq(orders.kind, 'grocery')))[0]!._id;
  ids.mainCat = (await db.select().from(emMainCategories))[0]!._id;
  ids.subCat = (await db.select().from(emSubCategories))[0]!._id;
  ids.emCat = (await db.select().from(emCategories))[0]!._id;
  ids.emProduct = (await db.select().from(emProducts))[0]!._id;
  return ids;
}

/** The password of the staff accounts demoStaff makes. */
export const STAFF_PASSWORD = 'Staff@1234';

/**
 * Staff of both tenants (a manager and a desk each: `restoManager`, `storeDesk`…, whose e-mails are
 * returned under the same names), members the team routes act on (`teamMember`…, the membership ids) and
 * two pending invitations of Dar Zitoun's owner; plus a third product and pack of each tenant, so that a
 * manager deletes one of their own.
 */
export async function demoStaff(
  built: BuiltApp,
  ids: Record<string, string>,
): Promise<{ ids: Record<string, string>; emails: Record<string, string> }> {
  const db = built.ctx.db;
  const passwordHash = await hashPassword(STAFF_PASSWORD);
  const out: Record<string, string> = {};
  const emails: Record<string, string> = {};
  const member = async (name: string, ownerId: string, role: StaffRole) => {
    const email = `${name.toLowerCase()}-${Date.now()}@staff.example.ma`;
    const [user] = await db
      .insert(users)
      .values({ name, email, passwordHash, role: 'staff', verified: true, emailConfirmed: true })
      .returning({ _id: users._id });
    const [row] = await db.insert(staffMembers).values({ ownerId, userId: user!._id, role }).returning({ _id: staffMembers._id });
    emails[name] = email;
    out[`${name}User`] = user!._id;
    return row!._id;
  };
  await member('restoManager', ids.restoOwner!, 'manager');
  await member('restoDesk', ids.restoOwner!, 'desk');
  await member('storeManager', ids.storeOwner!, 'manager');
  await member('storeDesk', ids.storeOwner!, 'desk');
  out.teamMember = await member('teamMember', ids.restoOwner!, 'manager');
  out.teamMember2 = await member('teamMember2', ids.restoOwner!, 'desk');
  out.teamMember3 = await member('teamMember3', ids.restoOwner!, 'desk');
  for (const name of ['invitation', 'invitation2']) {
    const [row] = await db
      .insert(staffInvitations)
      .values({
        ownerId: ids.restoOwner!,
        email: `${name}-${Date.now()}@staff.example.ma`,
        role: 'desk',
        language: 'en',
        tokenHash: newLinkToken().hash,
        expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
      })
      .returning({ _id: staffInvitations._id });
    out[name] = row!._id;
  }
  const copy = async <T extends { _id: string }>(table: typeof catalogueItems | typeof packs, id: string, name: string) => {
    const [row] = (await db.select().from(table).where(eq(table._id, id))) as unknown as T[];
    const { _id: _ignored, ...rest } = row!;
    const [created] = (await db
      .insert(table)
      .values(rest as never)
      .returning()) as unknown as T[];
    out[name] = created!._id;
  };
  await copy(catalogueItems, ids.restoItem!, 'restoItem3');
  await copy(catalogueItems, ids.storeItem!, 'storeItem3');
  await copy(packs, ids.pack!, 'pack3');
  return { ids: out, emails };
}
