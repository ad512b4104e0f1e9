import { eq, inArray } from 'drizzle-orm';
import { maskRib } from '../../src/domain/legalIdentity';
import { centimes, toDirhams, type Centimes } from '../../src/domain/money';
import type { PayoutOutcome } from '../../src/domain/payouts';
import { SERVER_MSG } from '../../src/domain/serverMessages';
import type { RequestUser } from '../access';
import { audit } from '../audit/record';
import type { AppContext } from '../context';
import { businesses, ledgerEntries, payouts, statements } from '../db/schema';
import { notFound } from '../errors';

export interface Settled {
  statementId: string;
  outcome: PayoutOutcome;
  /** Set when this request recorded the payout (paid or collected): the partner is told. */
  payoutId?: string;
}

/** 404 unless every id names a closed statement: an admin pays from the list, so an unknown id is a stale screen. */
export async function assertStatementsExist(ctx: AppContext, ids: readonly string[]): Promise<void> {
  const found = await ctx.db
    .select({ _id: statements._id })
    .from(statements)
    .where(inArray(statements._id, [...ids]));
  if (found.length !== new Set(ids).size) throw notFound(SERVER_MSG.payoutStatementUnknown);
}

/**
 * Records one statement's payout in a transaction of its own. The payout row is the statement's key: of two
 * admins (on any nodes) recording it at once, the unique index lets one insert and the other wait, then find it
 * taken ('alreadyPaid'). The ledger entry (−net, settling the statement) and the audit line are written with it.
 * A positive net goes only to a RIB an admin verified since it was entered; a negative one is collected.
 */
export async function settleStatement(ctx: AppContext, user: RequestUser, statementId: string, bankReference: string): Promise<Settled> {
  return ctx.db.transaction(async (tx) => {
    const [statement] = await tx
      .select({
        businessId: statements.businessId,
        weekStart: statements.weekStart,
        net: statements.net,
        type: businesses.type,
        rib: businesses.rib,
        ribVerifiedAt: businesses.ribVerifiedAt,
      })
      .from(statements)
      .innerJoin(businesses, eq(businesses._id, statements.businessId))
      .where(eq(statements._id, statementId))
      // The RIB cannot change between its check and the payout that goes to it.
      .for('share', { of: businesses });
    if (!statement) throw notFound(SERVER_MSG.payoutStatementUnknown);
    const [paid] = await tx.select({ _id: payouts._id }).from(payouts).where(eq(payouts.statementId, statementId));
    if (paid) return { statementId, outcome: 'alreadyPaid' };
    const net: Centimes = statement.net;
    if (net > 0 && statement.rib === null) return { statementId, outcome: 'ribMissing' };
    if (net > 0 && statement.ribVerifiedAt === null) return { statementId, outcome: 'ribUnverified' };
    const now = ctx.now().toISOString();
    const [payout] = await tx
      .insert(payouts)
      .values({
        statementId,
        businessId: statement.businessId,
        amount: net,
        bankReference,
        rib: net > 0 ? statement.rib : null,
        recordedBy: user.actor?._id ?? user._id,
        recordedAt: now,
      })
      .onConflictDoNothing({ target: payouts.statementId })
      .returning({ _id: payouts._id });
    if (!payout) return { statementId, outcome: 'alreadyPaid' };
    await tx.insert(ledgerEntries).values({
      businessId: statement.businessId,
      orderId: null,
      payoutOf: statementId,
      kind: 'payout',
      amount: centimes(-net),
      occurredAt: now,
    });
    const outcome: PayoutOutcome = net < 0 ? 'collected' : 'paid';
    await audit(tx, user, {
      action: 'payout.record',
      targetType: statement.type,
      targetId: statement.businessId,
      after: {
        statementId,
        weekStart: statement.weekStart,
        outcome,
        amount: toDirhams(net),
        bankReference,
        rib: net > 0 && statement.rib ? maskRib(statement.rib) : null,
      },
    });
    return { statementId, outcome, payoutId: payout._id };
  });
}
