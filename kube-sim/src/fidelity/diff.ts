/**
 * `pnpm kube-sim diff`: replays kube-sim/test/fidelity/requests.yaml against kube-sim (started in this process)
 * and against a real control plane (a kubeconfig, or `pnpm real-cluster up` when none is given) and prints the
 * differences of the normalized answers, those listed in kube-sim/README.md as known apart.
 */

import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { ClusterConfig } from '../config.ts';
import type { KubeSim } from '../index.ts';
import { startKubeSim } from '../index.ts';
import { type Difference, formatDifferences, type KnownDifference, loadKnownDifferences } from './compare.ts';
import { compareResults, loadRecording, type Recording, replay, type StepResult } from './replay.ts';
import { fidelityCluster } from './sim-config.ts';
import { type Credentials, credentialsFromKubeconfig, httpTarget, type Target } from './target.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
export const KUBE_SIM_DIR = path.resolve(here, '../..');
export const REPO_ROOT = path.resolve(KUBE_SIM_DIR, '..');
export const DEFAULT_RECORDING = path.join(KUBE_SIM_DIR, 'test/fidelity/requests.yaml');
export const README = path.join(KUBE_SIM_DIR, 'README.md');

export interface DiffResult {
  differences: Difference[];
  unknown: Difference[];
  sim: Map<string, StepResult>;
  real: Map<string, StepResult>;
}

/** The simulator the recording is replayed against, shaped like the real control plane's seed where it matters. */
export async function startFidelitySim(
  overrides: Partial<ClusterConfig> = {},
): Promise<{ sim: KubeSim; target: Target }> {
  const config = { ...fidelityCluster(), ...overrides };
  const sim = await startKubeSim({ clock: { speed: 1 }, clusters: [config] });
  const c = sim.cluster(config.name);
  const admin: Credentials = { server: c.url, ca: c.caPem, token: c.token };
  const product = config.serviceAccounts![0]!;
  const sa = c.serviceAccountToken(product.namespace, product.name);
  return { sim, target: httpTarget('kube-sim', { admin, product: { ...admin, token: sa } }) };
}

/** The real control plane's credentials: the product's kubeconfig and an administrator's beside it. */
export function realTarget(kubeconfig: string, adminKubeconfig?: string): Target {
  const adminPath = adminKubeconfig ?? path.join(path.dirname(kubeconfig), 'admin.kubeconfig');
  if (!fs.existsSync(adminPath))
    throw new Error(
      `no administrator kubeconfig at ${adminPath} (pass --admin-kubeconfig): the recording creates namespaces, ClusterQueues and ResourceFlavors, which the product's ServiceAccount may not`,
    );
  return httpTarget('real', {
    admin: credentialsFromKubeconfig(adminPath),
    product: credentialsFromKubeconfig(kubeconfig),
  });
}

export async function runDiff(
  real: Target,
  opts: {
    recording?: Recording;
    readme?: string;
    known?: KnownDifference[];
    onStep?: (who: string, id: string, r: StepResult) => void;
  } = {},
): Promise<DiffResult> {
  const recording = opts.recording ?? loadRecording(DEFAULT_RECORDING);
  const known = opts.known ?? loadKnownDifferences(opts.readme ?? README);
  const { sim, target } = await startFidelitySim();
  try {
    const [simResults, realResults] = await Promise.all([
      replay(target, recording, { onStep: (id, r) => opts.onStep?.('kube-sim', id, r) }),
      replay(real, recording, { onStep: (id, r) => opts.onStep?.('real', id, r) }),
    ]);
    const differences = compareResults(recording, simResults, realResults, known);
    return { differences, unknown: differences.filter((d) => !d.known), sim: simResults, real: realResults };
  } finally {
    target.close();
    await sim.stop();
  }
}

/** `pnpm real-cluster up --name NAME`; resolves with the kubeconfig path it prints last. */
export function realClusterUp(name: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [path.join(REPO_ROOT, 'scripts/real-cluster.mjs'), 'up', '--name', name],
      {
        cwd: REPO_ROOT,
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      process.stderr.write(d);
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      const last = out.trim().split('\n').pop()?.trim() ?? '';
      if (code === 0 && last) resolve(path.resolve(REPO_ROOT, last));
      else reject(new Error(`pnpm real-cluster up --name ${name} failed (exit ${code})`));
    });
  });
}

export function realClusterDown(name: string): Promise<void> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [path.join(REPO_ROOT, 'scripts/real-cluster.mjs'), 'down', '--name', name],
      {
        cwd: REPO_ROOT,
        stdio: 'inherit',
      },
    );
    child.on('exit', () => resolve());
    child.on('error', () => resolve());
  });
}

const USAGE = `Usage: kube-sim diff [KUBECONFIG] [--admin-kubeconfig FILE] [--name NAME] [--keep] [--requests FILE] [--all] [--json]

Replays the recorded requests (default kube-sim/test/fidelity/requests.yaml) against kube-sim and a real
control plane and prints the differences of the normalized answers. KUBECONFIG is the product's ServiceAccount
kubeconfig; the administrator's is --admin-kubeconfig (default: admin.kubeconfig beside it). Without KUBECONFIG,
runs \`pnpm real-cluster up --name NAME\` (default fidelity) and, unless --keep, \`down\` afterwards.
--all also prints the differences kube-sim/README.md lists as known. Exit code 1 when an unknown difference is
found.`;

export async function diffMain(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      'admin-kubeconfig': { type: 'string' },
      kubeconfig: { type: 'string' },
      name: { type: 'string' },
      keep: { type: 'boolean' },
      requests: { type: 'string' },
      all: { type: 'boolean' },
      json: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const cwd = process.env.INIT_CWD ?? process.cwd();
  const abs = (p: string | undefined) => (p ? path.resolve(cwd, p) : undefined);
  let kubeconfig = abs(values.kubeconfig ?? positionals[0]);
  const name = values.name ?? 'fidelity';
  let started = false;
  if (!kubeconfig) {
    kubeconfig = await realClusterUp(name);
    started = true;
  }
  try {
    const recording = loadRecording(abs(values.requests) ?? DEFAULT_RECORDING);
    const real = realTarget(kubeconfig, abs(values['admin-kubeconfig']));
    let result: DiffResult;
    try {
      result = await runDiff(real, {
        recording,
        onStep: (who, id, r) => {
          if (r.kind === 'error') process.stderr.write(`${who}: ${id}: ${r.message}\n`);
        },
      });
    } finally {
      real.close();
    }
    if (values.json) console.log(JSON.stringify(result.differences, null, 2));
    else {
      const known = result.differences.length - result.unknown.length;
      console.log(formatDifferences(result.differences, { showKnown: values.all }));
      console.log(
        `\n${result.unknown.length} difference(s) not listed in kube-sim/README.md, ${known} known (--all shows them)`,
      );
    }
    return result.unknown.length > 0 ? 1 : 0;
  } finally {
    if (started && !values.keep) await realClusterDown(name);
  }
}
