import type { KubeSim } from 'kube-sim';
import { startKubeSim } from 'kube-sim';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { Runner } from '../../src/runner/index.ts';
import { builder } from '../../src/schema/builder.ts';
import { graphql } from '../gql/index.ts';
import { createTestApp, seedProject, seedUser, TEST_KEYRING, type TestApp } from '../helpers/app.ts';
import { capturingLogger, createTestRegistry, seedCluster, simCluster } from '../helpers/clusters.ts';
import { createTestDatabase, describePostgres, type TestDatabase } from '../helpers/database.ts';
import { within } from '../helpers/log-fixtures.ts';

/**
 * Issue 16 item 11 (logging): client refusals are logged at info, not error; a JSON log line names each key once;
 * every line the server writes is JSON.
 */

const Available = graphql(`
  query LogLinesTest_Available { availableClusters { id } }
`);

const Register = graphql(`
  mutation LogLinesTest_Register($input: RegisterClusterInput!) {
    registerCluster(input: $input) { __typename }
  }
`);

/** The top-level keys of one JSON object text, in order, duplicates kept (JSON.parse would keep only the last). */
function topLevelKeys(line: string): string[] {
  const keys: string[] = [];
  let depth = 0;
  let expectKey = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (c === '"') {
      let j = i + 1;
      while (j < line.length && line[j] !== '"') j += line[j] === '\\' ? 2 : 1;
      const text = line.slice(i + 1, j);
      if (depth === 1 && expectKey) keys.push(text);
      expectKey = false;
      i = j;
    } else if (c === '{' || c === '[') {
      depth += 1;
      expectKey = c === '{' && depth === 1;
    } else if (c === '}' || c === ']') depth -= 1;
    else if (c === ',' && depth === 1) expectKey = true;
  }
  return keys;
}

function parsed(lines: string[]) {
  return lines
    .flatMap((chunk) => chunk.split('\n').filter(Boolean))
    .map((line) => {
      const keys = topLevelKeys(line);
      expect(new Set(keys).size, `a key repeated in ${line.slice(0, 300)}`).toBe(keys.length);
      return JSON.parse(line) as {
        level: number;
        msg?: string;
        code?: string;
        userId?: string;
        operation?: string;
      };
    });
}

describePostgres('log lines (issue 16 item 11)', () => {
  let db: TestDatabase;
  let sim: KubeSim;
  let t: TestApp;
  const captured = capturingLogger();

  beforeAll(async () => {
    db = await createTestDatabase();
    sim = await startKubeSim({ clock: { speed: 0 }, clusters: [simCluster('edge')] });
    t = createTestApp(db.prisma, { logger: captured.logger, configOverrides: { rateLimitPerMinute: 1 } });
  });

  afterAll(async () => {
    await t?.services.kube.close();
    await sim?.stop();
    await db?.drop();
  });

  it('logs RATE_LIMITED and FORBIDDEN refusals at info, with their code, and nothing at error', async () => {
    const { token, user } = await seedUser(db.prisma);
    const first = await t.execute(Available, {}, { token });
    expect(first.errors).toBeUndefined();
    const limited = await t.execute(Available, {}, { token });
    expect(limited.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    const forbidden = await t.execute(
      Register,
      {
        input: {
          name: 'Nope',
          kubeconfig: 'apiVersion: v1',
          clusterQueue: 'q',
          namespace: 'n',
          localQueue: 'l',
        },
      },
      { token },
    );
    expect(forbidden.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const lines = parsed(captured.lines);
    expect(lines.filter((l) => l.level >= 50)).toEqual([]);
    // Every refusal once, at info, naming the user and the operation.
    const refusals = lines.filter((l) => l.msg === 'request refused');
    expect(refusals.map((l) => [l.level, l.code, l.userId, l.operation])).toEqual([
      [30, 'RATE_LIMITED', user.id, 'Query.availableClusters'],
      [30, 'FORBIDDEN', user.id, 'Mutation.registerCluster'],
    ]);
  });

  it("names each key once in the monitor's lines (its logger already carries clusterId)", async () => {
    const edge = sim.cluster('edge');
    const { user } = await seedUser(db.prisma);
    await seedProject(db.prisma, [{ userId: user.id }]);
    await seedCluster(db.prisma, edge, { name: 'Edge' });
    await edge.faults.set({ refuse: true });
    const { logger, lines } = capturingLogger();
    const kube = createTestRegistry({ timeoutMs: 300, breakerHalfOpenAfterMs: 60_000 });
    const runner = new Runner({
      prisma: db.prisma,
      kube,
      keyring: TEST_KEYRING,
      logger,
      settings: { launchPollMs: 200, leaseTtlMs: 3_000, sweepMs: 100, watchIdleTimeoutMs: 5_000 },
    });
    try {
      runner.start();
      await runner.leases.refresh();
      // The monitor of the refusing cluster fails to start and says so (with the cluster's id, once).
      await within(
        (async () => {
          while (!lines.some((l) => l.includes('monitor could not start')))
            await new Promise((r) => setTimeout(r, 50));
        })(),
        AbortSignal.timeout(20_000),
        'the monitor warning',
      );
    } finally {
      await runner.stop();
      await kube.close();
      await edge.faults.clear();
    }
    const all = parsed(lines);
    expect(all.some((l) => l.msg?.startsWith('monitor could not start'))).toBe(true);
  });

  it("routes Pothos' unused-query warnings through the logger as JSON, not to stdout as text", () => {
    const check = builder.options.prisma?.onUnusedQuery;
    expect(typeof check).toBe('function');
    const written: string[] = [];
    const write = process.stdout.write;
    const warn = console.warn;
    process.stdout.write = ((chunk: string) => written.push(String(chunk)) > 0) as typeof write;
    console.warn = (...args: unknown[]) => written.push(args.map(String).join(' '));
    const before = captured.lines.length;
    try {
      (check as (info: unknown) => void)({ parentType: { name: 'Process' }, fieldName: 'versions' });
    } finally {
      process.stdout.write = write;
      console.warn = warn;
    }
    expect(written).toEqual([]);
    const lines = parsed(captured.lines.slice(before));
    expect(lines).toEqual([expect.objectContaining({ level: 40, field: 'Process.versions' })]);
  });
});
