import type { SimClockControl } from './clock.ts';
import type { SimCluster } from './cluster.ts';

/** A running simulator: its clusters, their shared clock and CA (what `startKubeSim` answers). */
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
