import pg from 'pg';

/** The admin connection used to create test databases. */
export const adminUrl = process.env.TEST_DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/postgres';
/** Test databases are named `test_<pid>_<random>`; global setup drops those left behind by dead processes. */
export const TEST_DATABASE_PREFIX = 'test_';
export const requirePostgres = process.env.REQUIRE_POSTGRES === '1';

/** The admin URL without its password, for messages. */
export function describeAdminUrl(): string {
  const url = new URL(adminUrl);
  url.password = '';
  return url.toString();
}

/** Whether the PostgreSQL server at `url` answers (within a few seconds). */
export async function probePostgres(url = adminUrl): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}
