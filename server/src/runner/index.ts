import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Config } from '../config.ts';
import type { PrismaClient } from '../generated/prisma/client.ts';
import type { ClusterClientRegistry } from '../kube/client-registry.ts';
import { KueueCaches } from '../kube/kueue-caches.ts';
import type { Logger } from '../logger.ts';
import type { Metrics } from '../observe/metrics.ts';
import { ACTIVE_STATUSES } from '../services/lifecycle.ts';
import type { ProcessDeps } from '../services/process/types.ts';
import type { Keyring } from '../services/secrets.ts';
import type { VersionEventBus } from '../services/version-events.ts';
import { FailoverLoop } from './failover.ts';
import { Launcher } from './launcher.ts';
import { ClusterLeases } from './leases.ts';
import { ClusterMonitor } from './monitor.ts';

export interface RunnerSettings {
  launchMaxAttempts: number;
  launchRetryBaseMs: number;
  launchRetryMaxMs: number;
  launchPollMs: number;
  launchConcurrency: number;
  launchClaimMs: number;
  leaseTtlMs: number;
  watchIdleTimeoutMs: number;
  watchTimeoutSeconds: number;
  sweepMs: number;
  /** CLUSTER_LOST_AFTER_SECONDS in ms (ARCHITECTURE §17). */
  clusterLostAfterMs: number;
}

export const DEFAULT_RUNNER_SETTINGS: RunnerSettings = {
  launchMaxAttempts: 8,
  launchRetryBaseMs: 1_000,
  launchRetryMaxMs: 60_000,
  launchPollMs: 5_000,
  launchConcurrency: 16,
  launchClaimMs: 60_000,
  leaseTtlMs: 15_000,
  watchIdleTimeoutMs: 90_000,
  watchTimeoutSeconds: 300,
  sweepMs: 5_000,
  clusterLostAfterMs: 300_000,
};

/** The runner's settings from the server configuration. */
export function runnerSettings(config: Config): Partial<RunnerSettings> {
  return {
    launchConcurrency: config.launchConcurrency,
    launchMaxAttempts: config.launchMaxAttempts,
    launchRetryBaseMs: config.launchRetryBaseMs,
    launchPollMs: config.launchPollMs,
    // A claim must outlast a launch (pull secret, create, and a read on 409: three bounded calls).
    launchClaimMs: Math.max(config.launchClaimMs, 4 * config.clusterTimeoutMs),
    leaseTtlMs: config.clusterLeaseTtlMs,
    watchIdleTimeoutMs: config.watchIdleTimeoutMs,
    sweepMs: config.runnerSweepMs,
    clusterLostAfterMs: config.clusterLostAfterSeconds * 1000,
  };
}

export interface RunnerDeps {
  prisma: PrismaClient;
  kube: ClusterClientRegistry;
  /** The clusters' watch-fed Kueue caches, shared with limits and estimates (the runner builds its own when absent). */
  caches?: KueueCaches;
  keyring: Keyring;
  logger: Logger;
  versionEvents?: VersionEventBus;
  settings?: Partial<RunnerSettings>;
  /** Identity in lease and claim rows; unique per process. */
  holder?: string;
  now?: () => number;
  metrics?: Metrics;
  /**
   * What failover places next attempts with (ARCHITECTURE §17): the policy hook and the clusters' live state.
   * Absent: no failover loop (versions keep their cluster, as with failover off).
   */
  placement?: Pick<ProcessDeps, 'hooks' | 'states' | 'now' | 'currency'>;
}

/**
 * The server's execution engine: the launch queue and, for each cluster whose lease this server holds, its
 * monitor. Started and stopped with the server.
 */
export class Runner {
  readonly holder: string;
  readonly launcher: Launcher;
  readonly leases: ClusterLeases;
  readonly monitors = new Map<string, ClusterMonitor>();
  readonly #deps: RunnerDeps;
  readonly #settings: RunnerSettings;
  #stopping: Promise<void> | undefined;
  readonly #stoppingMonitors = new Set<Promise<void>>();
  readonly #caches: KueueCaches;
  readonly #ownCaches: boolean;
  /** Failover of preempted or stranded attempts (absent without `placement`). */
  readonly failover: FailoverLoop | undefined;

