/**
 * pnpm bench api — GET /api/auth/me throughput and latency against one API process with
 * keep-alive clients. Targets: ≥ 3,000 requests/s and p99 ≤ 20 ms on the 2-core machine.
 * Uses its own database (created, migrated, dropped) so it never touches real data.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';
import { loadConfig } from '@tcs/config';
import { createDb, ensureDatabase, migrate } from '@tcs/db';
import { createRepos } from '@tcs/domain';
import { dropDatabase, given, uniqueName, withDatabase } from '@tcs/testing';

const ROOT = path.resolve(__dirname, '..');
const PORT = Number(process.env.BENCH_PORT ?? 3999);
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 15);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

async function waitForHealth(url: string) {
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(url)).status === 200) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('API did not start');
}

async function main() {
  const base = loadConfig();
  const databaseUrl = withDatabase(base.databaseUrl, uniqueName('tcs_test_bench'));
  await ensureDatabase(databaseUrl);
  await migrate(databaseUrl);
  const db = createDb(databaseUrl, 2);
  const { key } = await given(createRepos(db)).account({ role: 'reviewer' });
  await db.$disconnect();

  const api = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), [path.join(ROOT, 'apps/api/src/main.ts')], {
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(PORT), LOG_LEVEL: 'warn', NODE_ENV: 'production', TCS_REDIS_PREFIX: uniqueName('bench') },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitForHealth(`http://127.0.0.1:${PORT}/api/health`);
    const target = { url: `http://127.0.0.1:${PORT}/api/auth/me`, headers: { 'X-API-Key': key } };
    await autocannon({ ...target, connections: CONNECTIONS, duration: 3 }); // warm-up
    const result = await autocannon({ ...target, connections: CONNECTIONS, duration: DURATION_S });
    const ok = result.non2xx === 0 && result.errors === 0;
    const figures = {
      benchmark: 'GET /api/auth/me, one API process, keep-alive',
      connections: CONNECTIONS,
      seconds: DURATION_S,
      requests: result.requests.total,
      requests_per_s: Math.round(result.requests.average),
      latency_ms: { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99, max: result.latency.max },
      non_2xx: result.non2xx,
      errors: result.errors,
      targets: { requests_per_s: 3000, p99_ms: 20 },
      meets_targets: ok && result.requests.average >= 3000 && result.latency.p99 <= 20,
    };
    console.log(JSON.stringify(figures, null, 2));
  } finally {
    api.kill('SIGTERM');
    await new Promise((r) => api.once('exit', r));
    await dropDatabase(databaseUrl);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
