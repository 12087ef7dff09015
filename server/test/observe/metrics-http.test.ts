import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { Metrics } from '../../src/observe/metrics.ts';
import { createMetricsServer } from '../../src/observe/metrics-http.ts';
import { rawRequest } from '../helpers/raw-http.ts';

let server: ReturnType<typeof createMetricsServer>;
let port: number;
beforeAll(async () => {
  server = createMetricsServer(new Metrics(), undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const malformed: Array<[string, string, number]> = [
  ['a path that is no URL', 'GET //[ HTTP/1.1\r\nHost: m\r\nConnection: close\r\n\r\n', 404],
  ['TRACE', 'TRACE /metrics HTTP/1.1\r\nHost: m\r\nConnection: close\r\n\r\n', 405],
  ['CONNECT', 'CONNECT /metrics HTTP/1.1\r\nHost: m\r\nConnection: close\r\n\r\n', 405],
  ['a Host that is no host', 'GET /metrics HTTP/1.1\r\nHost: [oops\r\nConnection: close\r\n\r\n', 400],
  ['a path with a space escape', 'GET /met%rics HTTP/1.1\r\nHost: m\r\nConnection: close\r\n\r\n', 404],
];

for (const [what, text, status] of malformed) {
  it(`the metrics listener answers ${status} to ${what} and keeps serving`, async () => {
    const answer = await rawRequest(port, text);
    expect(answer.status).toBe(status);
    const scrape = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(scrape.status).toBe(200);
    expect(await scrape.text()).toContain('kueue_batch_');
  });
}
