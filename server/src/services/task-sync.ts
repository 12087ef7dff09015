import { Prisma, type PrismaClient } from '../generated/prisma/client.ts';
import type { TaskOutcome } from '../kube/workloads/task-status.ts';

const STATUS_CODE = { PENDING: 1, RUNNING: 2, SUCCEEDED: 3, FAILED: 4 } as const;
/** An exit code or restart count never written (Int32Array's least value; Kubernetes' exit codes are 0..255). */
const NONE = -2_147_483_648;

/**
 * What this server last wrote of each task of one version, in typed arrays (about 25 bytes a task, not an object
 * and a string per task): status (0: never written), exit code, restarts, start and finish (ms; NaN: none).
 */
class SentTasks {
  readonly status: Uint8Array;
  readonly exitCode: Int32Array;
  readonly restarts: Int32Array;
  readonly startedAt: Float64Array;
  readonly finishedAt: Float64Array;

  constructor(
    readonly count: number,
    readonly attempt: number,
  ) {
    this.status = new Uint8Array(count);
    this.exitCode = new Int32Array(count);
    this.restarts = new Int32Array(count);
    this.startedAt = new Float64Array(count);
    this.finishedAt = new Float64Array(count);
  }

  /** Whether `o` differs from what was written of its task (always, for a task never written). */
  differs(o: TaskOutcome): boolean {
    const i = o.index;
    return (
      this.status[i] !== STATUS_CODE[o.status] ||
      this.exitCode[i] !== (o.exitCode ?? NONE) ||
      this.restarts[i] !== o.restarts ||
      !sameTime(this.startedAt[i]!, o.startedAt) ||
      !sameTime(this.finishedAt[i]!, o.finishedAt)
    );
  }

  set(o: TaskOutcome): void {
    const i = o.index;
    this.status[i] = STATUS_CODE[o.status];
    this.exitCode[i] = o.exitCode ?? NONE;
    this.restarts[i] = o.restarts;
    this.startedAt[i] = o.startedAt?.getTime() ?? Number.NaN;
    this.finishedAt[i] = o.finishedAt?.getTime() ?? Number.NaN;
  }
}

const sameTime = (ms: number, d: Date | null) => (d === null ? Number.isNaN(ms) : ms === d.getTime());

/**
 * Keeps a version's task rows (ARCHITECTURE §19) as the cluster shows them: only the tasks whose outcome changed
 * since the last write by this server are sent (one statement), so a reconcile of an array of 10,000 costs what
 * changed. The memory is a few typed arrays per active version (about 25 bytes a task), dropped when it ends.
 */
export class TaskSync {
  readonly #sent = new Map<string, SentTasks>();
  /** A subset run's slots per version, for the attempt they were read for. */
  readonly #slots = new Map<string, { attempt: number; slots: number[] }>();

  constructor(readonly prisma: PrismaClient) {}

  /**
   * Writes the outcomes that changed; answers how many rows it sent. `count` is the version's number of tasks (the
   * index space): a subset run's outcomes are fewer than its tasks and carry their own indexes.
   */
  async sync(
    versionId: string,
    attempt: number,
    outcomes: readonly TaskOutcome[],
    count: number = outcomes.length,
  ): Promise<number> {
    const before = this.#sent.get(versionId);
    // Another attempt (failover, a re-launch) or another count: every task is written again.
    const sent =
      before && before.attempt === attempt && before.count === count ? before : new SentTasks(count, attempt);
    const changed: TaskOutcome[] = [];
    for (const o of outcomes) if (o.index < sent.count && sent.differs(o)) changed.push(o);
    if (changed.length > 0) {
      const rows = changed.map((o) => ({
        i: o.index,
        s: o.status,
        e: o.exitCode,
        r: o.restarts,
        a: o.startedAt?.toISOString() ?? null,
        f: o.finishedAt?.toISOString() ?? null,
      }));
      await this.prisma.$executeRaw`
        UPDATE "ProcessTask" t SET status = u.s::"TaskStatus", "exitCode" = u.e, restarts = u.r,
          "startedAt" = u.a, "finishedAt" = u.f, attempt = ${attempt}::int
        FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
          AS u(i int, s text, e int, r int, a timestamp(3), f timestamp(3))
        WHERE t."versionId" = ${versionId} AND t.index = u.i
          AND t.status <> 'CANCELLED'::"TaskStatus"
          AND (t.status::text, t."exitCode", t.restarts, t."startedAt", t."finishedAt", t.attempt)
            IS DISTINCT FROM (u.s, u.e, u.r, u.a, u.f, ${attempt}::int)`;
      // Remembered once written (a failed write is sent again at the next reconcile).
      for (const o of changed) sent.set(o);
    }
    this.#sent.set(versionId, sent);
    return changed.length;
  }

  /** A subset run's slots (`taskSlots`), read once per version and attempt. */
  async slots(versionId: string, attempt: number): Promise<number[]> {
    const known = this.#slots.get(versionId);
    if (known?.attempt === attempt) return known.slots;
    const slots = await taskSlots(this.prisma, versionId, attempt);
    this.#slots.set(versionId, { attempt, slots });
    return slots;
  }

  /** The version ended (its tasks closed with its step): nothing more to remember of it. */
  forget(versionId: string): void {
    this.#sent.delete(versionId);
    this.#slots.delete(versionId);
  }
}

/**
 * A subset run's slots (ARCHITECTURE §19): the indexes of the version's tasks that its current attempt runs (their
 * rows carry that attempt), ascending; the Job's completion index i is the task `slots[i]`.
 */
export async function taskSlots(
  prisma: PrismaClient | Prisma.TransactionClient,
  versionId: string,
  attempt: number,
): Promise<number[]> {
  const rows = await prisma.processTask.findMany({
    where: { versionId, attempt },
    select: { index: true },
    orderBy: { index: 'asc' },
  });
  return rows.map((r) => r.index);
}

/** Outcomes by completion index as the tasks' own (a subset run's slot i is task `slots[i]`). */
export function outcomesBySlot(outcomes: readonly TaskOutcome[], slots: readonly number[]): TaskOutcome[] {
  const out: TaskOutcome[] = [];
  for (const o of outcomes) {
    const index = slots[o.index];
    if (index !== undefined) out.push({ ...o, index });
  }
  return out;
}

/** The tasks of an ended version that are still PENDING or RUNNING: CANCELLED. */
export async function closeTasks(
  prisma: PrismaClient | Prisma.TransactionClient,
  versionId: string,
): Promise<void> {
  await prisma.processTask.updateMany({
    where: { versionId, status: { in: ['PENDING', 'RUNNING'] } },
    data: { status: 'CANCELLED', finishedAt: null },
  });
}

/**
 * The task rows of a new version as one statement's part (a CTE body beside the CTE `v` holding the version's id):
 * indexes 0..count-1, each with its parameters object.
 */
export function taskRowsSql(count: number, parameters: readonly unknown[] | null): Prisma.Sql {
  return Prisma.sql`
    INSERT INTO "ProcessTask" ("versionId", index, parameters)
    SELECT v.id, g.i, ${parameters === null ? null : JSON.stringify(parameters)}::jsonb -> g.i
    FROM v, generate_series(0, ${count - 1}::int) AS g(i)`;
}
