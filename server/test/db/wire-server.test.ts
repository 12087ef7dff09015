import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startEphemeralDatabase } from '../../src/db/embedded.ts';

// The loopback server in front of PGlite, spoken to with plain node-postgres as any client would.
describe('embedded database wire server', () => {
  let db: { url: string; close(): Promise<void> };
  let pool: pg.Pool;
  beforeAll(async () => {
    db = await startEphemeralDatabase();
    pool = new pg.Pool({ connectionString: db.url, max: 8, connectionTimeoutMillis: 5_000 });
    await pool.query('CREATE TABLE item (id int PRIMARY KEY, label text NOT NULL)');
  });
  afterAll(async () => {
    await pool?.end();
    await db?.close();
  });
  beforeEach(async () => {
    await pool.query('DELETE FROM item');
  });

  it('parameterized queries from many connections at once each get their own answer', async () => {
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        pool.query<{ n: number; s: string }>('SELECT $1::int * 2 AS n, $2::text AS s', [i, `v${i}`]),
      ),
    );
    answers.forEach((answer, i) => {
      expect(answer.rows).toEqual([{ n: i * 2, s: `v${i}` }]);
    });
  });

  it('a transaction on one connection is not interleaved with statements of another', async () => {
    const a = await pool.connect();
    try {
      await a.query('BEGIN');
      await a.query("INSERT INTO item VALUES (1, 'inside')");
      // Another connection's statement waits for the transaction instead of running inside it.
      const other = pool.query("INSERT INTO item VALUES (2, 'outside')");
      await a.query('ROLLBACK');
      await other;
    } finally {
      a.release();
    }
    const rows = await pool.query<{ id: number }>('SELECT id FROM item ORDER BY id');
    expect(rows.rows.map((r) => r.id)).toEqual([2]);
  });

  it('a client that disconnects inside a transaction has its work rolled back and frees the database', async () => {
    const client = new pg.Client({ connectionString: db.url });
    client.on('error', () => {});
    await client.connect();
    await client.query('BEGIN');
    await client.query("INSERT INTO item VALUES (3, 'abandoned')");
    (client as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();

    const rows = await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM item');
    expect(rows.rows[0]?.n).toBe(0);
    await pool.query("INSERT INTO item VALUES (3, 'after')");
  });

  it('a failed statement inside a transaction aborts only that transaction', async () => {
    const a = await pool.connect();
    try {
      await a.query('BEGIN');
      await a.query("INSERT INTO item VALUES (4, 'x')");
      await expect(a.query("INSERT INTO item VALUES (4, 'duplicate')")).rejects.toThrow(/duplicate key/);
      await expect(a.query('SELECT 1')).rejects.toThrow(/current transaction is aborted/);
      await a.query('ROLLBACK');
    } finally {
      a.release();
    }
    const rows = await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM item');
    expect(rows.rows[0]?.n).toBe(0);
  });
});
