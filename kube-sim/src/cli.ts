import path from 'node:path';
import { parseArgs } from 'node:util';
import { DEMO_CONFIG } from './demo.ts';
import { diffMain } from './fidelity/diff.ts';
import { loadConfigFile, type SimConfig, startKubeSim } from './index.ts';

const USAGE = `Usage: kube-sim --config sim.yaml --kubeconfig-dir DIR [--control-port PORT] [--host 127.0.0.1] [--speed 1]

Starts the simulated clusters of sim.yaml, writes DIR/<cluster>.kubeconfig for each, and runs until stopped
(Ctrl-C / SIGTERM). Without --config, starts four demo clusters (alpha, beta, gamma, delta).

       kube-sim diff [KUBECONFIG] ...   compare kube-sim with a real control plane (kube-sim diff --help)`;

async function main(): Promise<void> {
  // `pnpm --filter kube-sim start -- --flag` (pnpm ≥ 10) passes the `--` on: options follow it.
  const argv = process.argv.slice(2);
  const { values } = parseArgs({
    args: argv[0] === '--' ? argv.slice(1) : argv,
    options: {
      config: { type: 'string' },
      'kubeconfig-dir': { type: 'string' },
      'control-port': { type: 'string' },
      host: { type: 'string' },
      speed: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const config: SimConfig = values.config ? loadConfigFile(values.config) : structuredClone(DEMO_CONFIG);
  const dir = path.resolve(values['kubeconfig-dir'] ?? config.kubeconfigDir ?? '.kube-sim');
  if (values.host) config.host = values.host;
  if (values.speed !== undefined) config.clock = { ...(config.clock ?? {}), speed: Number(values.speed) };
  if (values['control-port'] !== undefined) config.controlPort = Number(values['control-port']);
  const sim = await startKubeSim({ ...config, kubeconfigDir: dir });
  console.log(
    `kube-sim: ${sim.clusters.length} cluster(s) running${config.clock?.speed !== undefined ? ` (clock speed ${config.clock.speed})` : ''}`,
  );
  for (const c of sim.clusters) {
    console.log(`  ${c.name.padEnd(12)} ${c.url}  kubeconfig: ${c.kubeconfigPath}`);
  }
  if (sim.controlUrl) console.log(`  control API  ${sim.controlUrl}`);
  const first = sim.clusters[0]!;
  console.log(`\nTry: KUBECONFIG=${first.kubeconfigPath} kubectl get ns,jobs,pods,clusterqueues`);
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\nkube-sim: ${signal}, stopping`);
    await sim.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

const run =
  process.argv[2] === 'diff' ? diffMain(process.argv.slice(3)).then((code) => process.exit(code)) : main();
run.catch((err) => {
  console.error(`kube-sim: ${(err as Error).message}`);
  process.exit(1);
});
