/**
 * pnpm bench catalog — on a database of its own (created, migrated, dropped), one API process:
 *  1. POST /api/skus/bulk with 5,000 new US SKUs (codes in mixed forms, check_codes on), then the
 *     same payload again (targets ≤ 2 s and ≤ 1 s);
 *  2. activation of a new US schedule version (the bundled one without every 89th declarable line
 *     and with every 97th description rewritten) against 100,000 stored SKUs, alerts and events
 *     included, as worker-tariff runs it (target ≤ 60 s).
 */
import { activateDataset, activationHooks, newId, seedBundledData } from '@tcs/domain';
import { dropDatabase, given } from '@tcs/testing';
import { peakRssMb, scratchService, sleep, tsx, waitUp } from './bench-kit';

const PORT = Number(process.env.BENCH_PORT ?? 3994);
const BASE = `http://127.0.0.1:${PORT}`;
const STORED_SKUS = 100_000;

/** '6109.10.00.12' written the three ways ERPs send it. */
const forms = (code: string, i: number) => [code, code.replace(/\D/g, ''), code.replace(/\./g, ' ')][i % 3];

async function timedBulk(key: string, items: unknown[]) {
  const t0 = performance.now();
  const res = await fetch(`${BASE}/api/skus/bulk`, { method: 'POST', headers: { 'X-API-Key': key, 'content-type': 'application/json' }, body: JSON.stringify({ items, check_codes: true }) });
  const body = (await res.json()) as { upserted: number };
  if (res.status !== 200) throw new Error(`bulk answered ${res.status}: ${JSON.stringify(body)}`);
  return { seconds: Number(((performance.now() - t0) / 1000).toFixed(2)), upserted: body.upserted };
}

async function main() {
  const { databaseUrl, prefix, db, repos } = await scratchService();
  await seedBundledData(db, repos);
  const api = tsx('apps/api/src/main.ts', { DATABASE_URL: databaseUrl, TCS_REDIS_PREFIX: prefix, LOG_LEVEL: 'warn', NODE_ENV: 'production', PORT: String(PORT), TCS_EMBEDDINGS: 'off' });
  try {
    await waitUp(`${BASE}/api/health`);
    const { key, account } = await given(repos).account({ role: 'admin' });
    const us = (await repos.datasets.active('US'))!;
    const leaves = await db.$queryRaw<Array<{ code: string; description: string }>>`SELECT code, description FROM tariff_lines WHERE dataset_id = ${us.id} AND is_leaf ORDER BY position`;

    // 1. Bulk sync.
    const items = Array.from({ length: 5000 }, (_, i) => ({ sku: `BULK-${i}`, market: 'US', description: leaves[i % leaves.length].description, current_code: forms(leaves[(i * 7) % leaves.length].code, i), external_ref: `ERP-${i}` }));
    await timedBulk(key, items.slice(0, 10).map((item) => ({ ...item, sku: `WARM-${item.sku}` }))); // the API reads the code book once
    const fresh = await timedBulk(key, items);
    const repeat = await timedBulk(key, items);

    // 2. 100,000 SKUs coded against the active version, then a new version with removed and rewritten codes.
    await db.$executeRaw`
      INSERT INTO skus (sku, market, created_by_id, description, current_code, code_status, checked_version, checked_at, created_at, updated_at)
      SELECT 'STORED-' || g, 'US', ${account.id}, 'Stored product ' || g, l.code, 'valid', ${us.version}, now(), now(), now()
      FROM generate_series(1, ${STORED_SKUS}) g
      JOIN LATERAL (SELECT code FROM tariff_lines WHERE dataset_id = ${us.id} AND is_leaf ORDER BY position OFFSET (g * 13) % ${leaves.length} LIMIT 1) l ON true`;
    const next = newId();
    const { id: _id, created_at: _c, activated_at: _a, superseded_at: _s, load_report: _l, ...rest } = us;
    await db.dataset.create({ data: { ...rest, id: next, version: `${us.version}-bench`, active: false, activate: false, bundle: null, status: 'ready' } });
    await db.$executeRaw`
      INSERT INTO tariff_lines (dataset_id, position, code, code_digits, hs6, level, indent, is_leaf, parent_code, description, description_vi, full_description, duty_rate, special_rate, column2_rate, unit, additional_duties, footnotes, extra)
      SELECT ${next}, position, code, code_digits, hs6, level, indent, is_leaf, parent_code,
        CASE WHEN is_leaf AND position % 97 = 1 THEN description || ' (revised)' ELSE description END,
        description_vi, full_description, duty_rate, special_rate, column2_rate, unit, additional_duties, footnotes, extra
      FROM tariff_lines WHERE dataset_id = ${us.id} AND NOT (is_leaf AND position % 89 = 3)`;
    const removed = await db.tariffLine.count({ where: { dataset_id: us.id, is_leaf: true } }) - (await db.tariffLine.count({ where: { dataset_id: next, is_leaf: true } }));
    const t0 = performance.now();
    const result = await activateDataset(db, next, activationHooks());
    const activationSeconds = (performance.now() - t0) / 1000;
    const statuses = await db.sku.groupBy({ by: ['code_status'], where: { sku: { startsWith: 'STORED-' } }, _count: { _all: true } });
    const events = await db.outboxEvent.count({ where: { event: 'sku.alert' } });
    console.log(
      JSON.stringify(
        {
          benchmark: 'catalog (one API process; activation as worker-tariff runs it)',
          bulk_5000_new_s: fresh.seconds,
          bulk_5000_again_s: repeat.seconds,
          activation: {
            stored_skus: STORED_SKUS,
            lines_removed: removed,
            changes: result.changes,
            alerts: result.alerts,
            sku_alert_events: events,
            statuses: Object.fromEntries(statuses.map((s) => [s.code_status, s._count._all])),
            seconds: Number(activationSeconds.toFixed(1)),
          },
          peak_rss_mb: { api: peakRssMb(api.pid!) },
          targets: { bulk_new_le_2_s: fresh.seconds <= 2, bulk_again_le_1_s: repeat.seconds <= 1, activation_le_60_s: activationSeconds <= 60 },
        },
        null,
        2,
      ),
    );
  } finally {
    api.kill('SIGTERM');
    await db.$disconnect();
    await sleep(1500);
    api.kill('SIGKILL');
    await dropDatabase(databaseUrl);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
