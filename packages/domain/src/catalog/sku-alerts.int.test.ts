import { loadManifest } from '@tcs/tariffs';
import { scratchDatabase, type TestDb } from '@tcs/testing';
import { activateDataset } from '../tariffs/activate-dataset';
import { activationHooks } from '../tariffs/activation-hooks';
import { ingestDataset } from '../tariffs/ingest-dataset';
import { scheduleReader } from '../tariffs/schedule-reader';
import { bundledDataset } from '../tariffs/seed-bundled';
import type { SkuWrite } from './sku.repo';

/** The EU 2025 → 2026 change, on a database of its own: SKUs coded against 2025, then 2026 becomes active. */
describe('SKU alerts when a new schedule version becomes active', () => {
  let t: TestDb;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await scratchDatabase();
    for (const version of ['2025', '2026']) {
      const entry = loadManifest().find((e) => e.market === 'EU' && e.version === version)!;
      const dataset = await t.repos.datasets.create(bundledDataset(entry, version === '2025'));
      const outcome = await ingestDataset({ db: t.db, readSchedule: scheduleReader(t.repos), activationHooks: activationHooks() }, dataset.id);
      expect(outcome.status).toBe('ready');
      ids[version] = dataset.id;
    }
  }, 240_000);

  afterAll(() => t.close());

  /** Leaves of 2025 and what 2026 did to them. */
  const pick = async (sql: string) => (await t.db.$queryRawUnsafe<Array<{ code: string }>>(sql, ids['2025'], ids['2026']))[0]?.code;
  const LEAVES_2025 = `SELECT DISTINCT ON (a.code_digits) a.code, a.code_digits, a.description FROM tariff_lines a WHERE a.dataset_id = $1 AND a.is_leaf`;

  it('when 2026 removes, splits or rewrites a code, then each SKU using it is expired or changed with an alert, a sku.alert event and replacements where clear; the others are checked against 2026', async () => {
    const removed = await pick(`WITH l AS (${LEAVES_2025}) SELECT l.code FROM l WHERE NOT EXISTS (SELECT 1 FROM tariff_lines b WHERE b.dataset_id = $2 AND b.code_digits = l.code_digits) ORDER BY l.code LIMIT 1`);
    const rewritten = await pick(`WITH l AS (${LEAVES_2025}) SELECT l.code FROM l JOIN tariff_lines b ON b.dataset_id = $2 AND b.code_digits = l.code_digits AND b.is_leaf WHERE b.description IS DISTINCT FROM l.description ORDER BY l.code LIMIT 1`);
    const kept = await pick(`WITH l AS (${LEAVES_2025}) SELECT l.code FROM l JOIN tariff_lines b ON b.dataset_id = $2 AND b.code_digits = l.code_digits AND b.is_leaf AND b.description = l.description AND b.parent_code IS NOT DISTINCT FROM (SELECT parent_code FROM tariff_lines x WHERE x.dataset_id = $1 AND x.code = l.code LIMIT 1) ORDER BY l.code LIMIT 1`);
    expect([removed, rewritten, kept].every(Boolean)).toBe(true);
    const write = (sku: string, code: string): SkuWrite => ({
      sku, market: 'EU', description: `product coded ${code}`, material: null, use: null, composition: null, origin: null, notes: null, external_ref: null,
      current_code: code, code_status: 'valid', code_status_detail: null, checked_version: '2025', checked_at: new Date(),
    });
    const owner = await t.db.account.create({ data: { id: 'a'.repeat(32), email: 'alerts@example.test', name: 'Alerts', role: 'entry' } });
    await t.repos.skus.upsertMany([write('REMOVED', removed!), write('REWRITTEN', rewritten!), write('KEPT', kept!), write('REMOVED-2', removed!)], owner.id);

    const result = await activateDataset(t.db, ids['2026'], activationHooks());
    expect(result.alerts).toBe(3);

    const skus = new Map((await t.db.sku.findMany()).map((s) => [s.sku, s]));
    expect(skus.get('REMOVED')).toMatchObject({ code_status: 'expired', checked_version: '2026' });
    expect(skus.get('REWRITTEN')).toMatchObject({ code_status: 'changed', checked_version: '2026' });
    expect(skus.get('KEPT')).toMatchObject({ code_status: 'valid', checked_version: '2026' });
    const alerts = await t.db.alert.findMany({ orderBy: { id: 'asc' } });
    expect(alerts.map((a) => [a.sku_id, a.kind]).sort()).toEqual(
      [[skus.get('REMOVED')!.id, 'code_removed'], [skus.get('REMOVED-2')!.id, 'code_removed'], [skus.get('REWRITTEN')!.id, 'code_changed']].sort(),
    );
    for (const alert of alerts) expect(alert).toMatchObject({ from_version: '2025', to_version: '2026', acknowledged_at: null, message: expect.stringContaining('2026') });
    const removedAlert = alerts.find((a) => a.sku_id === skus.get('REMOVED')!.id)!;
    for (const code of removedAlert.suggested_codes) expect(code.replace(/\D/g, '').slice(0, 4)).toBe(removed!.replace(/\D/g, '').slice(0, 4));

    const events = await t.db.outboxEvent.findMany({ where: { event: 'sku.alert' } });
    expect(events).toHaveLength(3);
    expect(events[0].data).toMatchObject({ alert: { kind: expect.any(String), sku_id: expect.any(Number) }, sku: { market: 'EU', code_status: expect.stringMatching(/expired|changed/) } });
    const changed = await t.db.outboxEvent.findFirstOrThrow({ where: { event: 'tariff.changed' }, orderBy: { id: 'desc' } });
    expect(changed.data).toMatchObject({
      market: 'EU', from_version: '2025', to_version: '2026', sku_alerts: 3, changes_url: '/api/tariff-changes?market=EU&from_version=2025&to_version=2026',
      counts: { removed: expect.any(Number), added: expect.any(Number), description_changed: expect.any(Number), rate_changed: expect.any(Number), moved: expect.any(Number) },
    });
  }, 120_000);
});
