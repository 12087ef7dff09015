-- Expiries beyond year 9999 were once accepted, and Prisma reads them back as an invalid date and the token list
-- failed for good: clamp them to the last printable instant (still far beyond any real use).
UPDATE "ApiToken" SET "expiresAt" = TIMESTAMP '9999-12-31 23:59:59.999' WHERE "expiresAt" > TIMESTAMP '9999-12-31 23:59:59.999';
UPDATE "Session" SET "expiresAt" = TIMESTAMP '9999-12-31 23:59:59.999' WHERE "expiresAt" > TIMESTAMP '9999-12-31 23:59:59.999';
