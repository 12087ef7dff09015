import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';
import type { KubeSim } from 'kube-sim';
import { startKubeSim } from 'kube-sim';
import { expect } from 'vitest';
import type { Cluster } from '../../src/generated/prisma/client.ts';
import { type RunningServer, startServer } from '../../src/server.ts';
import type { ProcessStatus } from '../gql/graphql.ts';
import { graphql } from '../gql/index.ts';
import { seedProject, seedUser } from '../helpers/app.ts';
import { seedCluster, simCluster } from '../helpers/clusters.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/database.ts';

/** The tasks suites' world (ARCHITECTURE §19): a database, one kube-sim cluster `alpha` on a frozen clock, a server. */

export const Create = graphql(`
  mutation TaskHarness_Create($input: CreateProcessInput!) {
    createProcess(input: $input) {
      __typename
      ... on Error { message }
      ... on ValidationError { issues { field message } }
      ... on ResourceLimitExceededError { violations { resourceName requested limit } }
      ... on CreateProcessPayload { version { id status } costEstimate { worstCase } }
    }
  }
`);

export const Version = graphql(`
  query TaskHarness_Version($id: ID!, $status: TaskStatus, $first: Int, $after: String) {
    processVersion(id: $id) {
      status
      statusMessage
      exitCode
      history { status reason message }
      tasks {
        count
        parallelism
        gang
        pending
        running
        succeeded
        failed
        failedIndexes
        items(status: $status, first: $first, after: $after) {
          edges { cursor node { index status exitCode parameters } }
          pageInfo { hasNextPage endCursor }
        }
      }
    }
  }
`);

export interface TaskWorld {
  db: TestDatabase;
  sim: KubeSim;
  server: RunningServer;
  /** A project member's API token. */
  token: string;
  projectId: string;
  alpha: Cluster;
  stop(): Promise<void>;
}

/** Starts the world: alpha has 4 cores and 16 GiB, the server allows 50 tasks. */
export async function startTaskWorld(): Promise<TaskWorld> {
  const db = await createTestDatabase();
  const sim = await startKubeSim({
    clock: { speed: 0 },
    clusters: [simCluster('alpha', [{ name: 'default', cpu: '4', memory: '16Gi' }])],
  });
  const alpha = await seedCluster(db.prisma, sim.cluster('alpha'));
  const member = await seedUser(db.prisma);
  const projectId = (await seedProject(db.prisma, [{ userId: member.user.id }])).id;
  const server = await startServer({
    environment: {
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATABASE_URL: db.url,
      SECRET_KEY: `v1:${Buffer.alloc(32, 7).toString('base64')}`,
      SIMULATED_CLUSTERS: 'false',
      PORT: '0',
      RUNNER_SWEEP_MS: '200',
      CLUSTER_LEASE_TTL_MS: '3000',
      MAX_TASKS: '50',
    },
  });
  return {
    db,
    sim,
    server,
    token: member.token,
    projectId,
    alpha,
    async stop() {
      await server.stop();
      await sim.stop();
      await db.drop();
    },
  };
}

/** GraphQL as the member, and the steps every tasks test takes; `world()` is read at each call. */
export function taskApi(world: () => TaskWorld) {
  async function gql<R, V>(document: TypedDocumentNode<R, V>, variables: V): Promise<R> {
    const w = world();
    const res = await fetch(`${w.server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${w.token}` },
      body: JSON.stringify({ query: print(document), variables }),
    });
    const body = (await res.json()) as { data?: R; errors?: unknown[] };
    expect(body.errors).toBeUndefined();
    return body.data!;
  }

  type CreateInput = Parameters<typeof gql<unknown, { input: never }>>[1]['input'];
  /** createProcess on alpha with a small busybox request; `input` overrides or adds. */
  const create = async (input: Record<string, unknown>) =>
    (
      await gql(Create, {
        input: {
          projectId: world().projectId,
          image: 'busybox:1.36',
          resources: { cpu: '500m', memory: '1Gi' },
          clusterId: world().alpha.id,
          ...input,
        } as unknown as CreateInput,
      })
    ).createProcess;

  /** The created version's id (throws with the answer when it was refused). */
  const created = async (input: Record<string, unknown>) => {
    const result = await create(input);
    if (result.__typename !== 'CreateProcessPayload')
      throw new Error(`createProcess: ${JSON.stringify(result)}`);
    return result.version!.id;
  };

  /** Moves the simulated clock a second at a time until the version has one of `statuses` (20 s of real time). */
  const until = async (id: string, statuses: ProcessStatus[]) => {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const v = (await gql(Version, { id })).processVersion!;
      if (statuses.includes(v.status)) return v;
      if (Date.now() > deadline) throw new Error(`still ${v.status}: ${JSON.stringify(v.history)}`);
      world().sim.clock.advance(1_000);
      await new Promise((r) => setTimeout(r, 50));
    }
  };

  return { gql, create, created, until };
}
