import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { KubeSim } from 'kube-sim';
import { startKubeSim } from 'kube-sim';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ClusterClientRegistry } from '../../src/kube/client-registry.ts';
import { setProjectSecret } from '../../src/services/project-secrets.ts';
import { createTestApp, seedProject, seedUser, TEST_KEYRING, type TestApp } from '../helpers/app.ts';
import { createTestRegistry, seedCluster, simCluster } from '../helpers/clusters.ts';
import { createTestDatabase, describePostgres, type TestDatabase } from '../helpers/database.ts';
import { listen, mcpClient } from '../helpers/http.ts';

/**
 * MCP's create_process and rerun_process take secret_env (ARCHITECTURE §21): {"VARIABLE": "SECRET_NAME"}, refused on
 * its argument's name when the project has no such secret; get_process shows the name, never the value. Real parts:
 * the MCP SDK client over HTTP, GraphQL, PostgreSQL, kube-sim.
 */

type Structured = Record<string, unknown> & { __typename?: string };
const VALUE = 'mcp-secret-value-51c0d2e8';

let db: TestDatabase;
let sim: KubeSim;
let kube: ClusterClientRegistry;
let t: TestApp;
let http: { url: string; close: () => Promise<void> };
let token: string;
let projectId: string;
const clients: Client[] = [];

async function call(name: string, args: Record<string, unknown>) {
  const c = await mcpClient(http.url, token);
  clients.push(c);
  const result = (await c.callTool({ name, arguments: args })) as CallToolResult;
  expect(JSON.stringify(result)).not.toContain(VALUE);
  return { ...result, structured: result.structuredContent as Structured };
}

describePostgres('MCP secret_env', () => {
  beforeAll(async () => {
    db = await createTestDatabase();
    sim = await startKubeSim({ clusters: [simCluster('alpha')] });
    await seedCluster(db.prisma, sim.cluster('alpha'));
    kube = createTestRegistry({ timeoutMs: 2_000, breakerHalfOpenAfterMs: 60_000 });
    t = createTestApp(db.prisma, { kube });
    http = await listen(t.app);
    const owner = await seedUser(db.prisma);
    token = owner.token;
    projectId = (await seedProject(db.prisma, [{ userId: owner.user.id, role: 'OWNER' }])).id;
    await setProjectSecret({ prisma: db.prisma, keyring: TEST_KEYRING }, owner.user, {
      projectId,
      name: 'HF_TOKEN',
      value: VALUE,
    });
  }, 60_000);

  afterAll(async () => {
    await Promise.all(clients.map((c) => c.close().catch(() => {})));
    await http?.close();
    await t?.services.clusterStates.close();
    await kube?.close();
    await sim?.stop();
    await db?.drop();
  });

  it('create_process names a secret by secret_env; an unknown one is refused on its argument', async () => {
    const job = {
      project_id: projectId,
      name: 'uses-token',
      image: 'busybox:1.36',
      command: ['sh', '-c', 'sleep 60'],
      cpu: '1',
      memory: '1Gi',
      env: { MODE: 'fast' },
    };
    const refused = await call('create_process', { ...job, secret_env: { TOKEN: 'NOPE' } });
    expect(refused.structured).toMatchObject({
      __typename: 'ValidationError',
      issues: [{ field: 'secret_env.TOKEN', message: 'the project has no secret named "NOPE"' }],
    });
    const created = await call('create_process', { ...job, secret_env: { TOKEN: 'HF_TOKEN' } });
    expect(created.structured).toMatchObject({ __typename: 'CreateProcessPayload' });
    const processId = (created.structured.process as { id: string }).id;
    const shown = await call('get_process', { process_id: processId });
    expect(JSON.stringify(shown.structured)).toContain(
      '"env":[{"name":"MODE","value":"fast","secret":null},{"name":"TOKEN","value":null,"secret":"HF_TOKEN"}]',
    );
  });
});
