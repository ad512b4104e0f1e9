import { buildApp, type BuiltApp } from '../../server/app';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../server/db/seed';

export { DEMO_ACCOUNTS, DEMO_PASSWORD };

/**
 * The moment the business rules see in tests unless a test brings its own clock: Wednesday 25 November
 * 2026, 13:00 in Oujda, when every demo business is open (Dar Zitoun serves 12:00-15:00 and 19:00-23:30).
 */
export const OPEN_HOURS_NOW = new Date('2026-11-25T13:00:00+01:00');

/**
 * A reference API on a fresh in-memory database with the demo data seeded. Open one per test file
 * (it takes a few seconds) and close it in afterAll.
 */
export async function createTestApp(overrides: Parameters<typeof buildApp>[0] = {}): Promise<BuiltApp> {
  return buildApp({ dataDir: 'memory://', filesDir: `.data-test/${process.pid}-${Date.now()}`, logger: false, seed: true, loginRateLimit: 1000, now: () => OPEN_HOURS_NOW, ...overrides });
}

/** Logs a demo account in and returns its bearer header and user. */
export async function loginAs(built: BuiltApp, email: string, password = DEMO_PASSWORD) {
  const response = await built.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`login ${email} failed: ${response.statusCode} ${response.body}`);
  const { token, user } = response.json() as { token: string; user: { _id: string; role: string } };
  return { token, user, headers: { authorization: `Bearer ${token}` } };
}
