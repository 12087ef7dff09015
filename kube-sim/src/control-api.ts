import http from 'node:http';
import type { VisibilityAccess } from './api/visibility.ts';
import type { Faults } from './faults.ts';
import type { KubeSim } from './sim.ts';
import type { KubeObject } from './store.ts';
import { type VolumeConfig, volumeConfigProblems } from './volumes.ts';

export interface ControlApi {
  url: string;
  stop(): Promise<void>;
}

function json(res: http.ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body, null, 2);
  res.writeHead(status, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(text) });
  res.end(text);
}

async function readJson(req: http.IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  const text = Buffer.concat(chunks).toString('utf8').trim();
  return text ? JSON.parse(text) : {};
}

function describe(sim: KubeSim) {
  return sim.clusters.map((c) => ({
    name: c.name,
    url: c.url,
    kubeconfigPath: c.kubeconfigPath ?? null,
    faults: c.faults.current,
    kueueFeatureGates: c.kueueFeatureGates,
    visibility: c.visibilityAccess,
    openWatches: c.openWatches,
  }));
}

/**
 * A small plain-HTTP control API (loopback by default) for changing faults, tokens and the clock of a running
 * simulator from outside the process. Documented in kube-sim/README.md.
 */
export async function startControlApi(sim: KubeSim, host: string, port: number): Promise<ControlApi> {
  const server = http.createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://control');
      const parts = url.pathname.split('/').filter(Boolean);
      const method = req.method ?? 'GET';
      if (parts.length === 0 && method === 'GET')
        return json(res, 200, {
          clusters: describe(sim),
          clock: { now: new Date(sim.clock.now()).toISOString(), speed: sim.clock.speed },
        });
      if (parts[0] === 'clusters' && parts.length === 1 && method === 'GET')
        return json(res, 200, describe(sim));
      if (parts[0] === 'stats' && method === 'GET') {
        const gc = (globalThis as { gc?: () => void }).gc;
        if (url.searchParams.get('gc') === '1' && gc) gc();
        const mem = process.memoryUsage();
        const objects: Record<string, number> = {};
        for (const c of sim.clusters) {
          for (const def of c.core.catalog.resources)
            objects[def.key] = (objects[def.key] ?? 0) + c.core.store.count(def.key);
        }
        return json(res, 200, {
          memory: { rss: mem.rss, heapUsed: mem.heapUsed, heapTotal: mem.heapTotal, external: mem.external },
          clusters: sim.clusters.length,
          objects,
          openWatches: sim.clusters.reduce((n, c) => n + c.openWatches, 0),
          requests: Object.fromEntries(sim.clusters.map((c) => [c.name, c.requestCount])),
        });
      }
      if (parts[0] === 'clusters' && parts[1]) {
        const c = sim.clusters.find((x) => x.name === parts[1]);
        if (!c) return json(res, 404, { error: `no cluster named ${parts[1]}` });
        const what = parts[2];
        if (!what && method === 'GET')
          return json(
            res,
            200,
            describe(sim).find((d) => d.name === c.name),
          );
        if (what === 'kubeconfig' && method === 'GET') {
          res.writeHead(200, { 'Content-Type': 'application/yaml' });
          return res.end(c.kubeconfig);
        }
        if (what === 'faults') {
          if (method === 'GET') return json(res, 200, c.faults.current);
          if (method === 'PUT' || method === 'PATCH' || method === 'POST') {
            const body = (await readJson(req)) as Faults;
            if (method === 'PUT') await c.faults.clear();
            await c.faults.set(body);
            return json(res, 200, c.faults.current);
          }
          if (method === 'DELETE') {
            await c.faults.clear();
            return json(res, 200, c.faults.current);
          }
        }
        if (what === 'kueue-feature-gates') {
          if (method === 'PATCH' || method === 'PUT' || method === 'POST')
            c.setKueueFeatureGates((await readJson(req)) as Record<string, boolean>);
          if (method === 'GET' || method === 'PATCH' || method === 'PUT' || method === 'POST')
            return json(res, 200, c.kueueFeatureGates);
        }
        if (what === 'visibility') {
          if (method === 'PATCH' || method === 'PUT' || method === 'POST') {
            const body = (await readJson(req)) as { access?: VisibilityAccess };
            c.setVisibilityAccess(body.access as VisibilityAccess);
          }
          if (method === 'GET' || method === 'PATCH' || method === 'PUT' || method === 'POST')
            return json(res, 200, { access: c.visibilityAccess });
        }
        if (what === 'volumes' && method === 'POST') {
          const body = (await readJson(req)) as VolumeConfig;
          const problems = volumeConfigProblems([body], 'volume');
          if (problems.length) return json(res, 400, { error: problems.join('; ') });
          return json(res, 201, c.addVolume(body));
        }
        if (what === 'objects' && method === 'POST')
          return json(res, 201, c.create((await readJson(req)) as KubeObject));
        if (what === 'rotate-token' && method === 'POST')
          return json(res, 200, { token: c.rotateToken(), kubeconfigPath: c.kubeconfigPath ?? null });
        if (what === 'compact' && method === 'POST') {
          c.compact();
          return json(res, 200, { compacted: true });
        }
        if (what === 'finish' && method === 'POST') {
          const body = (await readJson(req)) as {
            namespace?: string;
            job?: string;
            indexes?: string;
            exitCode?: number;
          };
          if (typeof body.namespace !== 'string' || typeof body.job !== 'string')
            return json(res, 400, { error: 'namespace and job are required' });
          if (body.exitCode !== undefined && !Number.isInteger(body.exitCode))
            return json(res, 400, { error: 'exitCode must be an integer' });
          const ended = c.finishJobPods(body.namespace, body.job, {
            indexes: body.indexes,
            exitCode: body.exitCode,
          });
          return json(res, 200, { ended });
        }
        if (what === 'drop-connections' && method === 'POST') {
          c.dropConnections();
          return json(res, 200, { dropped: true });
        }
      }
      if (parts[0] === 'clock') {
        if (parts.length === 1 && method === 'GET')
          return json(res, 200, { now: new Date(sim.clock.now()).toISOString(), speed: sim.clock.speed });
        const body = (await readJson(req)) as { ms?: number; seconds?: number; speed?: number };
        if (parts[1] === 'advance' && method === 'POST') {
          sim.clock.advance(body.ms ?? (body.seconds ?? 0) * 1000);
          return json(res, 200, { now: new Date(sim.clock.now()).toISOString() });
        }
        if (parts[1] === 'speed' && (method === 'POST' || method === 'PUT')) {
          sim.clock.setSpeed(Number(body.speed));
          return json(res, 200, { speed: sim.clock.speed });
        }
      }
      return json(res, 404, { error: `no route ${method} ${url.pathname}` });
    } catch (err) {
      return json(res, 400, { error: (err as Error).message });
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const addr = server.address() as { port: number };
  return {
    url: `http://${host}:${addr.port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
