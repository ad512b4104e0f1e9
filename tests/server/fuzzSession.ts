import { afterAll, beforeAll, vi } from 'vitest';
import type { BuiltApp } from '../../server/app';
import { LEDGER_BACKFILL_JOB } from '../../server/statements/jobs';
import { createTestApp, DEMO_ACCOUNTS, jobDone, loginSteppedUp } from './helpers';
import { demoTenant } from './tenant';

const APP_START_MS = 180_000;

/** A fuzz file's app: every demo account signed in (its headers by account), and the demo tenant's ids by name. */
export interface FuzzSession {
  built: BuiltApp;
  sessions: Record<string, Record<string, string>>;
  ids: Record<string, string>;
}

/**
 * Starts the app before the file's tests (console.log silenced), signs every demo account in and reads the demo
 * tenant's ids, then runs `more` for what the file needs besides; closes the app after the tests.
 */
export function fuzzSession(more?: (session: FuzzSession) => Promise<void>): FuzzSession {
  const session = { sessions: {}, ids: {} } as FuzzSession;
  beforeAll(async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    session.built = await createTestApp();
    // The one-time backfill writes in the background: done first, so that the rows a request writes are its own.
    await jobDone(session.built, LEDGER_BACKFILL_JOB);
    for (const [key, email] of Object.entries(DEMO_ACCOUNTS)) session.sessions[key] = (await loginSteppedUp(session.built, email)).headers;
    Object.assign(session.ids, await demoTenant(session.built));
    await more?.(session);
  }, APP_START_MS);
  afterAll(async () => {
    await session.built?.app.close();
  });
  return session;
}
