import type { PrismaClient } from '../generated/prisma/client.ts';

/*
 * The launch queue's statements for a batch of launches: the claim with the LAUNCHING step of every claimed
 * version in one statement, and the launches' records grouped into one statement (the ones that end while one is
 * being written go in the next). Each is atomic on its own; nothing in them depends on the others of the batch.
 */

export interface ClaimedRow {
  id: string;
  versionId: string;
  attempts: number;
  /** Moved from PENDING to LAUNCHING by the claim itself (with its timeline row). */
  stepped: boolean;
  /** The version's process and project, when stepped (what a version event names). */
  processId: string | null;
  projectId: string | null;
}

/**
 * Claims up to `limit` due rows (`FOR UPDATE SKIP LOCKED`, the claim held until `claimMs` from now) and, in the
 * same statement, moves each claimed version that is still PENDING, never launched, not being cancelled and on an
 * active cluster to LAUNCHING ("launching on cluster <name>", with its timeline row), as `applyTransition` would:
 * the version rows are locked by the update, so a concurrent transition is waited for and its result seen. The
 * other claimed rows are left to the launcher's own checks (cancel, retired cluster, an attempt already LAUNCHING).
 */
export async function claimAndStep(
  prisma: PrismaClient,
  holder: string,
  claimMs: number,
  limit: number,
): Promise<ClaimedRow[]> {
  const now = new Date();
  return prisma.$queryRaw<ClaimedRow[]>`
    WITH c AS (
      UPDATE "LaunchJob" SET "lockedBy" = ${holder},
        "lockedUntil" = (now() AT TIME ZONE 'UTC') + ${claimMs} * interval '1 millisecond',
        attempts = attempts + 1
      WHERE id IN (
        SELECT id FROM "LaunchJob"
        WHERE "runAfter" <= (now() AT TIME ZONE 'UTC')
          AND ("lockedUntil" IS NULL OR "lockedUntil" < (now() AT TIME ZONE 'UTC'))
        ORDER BY "runAfter", "createdAt"
        LIMIT ${limit}
        FOR UPDATE SKIP LOCKED)
      RETURNING id, "versionId", attempts
    ), s AS (
      UPDATE "ProcessVersion" v SET status = 'LAUNCHING'::"ProcessStatus", "statusReason" = NULL,
        message = 'launching on cluster ' || cl.name, "updatedAt" = ${now}::timestamp(3)
      FROM c, "Cluster" cl
      WHERE v.id = c."versionId" AND cl.id = v."clusterId" AND cl.active
        AND v.status = 'PENDING'::"ProcessStatus" AND v."launchedAt" IS NULL AND v."cancelRequestedAt" IS NULL
      RETURNING v.id, v."processId", v.message
    ), e AS (
      INSERT INTO "ProcessVersionEvent" (id, "versionId", status, reason, message, "createdAt")
      SELECT gen_random_uuid()::text, s.id, 'LAUNCHING'::"ProcessStatus", NULL, s.message, ${now}::timestamp(3)
      FROM s
    )
    SELECT c.id, c."versionId", c.attempts, s.id IS NOT NULL AS stepped, s."processId", p."projectId"
    FROM c LEFT JOIN s ON s.id = c."versionId" LEFT JOIN "Process" p ON p.id = s."processId"`;
}

interface Pending {
  rowId: string;
  versionId: string;
  attempt: number;
  jobName: string;
  at: Date;
  resolve: (recorded: { cancelRequested: boolean } | null) => void;
  reject: (error: unknown) => void;
}

/**
 * Records launches: the Job's name and launch time on the version, the launch row dropped, and whether a cancel
 * was asked meanwhile (the version's `cancelRequestedAt` as the update, which waits for a concurrent writer of the
 * row, leaves it) — only for the attempt the launch was for (a failover meanwhile moved the version: nothing is
 * written, and `record` answers null). One statement for every launch waiting when the previous one returns.
 */
export class LaunchRecorder {
  readonly #prisma: PrismaClient;
  #waiting: Pending[] = [];
  #writing = false;

  constructor(prisma: PrismaClient) {
    this.#prisma = prisma;
  }

  record(
    rowId: string,
    versionId: string,
    attempt: number,
    jobName: string,
    at: Date,
  ): Promise<{ cancelRequested: boolean } | null> {
    return new Promise((resolve, reject) => {
      this.#waiting.push({ rowId, versionId, attempt, jobName, at, resolve, reject });
      if (!this.#writing) void this.#drain();
    });
  }

  async #drain(): Promise<void> {
    this.#writing = true;
    try {
      while (this.#waiting.length > 0) {
        const batch = this.#waiting.splice(0, 500);
        try {
          const written = await this.#write(batch);
          for (const p of batch) p.resolve(written.get(p.versionId) ?? null);
        } catch (error) {
          for (const p of batch) p.reject(error);
        }
      }
    } finally {
      this.#writing = false;
    }
  }

  async #write(batch: readonly Pending[]): Promise<Map<string, { cancelRequested: boolean }>> {
    const rows = await this.#prisma.$queryRaw<{ id: string; cancelRequested: boolean }[]>`
      WITH x AS (
        SELECT * FROM unnest(${batch.map((p) => p.versionId)}::text[], ${batch.map((p) => p.attempt)}::int[],
          ${batch.map((p) => p.jobName)}::text[], ${batch.map((p) => p.rowId)}::text[],
          ${batch.map((p) => p.at.toISOString())}::timestamp(3)[]) AS x(id, attempt, job, row, at)
      ), v AS (
        UPDATE "ProcessVersion" v SET "jobName" = x.job, "launchedAt" = x.at, "updatedAt" = x.at
        FROM x WHERE v.id = x.id AND v.attempt = x.attempt
        RETURNING v.id, v."cancelRequestedAt" IS NOT NULL AS "cancelRequested"
      ), l AS (
        DELETE FROM "LaunchJob" j USING x, v WHERE j.id = x.row AND v.id = x.id
      )
      SELECT id, "cancelRequested" FROM v`;
    return new Map(rows.map((r) => [r.id, { cancelRequested: r.cancelRequested }]));
  }
}
