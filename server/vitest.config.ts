import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

// graphql 16 ships CJS (main) and ESM (module). Node (tsx, production) gives every importer the CJS build; Vite
// would hand our sources the ESM one while dependencies get CJS, and GraphQLError/GraphQLSchema instances then
// fail `instanceof` across the two copies. Pin our sources to the same entry Node uses.
const graphqlEntry = createRequire(import.meta.url).resolve('graphql');

export default defineConfig({
  resolve: { alias: [{ find: /^graphql$/, replacement: graphqlEntry }] },
  test: {
    name: 'server',
    root: import.meta.dirname,
    include: ['test/**/*.test.ts'],
    environment: 'node',
    // Builds the migrated embedded template (cached) and drops test databases abandoned by dead runs.
    // The real control plane too, when REAL_CLUSTER=1 (test/real-cluster/global-setup.ts).
    globalSetup: ['./test/db/global-setup.ts', './test/real-cluster/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
  },
});
