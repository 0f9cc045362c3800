/**
 * pnpm bench tariffs — on a database of its own (created, migrated, dropped):
 *  1. ingestion by the real worker-tariff process of every bundled schedule (US, EU 2025, EU 2026,
 *     VN): seconds per schedule (targets: US ≤ 20 s, EU and VN ≤ 10 s each) and the worker's
 *     peak resident memory;
 *  2. GET /api/hts/search through one API process: p50/p95 over 200 mixed queries (codes,
 *     English words, Vietnamese with and without tone marks; all markets). Target p50 ≤ 15 ms.
 */
import type { ChildProcess } from 'node:child_process';
import { bundledDataset, seedRulings } from '@tcs/domain';
import { createRedis, JobQueues } from '@tcs/jobs';
import { loadManifest } from '@tcs/tariffs';
import { dropDatabase, given } from '@tcs/testing';
import { peakRssMb, percentile, scratchService, tsx } from './bench-kit';

const PORT = Number(process.env.BENCH_PORT ?? 3998);

const US_QUERIES = ['6109.10.00.12', '8471.30', '0101', '6403 99', '9503.00.00', 'cotton t-shirts knitted', 'portable computers laptop', 'frozen shrimp', 'stainless steel kitchen sink', 'lithium-ion batteries', 'men’s leather footwear', 'wooden furniture bedroom', 'plastic toys', 'olive oil virgin', 'bicycle parts', 'LED lamps', 'mobile phones smartphones', 'coffee roasted not decaffeinated', 'women’s cotton dresses woven', 'ceramic tableware'];
const EU_QUERIES = ['6109 10 00', '84713000', '0203', 'frozen fish fillets', 'cotton t-shirts', 'solar panels photovoltaic', 'electric bicycles', 'wine sparkling', 'tyres for cars', 'printed books'];
const VN_QUERIES = ['6109.10.10', '84713020', 'áo phông bông', 'giày thể thao', 'ao phong bong', 'máy tính xách tay', 'cà phê rang', 'tôm đông lạnh', 'đồ chơi nhựa', 'T-shirts of cotton'];

function queries(): Array<{ q: string; market: string }> {
  const all = [...US_QUERIES.map((q) => ({ q, market: 'US' })), ...EU_QUERIES.map((q) => ({ q, market: 'EU' })), ...VN_QUERIES.map((q) => ({ q, market: 'VN' }))];
  return Array.from({ length: 200 }, (_, i) => all[i % all.length]);
}


async function main() {
  const { base, databaseUrl, prefix, db, repos } = await scratchService();
  const redis = createRedis(base.redisUrl);
  const queues = new JobQueues(redis, prefix);
  const env = { DATABASE_URL: databaseUrl, TCS_REDIS_PREFIX: prefix, LOG_LEVEL: 'warn', NODE_ENV: 'production', PORT: String(PORT) };
  const worker = tsx('apps/worker-tariff/src/main.ts', env);
  let api: ChildProcess | undefined;
  try {
    const ingestion = [];
    for (const entry of [...loadManifest()].sort((a, b) => a.activate_order - b.activate_order)) {
      const { id } = await repos.datasets.create(bundledDataset(entry, true));
      const started = Date.now();
      await queues.enqueue('ingest-dataset', { dataset_id: id });
      for (;;) {
        const d = await repos.datasets.get(id);
        if (d?.status === 'failed') throw new Error(`${entry.market} ${entry.version} failed: ${d.error}`);
        if (d?.status === 'ready' && d.activated_at) {
          const target = entry.market === 'US' ? 20 : 10;
          const seconds = (Date.now() - started) / 1000;
          ingestion.push({ market: entry.market, version: entry.version, lines: d.entry_count, seconds: Number(seconds.toFixed(2)), target_s: target, meets_target: seconds <= target });
          break;
        }
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    const workerPeakMb = peakRssMb(worker.pid!);
    await seedRulings(db);

    api = tsx('apps/api/src/main.ts', env);
    const { key } = await given(repos).account({ role: 'entry' });
    for (let i = 0; i < 100; i++) {
      try {
        if ((await fetch(`http://127.0.0.1:${PORT}/api/health`)).status === 200) break;
      } catch {
        // not up yet
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    const search = async ({ q, market }: { q: string; market: string }) => {
      const started = performance.now();
      const res = await fetch(`http://127.0.0.1:${PORT}/api/hts/search?${new URLSearchParams({ q, market, limit: '50' })}`, { headers: { 'X-API-Key': key } });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`search ${q} answered ${res.status}`);
      return performance.now() - started;
    };
    // The first query of each market builds its in-memory index; reported apart from the run.
    const firstQueryMs = Object.fromEntries(await Promise.all(['US', 'EU', 'VN'].map(async (m) => [m, Math.round(await search({ q: 'cotton', market: m }))])));
    const times: number[] = [];
    for (const query of queries()) times.push(await search(query));
    times.sort((a, b) => a - b);
    const p50 = Number(percentile(times, 50).toFixed(1));
    const p95 = Number(percentile(times, 95).toFixed(1));
    console.log(
      JSON.stringify(
        {
          benchmark: 'tariff ingestion (worker-tariff) and GET /api/hts/search (one API process)',
          ingestion,
          worker_peak_rss_mb: workerPeakMb,
          search: { queries: times.length, p50_ms: p50, p95_ms: p95, max_ms: Number(times.at(-1)!.toFixed(1)), first_query_per_market_ms: firstQueryMs, target_p50_ms: 15, meets_target: p50 <= 15 },
          api_peak_rss_mb: peakRssMb(api.pid!),
        },
        null,
        2,
      ),
    );
  } finally {
    worker.kill('SIGTERM');
    api?.kill('SIGTERM');
    await queues.close();
    await redis.quit();
    await db.$disconnect();
    await new Promise((r) => setTimeout(r, 1500));
    await dropDatabase(databaseUrl);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
