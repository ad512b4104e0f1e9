import pg from 'pg';

/** Runs `sql` on the maintenance database of `serverUrl`'s PostgreSQL. */
export async function adminQuery(serverUrl: string, sql: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** The connection string of database `name` on `serverUrl`'s server. */
export function databaseUrlOf(serverUrl: string, name: string) {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
