-- AlterTable
ALTER TABLE "ProcessVersion" ADD COLUMN     "mounts" JSONB NOT NULL DEFAULT '[]';

-- CreateTable
CREATE TABLE "DataVolume" (
    "clusterId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "claimName" TEXT NOT NULL,
    "readOnly" BOOLEAN NOT NULL,
    "description" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "DataVolume_pkey" PRIMARY KEY ("clusterId","name")
);

-- AddForeignKey
ALTER TABLE "DataVolume" ADD CONSTRAINT "DataVolume_clusterId_fkey" FOREIGN KEY ("clusterId") REFERENCES "Cluster"("id") ON DELETE CASCADE ON UPDATE CASCADE;
