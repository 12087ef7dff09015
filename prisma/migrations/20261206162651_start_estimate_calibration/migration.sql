-- AlterTable
ALTER TABLE "ProcessVersion" ADD COLUMN     "estimatedAt" TIMESTAMP(3),
ADD COLUMN     "estimatedLatestStartAt" TIMESTAMP(3),
ADD COLUMN     "estimatedStartAt" TIMESTAMP(3);

-- CreateIndex
CREATE INDEX "ProcessVersion_clusterId_estimatedAt_idx" ON "ProcessVersion"("clusterId", "estimatedAt");
