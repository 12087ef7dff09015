-- AlterTable
ALTER TABLE "ProcessVersion" ADD COLUMN     "evictions" JSONB NOT NULL DEFAULT '[]',
ADD COLUMN     "priorityClass" TEXT;
