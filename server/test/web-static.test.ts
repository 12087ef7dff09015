import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../src/logger.ts';
import { acceptedEncodings } from '../src/web-static.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { createTestDatabase, describePostgres, type TestDatabase } from './helpers/database.ts';

const script = `console.log(${JSON.stringify('kueue batch '.repeat(400))});\n`;
const html = '<!doctype html><title>Kueue Batch</title><script type="module" src="/assets/app.js"></script>';

describePostgres('the web app’s files', () => {
  let db: TestDatabase;
  let t: TestApp;
  let dist: string;
  const logLines: { level: number; msg?: string }[] = [];

  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'web-static-'));
    await mkdir(path.join(dist, 'assets'));
    await writeFile(path.join(dist, 'index.html'), html);
    await writeFile(path.join(dist, 'assets/app.js'), script);
    await writeFile(path.join(dist, 'assets/app.js.br'), brotliCompressSync(script));
    await writeFile(path.join(dist, 'assets/app.js.gz'), gzipSync(script));
    await writeFile(path.join(dist, 'assets/logo.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    db = await createTestDatabase();
    const destination = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) logLines.push(JSON.parse(line));
        done();
      },
    });
    t = createTestApp(db.prisma, {
      logger: createLogger('info', destination),
      configOverrides: { webDist: dist },
    });
  });
  afterAll(async () => {
    await db?.drop();
    if (dist) await rm(dist, { recursive: true, force: true });
  });

  it('answers a path with a malformed percent-escape with 400, and logs no error', async () => {
    for (const bad of ['/%ZZ', '/assets/%E0%A4%A', '/projects/%']) {
      const res = await t.request(bad);
      expect(res.status, bad).toBe(400);
      expect(await res.text()).toContain('malformed percent-escape');
    }
    expect(logLines.filter((line) => line.level >= 50)).toEqual([]);
  });

  it('still decodes well-formed escapes and keeps paths inside the web folder', async () => {
    const res = await t.request('/assets/%61pp.js');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(script);
    const outside = await t.request('/assets/..%2f..%2f..%2fetc%2fpasswd');
    expect(outside.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await outside.text()).toBe(html);
  });

  it('sends the brotli file to a browser that accepts it, with Vary for caches', async () => {
    const res = await t.request('/assets/app.js', {
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('cache-control')).toContain('immutable');
    const body = Buffer.from(await res.arrayBuffer());
    expect(body.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(body).toString()).toBe(script);
  });

  it('falls back to gzip, then to the plain file, as the client allows', async () => {
    const gzip = await t.request('/assets/app.js', { headers: { 'accept-encoding': 'gzip, br;q=0' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(script);

    const plain = await t.request('/assets/app.js', { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    expect(await plain.text()).toBe(script);

    const none = await t.request('/assets/app.js');
    expect(none.headers.get('content-encoding')).toBeNull();
    expect(await none.text()).toBe(script);
  });

  it('sends a strict Content-Security-Policy, nosniff and frame protection with every file and the 400', async () => {
    for (const path of ['/', '/projects/x', '/assets/app.js', '/assets/logo.png', '/%E0%A4%A']) {
      const res = await t.request(path);
      expect(res.headers.get('content-security-policy')).toMatch(
        /default-src 'self'.*frame-ancestors 'none'/,
      );
      expect(res.headers.get('content-security-policy')).not.toMatch(/unsafe-inline|unsafe-eval/);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
    }
  });

  it('sends files without a compressed copy as they are, without Vary', async () => {
    const res = await t.request('/assets/logo.png', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('vary')).toBeNull();
    expect(res.headers.get('content-type')).toBe('image/png');
  });
});

describe('Accept-Encoding', () => {
  it('reads quality values, the wildcard and refusals', () => {
    expect([...acceptedEncodings(null)]).toEqual([]);
    expect([...acceptedEncodings('gzip, deflate, br')]).toEqual(['br', 'gzip']);
    expect([...acceptedEncodings('BR;q=0.5, gzip;q=0')]).toEqual(['br']);
    expect([...acceptedEncodings('*')]).toEqual(['br', 'gzip']);
    expect([...acceptedEncodings('*;q=1, br;q=0')]).toEqual(['gzip']);
    expect([...acceptedEncodings('identity')]).toEqual([]);
    expect([...acceptedEncodings('gzip;q=nonsense')]).toEqual([]);
  });
});
