import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { OpenApiProvider } from './api/openapi.ts';
import type { SchemaValidator } from './validation.ts';

/** Where the Kubernetes OpenAPI documents and Kueue CRDs live: KUBE_SIM_REFERENCE_DIR, else `<repo>/../shared/reference`. */
export function referenceDir(): string | undefined {
  const env = process.env.KUBE_SIM_REFERENCE_DIR;
  if (env) return fs.existsSync(env) ? env : undefined;
  const here = path.dirname(fileURLToPath(import.meta.url));
  const repoRoot = path.resolve(here, '..', '..');
  const candidate = path.resolve(repoRoot, '..', 'shared', 'reference');
  return fs.existsSync(candidate) ? candidate : undefined;
}

export interface Reference {
  dir?: string;
  openapi?: OpenApiProvider;
  validator?: SchemaValidator;
}

let cached: Reference | undefined;
let loader: ((dir: string | undefined) => Reference) | undefined;

/** Registers how reference data is turned into validators (kept apart so the core loads without ajv). */
export function setReferenceLoader(fn: (dir: string | undefined) => Reference): void {
  loader = fn;
  cached = undefined;
}

export function loadReference(): Reference {
  if (cached) return cached;
  const dir = referenceDir();
  cached = loader ? loader(dir) : { dir };
  return cached;
}
