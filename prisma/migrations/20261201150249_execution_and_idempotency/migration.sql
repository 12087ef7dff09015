-- AlterEnum
ALTER TYPE "ProcessStatus" ADD VALUE 'LOST';

-- AlterTable
ALTER TABLE "LaunchJob" ADD COLUMN     "lockedBy" TEXT;

-- AlterTable
ALTER TABLE "ProcessVersion" ADD COLUMN     "backoffLimit" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "cancelRequestedAt" TIMESTAMP(3),
ADD COLUMN     "cancelRequestedById" TEXT,
ADD COLUMN     "queuedAt" TIMESTAMP(3),
ADD COLUMN     "rerunOfId" TEXT,
ADD COLUMN     "statusReason" TEXT;

-- CreateTable
CREATE TABLE "ClusterLease" (
    "clusterId" TEXT NOT NULL,
    "holder" TEXT NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "renewedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ClusterLease_pkey" PRIMARY KEY ("clusterId")
);

-- CreateTable
CREATE TABLE "ProcessVersionEvent" (
    "id" TEXT NOT NULL,
    "versionId" TEXT NOT NULL,
    "status" "ProcessStatus" NOT NULL,
    "reason" TEXT,
    "message" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ProcessVersionEvent_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ProcessVersionLog" (
    "versionId" TEXT NOT NULL,
    "content" TEXT NOT NULL,
    "truncated" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ProcessVersionLog_pkey" PRIMARY KEY ("versionId")
);

-- CreateTable
CREATE TABLE "IdempotencyKey" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "operation" TEXT NOT NULL,
    "requestHash" TEXT NOT NULL,
    "versionId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "IdempotencyKey_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ClusterLease_expiresAt_idx" ON "ClusterLease"("expiresAt");

-- CreateIndex
CREATE INDEX "ProcessVersionEvent_versionId_createdAt_idx" ON "ProcessVersionEvent"("versionId", "createdAt");

-- CreateIndex
CREATE INDEX "IdempotencyKey_createdAt_idx" ON "IdempotencyKey"("createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "IdempotencyKey_userId_key_key" ON "IdempotencyKey"("userId", "key");

-- AddForeignKey
ALTER TABLE "ClusterLease" ADD CONSTRAINT "ClusterLease_clusterId_fkey" FOREIGN KEY ("clusterId") REFERENCES "Cluster"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ProcessVersionEvent" ADD CONSTRAINT "ProcessVersionEvent_versionId_fkey" FOREIGN KEY ("versionId") REFERENCES "ProcessVersion"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ProcessVersionLog" ADD CONSTRAINT "ProcessVersionLog_versionId_fkey" FOREIGN KEY ("versionId") REFERENCES "ProcessVersion"("id") ON DELETE CASCADE ON UPDATE CASCADE;
