/**
 * Where the differential replay sends its requests: a cluster reached through kubeconfigs (one per identity), over
 * HTTPS with the kubeconfig's CA and credentials. kube-sim and the real control plane are both reached this way.
 */

import fs from 'node:fs';
import https from 'node:https';
import path from 'node:path';
import YAML from 'yaml';

/** Who sends a request: a cluster administrator, or the product's ServiceAccount (docs/operations.md's rules). */
export type Identity = 'admin' | 'product';

export interface Answer {
  status: number;
  /** The `Warning` headers' texts (`299 - "text"` → `text`). */
  warnings: string[];
  contentType: string;
  text: string;
}

export interface Credentials {
  server: string;
  ca?: string;
  token?: string;
  cert?: string;
  key?: string;
}

export interface Target {
  name: string;
  request(as: Identity, method: string, path: string, opts?: RequestOptions): Promise<Answer>;
  /** Opens a watch; `onLine` gets every line of the stream; `close` ends it. */
  watch(
    as: Identity,
    path: string,
    onLine: (line: string) => void,
  ): Promise<{ close(): void; status: number }>;
  /** Ends kept-alive connections. */
  close(): void;
}

export interface RequestOptions {
  body?: string;
  contentType?: string;
  accept?: string;
  timeoutMs?: number;
}

/** Reads a kubeconfig's current context into what a request needs (inline data or files beside the kubeconfig). */
export function credentialsFromKubeconfig(file: string): Credentials {
  const doc = YAML.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
  const named = (list: unknown, name: string | undefined, key: string): Record<string, unknown> => {
    const arr = (list ?? []) as { name: string; [k: string]: unknown }[];
    const found = (name ? arr.find((x) => x.name === name) : arr[0]) ?? arr[0];
    if (!found) throw new Error(`${file}: no ${key}`);
    return found[key] as Record<string, unknown>;
  };
  const ctx = named(doc.contexts, doc['current-context'] as string | undefined, 'context');
  const cluster = named(doc.clusters, ctx.cluster as string, 'cluster');
  const user = named(doc.users, ctx.user as string, 'user');
  const dir = path.dirname(file);
  const readData = (data: unknown, ref: unknown): string | undefined => {
    if (typeof data === 'string') return Buffer.from(data, 'base64').toString('utf8');
    if (typeof ref === 'string') return fs.readFileSync(path.resolve(dir, ref), 'utf8');
    return undefined;
  };
  const tokenFile = user.tokenFile as string | undefined;
  return {
    server: String(cluster.server),
    ca: readData(cluster['certificate-authority-data'], cluster['certificate-authority']),
    token:
      (user.token as string | undefined) ??
      (tokenFile ? fs.readFileSync(path.resolve(dir, tokenFile), 'utf8').trim() : undefined),
    cert: readData(user['client-certificate-data'], user['client-certificate']),
    key: readData(user['client-key-data'], user['client-key']),
  };
}

function parseWarnings(h: string | string[] | undefined): string[] {
  const all = Array.isArray(h) ? h : h ? [h] : [];
  const out: string[] = [];
  for (const v of all) {
    // Several warnings may share one header, comma-separated: 299 - "a", 299 - "b".
    for (const m of v.matchAll(/\d{3} \S+ "((?:[^"\\]|\\.)*)"/g)) out.push(JSON.parse(`"${m[1]}"`));
  }
  return out;
}

/** A target whose identities each have their own credentials. */
export function httpTarget(name: string, creds: Record<Identity, Credentials>): Target {
  const agents = new Map<Identity, https.Agent>();
  const agentFor = (as: Identity) => {
    let a = agents.get(as);
    if (!a) {
      const c = creds[as];
      a = new https.Agent({ keepAlive: true, ca: c.ca, cert: c.cert, key: c.key, maxSockets: 4 });
      agents.set(as, a);
    }
    return a;
  };
  const open = (as: Identity, method: string, p: string, opts: RequestOptions) => {
    const c = creds[as];
    const url = new URL(p, c.server);
    return https.request(url, {
      method,
      agent: agentFor(as),
      headers: {
        Accept: opts.accept ?? 'application/json',
        ...(c.token ? { Authorization: `Bearer ${c.token}` } : {}),
        ...(opts.body !== undefined
          ? {
              'Content-Type': opts.contentType ?? 'application/json',
              'Content-Length': Buffer.byteLength(opts.body),
            }
          : {}),
      },
    });
  };
  return {
    name,
    request(as, method, p, opts = {}) {
      return new Promise((resolve, reject) => {
        const req = open(as, method, p, opts);
        req.setTimeout(opts.timeoutMs ?? 20_000, () => req.destroy(new Error(`${method} ${p}: timed out`)));
        req.on('response', (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (d) => (text += d));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              warnings: parseWarnings(res.headers.warning),
              contentType: String(res.headers['content-type'] ?? ''),
              text,
            }),
          );
          res.on('error', reject);
        });
        req.on('error', reject);
        req.end(opts.body);
      });
    },
    watch(as, p, onLine) {
      return new Promise((resolve, reject) => {
        const req = open(as, 'GET', p, {});
        req.setTimeout(60_000, () => req.destroy());
        req.on('response', (res) => {
          let buf = '';
          res.setEncoding('utf8');
          res.on('data', (d: string) => {
            buf += d;
            let i = buf.indexOf('\n');
            while (i >= 0) {
              const line = buf.slice(0, i).trim();
              buf = buf.slice(i + 1);
              if (line) onLine(line);
              i = buf.indexOf('\n');
            }
          });
          res.on('error', () => {});
          resolve({ status: res.statusCode ?? 0, close: () => req.destroy() });
        });
        req.on('error', (e) => {
          if (!req.destroyed) reject(e);
        });
        req.end();
      });
    },
    close() {
      for (const a of agents.values()) a.destroy();
      agents.clear();
    },
  };
}
