import type { KubeSim } from 'kube-sim';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cluster } from '../../src/generated/prisma/client.ts';
import { jobNameFor } from '../../src/kube/jobs.ts';
import type { RunningServer } from '../../src/server.ts';
import { graphql } from '../gql/index.ts';
import { describePostgres, type TestDatabase } from '../helpers/database.ts';
import { mcpClient } from '../helpers/http.ts';
import { startTaskWorld, type TaskWorld, taskApi, Version } from './task-harness.ts';

const TaskLogs = graphql(`
  query Tasks_Logs($id: ID!, $after: String) {
    processVersion(id: $id) {
      tasks { items(first: 1, after: $after) { edges { node { index logs } } } }
    }
  }
`);

const Available = graphql(`
  query Tasks_Available($projectId: ID, $requests: ResourceRequestsInput, $tasks: TasksInput) {
    availableClusters(projectId: $projectId, requests: $requests, tasks: $tasks) {
      name
      fitsRequest
      startEstimate { basis }
    }
  }
`);

describePostgres('arrays and gangs (ARCHITECTURE §19) through GraphQL, the runner and kube-sim', () => {
  let world: TaskWorld;
  let db: TestDatabase;
  let sim: KubeSim;
  let server: RunningServer;
  let token: string;
  let projectId: string;
  let alpha: Cluster;

  beforeAll(async () => {
    world = await startTaskWorld();
    ({ db, sim, server, token, projectId, alpha } = world);
  }, 60_000);

  afterAll(async () => {
    await world?.stop();
  });

  const { gql, create, created, until } = taskApi(() => world);

  describe('bad input is refused naming the field, before anything is written', () => {
    it.each([
      ['tasks.count', { tasks: { count: 0 } }],
      ['tasks.count', { tasks: { count: 51 } }],
      ['tasks.parallelism', { tasks: { count: 4, parallelism: 0 } }],
      ['tasks.parallelism', { tasks: { count: 4, parallelism: 5 } }],
      ['taskParameters', { tasks: { count: 3 }, taskParameters: [{ a: 1 }, { a: 2 }] }],
      ['taskParameters', { tasks: { count: 2, gang: true }, taskParameters: [{ a: 1 }, { a: 2 }] }],
      ['taskParameters[1]', { tasks: { count: 2 }, taskParameters: [{ a: 1 }, [2]] }],
      ['taskParameters', { taskParameters: [{ a: 1 }] }],
      ['tasks.maxFailedTasks', { tasks: { count: 2, gang: true, maxFailedTasks: 1 } }],
    ])('%s', async (field, input) => {
      const before = await db.prisma.processVersion.count();
      const result = await create({ name: `bad-${field}-${Math.random()}`, ...input });
      expect(result.__typename).toBe('ValidationError');
      if (result.__typename !== 'ValidationError') return;
      expect(result.issues.map((i) => i.field)).toContain(field);
      expect(await db.prisma.processVersion.count()).toBe(before);
      expect(await db.prisma.processTask.count()).toBe(0);
    });

    it('a gang that can never fit the cluster is the fit’s refusal, for the whole podset', async () => {
      const before = await db.prisma.processVersion.count();
      const result = await create({ name: 'too-big-gang', tasks: { count: 10, gang: true } });
      expect(result.__typename).toBe('ResourceLimitExceededError');
      if (result.__typename === 'ResourceLimitExceededError')
        expect(result.violations).toContainEqual(
          expect.objectContaining({ resourceName: 'cpu', requested: 5, limit: 4 }),
        );
      expect(await db.prisma.processVersion.count()).toBe(before);
    });
  });

  it('availableClusters fits a gang by its count and an array by its parallelism', async () => {
    const ask = async (tasks: Record<string, unknown>) =>
      (
        await gql(Available, {
          projectId,
          requests: { cpu: '500m', memory: '1Gi' },
          tasks: tasks as never,
        })
      ).availableClusters[0]!;
    expect((await ask({ count: 8, gang: true })).fitsRequest).toBe(true);
    expect((await ask({ count: 9, gang: true })).fitsRequest).toBe(false);
    expect((await ask({ count: 9, gang: true })).startEstimate?.basis).toBe('NEVER');
    // 40 tasks, 8 at a time: the podset Kueue admits is 8 pods.
    expect((await ask({ count: 40, parallelism: 8 })).fitsRequest).toBe(true);
    expect((await ask({ count: 40, parallelism: 9 })).fitsRequest).toBe(false);
  });

  it('costs every task of an array (count × per-pod × deadline × price), though it fits by its parallelism', async () => {
    await db.prisma.flavorPrice.create({
      data: { clusterId: alpha.id, flavor: 'default', resource: 'cpu', pricePerHour: 1 },
    });
    try {
      const cost = async (extra: Record<string, unknown>) => {
        const result = await create({
          name: `priced-${Math.random()}`,
          dryRun: true,
          resources: { cpu: '500m', memory: '1Gi', deadlineSeconds: 3600 },
          ...extra,
        });
        if (result.__typename !== 'CreateProcessPayload') throw new Error(JSON.stringify(result));
        return result.costEstimate!.worstCase;
      };
      expect(await cost({})).toBeCloseTo(0.5);
      expect(await cost({ tasks: { count: 30, parallelism: 4 } })).toBeCloseTo(15);
      expect(await cost({ tasks: { count: 6, gang: true } })).toBeCloseTo(3);
    } finally {
      await db.prisma.flavorPrice.deleteMany({ where: { clusterId: alpha.id } });
    }
  });

  it('runs an array as one Indexed Job: each task its index and parameters, per-task status, a failed index', async () => {
    const id = await created({
      name: 'sweep',
      command: [
        'sh',
        '-c',
        'echo "task $KB_TASK_INDEX of $KB_TASK_COUNT"; cat "$KB_TASK_PARAMS"; if [ "$KB_TASK_INDEX" = 2 ]; then exit 7; fi',
      ],
      resources: { cpu: '500m', memory: '1Gi', deadlineSeconds: 600 },
      tasks: { count: 5, parallelism: 2 },
      taskParameters: [0, 1, 2, 3, 4].map((i) => ({ lr: i / 10 })),
    });
    const failed = await until(id, ['FAILED', 'SUCCEEDED']);
    expect(failed.status).toBe('FAILED');
    expect(failed.tasks).toMatchObject({
      count: 5,
      parallelism: 2,
      gang: false,
      succeeded: 4,
      failed: 1,
      pending: 0,
    });
    expect(failed.tasks!.failedIndexes).toBe('2');
    expect(failed.statusMessage).toMatch(/^1 of 5 tasks failed \(indexes 2\), 4 succeeded/);
    expect(failed.exitCode).toBe(7);
    const all = failed.tasks!.items.edges.map((e) => e.node);
    expect(all.map((t) => [t.index, t.status])).toEqual([
      [0, 'SUCCEEDED'],
      [1, 'SUCCEEDED'],
      [2, 'FAILED'],
      [3, 'SUCCEEDED'],
      [4, 'SUCCEEDED'],
    ]);
    expect(all[3]!.parameters).toEqual({ lr: 0.3 });
    expect(all[2]!.exitCode).toBe(7);

    // Paged by index, filtered by status.
    const page1 = (await gql(Version, { id, first: 2 })).processVersion!.tasks!.items;
    expect(page1.edges.map((e) => e.node.index)).toEqual([0, 1]);
    expect(page1.pageInfo.hasNextPage).toBe(true);
    const page2 = (await gql(Version, { id, first: 2, after: page1.pageInfo.endCursor })).processVersion!
      .tasks!.items;
    expect(page2.edges.map((e) => e.node.index)).toEqual([2, 3]);
    // One task's own logs (a cell of the grid opens them): its index and its parameters file.
    const third = (await gql(TaskLogs, { id, after: page2.edges[0]!.cursor })).processVersion!.tasks!.items
      .edges;
    expect(third.map((e) => e.node.index)).toEqual([3]);
    expect(third[0]!.node.logs).toContain('task 3 of 5');
    expect(third[0]!.node.logs).toContain('{"lr":0.3}');
    const onlyFailed = (await gql(Version, { id, status: 'FAILED' })).processVersion!.tasks!.items;
    expect(onlyFailed.edges.map((e) => e.node.index)).toEqual([2]);

    // The Job as §19 says, and its parameters ConfigMap owned by it.
    const name = jobNameFor(id);
    const job = sim.cluster('alpha').getObject('jobs', 'jobs', name) as unknown as {
      metadata: { uid: string };
      spec: {
        completionMode: string;
        completions: number;
        parallelism: number;
        backoffLimitPerIndex: number;
        template: {
          spec: { activeDeadlineSeconds: number; containers: { env: { name: string; value?: string }[] }[] };
        };
      };
    };
    expect(job.spec).toMatchObject({
      completionMode: 'Indexed',
      completions: 5,
      parallelism: 2,
      backoffLimitPerIndex: 0,
    });
    expect(job.spec.template.spec.activeDeadlineSeconds).toBe(600);
    const env = job.spec.template.spec.containers[0]!.env.map((e) => e.name);
    expect(env).toEqual(expect.arrayContaining(['KB_TASK_INDEX', 'KB_TASK_COUNT', 'KB_TASK_PARAMS']));
    const configMap = sim.cluster('alpha').getObject('configmaps', 'jobs', name) as unknown as {
      metadata: { ownerReferences: { kind: string; name: string; uid: string }[] };
      data: Record<string, string>;
    };
    expect(configMap.metadata.ownerReferences).toEqual([
      expect.objectContaining({ kind: 'Job', name, uid: job.metadata.uid }),
    ]);
    expect(JSON.parse(configMap.data['4.json']!)).toEqual({ lr: 0.4 });
  });

  it('runs a gang: all pods at once, reachable through a headless Service owned by the Job, PyTorch variables', async () => {
    const id = await created({
      name: 'train',
      command: ['sh', '-c', 'echo "rank $RANK of $WORLD_SIZE via $MASTER_ADDR:$MASTER_PORT"; sleep 2'],
      tasks: { count: 3, gang: true },
    });
    const done = await until(id, ['SUCCEEDED', 'FAILED']);
    expect(done.status).toBe('SUCCEEDED');
    expect(done.statusMessage).toBe('all 3 tasks succeeded');
    expect(done.tasks).toMatchObject({ count: 3, parallelism: 3, gang: true, succeeded: 3, failed: 0 });
    const name = jobNameFor(id);
    const job = sim.cluster('alpha').getObject('jobs', 'jobs', name) as unknown as {
      metadata: { uid: string };
      spec: {
        completions: number;
        parallelism: number;
        backoffLimit: number;
        template: { spec: { subdomain: string; containers: { env: { name: string; value?: string }[] }[] } };
      };
    };
    expect(job.spec).toMatchObject({ completions: 3, parallelism: 3, backoffLimit: 0 });
    expect(job.spec.template.spec.subdomain).toBe(name);
    const env = Object.fromEntries(job.spec.template.spec.containers[0]!.env.map((e) => [e.name, e.value]));
    expect(env).toMatchObject({
      KB_WORLD_SIZE: '3',
      WORLD_SIZE: '3',
      MASTER_PORT: '29500',
      KB_LEADER_ADDR: `${name}-0.${name}.jobs.svc`,
      MASTER_ADDR: '$(KB_LEADER_ADDR)',
      RANK: '$(KB_TASK_INDEX)',
    });
    const service = sim.cluster('alpha').getObject('services', 'jobs', name) as unknown as {
      metadata: { ownerReferences: { kind: string; uid: string }[] };
      spec: { clusterIP: string };
    };
    expect(service.spec.clusterIP).toBe('None');
    expect(service.metadata.ownerReferences).toEqual([
      expect.objectContaining({ kind: 'Job', uid: job.metadata.uid }),
    ]);
  });

  it('MCP: create_process takes tasks and task_parameters; get_process gives the counts and the failed indexes', async () => {
    const client = await mcpClient(server.url, token);
    try {
      const call = async (name: string, args: Record<string, unknown>) =>
        ((await client.callTool({ name, arguments: args })) as { structuredContent: Record<string, unknown> })
          .structuredContent;
      const created = (await call('create_process', {
        project_id: projectId,
        name: 'mcp-sweep',
        image: 'busybox:1.36',
        command: ['sh', '-c', 'if [ "$KB_TASK_INDEX" = 1 ]; then exit 2; fi'],
        cpu: '500m',
        memory: '1Gi',
        cluster_id: alpha.id,
        tasks: { count: 3, parallelism: 3 },
        task_parameters: [{ seed: 1 }, { seed: 2 }, { seed: 3 }],
      })) as { __typename: string; process: { id: string } };
      expect(created.__typename).toBe('CreateProcessPayload');
      const deadline = Date.now() + 30_000;
      for (;;) {
        const got = (await call('get_process', { process_id: created.process.id })) as {
          versions: { edges: { node: { status: string; tasks: Record<string, unknown> | null } }[] };
        };
        const v = got.versions.edges[0]!.node;
        if (v.status === 'FAILED') {
          expect(v.tasks).toEqual({
            count: 3,
            parallelism: 3,
            gang: false,
            pending: 0,
            running: 0,
            succeeded: 2,
            failed: 1,
            failedIndexes: '1',
          });
          break;
        }
        if (Date.now() > deadline) throw new Error(`still ${v.status}`);
        sim.clock.advance(1_000);
        await new Promise((r) => setTimeout(r, 50));
      }
    } finally {
      await client.close();
    }
  });

  it('bounds each task by the deadline (the pod’s activeDeadlineSeconds), not the whole array', async () => {
    const id = await created({
      name: 'per-task-deadline',
      command: ['sh', '-c', 'if [ "$KB_TASK_INDEX" = 1 ]; then sleep 600; fi; sleep 20'],
      resources: { cpu: '500m', memory: '1Gi', deadlineSeconds: 60 },
      // All three one after another: 3 × 20 s is past one deadline, each task within it.
      tasks: { count: 3, parallelism: 1 },
    });
    const done = await until(id, ['FAILED', 'SUCCEEDED']);
    expect(done.status).toBe('FAILED');
    expect(done.tasks).toMatchObject({ succeeded: 2, failed: 1, failedIndexes: '1' });
  });

  it('leaves nothing half-created when a launch fails midway (its parameters ConfigMap refused)', async () => {
    await sim.cluster('alpha').faults.set({ forbidden: ['configmaps'] });
    try {
      const id = await created({
        name: 'half',
        command: ['sh', '-c', 'cat "$KB_TASK_PARAMS"'],
        tasks: { count: 2 },
        taskParameters: [{ a: 1 }, { a: 2 }],
      });
      // The launch failed (ended, or kept for a retry with its error): the Job it had created is gone again.
      const deadline = Date.now() + 20_000;
      for (;;) {
        const v = await db.prisma.processVersion.findUniqueOrThrow({
          where: { id },
          include: { launch: true },
        });
        if (v.status === 'FAILED' || v.launch?.lastError) {
          expect(v.status === 'FAILED' ? v.message : v.launch?.lastError).toMatch(/denied/);
          break;
        }
        if (Date.now() > deadline) throw new Error(`still ${v.status}`);
        await new Promise((r) => setTimeout(r, 50));
      }
      expect(sim.cluster('alpha').getObject('jobs', 'jobs', jobNameFor(id))).toBeUndefined();
      expect(sim.cluster('alpha').getObject('configmaps', 'jobs', jobNameFor(id))).toBeUndefined();
    } finally {
      await sim.cluster('alpha').faults.set({ forbidden: false });
    }
  });

  it('one failed pod fails the whole gang', async () => {
    const id = await created({
      name: 'broken-train',
      command: ['sh', '-c', 'if [ "$KB_RANK" = 1 ]; then exit 4; fi; sleep 30'],
      tasks: { count: 2, gang: true },
    });
    const done = await until(id, ['SUCCEEDED', 'FAILED']);
    expect(done.status).toBe('FAILED');
    expect(done.tasks!.failed).toBeGreaterThanOrEqual(1);
    expect(done.tasks!.succeeded).toBe(0);
    expect(done.tasks!.running + done.tasks!.pending).toBe(0);
  });
});
