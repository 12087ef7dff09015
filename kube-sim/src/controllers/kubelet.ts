import type { TimerHandle } from '../clock.ts';
import { rfc3339 } from '../clock.ts';
import type { ClusterCore, Controller } from '../cluster-core.ts';
import {
  ANNOTATIONS,
  type ContainerPlan,
  containerPlan,
  DEFAULT_START_DELAY_MS,
  DEFAULT_STOP_DELAY_MS,
  type DerivedPlan,
  imagePullError,
  memoryBound,
  oomMessage,
  parseDuration,
  planFromCommand,
} from '../runtime.ts';
import { runScript } from '../shell.ts';
import { type KubeObject, objectKey, type StoreEvent } from '../store.ts';
import { missingConfig, missingVolumeSource, resolveContainer } from './container-env.ts';
import { recordEvent } from './events.ts';
import { claimMounts, unschedulableMessage, volumeBindingProblem } from './pod-volumes.ts';

/** How often a container waiting for a missing Secret or ConfigMap looks again (the kubelet's pod sync). */
const CONFIG_RETRY_MS = 2_000;

export const NODE_NAME = 'kube-sim-node-1';
const HOST_IP = '10.0.0.10';
/** How often a pod waiting for a missing ConfigMap or Secret volume retries its mount. */
const VOLUME_RETRY_MS = 1_000;

export interface LogLine {
  at: number;
  text: string;
}

interface Run {
  plan: ContainerPlan;
  startedAt: number;
  finishedAt?: number;
  exitCode?: number;
  reason?: string;
  message?: string;
}

interface ContainerRuntime {
  name: string;
  image: string;
  attempt: number;
  current?: Run;
  previous?: Run;
  waitingReason: string;
  waitingMessage?: string;
  pullFailures: number;
  restarting: boolean;
  /** What its command does: planned at once, or by the sandboxed shell ('pending' until it answers). */
  derived?: DerivedPlan | 'pending';
  /** The container waits for the shell's answer to start. */
  awaitingPlan?: boolean;
  /** It waited in CreateContainerConfigError: its plan is worked out again once what it names exists. */
  configBlocked?: boolean;
}

interface PodRuntime {
  uid: string;
  namespace: string;
  name: string;
  containers: ContainerRuntime[];
  timers: TimerHandle[];
  terminated: boolean;
  podIP: string;
  startTime: number;
  /** Set when the pod outlived its `spec.activeDeadlineSeconds`: the status reason the kubelet reports. */
  deadlineExceeded?: boolean;
}

type LogListener = () => void;

type SavedPlan = Omit<ContainerPlan, 'durationMs'> & { durationMs: number | null };
type SavedRun = Omit<Run, 'plan'> & { plan: SavedPlan };

/** The kubelet's part of a persisted simulator (JSON: Infinity is saved as null). */
export interface KubeletSnapshot {
  ipCounter: number;
  pods: {
    uid: string;
    namespace: string;
    name: string;
    podIP: string;
    startTime: number;
    terminated: boolean;
    containers: {
      name: string;
      image: string;
      attempt: number;
      current?: SavedRun;
      previous?: SavedRun;
      waitingReason: string;
      waitingMessage?: string;
      pullFailures: number;
      restarting: boolean;
      derived?: Omit<DerivedPlan, 'durationMs'> & { durationMs?: number | null };
    }[];
  }[];
}

/** Stands in for the scheduler and the kubelet: binds pods to one node and runs their containers on the clock. */
export class Kubelet implements Controller {
  private readonly pods = new Map<string, PodRuntime>();
  private readonly queue: (() => void)[] = [];
  private readonly listeners = new Map<string, Set<LogListener>>();
  private ipCounter = 2;
  private readonly stopDelayMs: number;
  private readonly volumeDir: (pv: string) => string;
  /** Pods the scheduler could not place yet (their claims), by uid: looked at again when claims or volumes change. */
  private readonly unscheduled = new Map<string, { namespace: string; name: string }>();

  constructor(
    private readonly core: ClusterCore,
    opts: { stopDelayMs?: number; volumeDir?: (pv: string) => string } = {},
  ) {
    this.stopDelayMs = opts.stopDelayMs ?? DEFAULT_STOP_DELAY_MS;
    this.volumeDir =
      opts.volumeDir ??
      (() => {
        throw new Error('this cluster has no directories for its PersistentVolumes');
      });
  }

