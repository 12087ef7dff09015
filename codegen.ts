import { fileURLToPath } from 'node:url';
import type { CodegenConfig } from '@graphql-codegen/cli';

const root = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Typed client operations for the web app, generated offline from the committed schema. */
const config: CodegenConfig = {
  schema: root('./schema.graphql'),
  documents: [
    root('./web/src/**/*.{ts,tsx}'),
    `!${root('./web/src/gql/**')}`,
    `!${root('./web/src/**/*.test.{ts,tsx}')}`,
  ],
  ignoreNoDocuments: false,
  noSilentErrors: true,
  generates: {
    [root('./web/src/gql/')]: {
      preset: 'client',
      presetConfig: { fragmentMasking: { unmaskFunctionName: 'getFragmentData' } },
      config: {
        useTypeImports: true,
        strictScalars: true,
        scalars: { DateTime: 'string' },
        enumType: 'string-literal',
      },
    },
  },
};

export default config;
