import { fileURLToPath } from 'node:url';
import type { CodegenConfig } from '@graphql-codegen/cli';

const root = (path: string) => fileURLToPath(new URL(path, import.meta.url));

const clientConfig = {
  useTypeImports: true,
  strictScalars: true,
  scalars: { DateTime: 'string', JSON: 'unknown' },
  enumType: 'string-literal',
} as const;

/**
 * Typed operations generated offline from the committed schema: the web app's (web/src/gql), the MCP tools'
 * (server/src/generated/gql), the server tests' (server/test/gql) and the command line's (cli/src/gql), each from the operations written beside
 * their code.
 */
const config: CodegenConfig = {
  schema: root('./schema.graphql'),
  ignoreNoDocuments: false,
  noSilentErrors: true,
  generates: {
    [root('./web/src/gql/')]: {
      documents: [
        root('./web/src/**/*.{ts,tsx}'),
        `!${root('./web/src/gql/**')}`,
        `!${root('./web/src/**/*.test.{ts,tsx}')}`,
      ],
      preset: 'client',
      presetConfig: { fragmentMasking: { unmaskFunctionName: 'getFragmentData' } },
      config: clientConfig,
    },
    [root('./server/src/generated/gql/')]: {
      documents: [root('./server/src/mcp/**/*.ts')],
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: { ...clientConfig, emitLegacyCommonJSImports: false },
    },
    [root('./server/test/gql/')]: {
      // The tests and the suites' shared harnesses (`*-harness.ts`) write their operations.
      documents: [root('./server/test/**/*.test.ts'), root('./server/test/**/*-harness.ts')],
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      // NodeNext module resolution (server) wants explicit extensions on relative imports.
      config: { ...clientConfig, emitLegacyCommonJSImports: false },
    },
    // The command line's operations as typed strings (no GraphQL runtime in its one-file bundle).
    [root('./cli/src/gql/')]: {
      documents: [root('./cli/src/**/*.ts'), `!${root('./cli/src/gql/**')}`],
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: { ...clientConfig, emitLegacyCommonJSImports: false, documentMode: 'string' },
    },
  },
};

export default config;
