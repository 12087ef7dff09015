// kubectl (built from the same k8s.io/kubernetes) as the harness's client: every call has a timeout.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

export function kubectl(bin, kubeconfig, args, { input, timeoutMs = 60_000, allowFail = false } = {}) {
  const r = spawnSync(
    path.join(bin, 'kubectl'),
    ['--kubeconfig', kubeconfig, `--request-timeout=${Math.ceil(timeoutMs / 1000)}s`, ...args],
    {
      input: typeof input === 'string' ? input : input ? JSON.stringify(input) : undefined,
      encoding: 'utf8',
      timeout: timeoutMs + 5000,
      maxBuffer: 64 * 1024 * 1024,
    },
  );
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
  return kubectl(
    bin,
    kubeconfig,
    ['apply', '--server-side', '--force-conflicts', '--field-manager=real-cluster', '-f', '-'],
    {
      input: list,
      timeoutMs,
    },
  );
}

/** The objects of a manifest file as kubectl reads them (YAML documents → JSON; kubectl prints one per object). */
export function readManifests(bin, kubeconfig, file) {
  const out = kubectl(bin, kubeconfig, ['create', '--dry-run=client', '-o', 'json', '-f', file]).stdout;
  const objects = [];
  let depth = 0;
  let start = -1;
  let inString = false;
  for (let i = 0; i < out.length; i++) {
    const ch = out[i];
    if (inString) {
      if (ch === '\\') i++;
      else if (ch === '"') inString = false;
    } else if (ch === '"') inString = true;
    else if (ch === '{') {
      if (depth++ === 0) start = i;
    } else if (ch === '}' && --depth === 0) objects.push(JSON.parse(out.slice(start, i + 1)));
  }
  return objects.flatMap((o) => (o.kind === 'List' ? o.items : [o]));
}
