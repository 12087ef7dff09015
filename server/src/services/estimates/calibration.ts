import DataLoader from 'dataloader';
import { Prisma, type PrismaClient } from '../../generated/prisma/client.ts';

/**
 * Each cluster's record of its start estimates (ARCHITECTURE §23), so users can judge one: of the versions created
 * on it in the last 7 days with an estimate recorded at creation (`estimatedAt`, `estimatedStartAt`,
 * `estimatedLatestStartAt`, written by createProcess and rerunProcess), how many started within the stated bound,
 * the median error as the start-estimates bench defines it (|expected − actual start| ÷ max(actual wait, 60 s)) and
 * the shares that started within 1 and 10 minutes of the expected start. A version still waiting after its bound
 * counts too (outside the bound; its error measured to now, a lower bound). Null below 20 samples: too few to judge.
 */

export interface EstimateCalibration {
  since: Date;
  samples: number;
  withinBound: number;
  medianError: number;
  within1min: number;
  within10min: number;
}

export const CALIBRATION_WINDOW_MS = 7 * 24 * 3_600_000;
export const MIN_CALIBRATION_SAMPLES = 20;
/** Kubernetes times have whole seconds: a start read up to this late is within the bound. */
const BOUND_TOLERANCE_SECONDS = 1;

type Row = {
  clusterId: string;
  samples: number;
  withinBound: number;
  medianError: number;
  within1min: number;
  within10min: number;
};

/** The calibration of each cluster (null below the minimum), in one statement. */
export async function readCalibrations(
  prisma: Pick<PrismaClient, '$queryRaw'>,
  clusterIds: readonly string[],
  now: Date,
): Promise<Map<string, EstimateCalibration | null>> {
  const since = new Date(now.getTime() - CALIBRATION_WINDOW_MS);
  const result = new Map<string, EstimateCalibration | null>(clusterIds.map((id) => [id, null]));
  if (clusterIds.length === 0) return result;
  const rows = await prisma.$queryRaw<Row[]>`
    WITH s AS (
      SELECT "clusterId", "estimatedAt" AS at, "estimatedStartAt" AS expected, "estimatedLatestStartAt" AS latest,
        COALESCE("startedAt", ${now}::timestamp(3)) AS started
      FROM "ProcessVersion"
      WHERE "clusterId" = ANY(${[...clusterIds]}::text[]) AND "estimatedAt" >= ${since}::timestamp(3)
        AND "estimatedStartAt" IS NOT NULL AND attempt = 1
        AND ("startedAt" IS NOT NULL OR (status IN ('PENDING', 'LAUNCHING', 'QUEUED')
          AND "estimatedLatestStartAt" < ${now}::timestamp(3)))
    ), e AS (
      SELECT "clusterId", latest IS NOT NULL AND started <= latest + ${Prisma.raw(`interval '${BOUND_TOLERANCE_SECONDS} second'`)} AS held,
        abs(extract(epoch FROM started - expected)) AS off,
        greatest(extract(epoch FROM started - at), 60) AS waited
      FROM s
    )
    SELECT "clusterId", count(*)::int AS samples,
      avg(held::int)::float8 AS "withinBound",
      percentile_disc(0.5) WITHIN GROUP (ORDER BY off / waited)::float8 AS "medianError",
      avg((off <= 60)::int)::float8 AS within1min,
      avg((off <= 600)::int)::float8 AS within10min
    FROM e GROUP BY "clusterId"`;
  for (const r of rows) {
    if (r.samples < MIN_CALIBRATION_SAMPLES) continue;
    result.set(r.clusterId, {
      since,
      samples: r.samples,
      withinBound: r.withinBound,
      medianError: r.medianError,
      within1min: r.within1min,
      within10min: r.within10min,
    });
  }
  return result;
}

const CALIBRATION_MAX_AGE_MS = 30_000;

/**
 * Calibrations shared by every request, re-read at most every 30 s per cluster; the clusters asked for in one tick
 * (one availableClusters answer) are read in one statement.
 */
export class Calibrations {
  readonly #entries = new Map<string, { at: number; value: Promise<EstimateCalibration | null> }>();
  readonly #loader: DataLoader<string, EstimateCalibration | null>;

  constructor(prisma: Pick<PrismaClient, '$queryRaw'>, now: () => Date = () => new Date()) {
    this.#loader = new DataLoader(
      async (ids) => {
        const found = await readCalibrations(prisma, ids, now());
        return ids.map((id) => found.get(id) ?? null);
      },
      { cache: false },
    );
  }

  get(clusterId: string): Promise<EstimateCalibration | null> {
    const entry = this.#entries.get(clusterId);
    if (entry && Date.now() - entry.at < CALIBRATION_MAX_AGE_MS) return entry.value;
    const value = this.#loader.load(clusterId);
    this.#entries.set(clusterId, { at: Date.now(), value });
    value.catch(() => this.#entries.delete(clusterId));
    return value;
  }
}