  observe(resource: string, ev: StoreEvent): void {
    if (resource === 'persistentvolumeclaims' || resource === 'persistentvolumes') {
      for (const [uid, p] of this.unscheduled) this.queue.push(() => this.admit(uid, p.namespace, p.name));
      return;
    }
    if (resource !== 'pods') return;
    const pod = ev.object;
    const uid = pod.metadata.uid as string;
    if (ev.type === 'ADDED') {
      this.queue.push(() => this.admit(uid, pod.metadata.namespace!, pod.metadata.name));
    } else if (
      ev.type === 'MODIFIED' &&
      pod.metadata.deletionTimestamp &&
      !ev.previous?.metadata.deletionTimestamp
    ) {
      this.queue.push(() => this.kill(uid, pod.metadata.namespace!, pod.metadata.name));
    } else if (ev.type === 'DELETED') {
      this.unscheduled.delete(uid);
      const rt = this.pods.get(uid);
      if (rt) {
        for (const t of rt.timers) t.cancel();
        this.pods.delete(uid);
        this.notify(uid);
        this.listeners.delete(uid);
      }
    }
  }

  work(): boolean {
    if (this.queue.length === 0) return false;
    const batch = this.queue.splice(0);
    for (const fn of batch) fn();
    return true;
  }

  private pod(rt: PodRuntime): KubeObject | undefined {
    const p = this.core.store.get('pods', rt.namespace, rt.name);
    return p && p.metadata.uid === rt.uid ? p : undefined;
  }

  private annotations(pod: KubeObject): Record<string, string> {
    const own: Record<string, string> = pod.metadata.annotations ?? {};
    const owner = (pod.metadata.ownerReferences ?? []).find((r: { kind: string }) => r.kind === 'Job');
    const job = owner ? this.core.store.get('jobs.batch', pod.metadata.namespace, owner.name) : undefined;
    return {
      ...(job?.metadata.annotations ?? {}),
      ...(job?.spec?.template?.metadata?.annotations ?? {}),
      ...own,
    };
  }

  private admit(uid: string, namespace: string, name: string): void {
    const pod = this.core.store.get('pods', namespace, name);
    if (!pod || pod.metadata.uid !== uid || this.pods.has(uid)) return;
    if (pod.status?.phase === 'Succeeded' || pod.status?.phase === 'Failed') return;
    if (pod.metadata.deletionTimestamp) return;
    const problem = volumeBindingProblem(this.core.store, pod);
    if (problem) {
      this.unscheduled.set(uid, { namespace, name });
      this.markUnschedulable(pod, unschedulableMessage(problem));
      return;
    }
    this.unscheduled.delete(uid);
    const now = this.core.now();
    const rt: PodRuntime = {
      uid,
      namespace,
      name,
      containers: (pod.spec?.containers ?? []).map((c: { name: string; image: string }) => ({
        name: c.name,
        image: c.image,
        attempt: 0,
        waitingReason: 'ContainerCreating',
        pullFailures: 0,
        restarting: false,
      })),
      timers: [],
      terminated: false,
      podIP: `10.244.${Math.floor(this.ipCounter / 250)}.${(this.ipCounter++ % 250) + 2}`,
      startTime: now,
    };
    this.pods.set(uid, rt);
    this.writeStatus(rt, 'Pending');
    const ads = pod.spec?.activeDeadlineSeconds;
    if (typeof ads === 'number' && ads > 0)
      rt.timers.push(this.core.at(now + ads * 1000, () => this.exceedDeadline(rt)));
    this.mountThenStart(rt);
  }

