import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { Api } from '../src/api/client.ts';
import { CreateProcessMutation } from '../src/commands/run.ts';
import { EXIT, UnreachableError } from '../src/exit.ts';

const servers: ReturnType<typeof createServer>[] = [];
afterEach(() => {
  for (const s of servers.splice(0)) s.close();
});

/** A server that cuts the first `drops` requests off without an answer, then answers; it keeps every body. */
async function flakyServer(drops: number) {
  const bodies: string[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (d) => {
      body += String(d);
    });
    req.on('end', () => {
      bodies.push(body);
      if (bodies.length <= drops) {
        req.socket.destroy();
        return;
      }
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify({
          data: { createProcess: { __typename: 'NoClustersAvailableError', message: 'none' } },
        }),
      );
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, bodies };
}

const input = {
  projectId: 'p',
  name: 'n',
  image: 'busybox',
  resources: {},
  idempotencyKey: 'key-of-this-invocation',
};

describe('Api.request', () => {
  it('retries a request cut off before its answer with the very same body (the same idempotency key)', async () => {
    const server = await flakyServer(2);
    const api = new Api({ url: server.url, token: 't', retryDelaysMs: [0, 0, 0] });
    const { createProcess } = await api.request(CreateProcessMutation, { input });
    expect(createProcess.__typename).toBe('NoClustersAvailableError');
    expect(server.bodies).toHaveLength(3);
    expect(new Set(server.bodies).size).toBe(1);
    expect(JSON.parse(server.bodies[0]!).variables.input.idempotencyKey).toBe('key-of-this-invocation');
  });

  it('gives up after its retries with exit 4', async () => {
    const server = await flakyServer(10);
    const api = new Api({ url: server.url, token: 't', retryDelaysMs: [0, 0] });
    const error = await api.request(CreateProcessMutation, { input }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnreachableError);
    expect((error as UnreachableError).exitCode).toBe(EXIT.UNREACHABLE);
    expect(server.bodies).toHaveLength(3);
  });
});
