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
 * (server/src/generated/gql) and the server tests' (server/test/gql), each from the operations written beside
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
      documents: [root('./server/test/**/*.test.ts')],
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      // NodeNext module resolution (server) wants explicit extensions on relative imports.
      config: { ...clientConfig, emitLegacyCommonJSImports: false },
    },
  },
};

export default config;
