-- AlterTable
ALTER TABLE "ProcessVersion" ADD COLUMN     "taskRunCount" INTEGER;
