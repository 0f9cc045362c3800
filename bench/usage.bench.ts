/**
 * pnpm bench usage — on a database of its own (created, migrated, dropped), one API process:
 * a 90-day history of 1,000,000 lookups (a fifth of them by one heavy account), 200,000
 * decisions, 50,000 comments, their `created` and decision events and ~950,000 ledger rows,
 * written straight into the tables and analysed as autovacuum would. Then, timed over HTTP:
 *  - GET /api/usage/me for the heavy account and for a typical one (default 30 days; target p95 ≤ 300 ms),
 *  - GET /api/reports/productivity as an administrator (default 30 days; target p95 ≤ 1 s), and over the whole 90 days,
 *  - a ledger page across every account and the heavy account's CSV export.
 * `BENCH_LOOKUPS` changes the size (decisions stay a fifth of it). `BENCH_KEEP=1` keeps the
 * database and prints its URL; `BENCH_DATABASE_URL=<it>` measures again without seeding.
 */
import { createDb, migrate, type Db } from '@tcs/db';
import { createApiKey, createRepos, foldLookupStats, type Repos } from '@tcs/domain';
import { dropDatabase, given } from '@tcs/testing';
import { peakRssMb, percentile, scratchService, tsx, waitUp } from './bench-kit';

const PORT = Number(process.env.BENCH_PORT ?? 3995);
const BASE = `http://127.0.0.1:${PORT}`;
const LOOKUPS = Number(process.env.BENCH_LOOKUPS ?? 1_000_000);
const DAYS = 90;
const REVIEWERS = 20;
const ENTRIES = 29;

