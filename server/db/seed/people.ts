import * as t from '../schema';
import type { Tx } from './columns';
import { DEMO_ACCOUNTS } from './demoAccounts';
import { DEMO_PEOPLE, type DemoPerson } from './demoData';

export type User = typeof t.users.$inferSelect;

export const emailOf = (person: DemoPerson): string => (person.account ? DEMO_ACCOUNTS[person.account] : person.email!);

/** Inserts every demo person (logins, riders, partners), all with confirmed addresses; answers them by e-mail. */
export async function insertPeople(tx: Tx, passwordHash: string): Promise<Map<string, User>> {
  const users = new Map<string, User>();
  for (const person of DEMO_PEOPLE) {
    const { account: _account, business: _business, rider: _rider, ...columns } = person;
    const [user] = await tx
      .insert(t.users)
      .values({ emailConfirmed: true, ...columns, email: emailOf(person), passwordHash })
      .returning();
    users.set(user!.email, user!);
  }
  return users;
}
