/**
 * pnpm bench lookups [--seconds 30] [--clients 32] [--concurrency 16] — on a database of its own
 * (created, migrated, dropped), with one API process and one worker-classify process:
 *  1. sustained end-to-end throughput: `clients` callers each POST /api/classify, wait for the
 *     final status, and send the next, for the given seconds; lookups finished per second, and
 *     the p50/p95 time from the 202 to the final status at that load (targets ≥ 100 lookups/s,
 *     p95 ≤ 1 s);
 *  2. GET /api/lookups p95 over 200 list calls (filters and sorts) with 100,000 stored lookups
 *     (target ≤ 50 ms).
 * Lexical mode (TCS_EMBEDDINGS=off), no LLM. The descriptions are the team's own, not the evaluation sets.
 */
import { parseArgs } from 'node:util';
import { seedBundledData } from '@tcs/domain';
import { dropDatabase, given } from '@tcs/testing';
import { cpuSeconds, peakRssMb, percentile, scratchService, sleep, tsx, waitUp, PRODUCTS } from './bench-kit';

const PORT = Number(process.env.BENCH_PORT ?? 3997);

async function main() {
  const { values } = parseArgs({ options: { seconds: { type: 'string', default: '30' }, clients: { type: 'string', default: '32' }, concurrency: { type: 'string', default: '16' } } });
  const seconds = Number(values.seconds);
  const clients = Number(values.clients);
  const { base, databaseUrl, prefix, db, repos } = await scratchService();
  await seedBundledData(db, repos);
  const env = { DATABASE_URL: databaseUrl, TCS_REDIS_PREFIX: prefix, LOG_LEVEL: 'warn', NODE_ENV: 'production', PORT: String(PORT), TCS_EMBEDDINGS: 'off', TCS_WORKER_CONCURRENCY: values.concurrency! };
  const api = tsx('apps/api/src/main.ts', env);
  const worker = tsx('apps/worker-classify/src/main.ts', env);
  try {
    await waitUp(`http://127.0.0.1:${PORT}/api/health`);
    const { key, account } = await given(repos).account({ role: 'admin' });
    const post = async (description: string) => {
      const res = await fetch(`http://127.0.0.1:${PORT}/api/classify`, { method: 'POST', headers: { 'X-API-Key': key, 'content-type': 'application/json' }, body: JSON.stringify({ description, market: 'US' }) });
      if (res.status !== 202) throw new Error(`classify answered ${res.status}: ${await res.text()}`);
      return { id: ((await res.json()) as { id: string }).id, answeredAt: Date.now() };
    };
    // Warm-up: the worker loads the engine data; the first lookup waits for it.
    const warm = await post('warm-up cotton shirt');
    for (let i = 0; i < 600 && (await repos.lookups.get(warm.id))?.finished_at == null; i++) await sleep(100);

    // 1. Closed loop: each client sends a lookup, waits for its final status (as a poller or a
    //    webhook subscriber would, here read from the database every 20 ms for all clients at
    //    once), then sends the next. Throughput is what the whole path sustains; latency is
    //    measured at that load, from the 202 to the final status.
    const sent: Array<{ id: string; answeredAt: number }> = [];
    const done = new Map<string, number>();
    const waiting = new Map<string, () => void>();
    let polling = true;
    const poller = (async () => {
      while (polling) {
        const ids = [...waiting.keys()];
        if (ids.length) {
          const rows = await db.lookup.findMany({ where: { id: { in: ids }, finished_at: { not: null } }, select: { id: true, finished_at: true } });
          for (const row of rows) {
            done.set(row.id, row.finished_at!.getTime());
            waiting.get(row.id)?.();
            waiting.delete(row.id);
          }
        }
        await sleep(20);
      }
    })();
    const cpuBefore = { api: cpuSeconds(api.pid!), worker: cpuSeconds(worker.pid!) };
    const started = Date.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: clients }, async () => {
        while (Date.now() - started < seconds * 1000) {
          const lookup = await post(PRODUCTS[next++ % PRODUCTS.length]);
          sent.push(lookup);
          await new Promise<void>((resolve) => waiting.set(lookup.id, resolve));
        }
      }),
    );
    polling = false;
    await poller;
    const ids = sent.map((s) => s.id);
    const cpuMsPerLookup = {
      api: Number((((cpuSeconds(api.pid!) - cpuBefore.api) * 1000) / ids.length).toFixed(1)),
      worker: Number((((cpuSeconds(worker.pid!) - cpuBefore.worker) * 1000) / ids.length).toFixed(1)),
    };
    const rows = await db.lookup.findMany({ where: { id: { in: ids } }, select: { id: true, finished_at: true, status: true, processing_ms: true } });
    const finishedAt = done;
    const latencies = sent.map((s) => finishedAt.get(s.id)! - s.answeredAt).sort((a, b) => a - b);
    const lastFinish = Math.max(...finishedAt.values());
    const throughput = ids.length / ((lastFinish - started) / 1000);
    const statuses = rows.reduce<Record<string, number>>((acc, r) => ({ ...acc, [r.status]: (acc[r.status] ?? 0) + 1 }), {});
    const engineMs = rows.map((r) => r.processing_ms ?? 0).sort((a, b) => a - b);

    // 2. The list at 100,000 stored lookups (rows made in SQL, in proportions like a working
    //    service's: most proposed or decided, a review queue of about a tenth, flags on some).
    const existing = await db.lookup.count();
    await db.$executeRawUnsafe(`
      INSERT INTO lookups (id, kind, description, market, dataset_version, language, status, decision, created_by_id, confidence, risk, risk_level, flag_codes, hs6, recommended_code, created_at, updated_at)
      SELECT md5(random()::text || g), 'single', 'Bench product ' || g, (ARRAY['US','EU','VN'])[1 + g % 3], '2024-12', 'en',
             (ARRAY['proposed','proposed','proposed','needs_review','needs_review','needs_info','proposed','needs_review','proposed','error'])[1 + g % 10],
             CASE WHEN g % 10 IN (3, 4, 5, 7, 9) AND g % 4 <> 0 THEN 'approved' END,
             '${account.id}', random(), (random() * 100)::int, 'low',
             CASE WHEN g % 3 = 0 THEN ARRAY['low_confidence'] WHEN g % 3 = 1 THEN ARRAY['lexical_only'] ELSE ARRAY[]::text[] END,
             '610910', '6109.10.00.12', now() - (g || ' seconds')::interval, now()
      FROM generate_series(1, ${Math.max(0, 100_000 - existing)}) g`);
    await db.$executeRawUnsafe(`INSERT INTO lookup_texts (lookup_id, description) SELECT id, description FROM lookups ON CONFLICT DO NOTHING`);
    // As autovacuum leaves a table in service: visibility map set, statistics fresh.
    await db.$executeRawUnsafe('VACUUM ANALYZE lookups');
    await db.$executeRawUnsafe('VACUUM ANALYZE lookup_texts');
    const lists = [
      {}, { sort: 'oldest' }, { sort: 'confidence' }, { sort: 'risk' }, { status: 'needs_review' }, { market: 'EU' }, { q: 'Bench product 4242' },
      { flag: 'low_confidence', page: '3' }, { created_by: 'me', page_size: '200' }, { date_from: new Date().toISOString().slice(0, 10) },
    ];
    const queue = [{}, { sort: 'confidence' }, { status: 'needs_info' }];
    const listTimes: number[] = [];
    for (let i = 0; i < 200; i++) {
      const t0 = performance.now();
      const path = i % 4 === 3 ? `/api/review?${new URLSearchParams(queue[i % queue.length] as Record<string, string>)}` : `/api/lookups?${new URLSearchParams(lists[i % lists.length] as Record<string, string>)}`;
      const res = await fetch(`http://127.0.0.1:${PORT}${path}`, { headers: { 'X-API-Key': key } });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`list answered ${res.status}`);
      listTimes.push(performance.now() - t0);
    }
    listTimes.sort((a, b) => a - b);
    const p95 = percentile(latencies, 95);
    console.log(
      JSON.stringify(
        {
          benchmark: 'lookups end to end (one API, one worker-classify, lexical, no LLM)',
          load: { seconds, clients, lookups: ids.length, worker_concurrency: Number(values.concurrency) },
          throughput_lookups_per_s: Number(throughput.toFixed(1)),
          time_202_to_final_ms: { p50: percentile(latencies, 50), p95, max: latencies.at(-1) },
          cpu_ms_per_lookup: cpuMsPerLookup,
          engine_processing_ms: { p50: percentile(engineMs, 50), p95: percentile(engineMs, 95) },
          statuses,
          targets: { throughput_ge_100: throughput >= 100, p95_le_1000_ms: p95 <= 1000 },
          list_at_100k: { note: 'GET /api/lookups (10 filter/sort variants) and GET /api/review (3), 100,000 lookups', lookups: await db.lookup.count(), calls: listTimes.length, p50_ms: Number(percentile(listTimes, 50).toFixed(1)), p95_ms: Number(percentile(listTimes, 95).toFixed(1)), target_p95_le_50_ms: percentile(listTimes, 95) <= 50 },
          peak_rss_mb: { api: peakRssMb(api.pid!), worker: peakRssMb(worker.pid!) },
        },
        null,
        2,
      ),
    );
  } finally {
    worker.kill('SIGTERM');
    api.kill('SIGTERM');
    await db.$disconnect();
    await sleep(1500);
    // A process still draining after the pause is not waited for.
    worker.kill('SIGKILL');
    api.kill('SIGKILL');
    await dropDatabase(databaseUrl);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
