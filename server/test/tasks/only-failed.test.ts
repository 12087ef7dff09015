import type { KubeSim } from 'kube-sim';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { jobNameFor } from '../../src/kube/jobs.ts';
import type { RunningServer } from '../../src/server.ts';
import { taskCursor } from '../../src/services/tasks.ts';
import { graphql } from '../gql/index.ts';
import { describePostgres, type TestDatabase } from '../helpers/database.ts';
import { mcpClient } from '../helpers/http.ts';
import { startTaskWorld, type TaskWorld, taskApi } from './task-harness.ts';

const TaskLogs = graphql(`
  query OnlyFailed_Logs($id: ID!, $after: String) {
    processVersion(id: $id) {
      tasks { items(first: 1, after: $after) { edges { node { index status message logs } } } }
    }
  }
`);

const Rerun = graphql(`
  mutation OnlyFailed_Rerun($input: RerunProcessInput!) {
    rerunProcess(input: $input) {
      __typename
      ... on Error { message }
      ... on ValidationError { issues { field message } }
      ... on CreateProcessPayload { version { id status } costEstimate { worstCase } }
    }
  }
`);

describePostgres(
  'onlyFailedTasks re-runs (ARCHITECTURE §19) through GraphQL, the runner and kube-sim',
  () => {
    let world: TaskWorld;
    let db: TestDatabase;
    let sim: KubeSim;
    let server: RunningServer;
    let token: string;
    let projectId: string;

    beforeAll(async () => {
      world = await startTaskWorld();
      ({ db, sim, server, token, projectId } = world);
    }, 60_000);

    afterAll(async () => {
      await world?.stop();
    });

    const { gql, created, until } = taskApi(() => world);

    const rerun = async (input: Record<string, unknown>) =>
      (await gql(Rerun, { input: input as never })).rerunProcess;

    const logsOf = async (id: string, index: number) => {
      const after = index === 0 ? undefined : taskCursor(index - 1);
      return (await gql(TaskLogs, { id, after })).processVersion!.tasks!.items.edges[0]!.node;
    };

    // Prints its index three ways (the shell's variable, the kubelet's $(…) in the script, its slot) and its
    // parameters; the version's first command fails tasks 1 and 4.
    const script = (failing: string) =>
      `echo "task $KB_TASK_INDEX of $KB_TASK_COUNT arg $(KB_TASK_INDEX) slot \${KB_TASK_SLOT:-none}"; cat "$KB_TASK_PARAMS"; echo; case "$KB_TASK_INDEX" in ${failing}) exit 7;; esac`;

    it('re-runs only the failed tasks, each keeping its index and parameters; the rest carried over as SUCCEEDED', async () => {
      const id = await created({
        name: 'sweep-only-failed',
        command: ['sh', '-c', script('1|4')],
        tasks: { count: 6, parallelism: 3 },
        taskParameters: [0, 1, 2, 3, 4, 5].map((i) => ({ lr: i / 10 })),
      });
      const first = await until(id, ['FAILED', 'SUCCEEDED']);
      expect(first.status).toBe('FAILED');
      expect(first.tasks!.failedIndexes).toBe('1,4');
      expect((await logsOf(id, 4)).logs).toContain('task 4 of 6 arg 4 slot none');

      // The re-run fixes task 1 (its command fails only index 4 now): only 1 and 4 run, as themselves.
      const result = await rerun({
        processVersionId: id,
        onlyFailedTasks: true,
        command: ['sh', '-c', script('4')],
      });
      if (result.__typename !== 'CreateProcessPayload') throw new Error(JSON.stringify(result));
      const second = result.version!.id;
      const done = await until(second, ['FAILED', 'SUCCEEDED']);
      expect(done.status).toBe('FAILED');
      expect(done.tasks).toMatchObject({ count: 6, succeeded: 5, failed: 1, pending: 0, running: 0 });
      expect(done.tasks!.failedIndexes).toBe('4');
      expect(done.statusMessage).toMatch(/^1 of 6 tasks failed \(indexes 4\), 5 succeeded/);
      expect(done.exitCode).toBe(7);
      const items = done.tasks!.items.edges.map((e) => e.node);
      expect(items.map((t) => [t.index, t.status])).toEqual([
        [0, 'SUCCEEDED'],
        [1, 'SUCCEEDED'],
        [2, 'SUCCEEDED'],
        [3, 'SUCCEEDED'],
        [4, 'FAILED'],
        [5, 'SUCCEEDED'],
      ]);
      expect(items.map((t) => t.parameters)).toEqual([0, 1, 2, 3, 4, 5].map((i) => ({ lr: i / 10 })));
      // Each re-run task saw its own index (both ways), the array's count and its own parameters; its slot differs.
      const one = await logsOf(second, 1);
      expect(one.logs).toContain('task 1 of 6 arg 1 slot 0');
      expect(one.logs).toContain('{"lr":0.1}');
      const four = await logsOf(second, 4);
      expect(four.logs).toContain('task 4 of 6 arg 4 slot 1');
      expect(four.logs).toContain('{"lr":0.4}');
      // A carried-over task says where it succeeded; it has no pod in this version.
      const zero = await logsOf(second, 0);
      expect(zero.message).toBe('succeeded in version 1; not run again');
      expect(zero.logs).toBeNull();

      // One Indexed Job of the two tasks (Kueue's podset: 2, not the array's parallelism 3), its ConfigMap the map.
      const name = jobNameFor(second);
      const job = sim.cluster('alpha').getObject('jobs', 'jobs', name) as unknown as {
        spec: {
          completions: number;
          parallelism: number;
          template: {
            spec: { containers: { command: string[]; env: { name: string; value?: string }[] }[] };
          };
        };
      };
      expect(job.spec).toMatchObject({ completions: 2, parallelism: 2 });
      const container = job.spec.template.spec.containers[0]!;
      expect(container.command.slice(0, 2)).toEqual(['sh', '-c']);
      expect(container.env.find((e) => e.name === 'KB_TASK_PARAMS')?.value).toBe(
        '/var/run/kueue-batch/tasks/$(KB_TASK_SLOT).json',
      );
      expect(container.env.some((e) => e.name === 'KB_TASK_INDEX')).toBe(false);
      const configMap = sim.cluster('alpha').getObject('configmaps', 'jobs', name) as unknown as {
        data: Record<string, string>;
      };
      expect(configMap.data).toEqual({
        '0.index': '1\n',
        '0.json': '{"lr":0.1}',
        '1.index': '4\n',
        '1.json': '{"lr":0.4}',
      });
      const workloads = sim.cluster('alpha').listObjects('workloads', 'jobs') as unknown as {
        metadata: { ownerReferences?: { name: string }[] };
        spec: { podSets: { count: number }[] };
      }[];
      const workload = workloads.find((w) => w.metadata.ownerReferences?.some((o) => o.name === name));
      expect(workload?.spec.podSets.map((p) => p.count)).toEqual([2]);

      // Again: only task 4 left; with a command that passes, the version succeeds and counts all six.
      const third = await rerun({
        processVersionId: second,
        onlyFailedTasks: true,
        command: ['sh', '-c', script('none')],
      });
      if (third.__typename !== 'CreateProcessPayload') throw new Error(JSON.stringify(third));
      const last = await until(third.version!.id, ['FAILED', 'SUCCEEDED']);
      expect(last.status).toBe('SUCCEEDED');
      expect(last.tasks).toMatchObject({ count: 6, succeeded: 6, failed: 0 });
      expect(last.statusMessage).toBe('all 6 tasks succeeded (1 in this run, 5 before)');
      expect((await logsOf(third.version!.id, 4)).logs).toContain('task 4 of 6 arg 4 slot 0');
    });

    it('refuses what it cannot do, naming the field: a gang, nothing failed, a one-pod version, new parameters', async () => {
      const gang = await created({
        name: 'gang-only',
        command: ['sh', '-c', 'exit 3'],
        tasks: { count: 2, gang: true },
      });
      await until(gang, ['FAILED']);
      const ok = await created({ name: 'all-ok', command: ['sh', '-c', 'echo ok'], tasks: { count: 2 } });
      await until(ok, ['SUCCEEDED']);
      const single = await created({ name: 'one-pod', command: ['sh', '-c', 'exit 1'] });
      await until(single, ['FAILED']);
      const cases: [Record<string, unknown>, string, RegExp][] = [
        [{ processVersionId: gang }, 'onlyFailedTasks', /a gang re-runs whole/],
        [{ processVersionId: ok }, 'onlyFailedTasks', /every task of version 1 succeeded: nothing to re-run/],
        [{ processVersionId: single }, 'onlyFailedTasks', /no tasks/],
        [{ processVersionId: ok, taskParameters: [{}, {}] }, 'taskParameters', /keeps its parameters/],
      ];
      const before = await db.prisma.processVersion.count();
      for (const [input, field, message] of cases) {
        const r = await rerun({ ...input, onlyFailedTasks: true });
        expect(r.__typename).toBe('ValidationError');
        const issues = (r as { issues: { field: string; message: string }[] }).issues;
        expect(issues).toEqual(
          expect.arrayContaining([
            expect.objectContaining({ field, message: expect.stringMatching(message) }),
          ]),
        );
      }
      expect(await db.prisma.processVersion.count()).toBe(before);
    });

    it('an array’s end is ONE notification carrying its task counts (not one per task)', async () => {
      const owner = await db.prisma.user.findFirstOrThrow({
        where: { memberships: { some: { projectId } } },
      });
      const channel = await db.prisma.notificationChannel.create({
        data: {
          userId: owner.id,
          kind: 'WEBHOOK',
          target: 'https://hooks.example.invalid/kb',
          events: ['SUCCEEDED', 'FAILED'],
          verified: true,
        },
      });
      try {
        const id = await created({
          name: 'notified-sweep',
          command: ['sh', '-c', script('2')],
          tasks: { count: 4 },
        });
        await until(id, ['FAILED']);
        const deliveries = await db.prisma.notificationDelivery.findMany({ where: { versionId: id } });
        expect(deliveries.map((d) => d.event)).toEqual(['FAILED']);
        expect((deliveries[0]!.payload as { tasks?: unknown }).tasks).toEqual({
          total: 4,
          succeeded: 3,
          failed: 1,
        });
      } finally {
        await db.prisma.notificationChannel.delete({ where: { id: channel.id } });
      }
    });

    it('MCP: rerun_process with only_failed_tasks runs only the failed task; get_process shows the whole array', async () => {
      const id = await created({
        name: 'mcp-only-failed',
        command: ['sh', '-c', script('0')],
        tasks: { count: 3 },
      });
      await until(id, ['FAILED']);
      const client = await mcpClient(server.url, token);
      try {
        const call = async (name: string, args: Record<string, unknown>) =>
          (
            (await client.callTool({ name, arguments: args })) as {
              structuredContent: Record<string, unknown>;
            }
          ).structuredContent;
        const rerun = (await call('rerun_process', {
          process_version_id: id,
          only_failed_tasks: true,
          command: ['sh', '-c', script('none')],
        })) as { __typename: string; version: { id: string } };
        expect(rerun.__typename).toBe('CreateProcessPayload');
        const done = await until(rerun.version.id, ['SUCCEEDED', 'FAILED']);
        expect(done.status).toBe('SUCCEEDED');
        expect(done.tasks).toMatchObject({ count: 3, succeeded: 3, failed: 0 });
        expect((await logsOf(rerun.version.id, 0)).logs).toContain('task 0 of 3 arg 0 slot 0');
        const refused = (await call('rerun_process', {
          process_version_id: rerun.version.id,
          only_failed_tasks: true,
        })) as {
          __typename: string;
          issues: { field: string }[];
        };
        expect(refused.__typename).toBe('ValidationError');
        expect(refused.issues.map((i) => i.field)).toEqual(['only_failed_tasks']);
      } finally {
        await client.close();
      }
    });
  },
);