  /** As kube-scheduler reports a pod no node can take: PodScheduled False, Unschedulable, and a FailedScheduling event. */
  private markUnschedulable(pod: KubeObject, message: string): void {
    const t = this.core.nowTime();
    this.core.store.mutate('pods', pod.metadata.namespace, pod.metadata.name, (p) => {
      const prev = (p.status?.conditions ?? []).find((c: { type: string }) => c.type === 'PodScheduled');
      if (prev?.status === 'False' && prev.message === message) return false;
      p.status = {
        phase: 'Pending',
        conditions: [
          {
            type: 'PodScheduled',
            status: 'False',
            lastProbeTime: null,
            lastTransitionTime: prev?.status === 'False' ? prev.lastTransitionTime : t,
            reason: 'Unschedulable',
            message,
          },
        ],
        qosClass: qosClass(p),
      };
    });
    recordEvent(this.core, pod, {
      type: 'Warning',
      reason: 'FailedScheduling',
      message,
      component: 'default-scheduler',
    });
  }

  /** Mounts the pod's volumes, then starts it; a ConfigMap or Secret not there yet is retried each second. */
  private mountThenStart(rt: PodRuntime): void {
    const pod = this.pod(rt);
    if (!pod || rt.terminated) return;
    const now = this.core.now();
    if (missingVolumeSource(this.core.store, pod)) {
      rt.timers.push(this.core.at(now + VOLUME_RETRY_MS, () => this.mountThenStart(rt)));
      return;
    }
    const delay = parseDuration(this.annotations(pod)[ANNOTATIONS.startDelay]) ?? DEFAULT_START_DELAY_MS;
    for (const c of rt.containers) this.derive(rt, c, pod, now + delay);
    rt.timers.push(this.core.at(now + delay, () => this.startAll(rt)));
  }

  private startAll(rt: PodRuntime): void {
    const pod = this.pod(rt);
    if (!pod || rt.terminated) return;
    for (const c of rt.containers) this.pullAndStart(rt, c, pod);
    this.writeStatus(rt);
  }

  /** Pulls the image, then starts the container; a failed pull waits in ErrImagePull / ImagePullBackOff and retries. */
  private pullAndStart(rt: PodRuntime, c: ContainerRuntime, pod: KubeObject): void {
    const err = imagePullError(c.image, this.annotations(pod)[ANNOTATIONS.imagePullError]);
    if (!err) {
      const spec = (pod.spec?.containers ?? []).find((x: { name: string }) => x.name === c.name);
      const missing = missingConfig(this.core.store, pod, spec);
      if (missing) {
        // As the kubelet: the container is not created until the Secret or ConfigMap it names is there.
        c.waitingReason = 'CreateContainerConfigError';
        c.waitingMessage = missing;
        c.configBlocked = true;
        rt.timers.push(
          this.core.at(this.core.now() + CONFIG_RETRY_MS, () => {
            const p = this.pod(rt);
            if (!p || rt.terminated || c.current) return;
            this.pullAndStart(rt, c, p);
            this.writeStatus(rt);
          }),
        );
        return;
      }
      if (c.configBlocked) {
        c.configBlocked = false;
        this.derive(rt, c, pod, this.core.now());
      }
      c.waitingMessage = undefined;
      this.startContainer(rt, c, pod);
      return;
    }
    const now = this.core.now();
    c.pullFailures++;
    c.waitingReason = 'ErrImagePull';
    c.waitingMessage = err;
    rt.timers.push(
      this.core.at(now + 1_000, () => {
        if (rt.terminated || c.current) return;
        c.waitingReason = 'ImagePullBackOff';
        c.waitingMessage = `Back-off pulling image "${c.image}"`;
        this.writeStatus(rt);
      }),
    );
    const backoff = Math.min(10_000 * 2 ** (c.pullFailures - 1), 300_000);
    rt.timers.push(
      this.core.at(now + backoff, () => {
        const p = this.pod(rt);
        if (!p || rt.terminated || c.current) return;
        this.pullAndStart(rt, c, p);
        this.writeStatus(rt);
      }),
    );
  }