  constructor(deps: RunnerDeps) {
    this.#deps = deps;
    const s = { ...DEFAULT_RUNNER_SETTINGS, ...deps.settings };
    this.#settings = s;
    this.#ownCaches = !deps.caches;
    this.#caches =
      deps.caches ??
      new KueueCaches({
        registry: deps.kube,
        idleTimeoutMs: s.watchIdleTimeoutMs,
        watchTimeoutSeconds: s.watchTimeoutSeconds,
        logger: deps.logger.child({ component: 'kueue-cache' }),
      });
    this.holder = deps.holder ?? `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
    const logger = deps.logger.child({ component: 'runner' });
    this.launcher = new Launcher({
      prisma: deps.prisma,
      kube: deps.kube,
      keyring: deps.keyring,
      logger,
      versionEvents: deps.versionEvents,
      holder: this.holder,
      maxAttempts: s.launchMaxAttempts,
      retryBaseMs: s.launchRetryBaseMs,
      retryMaxMs: s.launchRetryMaxMs,
      pollMs: s.launchPollMs,
      concurrency: s.launchConcurrency,
      claimMs: s.launchClaimMs,
      metrics: deps.metrics,
      onLaunched: (clusterId, versionId, jobName) => this.monitors.get(clusterId)?.poke(versionId, jobName),
      onStranded: deps.placement
        ? (versionId, reason) => this.failover?.stranded(versionId, reason)
        : undefined,
    });
    this.failover = deps.placement
      ? new FailoverLoop({
          deps: {
            prisma: deps.prisma,
            kube: deps.kube,
            logger: logger.child({ component: 'failover' }),
            versionEvents: deps.versionEvents,
            hooks: deps.placement.hooks,
            states: deps.placement.states,
            now: deps.placement.now,
            currency: deps.placement.currency,
            launchQueue: { wake: () => this.launcher.wake() },
          },
          lostAfterMs: s.clusterLostAfterMs,
          periodMs: s.sweepMs,
          heldClusters: () => this.monitors.keys(),
          wakeLauncher: () => this.launcher.wake(),
          now: deps.now ?? Date.now,
          metrics: deps.metrics,
        })
      : undefined;
    this.leases = new ClusterLeases({
      prisma: deps.prisma,
      logger,
      holder: this.holder,
      ttlMs: s.leaseTtlMs,
      renewMs: Math.max(50, Math.floor(s.leaseTtlMs / 3)),
      wanted: async () => {
        const clusters = await deps.prisma.cluster.findMany({
          where: {
            OR: [
              { active: true },
              { versions: { some: { status: { in: [...ACTIVE_STATUSES] }, jobName: { not: null } } } },
              // An ended attempt's Job may still be there (failover's fencing deletes it when the cluster answers).
              { attempts: { some: { jobDeletedAt: null } } },
            ],
          },
          select: { id: true },
          orderBy: { id: 'asc' },
        });
        return clusters.map((c) => c.id);
      },
      onAcquired: (clusterId) => this.#startMonitor(clusterId),
      onLost: (clusterId) => this.#stopMonitor(clusterId),
    });
  }

  start(): void {
    this.launcher.start();
    this.leases.start();
    this.failover?.start();
  }

  /** The launch queue's in-process wake-up (AppServices.launchQueue). */
  wake(): void {
    this.launcher.wake();
  }

  stop(): Promise<void> {
    this.#stopping ??= (async () => {
      // The launches in flight finish (each bounded by cluster timeouts) while the clusters are handed over: the
      // monitors stop first, while the leases are still ours (no other server takes a cluster over while this one
      // is still writing its transitions), then the leases are freed for the other servers to take at once.
      const handOver = async () => {
        const monitors = [...this.monitors.values()];
        this.monitors.clear();
        await Promise.all([...monitors.map((m) => m.stop()), ...this.#stoppingMonitors]);
        await this.leases.stop();
      };
      await this.failover?.stop();
      await Promise.all([this.launcher.stop(), handOver()]);
      if (this.#ownCaches) await this.#caches.close();
    })();
    return this.#stopping;
  }

  #startMonitor(clusterId: string): void {
    if (this.monitors.has(clusterId)) return;
    const monitor = new ClusterMonitor({
      prisma: this.#deps.prisma,
      kube: this.#deps.kube,
      caches: this.#caches,
      logger: this.#deps.logger.child({ component: 'monitor', clusterId }),
      versionEvents: this.#deps.versionEvents,
      clusterId,
      idleTimeoutMs: this.#settings.watchIdleTimeoutMs,
      watchTimeoutSeconds: this.#settings.watchTimeoutSeconds,
      sweepMs: this.#settings.sweepMs,
      now: this.#deps.now ?? Date.now,
      metrics: this.#deps.metrics,
      onPreempted: this.failover ? (versionId) => this.failover?.preempted(versionId) : undefined,
    });
    this.monitors.set(clusterId, monitor);
    void monitor.start();
  }

  #stopMonitor(clusterId: string): void {
    const monitor = this.monitors.get(clusterId);
    if (!monitor) return;
    this.monitors.delete(clusterId);
    const stopping = monitor
      .stop()
      .catch((error) => this.#deps.logger.warn({ clusterId, err: String(error) }, 'monitor stop failed'))
      .finally(() => this.#stoppingMonitors.delete(stopping));
    this.#stoppingMonitors.add(stopping);
  }
}
