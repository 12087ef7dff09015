-- Issue 24 (ARCHITECTURE §18): the usage ledger (closed intervals, per resource and UTC day; written once),
-- intervals still open, the daily rollup kept beside the ledger, flavor prices and project budgets.
-- CreateEnum
CREATE TYPE "BudgetPeriod" AS ENUM ('MONTH');

-- CreateEnum
CREATE TYPE "BudgetUnit" AS ENUM ('COST', 'GPU_HOURS');

-- CreateTable
CREATE TABLE "UsageRecord" (
    "id" BIGSERIAL NOT NULL,
    "intervalKey" TEXT NOT NULL,
    "resource" TEXT NOT NULL,
    "day" DATE NOT NULL,
    "versionId" TEXT NOT NULL,
    "projectId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "clusterId" TEXT NOT NULL,
    "flavor" TEXT NOT NULL,
    "quantity" DOUBLE PRECISION NOT NULL,
    "startedAt" TIMESTAMP(3) NOT NULL,
    "endedAt" TIMESTAMP(3) NOT NULL,
    "resourceSeconds" DOUBLE PRECISION NOT NULL,
    "cost" DOUBLE PRECISION,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "UsageRecord_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "UsageOpenInterval" (
    "intervalKey" TEXT NOT NULL,
    "versionId" TEXT NOT NULL,
    "projectId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "clusterId" TEXT NOT NULL,
    "startedAt" TIMESTAMP(3) NOT NULL,
    "resources" JSONB NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "UsageOpenInterval_pkey" PRIMARY KEY ("intervalKey")
);

-- CreateTable
CREATE TABLE "UsageDaily" (
    "day" DATE NOT NULL,
    "projectId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "clusterId" TEXT NOT NULL,
    "flavor" TEXT NOT NULL,
    "resource" TEXT NOT NULL,
    "resourceSeconds" DOUBLE PRECISION NOT NULL,
    "cost" DOUBLE PRECISION,

    CONSTRAINT "UsageDaily_pkey" PRIMARY KEY ("day","projectId","userId","clusterId","flavor","resource")
);

-- CreateTable
CREATE TABLE "FlavorPrice" (
    "clusterId" TEXT NOT NULL,
    "flavor" TEXT NOT NULL,
    "resource" TEXT NOT NULL,
    "pricePerHour" DOUBLE PRECISION NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "FlavorPrice_pkey" PRIMARY KEY ("clusterId","flavor","resource")
);

-- CreateTable
CREATE TABLE "ProjectBudget" (
    "projectId" TEXT NOT NULL,
    "period" "BudgetPeriod" NOT NULL DEFAULT 'MONTH',
    "unit" "BudgetUnit" NOT NULL,
    "limit" DOUBLE PRECISION NOT NULL,
    "hard" BOOLEAN NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ProjectBudget_pkey" PRIMARY KEY ("projectId")
);

-- CreateIndex
CREATE INDEX "UsageRecord_projectId_day_idx" ON "UsageRecord"("projectId", "day");

-- CreateIndex
CREATE INDEX "UsageRecord_day_idx" ON "UsageRecord"("day");

-- CreateIndex
CREATE INDEX "UsageRecord_versionId_idx" ON "UsageRecord"("versionId");

-- CreateIndex
CREATE UNIQUE INDEX "UsageRecord_intervalKey_resource_day_key" ON "UsageRecord"("intervalKey", "resource", "day");

-- CreateIndex
CREATE INDEX "UsageOpenInterval_clusterId_idx" ON "UsageOpenInterval"("clusterId");

-- CreateIndex
CREATE INDEX "UsageOpenInterval_projectId_idx" ON "UsageOpenInterval"("projectId");

-- CreateIndex
CREATE INDEX "UsageDaily_projectId_day_idx" ON "UsageDaily"("projectId", "day");
