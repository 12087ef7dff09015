-- Issue 24: the daily usage rollup without project and user (cluster- and flavor-wide reports), built from the
-- ledger rows written so far; kept by the statement that writes ledger rows from now on.
-- CreateTable
CREATE TABLE "UsageDailyCluster" (
    "day" DATE NOT NULL,
    "clusterId" TEXT NOT NULL,
    "flavor" TEXT NOT NULL,
    "resource" TEXT NOT NULL,
    "resourceSeconds" DOUBLE PRECISION NOT NULL,
    "cost" DOUBLE PRECISION,

    CONSTRAINT "UsageDailyCluster_pkey" PRIMARY KEY ("day","clusterId","flavor","resource")
);

INSERT INTO "UsageDailyCluster" (day, "clusterId", flavor, resource, "resourceSeconds", cost)
SELECT day, "clusterId", flavor, resource, sum("resourceSeconds"), sum(cost) FROM "UsageRecord" GROUP BY 1, 2, 3, 4;