  /**
   * Works out what a container's command does. A straight-line script is planned at once; any other script runs in
   * the sandboxed shell, started now (at pod admission) so that its answer is usually there when the container
   * starts. Whatever happens, nothing thrown here leaves the simulator: the container fails instead.
   */
  private derive(rt: PodRuntime, c: ContainerRuntime, pod: KubeObject, startAt: number): void {
    const spec = (pod.spec?.containers ?? []).find((x: { name: string }) => x.name === c.name);
    if (missingConfig(this.core.store, pod, spec)) {
      // Worked out when it can start: what it names may be created meanwhile (a Job's own Secret is).
      c.configBlocked = true;
      return;
    }
    let p: ReturnType<typeof planFromCommand>;
    let files: Record<string, string> = {};
    let mounts: ReturnType<typeof claimMounts> = [];
    try {
      const resolved = resolveContainer(this.core.store, pod, spec, rt.podIP);
      files = resolved.files;
      mounts = claimMounts(this.core.store, pod, spec, this.volumeDir);
      p = planFromCommand(
        { ...spec, command: resolved.command, args: resolved.args, env: undefined },
        resolved.env,
      );
    } catch (err) {
      c.derived = { lines: [], durationMs: 0, exitCode: 137, oom: oomMessage(spec, String(err)) };
      return;
    }
    if (!('shell' in p)) {
      c.derived = p;
      return;
    }
    c.derived = 'pending';
    runScript({
      script: p.shell.script,
      env: p.shell.env,
      files,
      mounts,
      startMs: startAt,
      memoryBytes: memoryBound(spec),
    })
      .then(
        (r): DerivedPlan => ({
          lines: r.lines,
          durationMs: r.durationMs,
          exitCode: r.exitCode,
          ...(r.oom !== undefined ? { oom: oomMessage(spec, r.oom) } : {}),
        }),
        (err): DerivedPlan => ({
          lines: [],
          durationMs: 0,
          exitCode: 137,
          oom: oomMessage(spec, `the simulated shell failed: ${String(err?.message ?? err)}`),
        }),
      )
      .then((d) => {
        c.derived = d;
        if (!c.awaitingPlan) return;
        c.awaitingPlan = false;
        this.core.run(() => {
          const current = this.pod(rt);
          if (!current || rt.terminated || this.pods.get(rt.uid) !== rt) return;
          this.startContainer(rt, c, current);
          this.writeStatus(rt);
        });
      });
  }

  private startContainer(rt: PodRuntime, c: ContainerRuntime, pod: KubeObject): void {
    if (c.derived === 'pending') {
      c.awaitingPlan = true; // stays ContainerCreating until the shell answers
      return;
    }
    const spec = (pod.spec?.containers ?? []).find((x: { name: string }) => x.name === c.name);
    let plan: ContainerPlan;
    try {
      plan = containerPlan(spec, this.annotations(pod), c.attempt, c.derived);
    } catch (err) {
      plan = {
        durationMs: 0,
        exitCode: 128,
        lines: [],
        reason: 'StartError',
        message: `kube-sim could not run the container: ${String((err as Error)?.message ?? err).slice(0, 200)}`,
      };
    }
    const now = this.core.now();
    c.previous = c.current;
    c.current = { plan, startedAt: now };
    c.restarting = false;
    if (Number.isFinite(plan.durationMs))
      rt.timers.push(this.core.at(now + plan.durationMs, () => this.finishContainer(rt, c)));
    for (const line of plan.lines) {
      if (line.offsetMs > 0) rt.timers.push(this.core.at(now + line.offsetMs, () => this.notify(rt.uid)));
    }
    this.notify(rt.uid);
  }

  private finishContainer(rt: PodRuntime, c: ContainerRuntime, exitCode?: number, reason?: string): void {
    const pod = this.pod(rt);
    if (!pod || !c.current || c.current.finishedAt !== undefined) return;
    const now = this.core.now();
    c.current.finishedAt = now;
    c.current.exitCode = exitCode ?? c.current.plan.exitCode;
    c.current.reason = reason ?? c.current.plan.reason ?? (c.current.exitCode === 0 ? 'Completed' : 'Error');
    if (reason === undefined && c.current.plan.message) c.current.message = c.current.plan.message;
    const policy = pod.spec?.restartPolicy ?? 'Always';
    const restart =
      !rt.terminated && (policy === 'Always' || (policy === 'OnFailure' && c.current.exitCode !== 0));
    if (restart) {
      c.attempt++;
      c.restarting = true;
      c.waitingReason = 'CrashLoopBackOff';
      const backoff = Math.min(10_000 * 2 ** (c.attempt - 1), 300_000);
      rt.timers.push(
        this.core.at(now + backoff, () => {
          const p = this.pod(rt);
          if (!p || rt.terminated) return;
          this.startContainer(rt, c, p);
          this.writeStatus(rt);
        }),
      );
    }
    this.notify(rt.uid);
    this.writeStatus(rt);
  }

