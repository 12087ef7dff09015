-- CreateEnum
CREATE TYPE "AttemptOutcome" AS ENUM ('ACTIVE', 'SUCCEEDED', 'FAILED', 'CANCELLED', 'PREEMPTED', 'CLUSTER_LOST');

-- AlterTable
ALTER TABLE "ProcessVersion" ADD COLUMN     "attempt" INTEGER NOT NULL DEFAULT 1,
ADD COLUMN     "attemptCreatedAt" TIMESTAMP(3),
ADD COLUMN     "failover" JSONB;

-- CreateTable
CREATE TABLE "ProcessAttempt" (
    "id" TEXT NOT NULL,
    "versionId" TEXT NOT NULL,
    "number" INTEGER NOT NULL,
    "clusterId" TEXT NOT NULL,
    "jobName" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL,
    "startedAt" TIMESTAMP(3),
    "endedAt" TIMESTAMP(3) NOT NULL,
    "outcome" "AttemptOutcome" NOT NULL,
    "reason" TEXT,
    "jobDeletedAt" TIMESTAMP(3),
    "log" TEXT,
    "logTruncated" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "ProcessAttempt_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ProcessAttempt_clusterId_jobDeletedAt_idx" ON "ProcessAttempt"("clusterId", "jobDeletedAt");

-- CreateIndex
CREATE UNIQUE INDEX "ProcessAttempt_versionId_number_key" ON "ProcessAttempt"("versionId", "number");

-- AddForeignKey
ALTER TABLE "ProcessAttempt" ADD CONSTRAINT "ProcessAttempt_versionId_fkey" FOREIGN KEY ("versionId") REFERENCES "ProcessVersion"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ProcessAttempt" ADD CONSTRAINT "ProcessAttempt_clusterId_fkey" FOREIGN KEY ("clusterId") REFERENCES "Cluster"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
