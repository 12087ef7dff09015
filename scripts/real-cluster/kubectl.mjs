// kubectl (built from the same k8s.io/kubernetes) as the harness's client: every call has a timeout.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

export function kubectl(bin, kubeconfig, args, { input, timeoutMs = 60_000, allowFail = false } = {}) {
  const r = spawnSync(path.join(bin, 'kubectl'), ['--kubeconfig', kubeconfig, `--request-timeout=${Math.ceil(timeoutMs / 1000)}s`, ...args], {
    input: typeof input === 'string' ? input : input ? JSON.stringify(input) : undefined,
    encoding: 'utf8',
    timeout: timeoutMs + 5000,
    maxBuffer: 64 * 1024 * 1024,
  });
  if (!allowFail && r.status !== 0) {
    const msg = (r.stderr || r.error?.message || '').trim();
    throw new Error(`kubectl ${args.slice(0, 3).join(' ')}: ${msg}`);
  }
  return r;
}

export function kubectlJson(bin, kubeconfig, args, opts) {
  return JSON.parse(kubectl(bin, kubeconfig, [...args, '-o', 'json'], opts).stdout);
}

/** Applies objects (server-side apply, so large CRDs and repeated `up`s work). */
export function apply(bin, kubeconfig, objects, { timeoutMs } = {}) {
  const list = { apiVersion: 'v1', kind: 'List', items: Array.isArray(objects) ? objects : [objects] };
  return kubectl(bin, kubeconfig, ['apply', '--server-side', '--force-conflicts', '--field-manager=real-cluster', '-f', '-'], {
    input: list,
    timeoutMs,
  });
}