  /**
   * Graceful termination after a DELETE: the containers get SIGTERM and keep running until they stop (after the
   * stop delay, exit 143) or the grace period ends (SIGKILL, exit 137); then the pod goes to its terminal phase and
   * is removed. Until then it counts as terminating.
   */
  private kill(uid: string, namespace: string, name: string): void {
    const rt = this.pods.get(uid);
    const pod = this.core.store.get('pods', namespace, name);
    if (!pod || rt?.terminated) return;
    const graceMs = Number(pod.metadata.deletionGracePeriodSeconds ?? 30) * 1000;
    const remove = () => {
      const p = this.core.store.get('pods', namespace, name);
      if (p && p.metadata.uid === uid) this.core.store.delete('pods', namespace, name);
    };
    if (!rt) {
      this.core.at(this.core.now() + Math.min(graceMs, this.stopDelayMs), remove);
      return;
    }
    rt.terminated = true;
    this.stopContainers(rt, pod, graceMs, remove);
  }

  /**
   * The kubelet's active deadline (pkg/kubelet/active_deadline.go): a pod running longer than its
   * `spec.activeDeadlineSeconds` since it started on the node is stopped (its containers get SIGTERM, with the
   * pod's grace period) and ends Failed with reason `DeadlineExceeded`; it stays, unlike a deleted pod.
   */
  private exceedDeadline(rt: PodRuntime): void {
    const pod = this.pod(rt);
    if (!pod || rt.terminated || pod.metadata.deletionTimestamp) return;
    const phase = pod.status?.phase;
    if (phase === 'Succeeded' || phase === 'Failed') return;
    rt.terminated = true;
    rt.deadlineExceeded = true;
    for (const t of rt.timers) t.cancel();
    rt.timers = [];
    const graceMs = Number(pod.spec?.terminationGracePeriodSeconds ?? 30) * 1000;
    // deleted meanwhile: kill() leaves a stopping pod to us, so it goes once stopped
    const removeIfDeleted = () => {
      const p = this.pod(rt);
      if (p?.metadata.deletionTimestamp) this.core.store.delete('pods', rt.namespace, rt.name);
    };
    this.stopContainers(rt, pod, graceMs, removeIfDeleted, 'Failed');
  }

  /** SIGTERM to every container: each stops after the stop delay (143), or is killed when the grace ends (137). */
  private stopContainers(
    rt: PodRuntime,
    pod: KubeObject,
    graceMs: number,
    then: () => void,
    phase?: 'Failed',
  ): void {
    const stopDelay = parseDuration(this.annotations(pod)[ANNOTATIONS.stopDelay]) ?? this.stopDelayMs;
    const killed = stopDelay >= graceMs;
    const stop = () => {
      const now = this.core.now();
      for (const c of rt.containers) {
        if (c.current && c.current.finishedAt === undefined)
          this.finishContainer(rt, c, killed ? 137 : 143, 'Error');
        else if (!c.current) {
          c.current = {
            plan: { durationMs: 0, exitCode: 137, lines: [] },
            startedAt: now,
            finishedAt: now,
            exitCode: 137,
            reason: 'ContainerStatusUnknown',
            message: 'The container could not be located when the pod was terminated',
          };
        }
        c.restarting = false;
      }
      const succeeded = rt.containers.every((c) => c.current?.exitCode === 0);
      this.writeStatus(rt, phase ?? (succeeded ? 'Succeeded' : 'Failed'));
      then();
    };
    if (graceMs <= 0) stop();
    else rt.timers.push(this.core.at(this.core.now() + Math.min(stopDelay, graceMs), stop));
  }

