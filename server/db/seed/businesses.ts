import * as t from '../schema';
import { point, type Tx, weekSchedule } from './columns';
import { DEMO_PEOPLE } from './demoData';
import { emailOf, type User } from './people';

export type Business = typeof t.businesses.$inferSelect;

/**
 * Inserts each person's business, reached on its owner's phone; answers them by name. The restaurant
 * admin is linked as the owner of the restaurant whose info it keeps.
 */
export async function insertBusinesses(tx: Tx, users: Map<string, User>): Promise<Map<string, Business>> {
  const businesses = new Map<string, Business>();
  for (const person of DEMO_PEOPLE) {
    if (!person.business) continue;
    const owner = users.get(emailOf(person))!;
    const { location, hours, ...columns } = person.business;
    const [business] = await tx
      .insert(t.businesses)
      .values({ ...columns, owner: owner._id, contactNumber: owner.phone, location: point(location), schedule: weekSchedule(hours) })
      .returning();
    businesses.set(business!.name, business!);
  }
  return businesses;
}
