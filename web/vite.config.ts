import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:4000';

/**
 * Writes `.br` and `.gz` beside each compressible file of the build, once, so the server sends them without
 * compressing per request (it picks one by the request's Accept-Encoding).
 */
function precompress(): Plugin {
  const compressible = /\.(?:js|mjs|css|html|svg|json|txt|map)$/;
  const brotli = promisify(brotliCompress);
  const gz = promisify(gzip);
  return {
    name: 'kueue-batch:precompress',
    apply: 'build',
    async writeBundle(options) {
      const outDir = options.dir ?? 'dist';
      const entries = await readdir(outDir, { recursive: true });
      await Promise.all(
        entries
          .filter((entry) => compressible.test(entry))
          .map(async (entry) => {
            const file = path.join(outDir, entry);
            if (!(await stat(file)).isFile()) return;
            const content = await readFile(file);
            if (content.length < 1024) return;
            const [br, gzipped] = await Promise.all([
              brotli(content, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                  [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
                },
              }),
              gz(content, { level: constants.Z_BEST_COMPRESSION }),
            ]);
            if (br.length < content.length) await writeFile(`${file}.br`, br);
            if (gzipped.length < content.length) await writeFile(`${file}.gz`, gzipped);
          }),
      );
    },
  };
}

export default defineConfig({
  plugins: [react(), precompress()],
  server: {
    host: '127.0.0.1',
    proxy: {
      '/graphql': { target: apiTarget, changeOrigin: false },
      '/auth': { target: apiTarget, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
  },
});
