import type { TestProject } from 'vitest/node';
import type { RealClusterInfo } from '../helpers/real-cluster.ts';

/*
 * The real control plane (real-cluster/README.md) for the server suites, brought up once per test run when
 * REAL_CLUSTER=1 (REQUIRE_REAL_CLUSTER=1 implies it and makes a missing Go a failure) and torn down after.
 */
const wanted = process.env.REAL_CLUSTER === '1' || process.env.REQUIRE_REAL_CLUSTER === '1';
const required = process.env.REQUIRE_REAL_CLUSTER === '1';

let teardown: (() => Promise<void>) | undefined;

export default async function setup(project: TestProject) {
  let info: RealClusterInfo | null = null;
  let notice = 'the real-cluster tier runs with REAL_CLUSTER=1 (real-cluster/README.md)';
  if (wanted) {
    // @ts-expect-error plain .mjs module of the harness, no types
    const build = await import('../../../scripts/real-cluster/build.mjs');
    // @ts-expect-error plain .mjs module of the harness, no types
    const cp = await import('../../../scripts/real-cluster/control-plane.mjs');
    if (!build.goAvailable()) {
      notice =
        'REAL_CLUSTER=1 but Go is not installed: the real-cluster tier is skipped (real-cluster/README.md)';
      if (required) throw new Error(`REQUIRE_REAL_CLUSTER=1: ${notice}`);
      process.stderr.write(`${notice}\n`);
    } else {
      const name = `test-${process.pid}`;
      const started = Date.now();
      const up = await cp.up({ name });
      teardown = () => cp.down({ name });
      info = {
        name,
        dir: up.dir,
        kubeconfig: up.kubeconfig,
        adminKubeconfig: up.adminKubeconfig,
        upSeconds: (Date.now() - started) / 1000,
      };
    }
  }
  project.provide('realCluster', info);
  project.provide('realClusterNotice', notice);
  return async () => {
    await teardown?.();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    realCluster: RealClusterInfo | null;
    realClusterNotice: string;
  }
}
