import { createRequire } from 'node:module';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// The e2e suites start the real server from its sources. As in server/vitest.config.ts: Node gives every importer
// graphql's CJS build, Vite would hand those sources the ESM one, and schema objects then fail `instanceof` across
// the two copies. One entry for all.
const graphqlEntry = createRequire(import.meta.url).resolve('graphql');

// Component tests run in jsdom; the browser end-to-end tests (e2e/) declare `@vitest-environment node`
// in their first line, drive a real Chromium against the real server, and get longer timeouts there.
export default defineConfig({
  plugins: [react()],
  resolve: { alias: [{ find: /^graphql$/, replacement: graphqlEntry }] },
  test: {
    name: 'web',
    root: import.meta.dirname,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'e2e/**/*.e2e.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
  },
});
