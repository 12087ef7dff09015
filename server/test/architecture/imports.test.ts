import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importCycles, importGraph, layerViolations } from './import-graph.ts';

const serverSrc = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src');

/** What each layer may not import (the composition roots app/server/main/cli sit above everything). */
const TOP = ['app', 'server', 'main', 'cli'];
const FORBIDDEN: Record<string, readonly string[]> = {
  kube: ['services', 'schema', 'runner', 'mcp', ...TOP],
  db: ['services', 'schema', 'runner', 'mcp', ...TOP],
  services: ['schema', 'runner', 'mcp', ...TOP],
  schema: ['runner', 'mcp', ...TOP],
  runner: ['schema', 'mcp', ...TOP],
  mcp: ['runner', ...TOP],
};

async function tree(files: Record<string, string>): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), 'imports-'));
  for (const [name, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, name)), { recursive: true });
    await writeFile(path.join(root, name), text);
  }
  return root;
}

describe('the server import graph', () => {
  it('has no import cycle (type-only imports count)', () => {
    expect(importCycles(importGraph(serverSrc))).toEqual([]);
  });

  it('has no upward import between layers', () => {
    expect(layerViolations(importGraph(serverSrc), FORBIDDEN)).toEqual([]);
  });

  it('the checks see a type-only cycle and an upward import in a planted tree', async () => {
    const root = await tree({
      'app.ts': "import { handle } from './mcp/handler.ts';\nexport const app = handle;\n",
      'mcp/handler.ts': "import type { App } from '../app.ts';\nexport const handle = (a?: App) => a;\n",
      'kube/client.ts': "import { thing } from '../services/thing.ts';\nexport const c = thing;\n",
      'services/thing.ts': 'export const thing = 1;\n',
    });
    try {
      const graph = importGraph(root);
      expect(importCycles(graph)).toEqual([['app.ts', 'mcp/handler.ts']]);
      expect(layerViolations(graph, FORBIDDEN)).toEqual([
        'kube/client.ts -> services/thing.ts',
        'mcp/handler.ts -> app.ts',
      ]);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
