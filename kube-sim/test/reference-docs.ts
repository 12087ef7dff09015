import { referenceDir } from '../src/reference.ts';

/** CI sets REQUIRE_REFERENCE=1: missing reference documents then fail the run instead of skipping tests. */
export const referenceRequired = process.env.REQUIRE_REFERENCE === '1';

/** Whether the Kubernetes OpenAPI documents and Kueue CRDs are there (schema validation needs them). */
export const hasReference = referenceDir() !== undefined;

if (!hasReference) {
  const msg =
    'reference documents not found (KUBE_SIM_REFERENCE_DIR or ../shared/reference): schema-validation tests of kube-sim are skipped';
  if (referenceRequired) throw new Error(`${msg}, but REQUIRE_REFERENCE=1 demands them`);
  console.warn(`NOTICE: ${msg} (set REQUIRE_REFERENCE=1 to make this an error)`);
}