  /** Deletes a pod the way the API does: gracefully when it still runs, at once when it is finished. */
  deletePod(namespace: string, name: string, gracePeriodSeconds?: number): KubeObject | undefined {
    const pod = this.core.store.get('pods', namespace, name);
    if (!pod) return undefined;
    const phase = pod.status?.phase;
    const grace = gracePeriodSeconds ?? pod.spec?.terminationGracePeriodSeconds ?? 30;
    const scheduled = !!pod.spec?.nodeName;
    if (!scheduled || phase === 'Succeeded' || phase === 'Failed' || grace === 0) {
      return this.core.store.delete('pods', namespace, name)?.object;
    }
    if (pod.metadata.deletionTimestamp) return pod;
    return this.core.store.mutate('pods', namespace, name, (p) => {
      p.metadata.deletionTimestamp = rfc3339(this.core.now() + grace * 1000);
      p.metadata.deletionGracePeriodSeconds = grace;
    });
  }

  private containerStatus(c: ContainerRuntime, now: number): Record<string, unknown> {
    const cur = c.current;
    const id = (run: Run) =>
      `containerd://${Buffer.from(`${c.name}-${run.startedAt}`).toString('hex').padEnd(64, '0').slice(0, 64)}`;
    const terminated = (run: Run) => ({
      terminated: {
        exitCode: run.exitCode,
        reason: run.reason,
        ...(run.message ? { message: run.message } : {}),
        startedAt: rfc3339(run.startedAt),
        finishedAt: rfc3339(run.finishedAt!),
        containerID: id(run),
      },
    });
    let state: Record<string, unknown>;
    let ready = false;
    if (!cur || c.restarting) {
      state = {
        waiting: c.restarting
          ? { reason: 'CrashLoopBackOff', message: `back-off restarting failed container ${c.name}` }
          : { reason: c.waitingReason, ...(c.waitingMessage ? { message: c.waitingMessage } : {}) },
      };
    } else if (cur.finishedAt === undefined) {
      state = { running: { startedAt: rfc3339(cur.startedAt) } };
      ready = true;
    } else state = terminated(cur);
    const lastRun = c.restarting ? cur : c.previous;
    const status: Record<string, unknown> = {
      name: c.name,
      state,
      lastState: lastRun && lastRun.finishedAt !== undefined ? terminated(lastRun) : {},
      ready,
      restartCount: c.attempt,
      image: c.image.includes(':') || c.image.includes('@') ? c.image : `${c.image}:latest`,
      imageID: cur ? `docker.io/library/${c.image.split(':')[0]}@sha256:${'0'.repeat(64)}` : '',
      started: !!cur && cur.finishedAt === undefined && !c.restarting,
    };
    if (cur) status.containerID = id(cur);
    void now;
    return status;
  }

  private writeStatus(rt: PodRuntime, forcePhase?: string): void {
    const now = this.core.now();
    const t = rfc3339(now);
    const statuses = rt.containers.map((c) => this.containerStatus(c, now));
    const allStarted = rt.containers.every((c) => c.current);
    const running = rt.containers.some(
      (c) => c.current && c.current.finishedAt === undefined && !c.restarting,
    );
    const restarting = rt.containers.some((c) => c.restarting);
    const allDone = rt.containers.every(
      (c) => c.current && c.current.finishedAt !== undefined && !c.restarting,
    );
    let phase = forcePhase ?? 'Pending';
    if (!forcePhase) {
      if (allDone) phase = rt.containers.every((c) => c.current!.exitCode === 0) ? 'Succeeded' : 'Failed';
      else if (allStarted && (running || restarting)) phase = 'Running';
    }
    const ready =
      phase === 'Running' &&
      rt.containers.every((c) => c.current && c.current.finishedAt === undefined && !c.restarting);
    const terminal = phase === 'Succeeded' || phase === 'Failed';
    this.core.store.mutate('pods', rt.namespace, rt.name, (p) => {
      if (p.metadata.uid !== rt.uid) return false;
      const prevConds: { type: string; status: string; lastTransitionTime?: string }[] =
        p.status?.conditions ?? [];
      const cond = (type: string, ok: boolean, reason?: string) => {
        const prev = prevConds.find((c) => c.type === type);
        const status = ok ? 'True' : 'False';
        const c: Record<string, unknown> = {
          type,
          status,
          lastProbeTime: null,
          lastTransitionTime: prev && prev.status === status ? prev.lastTransitionTime : t,
        };
        if (reason && !ok) c.reason = reason;
        return c;
      };
      const notReadyReason = terminal ? 'PodCompleted' : 'ContainersNotReady';
      p.spec.nodeName ??= NODE_NAME;
      const qos = qosClass(p);
      p.status = {
        phase,
        conditions: [
          cond('PodReadyToStartContainers', !terminal || phase === 'Succeeded' || phase === 'Failed'),
          cond('Initialized', true),
          cond('Ready', ready, notReadyReason),
          cond('ContainersReady', ready, notReadyReason),
          cond('PodScheduled', true),
        ],
        hostIP: HOST_IP,
        hostIPs: [{ ip: HOST_IP }],
        podIP: rt.podIP,
        podIPs: [{ ip: rt.podIP }],
        startTime: rfc3339(rt.startTime),
        containerStatuses: statuses,
        qosClass: qos,
        ...(rt.deadlineExceeded
          ? {
              reason: 'DeadlineExceeded',
              message: 'Pod was active on the node longer than the specified deadline',
            }
          : {}),
      };
      if (!ready) {
        const unready = rt.containers
          .filter((c) => !(c.current && c.current.finishedAt === undefined && !c.restarting))
          .map((c) => c.name);
        for (const c of p.status.conditions as Record<string, unknown>[]) {
          if ((c.type === 'Ready' || c.type === 'ContainersReady') && !terminal)
            c.message = `containers with unready status: [${unready.join(' ')}]`;
        }
      }
    });
  }

