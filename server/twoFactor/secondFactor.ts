import { and, count, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { isRecoveryCode, isTotpCode } from '../../src/domain/twoFactor';
import type { AppContext } from '../context';
import { recoveryCodes, users } from '../db/schema';
import { hashRecoveryCode, matchingStep } from './totp';

/**
 * Checks a second factor of the account: a code of its authenticator app (each 30-second step accepted once,
 * so a code seen over someone's shoulder cannot be used again) or one of its recovery codes (each once).
 * Both claims are single atomic updates, so two nodes never accept the same code twice.
 */
export async function checkSecondFactor(ctx: AppContext, userId: string, code: string): Promise<'app' | 'recovery' | null> {
  const typed = code.trim();
  if (isTotpCode(typed)) {
    const [row] = await ctx.db.select({ secret: users.twoFactorSecret }).from(users).where(eq(users._id, userId));
    if (!row?.secret) return null;
    const step = matchingStep(ctx.secrets.open(row.secret), typed, ctx.codeClock());
    if (step === null) return null;
    const claimed = await ctx.db
      .update(users)
      .set({ twoFactorLastStep: step })
      .where(and(eq(users._id, userId), or(isNull(users.twoFactorLastStep), lt(users.twoFactorLastStep, step))))
      .returning({ _id: users._id });
    return claimed.length ? 'app' : null;
  }
  if (isRecoveryCode(typed)) {
    const used = await ctx.db
      .update(recoveryCodes)
      .set({ usedAt: sql`now()` })
      .where(and(eq(recoveryCodes.codeHash, hashRecoveryCode(typed)), eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)))
      .returning({ codeHash: recoveryCodes.codeHash });
    return used.length ? 'recovery' : null;
  }
  return null;
}

export async function recoveryCodesLeft(ctx: AppContext, userId: string): Promise<number> {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return Number(row?.n ?? 0);
}
