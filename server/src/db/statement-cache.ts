/**
 * Prepared statements on PostgreSQL. By default every statement Prisma sends is parsed, analysed and planned anew;
 * for the few dozen statements a server sends over and over (a token lookup, a membership check, createProcess's
 * one write) that is most of PostgreSQL's work: the write costs 0.58 ms of PostgreSQL CPU parsed each time and
 * 0.26 ms prepared (bench/README.md). `@prisma/adapter-pg` prepares a statement once per connection when it is
 * given a name for it; this module names them.
 *
 * The size is Prisma's own connection-string parameter `statement_cache_size` (its Rust engine prepared statements
 * the same way, 100 by default; 0 turns it off, as for PgBouncer in transaction mode before 1.21; Prisma's
 * `pgbouncer=true` is understood too and means 0). A connection keeps what it prepared until it closes, so the set
 * is bounded: the first `size` distinct statements get a name, and statements that vary with their input (long `IN`
 * lists, beyond `MAX_PARAMETERS` values, or very long texts) never do. The embedded database never uses them: its connections share one PGlite session, where two
 * connections preparing the same name would clash.
 */

export const STATEMENT_CACHE_PARAMETER = 'statement_cache_size';
export const PGBOUNCER_PARAMETER = 'pgbouncer';
export const DEFAULT_STATEMENT_CACHE_SIZE = 100;
/** A statement with more bound values than this is one of a family (IN lists), not a fixed statement. */
export const MAX_PARAMETERS = 64;
const MAX_SQL_CHARS = 16_384;

/** Why a `statement_cache_size` is refused (naming the parameter only: the URL may carry a password). */
export const STATEMENT_CACHE_PROBLEM = `${STATEMENT_CACHE_PARAMETER} must be a whole number from 0 to 10000 (0: no prepared statements)`;

/**
 * Reads and removes `statement_cache_size` (and `pgbouncer`) from a PostgreSQL URL (node-pg knows neither); a
 * value that is not a whole number from 0 to 10,000 is refused with STATEMENT_CACHE_PROBLEM.
 */
export function takeStatementCacheSize(databaseUrl: string): { url: string; size: number } {
  let parsed: URL;
  try {
    parsed = new URL(databaseUrl);
  } catch {
    return { url: databaseUrl, size: DEFAULT_STATEMENT_CACHE_SIZE };
  }
  const raw = parsed.searchParams.get(STATEMENT_CACHE_PARAMETER);
  // Prisma's other parameter for the same thing: `pgbouncer=true` turned prepared statements off.
  const pgbouncer = parsed.searchParams.get(PGBOUNCER_PARAMETER);
  // The URL as given when there is nothing to take out (re-serializing could change how a password is encoded).
  if (raw === null && pgbouncer === null) return { url: databaseUrl, size: DEFAULT_STATEMENT_CACHE_SIZE };
  parsed.searchParams.delete(STATEMENT_CACHE_PARAMETER);
  parsed.searchParams.delete(PGBOUNCER_PARAMETER);
  if (pgbouncer === 'true') return { url: parsed.toString(), size: 0 };
  if (raw === null) return { url: parsed.toString(), size: DEFAULT_STATEMENT_CACHE_SIZE };
  const size = /^\d{1,5}$/.test(raw) ? Number(raw) : Number.NaN;
  if (!(size >= 0 && size <= 10_000)) {
    throw new Error(`DATABASE_URL: ${STATEMENT_CACHE_PROBLEM}`);
  }
  return { url: parsed.toString(), size };
}

/**
 * The adapter's `statementNameGenerator`: the same name for the same text, from the first `size` distinct texts
 * seen; undefined (an unnamed statement, parsed each time) for the rest and for statements of a family.
 */
export function statementNamer(
  size: number,
): ((query: { sql: string; args: readonly unknown[] }) => string) | undefined {
  if (size <= 0) return undefined;
  const names = new Map<string, string>();
  return ({ sql, args }) => {
    const known = names.get(sql);
    if (known !== undefined) return known;
    // The adapter hands the name to node-pg as is: undefined there is an unnamed statement (its type says string).
    if (names.size >= size || args.length > MAX_PARAMETERS || sql.length > MAX_SQL_CHARS)
      return undefined as unknown as string;
    const name = `kb_${names.size + 1}`;
    names.set(sql, name);
    return name;
  };
}
