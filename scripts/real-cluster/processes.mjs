// Starting, watching and stopping the control plane's processes. Each runs detached (it outlives `up`), writes to
// .real-cluster/NAME/logs/<component>.log, and is recorded in .real-cluster/NAME/state.json with its PID and the
// exact command, so `down` stops exactly what `up` started and a test can restart one (the API server).
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import https from 'node:https';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * The kernel's ephemeral range (ports it hands out as the local end of outgoing connections and to listen(0)).
 * A port taken from inside it can be free when we test it and taken by one of the control plane's own client
 * connections (API server to etcd, the controllers to the API server) by the time the component that is meant to
 * listen on it starts: CI saw Kueue's health probe fail with EADDRINUSE that way. So ports are picked below it.
 */
export function ephemeralRange() {
  try {
    const [low, high] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8')
      .trim()
      .split(/\s+/)
      .map(Number);
    if (Number.isInteger(low) && Number.isInteger(high) && low > 0 && high >= low) return { low, high };
  } catch {
    // not Linux: the IANA dynamic range
  }
  return { low: 49152, high: 65535 };
}

function canListen(port) {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.unref();
    srv.once('error', () => resolve(false));
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
  });
}

/**
 * A TCP port on 127.0.0.1 that is free now and outside the kernel's ephemeral range (see above), chosen at random
 * so that two `up`s side by side rarely try the same one; `taken` holds the ports already chosen for this `up`.
 */
export async function freePort(taken = new Set()) {
  const { low, high } = ephemeralRange();
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const port = 10000 + Math.floor(Math.random() * (65535 - 10000 + 1));
    if (taken.has(port) || (port >= low && port <= high)) continue;
    if (await canListen(port)) {
      taken.add(port);
      return port;
    }
  }
  throw new Error('real-cluster: no free port outside the ephemeral range found in 200 tries');
}

export function readState(dir) {
  const file = path.join(dir, 'state.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

export function writeState(dir, state) {
  writeFileSync(path.join(dir, 'state.json'), `${JSON.stringify(state, null, 2)}\n`);
}

export function alive(pid) {
  if (!pid) return false;
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  // A zombie (exited, not yet reaped by its parent) is not alive.
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return !/^\d+ \(.*\) Z /.test(stat);
  } catch {
    return true;
  }
}

export function logFile(dir, component) {
  return path.join(dir, 'logs', `${component}.log`);
}

function tail(file, lines = 15) {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

/** Starts one component (detached) and records it in the state. */
export function start(dir, state, component, { bin, args, cwd = dir, env = {} }) {
  mkdirSync(path.join(dir, 'logs'), { recursive: true });
  mkdirSync(cwd, { recursive: true });
  const log = logFile(dir, component);
  const fd = openSync(log, 'a');
  const child = spawn(bin, args, {
    cwd,
    detached: true,
    stdio: ['ignore', fd, fd],
    env: { ...process.env, ...env },
  });
  closeSync(fd);
  child.unref();
  state.processes[component] = { pid: child.pid, bin, args, cwd, env };
  writeState(dir, state);
  return child.pid;
}

/** Stops one component by its recorded PID: SIGTERM, then SIGKILL after `graceMs`. */
export async function stop(state, component, { graceMs = 10_000 } = {}) {
  const p = state.processes[component];
  if (!p || !alive(p.pid)) return;
  try {
    process.kill(p.pid, 'SIGTERM');
  } catch {
    return;
  }
  const until = Date.now() + graceMs;
  while (alive(p.pid) && Date.now() < until) await sleep(100);
  if (alive(p.pid)) {
    try {
      process.kill(p.pid, 'SIGKILL');
    } catch {}
    while (alive(p.pid)) await sleep(50);
  }
}

/** Starts a component again with the command it was started with (same ports, same data). */
export function restart(dir, state, component) {
  const p = state.processes[component];
  return start(dir, state, component, p);
}

export class ComponentError extends Error {}

/**
 * Waits until `check()` resolves truthy, failing when `timeoutMs` passes or the component's process ends, with an
 * error naming the component, its log file and the log's last lines.
 */
export async function waitFor(
  dir,
  state,
  component,
  what,
  check,
  { timeoutMs = 60_000, intervalMs = 250 } = {},
) {
  const started = Date.now();
  let lastError;
  for (;;) {
    try {
      const ok = await check();
      if (ok) return ok;
    } catch (err) {
      lastError = err;
    }
    const p = state.processes[component];
    const log = logFile(dir, component);
    if (p && !alive(p.pid)) {
      throw new ComponentError(
        `real-cluster: ${component} exited while waiting for ${what}; its log ${log} ends:\n${tail(log)}`,
      );
    }
    if (Date.now() - started > timeoutMs) {
      const why = lastError ? ` (last error: ${lastError.message ?? lastError})` : '';
      throw new ComponentError(
        `real-cluster: ${component}: ${what} not reached in ${Math.round(timeoutMs / 1000)} s${why}; its log ${log} ends:\n${tail(log)}`,
      );
    }
    await sleep(intervalMs);
  }
}

/**
 * GET https://127.0.0.1:port/path; true on 200. TLS is checked against `ca` when given; client certificate
 * optional.
 */
export function httpsOk(port, urlPath, { ca, cert, key, timeoutMs = 3000 } = {}) {
  return new Promise((resolve) => {
    const req = https.get(
      {
        host: '127.0.0.1',
        port,
        path: urlPath,
        ca: ca ? readFileSync(ca) : undefined,
        cert: cert ? readFileSync(cert) : undefined,
        key: key ? readFileSync(key) : undefined,
        rejectUnauthorized: Boolean(ca),
        timeout: timeoutMs,
      },
      (res) => {
        res.resume();
        resolve(res.statusCode === 200);
      },
    );
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(false));
  });
}

export function httpOk(port, urlPath, { timeoutMs = 3000 } = {}) {
  return new Promise((resolve) => {
    const req = net.connect(port, '127.0.0.1');
    req.setTimeout(timeoutMs, () => req.destroy());
    req.on('connect', () => {
      req.write(`GET ${urlPath} HTTP/1.0\r\nHost: 127.0.0.1\r\n\r\n`);
    });
    let data = '';
    req.on('data', (d) => {
      data += d;
    });
    req.on('close', () => resolve(/^HTTP\/1\.[01] 200/.test(data)));
    req.on('error', () => resolve(false));
  });
}

/** Resident memory of a PID in KiB (VmRSS), 0 when gone. */
export function rssKiB(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  } catch {
    return 0;
  }
}
