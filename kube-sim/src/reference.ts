import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import YAML from 'yaml';
import { type OpenApiProvider, ReferenceOpenApi } from './api/openapi.ts';
import { completeSchemas } from './api/schema-overlay.ts';
import { OpenApiValidator, type SchemaValidator } from './validation.ts';

/** Where the Kubernetes OpenAPI documents and Kueue CRDs live: KUBE_SIM_REFERENCE_DIR, else `<repo>/../shared/reference`. */
export function referenceDir(): string | undefined {
  const env = process.env.KUBE_SIM_REFERENCE_DIR;
  if (env !== undefined) return env && fs.existsSync(env) ? env : undefined;
  const here = path.dirname(fileURLToPath(import.meta.url));
  const repoRoot = path.resolve(here, '..', '..');
  const candidate = path.resolve(repoRoot, '..', 'shared', 'reference');
  return fs.existsSync(candidate) ? candidate : undefined;
}

export interface Reference {
  dir?: string;
  openapi: OpenApiProvider;
  validator?: SchemaValidator;
  /** What was found, for diagnostics. */
  loaded: string[];
}

const BUILTIN_FILES: Record<string, string> = {
  'api/v1': 'kubernetes-openapi-v3/api__v1_openapi.json',
  'apis/batch/v1': 'kubernetes-openapi-v3/apis__batch__v1_openapi.json',
  api: 'kubernetes-openapi-v3/api_openapi.json',
  apis: 'kubernetes-openapi-v3/apis_openapi.json',
  'apis/batch': 'kubernetes-openapi-v3/apis__batch_openapi.json',
};
const CRD_FILES = ['clusterqueues', 'localqueues', 'resourceflavors', 'workloads'].map(
  (p) => `kueue/kueue.x-k8s.io_${p}.yaml`,
);

const cache = new Map<string, Reference>();

/**
 * Loads the reference documents (read at run time, never copied into the repo). Without them the simulator
 * still serves synthesized OpenAPI documents and skips schema validation.
 */
export function loadReference(): Reference {
  const dir = referenceDir();
  const key = dir ?? '';
  const hit = cache.get(key);
  if (hit) return hit;
  const builtin = new Map<string, Record<string, any>>();
  const crdSchemas = new Map<string, Record<string, any>>();
  const loaded: string[] = [];
  if (dir) {
    for (const [gv, file] of Object.entries(BUILTIN_FILES)) {
      const p = path.join(dir, file);
      if (!fs.existsSync(p)) continue;
      try {
        const doc = JSON.parse(fs.readFileSync(p, 'utf8'));
        completeSchemas(doc);
        builtin.set(gv, doc);
        loaded.push(file);
      } catch (err) {
        console.warn(`[kube-sim] ignoring unreadable ${p}: ${(err as Error).message}`);
      }
    }
    for (const file of CRD_FILES) {
      const p = path.join(dir, file);
      if (!fs.existsSync(p)) continue;
      try {
        const crd = YAML.parse(fs.readFileSync(p, 'utf8'));
        for (const v of crd.spec?.versions ?? []) {
          if (v.schema?.openAPIV3Schema)
            crdSchemas.set(`${crd.spec.group}/${v.name}/${crd.spec.names.kind}`, v.schema.openAPIV3Schema);
        }
        loaded.push(file);
      } catch (err) {
        console.warn(`[kube-sim] ignoring unreadable ${p}: ${(err as Error).message}`);
      }
    }
  }
  const ref: Reference = {
    dir,
    openapi: new ReferenceOpenApi({ builtin, crdSchemas }),
    validator:
      builtin.size > 0 || crdSchemas.size > 0 ? new OpenApiValidator(builtin, crdSchemas) : undefined,
    loaded,
  };
  cache.set(key, ref);
  return ref;
}
