-- AlterTable
ALTER TABLE "Cluster" ADD COLUMN     "simulated" BOOLEAN NOT NULL DEFAULT false;
