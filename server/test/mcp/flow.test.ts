import { writeFileSync } from 'node:fs';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { KubeSim } from 'kube-sim';
import { startKubeSim } from 'kube-sim';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { type RunningServer, startServer } from '../../src/server.ts';
import { seedProject, seedUser } from '../helpers/app.ts';
import { capturingLogger, seedCluster, simCluster } from '../helpers/clusters.ts';
import { createTestDatabase, describePostgres, type TestDatabase } from '../helpers/database.ts';
import { mcpClient } from '../helpers/http.ts';

// The whole flow an agent follows, with the SDK's client against the real server (runner included) on kube-sim.
// MCP_TRANSCRIPT=path writes the exchange there.

let db: TestDatabase;
let sim: KubeSim;
let server: RunningServer;
let client: Client;
const transcript: { call: { name: string; arguments: Record<string, unknown> }; answer: CallToolResult }[] =
  [];
const { logger, lines } = capturingLogger();

async function call(name: string, args: Record<string, unknown>) {
  const answer = (await client.callTool({ name, arguments: args })) as CallToolResult;
  transcript.push({ call: { name, arguments: args }, answer });
  return answer.structuredContent as Record<string, unknown>;
}

describePostgres('an agent over MCP', () => {
  let token: string;
  let projectId: string;

  beforeAll(async () => {
    db = await createTestDatabase();
    sim = await startKubeSim({
      clusters: [
        simCluster('alpha', [{ name: 'standard', cpu: '16', memory: '64Gi' }]),
        simCluster('beta', [{ name: 'default', cpu: '8', memory: '32Gi' }]),
      ],
    });
    await seedCluster(db.prisma, sim.cluster('alpha'), { sortOrder: 1, maxRuntimeSeconds: 3600 });
    await seedCluster(db.prisma, sim.cluster('beta'), { sortOrder: 2 });
    const user = await seedUser(db.prisma, { email: 'agent@example.com' });
    token = user.token;
    projectId = (await seedProject(db.prisma, [{ userId: user.user.id }], 'research')).id;
    server = await startServer({
      environment: { NODE_ENV: 'test' },
      databaseUrl: db.url,
      secretKey: `v1:${Buffer.alloc(32, 7).toString('base64')}`,
      port: 0,
      simulatedClusters: false,
      logger,
      launchPollMs: 200,
      runnerSweepMs: 200,
    });
    client = await mcpClient(server.url, token);
  });

  afterAll(async () => {
    if (process.env.MCP_TRANSCRIPT)
      writeFileSync(process.env.MCP_TRANSCRIPT, JSON.stringify(transcript, null, 2));
    await client?.close();
    await server?.stop();
    await sim?.stop();
    await db?.drop();
  });

  it('finds a cluster, dry-runs, creates, and reads the logs of its process', async () => {
    const request = { cpu: '2', memory: '4Gi', deadline_seconds: 600 };
    const { clusters } = (await call('available_clusters', { project_id: projectId, ...request })) as {
      clusters: { id: string; name: string; fitsRequest: boolean }[];
    };
    expect(clusters.map((c) => [c.name, c.fitsRequest])).toEqual([
      ['alpha', true],
      ['beta', true],
    ]);
    const process = {
      project_id: projectId,
      name: 'hello',
      image: 'busybox:1.36',
      command: ['sh', '-c'],
      args: ['echo "hello from $WHO"; sleep 1; echo done'],
      env: { WHO: 'an agent' },
      ...request,
      cluster_id: clusters[0]!.id,
    };
    const before = await db.prisma.processVersion.count();
    const dry = await call('create_process', { ...process, dry_run: true });
    expect(dry).toMatchObject({ __typename: 'CreateProcessPayload', dryRun: true, version: null });
    expect(await db.prisma.processVersion.count()).toBe(before);

    const created = await call('create_process', { ...process, idempotency_key: 'hello-1' });
    expect(created).toMatchObject({ __typename: 'CreateProcessPayload', dryRun: false });
    const versionId = (created.version as { id: string }).id;

    // Until its job has finished on the simulated cluster (the runner launches and follows it).
    const logs = await vi.waitFor(
      async () => {
        const answer = await call('get_logs', { process_version_id: versionId, tail_lines: 50 });
        expect(answer.status).toBe('SUCCEEDED');
        return answer;
      },
      { timeout: 60_000, interval: 500 },
    );
    expect(logs).toMatchObject({
      __typename: 'ProcessVersion',
      id: versionId,
      logs: 'hello from an agent\ndone\n',
    });
    // Keep only the first and the last get_logs in the transcript.
    const polls = transcript.filter((t) => t.call.name === 'get_logs');
    for (const poll of polls.slice(1, -1)) transcript.splice(transcript.indexOf(poll), 1);

    const versions = (
      (await call('get_process', { process_id: (created.process as { id: string }).id })).versions as {
        edges: { node: { status: string; history: { status: string }[] } }[];
      }
    ).edges.map((e) => e.node);
    expect(versions[0]!.history.map((h) => h.status)).toContain('RUNNING');
    expect(lines.join('\n')).not.toContain(token);
  });
});
