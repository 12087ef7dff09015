import type { ProcessTask } from '../generated/prisma/client.ts';
import { TaskStatus } from '../generated/prisma/enums.ts';
import { readTaskLogs } from '../services/logs.ts';
import { DEFAULT_PARALLELISM } from '../services/process/tasks.ts';
import { failedIndexes, type TaskCounts, taskCounts, taskCursor, taskPage } from '../services/tasks.ts';
import { builder } from './builder.ts';

/** Arrays and gangs (ARCHITECTURE §19): the input, a version's task set and its tasks. */

export const TasksInput = builder.inputType('TasksInput', {
  description:
    'Many pods in one version: an array of independent tasks (a sweep), or a gang that starts together (distributed training). One Indexed Job.',
  fields: (t) => ({
    count: t.int({
      required: true,
      description: 'How many tasks, 1 to MAX_TASKS (default 10000); indexes 0..count-1.',
    }),
    parallelism: t.int({
      required: false,
      description: `Arrays: at most this many at once (default min(count, ${DEFAULT_PARALLELISM})); gangs: always count.`,
    }),
    gang: t.boolean({
      required: true,
      defaultValue: false,
      description:
        'All count pods admitted and started together, reachable by name; one failed pod fails the gang.',
    }),
    retriesPerTask: t.int({
      required: true,
      defaultValue: 0,
      description: 'Arrays: retries of each task (backoffLimitPerIndex). A gang fails whole (0).',
    }),
    maxFailedTasks: t.int({
      required: false,
      description: 'Arrays: the version fails once more tasks than this failed (null: every task runs).',
    }),
  }),
});

export const TaskStatusEnum = builder.enumType(TaskStatus, { name: 'TaskStatus' });

export const TaskRef = builder.objectRef<ProcessTask>('Task').implement({
  description: 'One task of an array or gang, by its index.',
  fields: (t) => ({
    index: t.exposeInt('index'),
    status: t.expose('status', { type: TaskStatusEnum }),
    exitCode: t.exposeInt('exitCode', { nullable: true }),
    restarts: t.exposeInt('restarts', { description: 'Failed pods of this task before its last one.' }),
    startedAt: t.expose('startedAt', { type: 'DateTime', nullable: true }),
    finishedAt: t.expose('finishedAt', { type: 'DateTime', nullable: true }),
    parameters: t.field({
      type: 'JSON',
      nullable: true,
      description: 'Its parameters object (KB_TASK_PARAMS), when the array has parameters.',
      resolve: (task) => task.parameters ?? null,
    }),
    message: t.exposeString('message', { nullable: true }),
    logs: t.string({
      nullable: true,
      description:
        'Its newest pod’s logs (the last MiB; tailLines: the last lines only), while its Job is on the cluster; null when there are none to read.',
      args: { tailLines: t.arg.int({ required: false }) },
      resolve: (task, args, ctx) =>
        readTaskLogs(ctx.services, ctx.viewer!.id, task.versionId, task.index, { tailLines: args.tailLines }),
    }),
  }),
});

const TaskConnection = builder.connectionObject({ type: TaskRef, name: 'TaskConnection' });

/** A version's task set, its counts read once (one grouped query) for all the count fields. */
export interface TaskSetParent {
  versionId: string;
  count: number;
  parallelism: number;
  gang: boolean;
  counts?: Promise<TaskCounts>;
}

export const TaskSetRef = builder.objectRef<TaskSetParent>('TaskSet').implement({
  description: 'The tasks of an array or gang: their numbers by status and a paged list by index.',
  fields: (t) => {
    const count = (key: keyof TaskCounts, description: string) =>
      t.int({
        description,
        resolve: async (set, _args, ctx) => {
          set.counts ??= taskCounts(ctx.prisma, set.versionId);
          return (await set.counts)[key];
        },
      });
    return {
      count: t.exposeInt('count'),
      parallelism: t.exposeInt('parallelism', { description: 'A gang’s is its count.' }),
      gang: t.exposeBoolean('gang'),
      pending: count('pending', 'Not started yet (or waiting to be retried).'),
      running: count('running', 'Running now.'),
      succeeded: count('succeeded', 'Ended with exit code 0.'),
      failed: count('failed', 'Failed after their retries.'),
      failedIndexes: t.string({
        description: 'The failed tasks’ indexes in Kubernetes’ interval form, e.g. "2,5-7" ("" when none).',
        resolve: (set, _args, ctx) => failedIndexes(ctx.prisma, set.versionId),
      }),
      items: t.field({
        type: TaskConnection,
        description: 'The tasks by index; `first` at most 1000 (default 100).',
        args: {
          status: t.arg({ type: TaskStatusEnum, required: false }),
          first: t.arg.int({ required: false }),
          after: t.arg.string({ required: false }),
        },
        resolve: async (set, args, ctx) => {
          const page = await taskPage(ctx.prisma, set.versionId, args);
          const edges = page.tasks.map((node) => ({ cursor: taskCursor(node.index), node }));
          return {
            edges,
            pageInfo: {
              hasNextPage: page.hasNextPage,
              hasPreviousPage: page.hasPreviousPage,
              startCursor: edges[0]?.cursor ?? null,
              endCursor: edges.at(-1)?.cursor ?? null,
            },
          };
        },
      }),
    };
  },
});

builder.prismaObjectField('ProcessVersion', 'tasks', (t) =>
  t.field({
    type: TaskSetRef,
    nullable: true,
    description: 'An array’s or gang’s tasks (ARCHITECTURE §19); null for a one-pod version.',
    select: { id: true, taskCount: true, taskParallelism: true, gang: true },
    resolve: (v) =>
      v.taskCount == null
        ? null
        : {
            versionId: v.id,
            count: v.taskCount,
            parallelism: v.gang ? v.taskCount : Math.min(v.taskParallelism ?? v.taskCount, v.taskCount),
            gang: v.gang,
          },
  }),
);
