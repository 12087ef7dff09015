-- AlterTable
ALTER TABLE "AuditEvent" ADD COLUMN     "actorSystem" TEXT;
