// Where the idle server's memory goes: RSS and V8 heap after each start-up step (run with node --expose-gc).
const steps: [string, () => Promise<unknown>][] = [];
const mb = (n: number) => (n / 2 ** 20).toFixed(0);
const gc = (globalThis as { gc?: () => void }).gc;
async function report(label: string) {
  gc?.();
  await new Promise((r) => setTimeout(r, 200));
  gc?.();
  const m = process.memoryUsage();
  console.log(
    `${label.padEnd(40)} rss ${mb(m.rss)} MiB  heapUsed ${mb(m.heapUsed)}  heapTotal ${mb(m.heapTotal)}  external ${mb(m.external)}  arrayBuffers ${mb(m.arrayBuffers)}`,
  );
}
const url = process.env.DATABASE_URL!;
await report('node + tsx');
const which = process.argv[2] ?? 'all';
if (which === 'migrate' || which === 'all') {
  const { applyMigrations } = await import('../src/db/migrate.ts');
  await report('migrate module loaded');
  await applyMigrations(url);
  await report('migrations applied');
}
if (which === 'prisma' || which === 'all') {
  const { openDatabase } = await import('../src/db/client.ts');
  await report('db client module loaded');
  const db = await openDatabase({ databaseUrl: url, dataDir: '', migrate: false });
  await db.prisma.user.count();
  await report('prisma connected + 1 query');
}
if (which === 'schema' || which === 'all') {
  await import('../src/app.ts');
  await report('app + schema loaded');
  await import('../src/runner/index.ts');
  await import('../src/kube/client-registry.ts');
  await report('runner + kube loaded');
}
if (which === 'server') {
  const { startServer } = await import('../src/server.ts');
  await startServer({ environment: { ...process.env, PORT: '0' } });
  await report('startServer');
  await new Promise((r) => setTimeout(r, 10_000));
  await report('startServer + 10 s');
  if (process.env.SNAPSHOT)
    console.log('heap snapshot:', (await import('node:v8')).writeHeapSnapshot(process.env.SNAPSHOT));
}
process.exit(0);