async function timed(path: string, key: string, runs: number) {
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    const res = await fetch(`${BASE}${path}`, { headers: { 'X-API-Key': key } });
    const body = await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${Buffer.from(body).toString()}`);
    times.push(performance.now() - t0);
    bytes = body.byteLength;
  }
  const sorted = [...times].sort((a, b) => a - b);
  const ms = (v: number) => Math.round(v);
  return { runs, p50_ms: ms(percentile(sorted, 50)), p95_ms: ms(percentile(sorted, 95)), max_ms: ms(sorted[sorted.length - 1]), bytes };
}

async function openService() {
  const reuse = process.env.BENCH_DATABASE_URL;
  if (!reuse) return scratchService();
  await migrate(reuse);
  const db = createDb(reuse, 4);
  return { databaseUrl: reuse, prefix: `bench-${process.pid}`, db, repos: createRepos(db) };
}

/** The history, written in SQL; the accounts' keys are made afresh on every run. */
async function seed(db: Db, repos: Repos) {
  const g = given(repos);
  await g.account({ role: 'admin' }); // the report's reader
  const heavy = await g.account({ role: 'entry', credits: 0 });
  const reviewers = await Promise.all(Array.from({ length: REVIEWERS }, () => g.account({ role: 'reviewer', credits: 0 })));
  const entries = await Promise.all(Array.from({ length: ENTRIES }, () => g.account({ role: 'entry', credits: 0 })));
  const owners = entries.map((e) => e.account.id).concat(reviewers.map((r) => r.account.id));
  const deciders = reviewers.map((r) => r.account.id);

  // Every fifth lookup is the heavy account's; every fifth (another residue) is decided.
  await db.$executeRawUnsafe(
    `INSERT INTO lookups (id, kind, created_by_id, description, market, status, confidence, credits_charged, llm_calls, input_tokens, output_tokens,
       processing_ms, created_at, finished_at, recommended_code, recommended_description, decision, decided_by_id, decided_at, final_code)
     SELECT md5(g::text), (ARRAY['single','single','batch','sku'])[1 + g % 4],
       CASE WHEN g % 5 = 1 THEN $1 ELSE ($2::text[])[1 + g % ${owners.length}] END,
       'Bench product ' || g, (ARRAY['US','EU','VN'])[1 + g % 3],
       (ARRAY['proposed','proposed','proposed','proposed','proposed','proposed','proposed','proposed','proposed','proposed','proposed','proposed',
              'needs_review','needs_review','needs_review','needs_review','needs_info','needs_info','error','proposed'])[1 + g % 20],
       0.5 + (g % 50) / 100.0, CASE WHEN g % 20 = 18 THEN 0 ELSE 1 END, g % 3, (g % 3) * 400, (g % 3) * 80, 20 + g % 80,
       c.at, c.at + interval '2 seconds', (6100 + g % 300)::text || '1000', 'Bench line ' || (g % 300),
       CASE WHEN g % 5 = 0 THEN (ARRAY['approved','approved','approved','approved','approved','approved','approved','overridden','overridden','rejected'])[1 + (g / 5) % 10] END,
       CASE WHEN g % 5 = 0 THEN ($3::text[])[1 + (g / 5) % ${deciders.length}] END,
       CASE WHEN g % 5 = 0 THEN least(now(), c.at + ((1 + g % 72) * interval '1 hour')) END,
       CASE WHEN g % 5 = 0 AND (g / 5) % 10 IN (7, 8) THEN (6100 + (g + 7) % 300)::text || '2000' WHEN g % 5 = 0 AND (g / 5) % 10 < 7 THEN (6100 + g % 300)::text || '1000' END
     FROM generate_series(1, ${LOOKUPS}) g
     CROSS JOIN LATERAL (SELECT now() - ((g::bigint * 7919) % (${DAYS} * 86400)) * interval '1 second' AS at) c`,
    heavy.account.id, owners, deciders,
  );
  await db.$executeRawUnsafe(`INSERT INTO lookup_events (lookup_id, kind, actor_id, created_at) SELECT id, 'created', created_by_id, created_at FROM lookups`);
  await db.$executeRawUnsafe(`INSERT INTO lookup_events (lookup_id, kind, actor_id, code, created_at) SELECT id, decision, decided_by_id, final_code, decided_at FROM lookups WHERE decision IS NOT NULL`);
  await db.$executeRawUnsafe(
    `INSERT INTO lookup_events (lookup_id, kind, actor_id, note, created_at)
     SELECT id, 'comment', ($1::text[])[1 + abs(hashtext(id)) % ${deciders.length}], 'bench comment', finished_at + interval '30 minutes'
     FROM lookups WHERE status IN ('needs_review', 'needs_info') ORDER BY id LIMIT ${Math.round(LOOKUPS / 20)}`,
    deciders,
  );
  await db.$executeRawUnsafe(
    `INSERT INTO credit_ledger (account_id, kind, amount, balance_after, lookup_id, tokens, created_at)
     SELECT created_by_id, 'usage', -1, 0, id, input_tokens + output_tokens, finished_at FROM lookups WHERE credits_charged > 0 ORDER BY finished_at`,
  );
  await foldLookupStats(db); // what worker-batch does every 5 s
  await db.$executeRawUnsafe('VACUUM ANALYZE lookups');
  await db.$executeRawUnsafe('VACUUM ANALYZE lookup_events');
  await db.$executeRawUnsafe('VACUUM ANALYZE credit_ledger');
  await db.$executeRawUnsafe('VACUUM ANALYZE lookup_stat_deltas');
  await db.$executeRawUnsafe('VACUUM ANALYZE lookup_stats_daily');
}

async function main() {
  const { databaseUrl, prefix, db, repos } = await openService();
  const keep = Boolean(process.env.BENCH_KEEP || process.env.BENCH_DATABASE_URL);
  const api = tsx('apps/api/src/main.ts', { DATABASE_URL: databaseUrl, TCS_REDIS_PREFIX: prefix, LOG_LEVEL: 'warn', NODE_ENV: 'production', PORT: String(PORT), TCS_EMBEDDINGS: 'off' });
  try {
    const s0 = performance.now();
    if ((await db.lookup.count()) === 0) await seed(db, repos);
    const seedSeconds = (performance.now() - s0) / 1000;
    const keyOf = async (accountId: string) => (await createApiKey({ accounts: repos.accounts, keys: repos.keys }, accountId, { name: 'bench' })).key;
    const [heavyId] = (await db.$queryRawUnsafe<Array<{ id: string }>>(`SELECT created_by_id AS id FROM lookups GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`)).map((r) => r.id);
    const [typicalId] = (await db.$queryRawUnsafe<Array<{ id: string }>>(`SELECT id FROM accounts WHERE role = 'entry' AND id <> $1 ORDER BY id LIMIT 1`, heavyId)).map((r) => r.id);
    const [adminId] = (await db.$queryRawUnsafe<Array<{ id: string }>>(`SELECT id FROM accounts WHERE role = 'admin' LIMIT 1`)).map((r) => r.id);
    const heavy = { key: await keyOf(heavyId) };
    const typical = { key: await keyOf(typicalId) };
    const admin = { key: await keyOf(adminId) };
    const counts = {
      lookups: await db.lookup.count(),
      decisions: await db.lookup.count({ where: { decision: { not: null } } }),
      events: await db.lookupEvent.count(),
      ledger_rows: await db.creditLedger.count(),
      heavy_account_lookups: await db.lookup.count({ where: { created_by_id: heavyId } }),
    };

    await waitUp(`${BASE}/api/health`);
    const since = new Date(Date.now() - (DAYS - 1) * 86_400_000).toISOString().slice(0, 10);
    await timed('/api/usage/me', heavy.key, 3); // warm-up: connections, plans
    await timed('/api/reports/productivity', admin.key, 2);
    const figures = {
      usage_me_heavy_30d: await timed('/api/usage/me', heavy.key, 40),
      usage_me_typical_30d: await timed('/api/usage/me', typical.key, 40),
      usage_me_heavy_90d: await timed(`/api/usage/me?date_from=${since}`, heavy.key, 10),
      report_30d: await timed('/api/reports/productivity', admin.key, 20),
      report_90d: await timed(`/api/reports/productivity?date_from=${since}`, admin.key, 5),
      ledger_page_all_accounts: await timed('/api/usage/ledger?page=3&page_size=200', admin.key, 20),
      ledger_export_heavy: await timed('/api/usage/ledger/export', heavy.key, 2),
    };
    console.log(
      JSON.stringify(
        {
          benchmark: `usage and report (one API process; ${DAYS}-day history written in SQL)`,
          data: counts,
          seed_seconds: Math.round(seedSeconds),
          ...figures,
          targets: { usage_me_p95_ms: 300, report_p95_ms: 1000 },
          peak_rss_mb: { api: peakRssMb(api.pid!) },
        },
        null,
        2,
      ),
    );
  } finally {
    api.kill('SIGTERM');
    await db.$disconnect();
    if (keep) console.log(`kept: BENCH_DATABASE_URL=${databaseUrl}`);
    else await dropDatabase(databaseUrl);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
