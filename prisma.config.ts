import { defineConfig } from 'prisma/config';

// Offline the Prisma CLI only generates; it insists on a schema engine binary it never runs for `generate`.
// Migrations go through the WebAssembly engine in server/src/db/migrate.ts (pnpm db:migrate).
process.env.PRISMA_SCHEMA_ENGINE_BINARY ??= '/bin/true';

export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
  datasource: { url: process.env.DATABASE_URL ?? 'postgresql://localhost:5432/unused' },
});
