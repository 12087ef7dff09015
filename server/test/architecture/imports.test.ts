import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { type ImportGraph, importCycles, importGraph, layerViolations } from './import-graph.ts';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const serverSrc = path.join(repo, 'server/src');
const webSrc = path.join(repo, 'web/src');
const kubeSimSrc = path.join(repo, 'kube-sim/src');

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

/**
 * The web's layers: the entry (main, App) over the pages (`features/`) over what they share (the router, the urql
 * client, the live-subscription hook, `ui/`) and the generated client (`gql/`). Tests sit above everything.
 */
const WEB_SHARED_ABOVE = ['features', 'App', 'main'];
const WEB_FORBIDDEN: Record<string, readonly string[]> = {
  features: ['App', 'main'],
  router: [...WEB_SHARED_ABOVE, 'ui'],
  client: [...WEB_SHARED_ABOVE, 'ui'],
  useLiveSubscription: [...WEB_SHARED_ABOVE, 'ui'],
  ui: [...WEB_SHARED_ABOVE, 'router', 'useLiveSubscription', 'gql'],
  gql: [...WEB_SHARED_ABOVE, 'router', 'client', 'useLiveSubscription', 'ui'],
};

/**
 * kube-sim's layers: the object store and its helpers at the bottom, then the object model (kinds, controllers,
 * the kubelet's runtime), then the HTTP API, then a cluster and the simulator (its configuration, persistence, the
 * control API, the entry points; the differential driver starts one as the CLI does).
 */
const SIM_TOP = [
  'cluster',
  'server',
  'control-api',
  'config',
  'demo',
  'persistence',
  'reference',
  'pki',
  'faults',
  'sim',
  'index',
  'cli',
  'fidelity',
];
const SIM_API = ['api', 'validation'];
const SIM_MODEL = ['resources', 'controllers', 'runtime', 'cluster-core', 'shell'];
const SIM_BASE = ['store', 'clock', 'status', 'selectors', 'names', 'quantity'];
const KUBE_SIM_FORBIDDEN: Record<string, readonly string[]> = {
  ...Object.fromEntries(SIM_BASE.map((l) => [l, [...SIM_MODEL, ...SIM_API, ...SIM_TOP]])),
  ...Object.fromEntries(SIM_MODEL.map((l) => [l, [...SIM_API, ...SIM_TOP]])),
  ...Object.fromEntries(SIM_API.map((l) => [l, SIM_TOP])),
};

/** The graph without its test files (they sit above every layer). */
function withoutTests(graph: ImportGraph): ImportGraph {
  return new Map([...graph].filter(([file]) => !/\.test\.tsx?$/.test(file)));
}

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

describe('the web import graph', () => {
  it('has no import cycle (type-only imports count)', () => {
    expect(importCycles(importGraph(webSrc))).toEqual([]);
  });

  it('has no upward import between layers', () => {
    expect(layerViolations(withoutTests(importGraph(webSrc)), WEB_FORBIDDEN)).toEqual([]);
  });

  it('the checks read .tsx files and imports without an extension', async () => {
    const root = await tree({
      'ui/Card.tsx': "import { Page } from '../features/Page';\nexport const Card = Page;\n",
      'features/Page.tsx':
        "import type { Card } from '../ui/Card';\nexport const Page = (c?: typeof Card) => c;\n",
    });
    try {
      const graph = importGraph(root);
      expect(importCycles(graph)).toEqual([['features/Page.tsx', 'ui/Card.tsx']]);
      expect(layerViolations(graph, WEB_FORBIDDEN)).toEqual(['ui/Card.tsx -> features/Page.tsx']);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});

describe('the kube-sim import graph', () => {
  it('has no import cycle (type-only imports count)', () => {
    expect(importCycles(importGraph(kubeSimSrc))).toEqual([]);
  });

  it('has no upward import between layers', () => {
    expect(layerViolations(importGraph(kubeSimSrc), KUBE_SIM_FORBIDDEN)).toEqual([]);
  });
});
