-- CreateEnum
CREATE TYPE "TaskStatus" AS ENUM ('PENDING', 'RUNNING', 'SUCCEEDED', 'FAILED', 'CANCELLED');

-- AlterTable
ALTER TABLE "ProcessVersion" ADD COLUMN     "gang" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "maxFailedTasks" INTEGER,
ADD COLUMN     "retriesPerTask" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "taskCount" INTEGER,
ADD COLUMN     "taskParallelism" INTEGER;

-- CreateTable
CREATE TABLE "ProcessTask" (
    "versionId" TEXT NOT NULL,
    "index" INTEGER NOT NULL,
    "attempt" INTEGER NOT NULL DEFAULT 1,
    "status" "TaskStatus" NOT NULL DEFAULT 'PENDING',
    "exitCode" INTEGER,
    "restarts" INTEGER NOT NULL DEFAULT 0,
    "startedAt" TIMESTAMP(3),
    "finishedAt" TIMESTAMP(3),
    "message" TEXT,
    "parameters" JSONB,

    CONSTRAINT "ProcessTask_pkey" PRIMARY KEY ("versionId","index")
);

-- CreateIndex
CREATE INDEX "ProcessTask_versionId_status_index_idx" ON "ProcessTask"("versionId", "status", "index");

-- AddForeignKey
ALTER TABLE "ProcessTask" ADD CONSTRAINT "ProcessTask_versionId_fkey" FOREIGN KEY ("versionId") REFERENCES "ProcessVersion"("id") ON DELETE CASCADE ON UPDATE CASCADE;
