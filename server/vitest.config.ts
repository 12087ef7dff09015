import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    root: import.meta.dirname,
    include: ['test/**/*.test.ts'],
    environment: 'node',
    // Builds the migrated embedded template (cached) and drops test databases abandoned by dead runs.
    globalSetup: ['./test/db/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
  },
});
