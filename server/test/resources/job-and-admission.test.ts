import { execFile, spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';
import type { KubeSim } from 'kube-sim';
import { startKubeSim } from 'kube-sim';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import type { Cluster } from '../../src/generated/prisma/client.ts';
import { jobNameFor } from '../../src/kube/jobs.ts';
import { type RunningServer, startServer } from '../../src/server.ts';
import type { ProcessStatus } from '../gql/graphql.ts';
import { graphql } from '../gql/index.ts';
import { seedProject, seedUser } from '../helpers/app.ts';
import { seedCluster, simCluster } from '../helpers/clusters.ts';
import { createTestDatabase, postgresAvailable, type TestDatabase } from '../helpers/database.ts';

// Issue 14 item 4 through the whole server (GraphQL, the launcher, the monitor) on kube-sim: the Job as kubectl
// shows it (every resource with requests = limits, a pinned flavor as required node affinity on its nodeLabels),
// and the flavors Kueue assigned on admission recorded on the version.

const kubectl = process.env.KUBECTL || 'kubectl';
const kubectlFound =
  spawnSync(kubectl, ['version', '--client', '-o', 'json'], { encoding: 'utf8', timeout: 15_000 }).status ===
  0;
if (!kubectlFound) {
  const msg = 'kubectl not found (PATH or $KUBECTL): the Job is not read with kubectl';
  if (process.env.REQUIRE_KUBECTL === '1') throw new Error(`${msg}, but REQUIRE_KUBECTL=1 demands it`);
  console.warn(`NOTICE: ${msg} (set REQUIRE_KUBECTL=1 to make this an error)`);
}

const Create = graphql(`
  mutation ResourcesJob_Create($input: CreateProcessInput!) {
    createProcess(input: $input) {
      __typename
      ... on Error { message }
      ... on CreateProcessPayload { version { id } }
    }
  }
`);

const Watch = graphql(`
  query ResourcesJob_Version($id: ID!) {
    processVersion(id: $id) {
      status
      statusReason
      resources { extended { name quantity } flavor }
      assignedFlavors { coveredResources flavor }
    }
  }
`);

const GPU = 'nvidia.com/gpu';
const PRODUCT = 'nvidia.com/gpu.product';

// biome-ignore lint/suspicious/noExplicitAny: a Job as kubectl prints it, checked field by field.
type Obj = Record<string, any>;

describe.skipIf(!postgresAvailable || !kubectlFound)(
  'the Job of a GPU request, and the flavor Kueue assigned',
  () => {
    let db: TestDatabase;
    let sim: KubeSim;
    let server: RunningServer;
    let token: string;
    let projectId: string;
    let gpu: Cluster;
    let dir: string;

    beforeAll(async () => {
      db = await createTestDatabase();
      sim = await startKubeSim({
        clock: { speed: 0 },
        clusters: [
          {
            ...simCluster('gpu'),
            clusterQueues: [
              {
                name: 'team',
                resourceGroups: [
                  { flavors: [{ name: 'host', cpu: '32', memory: '128Gi' }] },
                  {
                    flavors: [
                      {
                        name: 'a100',
                        resources: { [GPU]: 8 },
                        nodeLabels: { [PRODUCT]: 'NVIDIA-A100-SXM4-80GB' },
                      },
                      {
                        name: 'h100',
                        resources: { [GPU]: 4 },
                        nodeLabels: { [PRODUCT]: 'NVIDIA-H100-80GB-HBM3' },
                      },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      });
      gpu = await seedCluster(db.prisma, sim.cluster('gpu'));
      const member = await seedUser(db.prisma);
      token = member.token;
      projectId = (await seedProject(db.prisma, [{ userId: member.user.id }])).id;
      dir = await mkdtemp(path.join(tmpdir(), 'kb-resources-'));
      server = await startServer({
        environment: {
          NODE_ENV: 'test',
          LOG_LEVEL: 'silent',
          DATABASE_URL: db.url,
          SECRET_KEY: `v1:${Buffer.alloc(32, 7).toString('base64')}`,
          SIMULATED_CLUSTERS: 'false',
          PORT: '0',
          RUNNER_SWEEP_MS: '200',
          CLUSTER_LEASE_TTL_MS: '3000',
        },
      });
    }, 60_000);

    afterAll(async () => {
      await server?.stop();
      await sim?.stop();
      await db?.drop();
      if (dir) await rm(dir, { recursive: true, force: true });
    });

    async function gql<R, V>(document: TypedDocumentNode<R, V>, variables: V) {
      const res = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query: print(document), variables }),
      });
      const body = (await res.json()) as { data?: R; errors?: unknown[] };
      expect(body.errors).toBeUndefined();
      return body.data!;
    }

    const until = async (
      id: string,
      done: (v: NonNullable<Awaited<ReturnType<typeof watch>>>) => boolean,
    ) => {
      const deadline = Date.now() + 20_000;
      for (;;) {
        const v = await watch(id);
        if (v && done(v)) return v;
        if (Date.now() > deadline) throw new Error(`still ${JSON.stringify(v)}`);
        await new Promise((r) => setTimeout(r, 25));
      }
    };
    const watch = async (id: string) => (await gql(Watch, { id })).processVersion;

    /** kubectl against the simulated cluster, asynchronously (the simulator answers from this very process). */
    const run = (args: string[]) =>
      new Promise<string>((resolve, reject) => {
        const env = {
          PATH: process.env.PATH,
          HOME: dir,
          KUBECONFIG: sim.cluster('gpu').writeKubeconfig(dir),
        };
        execFile(kubectl, args, { env, timeout: 60_000 }, (error, stdout, stderr) =>
          error ? reject(new Error(`kubectl ${args.join(' ')}: ${stderr}`)) : resolve(stdout),
        );
      });

    const create = async (name: string, resources: Record<string, unknown>) => {
      const data = await gql(Create, {
        input: {
          projectId,
          name,
          image: 'busybox:1.36',
          command: ['sh', '-c', 'echo training; sleep 600'],
          resources: { cpu: '8', memory: '32Gi', ...resources },
          clusterId: gpu.id,
        },
      });
      const result = data.createProcess;
      if (result.__typename !== 'CreateProcessPayload')
        throw new Error(`createProcess: ${JSON.stringify(result)}`);
      return result.version!.id;
    };
    const running: ProcessStatus[] = ['QUEUED', 'RUNNING'];

    it('pinned to h100: every resource as requests = limits, required node affinity on h100’s nodeLabels, h100 recorded as assigned', async () => {
      const id = await create('train-h100', { extended: [{ name: GPU, quantity: '2' }], flavor: 'h100' });
      const admitted = await until(id, (v) => running.includes(v.status) && v.assignedFlavors.length > 0);
      expect(admitted.assignedFlavors).toEqual([
        { coveredResources: ['cpu', 'memory'], flavor: 'host' },
        { coveredResources: [GPU], flavor: 'h100' },
      ]);
      expect(admitted.resources).toEqual({ extended: [{ name: GPU, quantity: '2' }], flavor: 'h100' });

      const job = parseYaml(await run(['get', 'job', jobNameFor(id), '-n', 'jobs', '-o', 'yaml'])) as Obj;
      const pod = job.spec.template.spec;
      expect(pod.containers[0].resources).toEqual({
        requests: { cpu: '8', memory: '32Gi', [GPU]: '2' },
        limits: { cpu: '8', memory: '32Gi', [GPU]: '2' },
      });
      expect(pod.affinity).toEqual({
        nodeAffinity: {
          requiredDuringSchedulingIgnoredDuringExecution: {
            nodeSelectorTerms: [
              { matchExpressions: [{ key: PRODUCT, operator: 'In', values: ['NVIDIA-H100-80GB-HBM3'] }] },
            ],
          },
        },
      });
      // What Kueue assigned is the Workload's admission, read the same way.
      const workloads = parseYaml(
        await run(['get', 'workloads.kueue.x-k8s.io', '-n', 'jobs', '-o', 'yaml']),
      ) as Obj;
      const mine = workloads.items.find((w: Obj) =>
        w.metadata.ownerReferences?.some((r: Obj) => r.name === jobNameFor(id)),
      );
      expect(mine.status.admission.podSetAssignments[0].flavors).toEqual({
        cpu: 'host',
        memory: 'host',
        [GPU]: 'h100',
      });
    });

    it('unpinned: no affinity, and Kueue’s first fitting GPU flavor (a100) recorded', async () => {
      const id = await create('train-any', { extended: [{ name: GPU, quantity: '3' }] });
      const admitted = await until(id, (v) => running.includes(v.status) && v.assignedFlavors.length > 0);
      expect(admitted.assignedFlavors).toEqual([
        { coveredResources: ['cpu', 'memory'], flavor: 'host' },
        { coveredResources: [GPU], flavor: 'a100' },
      ]);
      const job = parseYaml(await run(['get', 'job', jobNameFor(id), '-n', 'jobs', '-o', 'yaml'])) as Obj;
      expect(job.spec.template.spec.affinity).toBeUndefined();
      expect(job.spec.template.spec.containers[0].resources.limits).toEqual({
        cpu: '8',
        memory: '32Gi',
        [GPU]: '3',
      });
    });
  },
);
