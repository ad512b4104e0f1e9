import * as t from '../schema';
import { point, type Tx } from './columns';
import { DEMO_PEOPLE } from './demoData';
import { emailOf, type User } from './people';

/** Gives the demo riders their working data; answers their user ids in the data's order. */
export async function insertRiders(tx: Tx, users: Map<string, User>): Promise<string[]> {
  const riderIds: string[] = [];
  for (const person of DEMO_PEOPLE) {
    if (!person.rider) continue;
    const { _id } = users.get(emailOf(person))!;
    const { number, availability, location } = person.rider;
    await tx.insert(t.riders).values({ userId: _id, Number_Rider: number, avability: availability, currentLocation: point(location) });
    riderIds.push(_id);
  }
  return riderIds;
}
