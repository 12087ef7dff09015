-- AlterTable
ALTER TABLE "Process" ADD COLUMN     "nameKey" TEXT;

-- Backfill: the case- and compatibility-folded name (the look-alike letters of other scripts are folded by the
-- server for new rows); rows whose key another process of the project shares keep none.
UPDATE "Process" p SET "nameKey" = lower(normalize(p.name, NFKC))
WHERE NOT EXISTS (
  SELECT 1 FROM "Process" q
  WHERE q."projectId" = p."projectId" AND q.id <> p.id
    AND lower(normalize(q.name, NFKC)) = lower(normalize(p.name, NFKC))
);

-- CreateIndex
CREATE UNIQUE INDEX "Process_projectId_nameKey_key" ON "Process"("projectId", "nameKey");
