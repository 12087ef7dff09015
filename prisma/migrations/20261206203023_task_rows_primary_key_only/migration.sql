-- DropIndex
DROP INDEX "ProcessTask_versionId_status_index_idx";
