import path from 'node:path';
import { SimClock, type SimClockControl } from './clock.ts';
import { type FaultControl, SimCluster } from './cluster.ts';
import { type ClusterConfig, configProblems, type SimConfig } from './config.ts';
import { type ControlApi, startControlApi } from './control-api.ts';
import { loadState, StateSaver } from './persistence.ts';
import { createServerCredentials } from './pki.ts';
import { loadReference } from './reference.ts';

export type { Identity, PolicyRule, ServiceAccountConfig } from './api/rbac.ts';
export type { VisibilityAccess } from './api/visibility.ts';
export type { SimClockControl } from './clock.ts';
export type { FaultControl } from './cluster.ts';
export { SimCluster } from './cluster.ts';
export type {
  ClusterConfig,
  ClusterQueueConfig,
  FlavorConfig,
  LocalQueueConfig,
  PreemptionConfig,
  SimConfig,
} from './config.ts';
export { configProblems, loadConfigFile } from './config.ts';
// Indexed jobs: the completion index annotation/label, and Kubernetes' index lists ("1,3-5") for fixtures
export { COMPLETION_INDEX } from './controllers/job/indexed.ts';
export { formatIndexes, parseIndexes } from './controllers/job/intervals.ts';
export { PRIORITY_CLASS_LABEL, QUEUE_LABEL } from './controllers/kueue-controller.ts';
export { DEMO_CONFIG, DEMO_PREEMPTION, DEMO_PRIORITY_CLASSES, GPU_PRODUCT_LABEL } from './demo.ts';
export type { Faults } from './faults.ts';
export { fidelityCluster, productServiceAccount } from './fidelity/sim-config.ts';
export { MAX_EXEC_TIME_LABEL } from './resources/admission.ts';
export { ANNOTATIONS } from './runtime.ts';
export type { VolumeConfig } from './volumes.ts';

export interface KubeSim {
  readonly clusters: SimCluster[];
  cluster(name: string): SimCluster;
  readonly clock: SimClockControl;
  /** CA certificate (PEM) shared by every cluster of this run. */
  readonly caPem: string;
  /** Base URL of the HTTP control API when `controlPort` was given. */
  readonly controlUrl?: string;
  stop(): Promise<void>;
}

/** The configuration `startKubeSim` accepts: the YAML shape, where every cluster is a `ClusterConfig`. */
export type StartOptions = SimConfig & { advertiseHost?: string };

/**
 * Starts simulated Kubernetes + Kueue clusters, each with its own HTTPS port and kubeconfig, sharing one clock.
 */
export async function startKubeSim(config: StartOptions): Promise<KubeSim> {
  const problems = configProblems(config);
  if (problems.length > 0) throw new Error(`invalid kube-sim configuration:\n  - ${problems.join('\n  - ')}`);
  const host = config.host ?? '127.0.0.1';
  const advertiseHost = config.advertiseHost ?? (host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host);
  const creds = await createServerCredentials(
    [host, advertiseHost].filter((h) => h !== '0.0.0.0' && h !== '::'),
  );
  const saved = config.stateDir ? loadState(config.stateDir) : undefined;
  const speed = config.clock?.speed ?? 1;
  // A restored clock goes on from where it stopped; at a running speed, real time went by meanwhile too.
  const start = saved
    ? speed > 0
      ? Math.max(saved.clockNow, Date.now())
      : saved.clockNow
    : config.clock?.start;
  const clock = new SimClock({ speed, start });
  const reference = loadReference();
  const clusters: SimCluster[] = config.clusters.map(
    (c: ClusterConfig) =>
      new SimCluster(c, {
        clock,
        host,
        advertiseHost,
        keyPem: creds.keyPem,
        certPem: creds.certPem,
        caPem: creds.caPem,
        openapi: reference.openapi,
        validator: reference.validator,
        ...(config.stateDir ? { volumeRoot: path.join(config.stateDir, 'volumes', c.name) } : {}),
      }),
  );
  const started: SimCluster[] = [];
  try {
    for (const c of clusters) {
      await c.start(saved?.clusters[c.name]);
      started.push(c);
      if (config.kubeconfigDir) c.writeKubeconfig(config.kubeconfigDir);
    }
  } catch (err) {
    await Promise.all(started.map((c) => c.stop()));
    clock.stop();
    throw err;
  }
  let control: ControlApi | undefined;
  const stateDir = config.stateDir;
  const saver = stateDir
    ? new StateSaver(stateDir, () => ({
        version: 1,
        clockNow: clock.now(),
        clusters: Object.fromEntries(clusters.map((c) => [c.name, c.snapshot()])),
      }))
    : undefined;
  if (saver) {
    for (const c of clusters) c.core.store.onEvent(() => saver.schedule());
    saver.flush();
  }
  const sim: KubeSim = {
    clusters,
    cluster(name: string) {
      const c = clusters.find((x) => x.name === name);
      if (!c)
        throw new Error(
          `no simulated cluster named "${name}" (have: ${clusters.map((x) => x.name).join(', ')})`,
        );
      return c;
    },
    clock,
    caPem: creds.caPem,
    get controlUrl() {
      return control?.url;
    },
    async stop() {
      saver?.stop();
      clock.stop();
      await Promise.all([...clusters.map((c) => c.stop()), control?.stop()]);
    },
  };
  if (config.controlPort !== undefined)
    control = await startControlApi(sim, host === '0.0.0.0' ? '127.0.0.1' : host, config.controlPort);
  return sim;
}

export type { FaultControl as ClusterFaults };