  /** The runtime state of every pod (what runs since when, with what plan), for persistence across restarts. */
  snapshot(): KubeletSnapshot {
    const plan = (p: ContainerPlan) => ({
      ...p,
      durationMs: Number.isFinite(p.durationMs) ? p.durationMs : null,
    });
    const run = (r: Run | undefined) => (r ? { ...r, plan: plan(r.plan) } : undefined);
    return {
      ipCounter: this.ipCounter,
      pods: [...this.pods.values()].map((rt) => ({
        uid: rt.uid,
        namespace: rt.namespace,
        name: rt.name,
        podIP: rt.podIP,
        startTime: rt.startTime,
        terminated: rt.terminated,
        containers: rt.containers.map((c) => ({
          name: c.name,
          image: c.image,
          attempt: c.attempt,
          current: run(c.current),
          previous: run(c.previous),
          waitingReason: c.waitingReason,
          waitingMessage: c.waitingMessage,
          pullFailures: c.pullFailures,
          restarting: c.restarting,
          derived:
            c.derived && c.derived !== 'pending'
              ? {
                  ...c.derived,
                  durationMs:
                    c.derived.durationMs === undefined
                      ? undefined
                      : Number.isFinite(c.derived.durationMs)
                        ? c.derived.durationMs
                        : null,
                }
              : undefined,
        })),
      })),
    };
  }

  /**
   * Takes up the pods of a snapshot after a restart, before the controllers re-observe the store: running containers
   * keep their start time and finish when their plan says (at once, back-dated, when that passed while the simulator
   * was down); containers not started yet start now; pods being deleted finish terminating.
   */
  restore(snap: KubeletSnapshot): void {
    this.ipCounter = Math.max(this.ipCounter, snap.ipCounter);
    const inf = (d: number | null | undefined) => (d === null ? Number.POSITIVE_INFINITY : d);
    const run = (r: KubeletSnapshot['pods'][number]['containers'][number]['current']): Run | undefined =>
      r ? { ...r, plan: { ...r.plan, durationMs: inf(r.plan.durationMs)! } } : undefined;
    const now = this.core.now();
    for (const ps of snap.pods) {
      const pod = this.core.store.get('pods', ps.namespace, ps.name);
      if (!pod || pod.metadata.uid !== ps.uid) continue;
      const rt: PodRuntime = {
        uid: ps.uid,
        namespace: ps.namespace,
        name: ps.name,
        podIP: ps.podIP,
        startTime: ps.startTime,
        terminated: false,
        timers: [],
        containers: ps.containers.map((c) => ({
          name: c.name,
          image: c.image,
          attempt: c.attempt,
          current: run(c.current),
          previous: run(c.previous),
          waitingReason: c.waitingReason,
          waitingMessage: c.waitingMessage,
          pullFailures: c.pullFailures,
          restarting: c.restarting,
          derived: c.derived ? { ...c.derived, durationMs: inf(c.derived.durationMs) } : undefined,
        })),
      };
      this.pods.set(rt.uid, rt);
      if (pod.metadata.deletionTimestamp) {
        this.queue.push(() => this.kill(rt.uid, rt.namespace, rt.name));
        continue;
      }
      for (const c of rt.containers) {
        if (!c.derived) this.derive(rt, c, pod, now);
        const cur = c.current;
        if (cur && cur.finishedAt === undefined && !c.restarting) {
          if (Number.isFinite(cur.plan.durationMs))
            rt.timers.push(
              this.core.at(cur.startedAt + cur.plan.durationMs, () => this.finishContainer(rt, c)),
            );
          for (const line of cur.plan.lines) {
            const at = cur.startedAt + line.offsetMs;
            if (at > now) rt.timers.push(this.core.at(at, () => this.notify(rt.uid)));
          }
        } else if (c.restarting && cur?.finishedAt !== undefined) {
          const backoff = Math.min(10_000 * 2 ** (c.attempt - 1), 300_000);
          rt.timers.push(
            this.core.at(cur.finishedAt + backoff, () => {
              const p = this.pod(rt);
              if (!p || rt.terminated) return;
              this.startContainer(rt, c, p);
              this.writeStatus(rt);
            }),
          );
        } else if (!cur) {
          rt.timers.push(
            this.core.at(now, () => {
              const p = this.pod(rt);
              if (!p || rt.terminated || c.current) return;
              this.pullAndStart(rt, c, p);
              this.writeStatus(rt);
            }),
          );
        }
      }
    }
  }

