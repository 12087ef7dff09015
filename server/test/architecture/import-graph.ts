import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The relative-import graph of a source tree (type-only imports included: a type cycle is still a cycle), read
 * from the import and export statements; `.ts` and `.tsx` files, imports with or without their extension.
 * `generated/` is left out (Prisma's output has cycles of its own).
 */
export type ImportGraph = Map<string, string[]>;

const IMPORT = /^\s*(?:import|export)\s+(?:type\s+)?[^'"]*?from\s+['"](\.[^'"]+)['"]/gm;

function isFile(p: string): boolean {
  try {
    return statSync(p).isFile();
  } catch {
    return false;
  }
}

export function importGraph(root: string): ImportGraph {
  const files: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'generated' && entry.name !== 'node_modules') walk(full);
      } else if (/\.tsx?$/.test(entry.name)) files.push(full);
    }
  };
  walk(root);
  const graph: ImportGraph = new Map();
  for (const file of files) {
    const deps = new Set<string>();
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const target = path.resolve(path.dirname(file), match[1] as string);
      const resolved = [target, `${target}.ts`, `${target}.tsx`, path.join(target, 'index.ts')].find(isFile);
      if (resolved && !path.relative(root, resolved).startsWith('generated')) {
        deps.add(path.relative(root, resolved));
      }
    }
    graph.set(path.relative(root, file), [...deps].sort());
  }
  return graph;
}

/** The strongly connected components with more than one file (each an import cycle), files sorted. */
export function importCycles(graph: ImportGraph): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, counter);
    low.set(v, counter);
    counter++;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) as number, low.get(w) as number));
      } else if (onStack.has(w)) {
        low.set(v, Math.min(low.get(v) as number, index.get(w) as number));
      }
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop() as string;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1) cycles.push(component.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return cycles;
}

/** The first path segment of a file relative to the source root, without `.ts(x)`: `services`, `kube`, `app`. */
export function layerOf(file: string): string {
  return (file.split('/')[0] as string).replace(/\.tsx?$/, '');
}

/**
 * Imports that break the layering (STYLE: web → schema → services → kube/db; runner and mcp beside schema):
 * `forbidden[layer]` lists the layers that `layer` may not import.
 */
export function layerViolations(graph: ImportGraph, forbidden: Record<string, readonly string[]>): string[] {
  const out: string[] = [];
  for (const [file, deps] of graph) {
    const banned = forbidden[layerOf(file)];
    if (!banned) continue;
    for (const dep of deps) if (banned.includes(layerOf(dep))) out.push(`${file} -> ${dep}`);
  }
  return out.sort();
}
