import { buildApp, type BuiltApp } from '../../server/app';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../server/db/seed';

export { DEMO_ACCOUNTS, DEMO_PASSWORD };

/**
 * A reference API on a fresh in-memory database with the demo data seeded. Open one per test file
 * (it takes a few seconds) and close it in afterAll.
 */
export async function createTestApp(overrides: Parameters<typeof buildApp>[0] = {}): Promise<BuiltApp> {
  return buildApp({ dataDir: 'memory://', filesDir: `.data-test/${process.pid}-${Date.now()}`, logger: false, seed: true, loginRateLimit: 1000, ...overrides });
}

/** Logs a demo account in and returns its bearer header and user. */
export async function loginAs(built: BuiltApp, email: string, password = DEMO_PASSWORD) {
  const response = await built.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`login ${email} failed: ${response.statusCode} ${response.body}`);
  const { token, user } = response.json() as { token: string; user: { _id: string; role: string } };
  return { token, user, headers: { authorization: `Bearer ${token}` } };
}
