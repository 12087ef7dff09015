-- Issue 14 (ARCHITECTURE §11): what a version asks for beyond cpu and memory, the flavor it is pinned to (with that
-- flavor's nodeLabels as checked: the Job's required node affinity), and what Kueue assigned once admitted.
-- Existing versions asked for nothing extended and were never pinned; their assignments are unknown ([]).
ALTER TABLE "ProcessVersion" ADD COLUMN     "assignedFlavors" JSONB NOT NULL DEFAULT '[]',
ADD COLUMN     "extendedResources" JSONB NOT NULL DEFAULT '[]',
ADD COLUMN     "flavor" TEXT,
ADD COLUMN     "flavorNodeLabels" JSONB;