  /** Log lines of a container visible now; `previous` reads the last terminated run. */
  logs(
    namespace: string,
    name: string,
    container: string,
    previous: boolean,
  ): { lines: LogLine[]; running: boolean; exists: boolean; waitingReason?: string } {
    const pod = this.core.store.get('pods', namespace, name);
    const rt = pod ? this.pods.get(pod.metadata.uid) : undefined;
    const c = rt?.containers.find((x) => x.name === container);
    if (!c) return { lines: [], running: false, exists: false };
    const run = previous ? (c.restarting ? c.current : c.previous) : c.restarting ? undefined : c.current;
    if (!run)
      return {
        lines: [],
        running: false,
        exists: false,
        waitingReason: c.restarting ? 'CrashLoopBackOff' : c.waitingReason,
      };
    const now = this.core.now();
    const until = Math.min(now, run.finishedAt ?? Number.POSITIVE_INFINITY);
    const lines = run.plan.lines
      .map((l) => ({ at: run.startedAt + l.offsetMs, text: l.text }))
      .filter((l) => l.at <= until && (run.finishedAt === undefined || l.at <= run.finishedAt));
    return { lines, running: run.finishedAt === undefined && !previous, exists: true };
  }

  /** Subscribes to "something changed" for a pod's logs; returns an unsubscribe function. */
  onLogChange(uid: string, fn: LogListener): () => void {
    let set = this.listeners.get(uid);
    if (!set) {
      set = new Set();
      this.listeners.set(uid, set);
    }
    set.add(fn);
    return () => set!.delete(fn);
  }

  private notify(uid: string): void {
    const set = this.listeners.get(uid);
    if (set) for (const fn of [...set]) fn();
  }

  hasRuntime(uid: string): boolean {
    return this.pods.has(uid);
  }

  key(namespace: string, name: string): string {
    return objectKey(namespace, name);
  }
}

function qosClass(pod: KubeObject): string {
  const cs: { resources?: { requests?: Record<string, string>; limits?: Record<string, string> } }[] =
    pod.spec?.containers ?? [];
  let any = false;
  let guaranteed = true;
  for (const c of cs) {
    const req = c.resources?.requests ?? {};
    const lim = c.resources?.limits ?? {};
    for (const r of ['cpu', 'memory']) {
      // Only cpu and memory decide the QoS class (extended resources such as GPUs do not).
      if (req[r] !== undefined || lim[r] !== undefined) any = true;
      if (!lim[r] || (req[r] !== undefined && req[r] !== lim[r])) guaranteed = false;
    }
  }
  if (!any) return 'BestEffort';
  return guaranteed ? 'Guaranteed' : 'Burstable';
}
