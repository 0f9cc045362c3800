/**
 * pnpm bench batches [--rows 5000,50000] [--concurrency 16] — on a database of its own (created,
 * migrated, dropped), with one API, one worker-batch and one worker-classify process:
 *  for each size, a csv of that many distinct products from upload to `completed` (targets:
 *  5,000 rows ≤ 60 s, 50,000 rows ≤ 10 min), split into upload (parse + store + precheck),
 *  start (row check) and classification; then the export of the largest result as .xlsx and .csv
 *  (target ≤ 15 s); peak memory of each process (target ≤ 512 MB each).
 * Lexical mode (TCS_EMBEDDINGS=off), no LLM, an administrator's key (credits are not the subject).
 */
import { parseArgs } from 'node:util';
import { seedBundledData } from '@tcs/domain';
import { dropDatabase, given } from '@tcs/testing';
import { cpuSeconds, peakRssMb, scratchService, sleep, tsx, waitUp, PRODUCTS } from './bench-kit';

const PORT = Number(process.env.BENCH_PORT ?? 3996);
const BASE = `http://127.0.0.1:${PORT}`;

/** Distinct products (no duplicates to skip): each row names its own model number. */
function csvOf(rows: number): Buffer {
  const lines = ['description,material,origin,sku,hts_code'];
  for (let i = 0; i < rows; i++) lines.push(`"${PRODUCTS[i % PRODUCTS.length]}, model ${i}",,VN,SKU-${i},`);
  return Buffer.from(lines.join('\r\n'));
}

async function call(path: string, key: string, init: RequestInit = {}) {
  const res = await fetch(`${BASE}${path}`, { ...init, headers: { 'X-API-Key': key, ...(init.headers ?? {}) } });
  if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  return res;
}

async function runBatch(key: string, rows: number) {
  const form = new FormData();
  form.append('file', new Blob([csvOf(rows)], { type: 'text/csv' }), `bench-${rows}.csv`);
  const t0 = performance.now();
  const uploaded = (await (await call('/api/batches', key, { method: 'POST', body: form })).json()) as { id: string; total_rows: number };
  const t1 = performance.now();
  await call(`/api/batches/${uploaded.id}/start`, key, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ column_mapping: { description: 'description', material: 'material', origin: 'origin', sku: 'sku' }, market: 'US' }) });
  const t2 = performance.now();
  let progress: { status: string; counts: Record<string, number> } = { status: 'queued', counts: {} };
  while (!['completed', 'completed_with_errors'].includes(progress.status)) {
    await sleep(250);
    progress = (await (await call(`/api/batches/${uploaded.id}/progress`, key)).json()) as typeof progress;
  }
  const t3 = performance.now();
  const seconds = (t3 - t0) / 1000;
  return {
    id: uploaded.id,
    figures: {
      rows,
      upload_s: Number(((t1 - t0) / 1000).toFixed(2)),
      start_s: Number(((t2 - t1) / 1000).toFixed(2)),
      classify_s: Number(((t3 - t2) / 1000).toFixed(1)),
      total_s: Number(seconds.toFixed(1)),
      rows_per_s: Number((rows / ((t3 - t2) / 1000)).toFixed(1)),
      status: progress.status,
      counts: progress.counts,
    },
  };
}

async function timeExport(key: string, id: string, format: 'xlsx' | 'csv') {
  const t0 = performance.now();
  const res = await call(`/api/batches/${id}/export?format=${format}`, key);
  const bytes = (await res.arrayBuffer()).byteLength;
  return { seconds: Number(((performance.now() - t0) / 1000).toFixed(2)), mb: Number((bytes / 1024 / 1024).toFixed(1)) };
}

async function main() {
  const { values } = parseArgs({ options: { rows: { type: 'string', default: '5000,50000' }, concurrency: { type: 'string', default: '16' } } });
  const sizes = values.rows!.split(',').map(Number);
  const { databaseUrl, prefix, db, repos } = await scratchService();
  await seedBundledData(db, repos);
  const env = { DATABASE_URL: databaseUrl, TCS_REDIS_PREFIX: prefix, LOG_LEVEL: 'warn', NODE_ENV: 'production', PORT: String(PORT), TCS_EMBEDDINGS: 'off' };
  const api = tsx('apps/api/src/main.ts', env);
  const batchWorker = tsx('apps/worker-batch/src/main.ts', { ...env, TCS_WORKER_CONCURRENCY: '2' });
  const classifyWorker = tsx('apps/worker-classify/src/main.ts', { ...env, TCS_WORKER_CONCURRENCY: values.concurrency! });
  try {
    await waitUp(`${BASE}/api/health`);
    const { key } = await given(repos).account({ role: 'admin' });
    await runBatch(key, 20); // warm-up: the classify worker loads the engine data
    const runs = [];
    for (const rows of sizes) runs.push(await runBatch(key, rows));
    const largest = runs[runs.length - 1];
    const exportXlsx = await timeExport(key, largest.id, 'xlsx');
    const exportCsv = await timeExport(key, largest.id, 'csv');
    const cpu = { api: cpuSeconds(api.pid!), worker_batch: cpuSeconds(batchWorker.pid!), worker_classify: cpuSeconds(classifyWorker.pid!) };
    const memory = { api: peakRssMb(api.pid!), worker_batch: peakRssMb(batchWorker.pid!), worker_classify: peakRssMb(classifyWorker.pid!) };
    const targets: Record<string, boolean> = {};
    for (const run of runs) {
      if (run.figures.rows === 5000) targets['5000_rows_le_60_s'] = run.figures.total_s <= 60;
      if (run.figures.rows === 50000) targets['50000_rows_le_600_s'] = run.figures.total_s <= 600;
    }
    targets.export_le_15_s = exportXlsx.seconds <= 15;
    targets.memory_le_512_mb_each = Object.values(memory).every((mb) => mb <= 512);
    console.log(
      JSON.stringify(
        {
          benchmark: 'batches from upload to completed (one API, one worker-batch, one worker-classify, lexical, no LLM)',
          classify_worker_concurrency: Number(values.concurrency),
          runs: runs.map((r) => r.figures),
          export_of_largest: { rows: largest.figures.rows, xlsx: exportXlsx, csv: exportCsv },
          peak_rss_mb: memory,
          cpu_seconds_total: cpu,
          targets,
        },
        null,
        2,
      ),
    );
  } finally {
    for (const child of [api, batchWorker, classifyWorker]) child.kill('SIGTERM');
    await db.$disconnect();
    await sleep(1500);
    for (const child of [api, batchWorker, classifyWorker]) child.kill('SIGKILL');
    await dropDatabase(databaseUrl);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
