/**
 * pnpm bench webhooks [--hooks 10] [--burst 1000] [--rate 50] [--seconds 10] — on a database of
 * its own, one worker-webhook (TCS_WEBHOOK_ALLOW_PRIVATE=1, concurrency 16) and a local receiver:
 *  1. throughput: `burst` events at once to `hooks` webhooks, deliveries per second from the
 *     events' commit to the last arrival (target ≥ 500/s);
 *  2. latency: `rate` events per second for `seconds` (× hooks deliveries), time from each
 *     event's creation to its arrival at the receiver, p50/p95 (target p95 ≤ 250 ms).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { registerWebhook } from '@tcs/domain';
import { dropDatabase, given } from '@tcs/testing';
import { peakRssMb, percentile, scratchService, sleep, tsx } from './bench-kit';

async function main() {
  const { values } = parseArgs({ options: { hooks: { type: 'string', default: '10' }, burst: { type: 'string', default: '1000' }, rate: { type: 'string', default: '50' }, seconds: { type: 'string', default: '10' } } });
  const hooks = Number(values.hooks);
  const { databaseUrl, prefix, db, repos, base } = await scratchService();
  const arrivals = new Map<string, number>();
  const server = http.createServer({ keepAliveTimeout: 65_000 }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { data: { seq: number } };
      arrivals.set(`${req.url}|${body.data.seq}`, Date.now());
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const env = { DATABASE_URL: databaseUrl, TCS_REDIS_PREFIX: prefix, LOG_LEVEL: 'warn', TCS_WEBHOOK_ALLOW_PRIVATE: '1', TCS_WORKER_CONCURRENCY: '16' };
  const worker = tsx('apps/worker-webhook/src/main.ts', env);
  try {
    const { account } = await given(repos).account({ role: 'admin' });
    const caller = { accountId: account.id } as never;
    for (let i = 0; i < hooks; i++) await registerWebhook({ db, secretKey: base.webhookSecretKey, allowPrivate: true }, caller, { url: `http://127.0.0.1:${port}/hook-${i}`, events: [] });
    const insert = (seqs: number[]) =>
      db.$executeRaw`INSERT INTO outbox_events (event, data, created_at) SELECT 'tariff.changed', jsonb_build_object('seq', s, 'market', 'US'), clock_timestamp() FROM unnest(${seqs}::int[]) s`;
    const waitFor = async (expected: number, ms: number) => {
      for (const end = Date.now() + ms; arrivals.size < expected && Date.now() < end; ) await sleep(20);
    };
    await insert([-1]); // warm-up: connections, first relay
    await waitFor(hooks, 30_000);

    // 1. Burst.
    const burst = Number(values.burst);
    const before = arrivals.size;
    const t0 = Date.now();
    await insert(Array.from({ length: burst }, (_, i) => i));
    await waitFor(before + burst * hooks, 300_000);
    const burstSeconds = (Math.max(...[...arrivals.values()]) - t0) / 1000;
    const delivered = arrivals.size - before;

    // 2. Steady rate, each event timed from its creation.
    const created = new Map<number, number>();
    const rate = Number(values.rate);
    const seconds = Number(values.seconds);
    let seq = 1_000_000;
    for (let tick = 0; tick < seconds * 10; tick++) {
      const batch = Array.from({ length: Math.max(1, Math.round(rate / 10)) }, () => seq++);
      const at = Date.now();
      await insert(batch);
      for (const s of batch) created.set(s, at);
      await sleep(100);
    }
    await waitFor(before + burst * hooks + created.size * hooks, 60_000);
    const latencies: number[] = [];
    for (const [key, at] of arrivals) {
      const s = Number(key.split('|')[1]);
      if (created.has(s)) latencies.push(at - created.get(s)!);
    }
    latencies.sort((a, b) => a - b);
    const statuses = await db.webhookDelivery.groupBy({ by: ['status'], _count: { _all: true } });
    console.log(
      JSON.stringify(
        {
          benchmark: 'webhook deliveries (one worker-webhook, concurrency 16, local receiver)',
          webhooks: hooks,
          burst: { events: burst, deliveries: delivered, seconds: Number(burstSeconds.toFixed(2)), deliveries_per_s: Math.round(delivered / burstSeconds) },
          steady: { events_per_s: rate, seconds, deliveries: latencies.length, event_to_arrival_ms: { p50: percentile(latencies, 50), p95: percentile(latencies, 95), max: latencies.at(-1) } },
          statuses: Object.fromEntries(statuses.map((s) => [s.status, s._count._all])),
          peak_rss_mb: { worker_webhook: peakRssMb(worker.pid!) },
          targets: { deliveries_per_s_ge_500: delivered / burstSeconds >= 500, p95_le_250_ms: percentile(latencies, 95) <= 250 },
        },
        null,
        2,
      ),
    );
  } finally {
    worker.kill('SIGTERM');
    server.close();
    await db.$disconnect();
    await sleep(1500);
    worker.kill('SIGKILL');
    await dropDatabase(databaseUrl);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
