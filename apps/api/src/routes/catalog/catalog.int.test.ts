import type { ChildProcess } from 'node:child_process';
import request from 'supertest';
import { seedPlans, upsertPlan } from '@tcs/domain';
import { ensureTariffData, given, uniqueName, type GivenAccount } from '@tcs/testing';
import { buildTestApp } from '../../testing/test-app';
import { startWorker } from '../../testing/workers';

describe('the SKU catalog through HTTP', () => {
  const t = buildTestApp();
  const { app, deps } = t;
  let worker: ChildProcess;
  let entry: GivenAccount;
  let reviewer: GivenAccount;

  beforeAll(async () => {
    await ensureTariffData(deps.db, deps.repos);
    await seedPlans(deps.repos.plans);
    worker = startWorker('worker-classify');
    entry = await given(deps.repos).account({ role: 'entry', credits: 100 });
    reviewer = await given(deps.repos).account({ role: 'reviewer', credits: 100 });
  }, 240_000);

  afterAll(async () => {
    worker.kill('SIGTERM');
    await t.close();
  });

  const post = (key: string, url: string, body: unknown, lang = 'en') => request(app).post(url).set('X-API-Key', key).set('Accept-Language', lang).send(body as object);
  const sku = () => uniqueName('SKU');

  describe('upsert and code statuses', () => {
    it.each([
      ['6109100012', '6109.10.00.12', 'valid'],
      ['6109.10.0012', '6109.10.00.12', 'valid'],
      ['6109 10 00 12', '6109.10.00.12', 'valid'],
      ['6109.10', '6109.10', 'not_declarable'],
      ['9999.99.9999', '9999.99.9999', 'invalid'],
    ])('when current_code is %s, then it is stored as %s with status %s', async (entered, stored, status) => {
      const res = await post(entry.key, '/api/skus', { sku: sku(), market: 'US', description: "Men's knitted cotton T-shirt", current_code: entered, origin: 'vn' }).expect(200);
      expect(res.body).toMatchObject({ current_code: stored, code_status: status, checked_version: '2024-12', origin: 'VN', origin_label: 'Vietnam', alerts: [] });
      expect(res.body.code_status_detail).toEqual(expect.any(String));
    });

    it('when no code is given, then unknown; the same call again changes nothing; labels follow the reader', async () => {
      const name = sku();
      const first = await post(entry.key, '/api/skus', { sku: name, description: 'Wooden chair' }).expect(200);
      expect(first.body).toMatchObject({ market: 'US', current_code: null, code_status: 'unknown', code_status_label: 'No code' });
      const again = await post(entry.key, '/api/skus', { sku: name, description: 'Wooden chair' }, 'vi').expect(200);
      expect(again.body).toMatchObject({ id: first.body.id, updated_at: first.body.updated_at });
      expect(again.body.code_status_label).not.toBe('No code');
      const sameSkuOtherMarket = await post(entry.key, '/api/skus', { sku: name, market: 'EU', description: 'Wooden chair' }).expect(200);
      expect(sameSkuOtherMarket.body.id).not.toBe(first.body.id);
    });

    it('when a SKU is replaced, then its fields change but not its identity; deleting needs a reviewer', async () => {
      const created = await post(entry.key, '/api/skus', { sku: sku(), description: 'Steel knife', external_ref: 'ERP-1' }).expect(200);
      const id = created.body.id;
      const replaced = await request(app).put(`/api/skus/${id}`).set('X-API-Key', entry.key).send({ description: 'Stainless steel kitchen knife', current_code: '8211.91.50.00' }).expect(200);
      expect(replaced.body).toMatchObject({ id, sku: created.body.sku, description: 'Stainless steel kitchen knife', external_ref: null });
      const moved = await request(app).put(`/api/skus/${id}`).set('X-API-Key', entry.key).send({ sku: 'other', description: 'x' });
      expect(moved.status).toBe(422);
      expect(moved.body.errors[0].field).toBe('sku');
      expect((await request(app).delete(`/api/skus/${id}`).set('X-API-Key', entry.key)).status).toBe(403);
      await request(app).delete(`/api/skus/${id}`).set('X-API-Key', reviewer.key).expect(200, { ok: true });
      expect((await request(app).get(`/api/skus/${id}`).set('X-API-Key', entry.key)).status).toBe(404);
    });

    it('when the trial has ended, then every catalog write answers 402 trial_ended before validation, and reads work', async () => {
      const ended = await given(deps.repos).account({ role: 'reviewer' });
      await deps.db.account.update({ where: { id: ended.account.id }, data: { trial_ended: true } });
      deps.authenticator.clear();
      for (const [method, url] of [['post', '/api/skus'], ['post', '/api/skus/bulk'], ['post', '/api/skus/check-codes'], ['put', '/api/skus/1'], ['delete', '/api/skus/1'], ['post', '/api/skus/1/classify'], ['post', '/api/alerts/1/ack']] as const) {
        const res = await request(app)[method](url).set('X-API-Key', ended.key).send({ nonsense: true });
        expect([url, res.status, res.body.code]).toEqual([url, 402, 'trial_ended']);
      }
      await request(app).get('/api/skus').set('X-API-Key', ended.key).expect(200);
    });
  });

  describe('list', () => {
    it('when filtered, then a page with counts per code status and open_alerts; limits are refused, not cut', async () => {
      const tag = uniqueName('list');
      await post(entry.key, '/api/skus/bulk', {
        items: [
          { sku: `${tag}-1`, description: `${tag} cotton shirt`, current_code: '6109.10.00.12' },
          { sku: `${tag}-2`, description: `${tag} unknown thing` },
          { sku: `${tag}-3`, description: `${tag} bad code`, current_code: '0000' },
        ],
      }).expect(200);
      const res = await request(app).get(`/api/skus?q=${tag}&page_size=2`).set('X-API-Key', entry.key).expect(200);
      expect(res.body).toMatchObject({ total: 3, page: 1, page_size: 2, counts: { valid: 1, unknown: 1, invalid: 1, not_declarable: 0, changed: 0, expired: 0 } });
      expect(res.body.items).toHaveLength(2);
      expect(res.body.items[0]).toMatchObject({ open_alerts: 0 });
      expect(res.body.items[0]).not.toHaveProperty('alerts');
      const coded = await request(app).get(`/api/skus?q=${tag}&has_code=true&code_status=valid`).set('X-API-Key', entry.key).expect(200);
      expect(coded.body.items.map((s: { sku: string }) => s.sku)).toEqual([`${tag}-1`]);
      expect(coded.body.counts).toMatchObject({ valid: 1, invalid: 1, unknown: 0 });
      expect((await request(app).get('/api/skus?page_size=501').set('X-API-Key', entry.key)).status).toBe(422);
    });
  });

  describe('bulk sync', () => {
    it('when one item is wrong, then 422 with its path and nothing is saved; more than 5,000 items are refused', async () => {
      const tag = uniqueName('bad');
      const res = await post(entry.key, '/api/skus/bulk', { items: [{ sku: `${tag}-1`, description: 'ok' }, { sku: `${tag}-2` }, { sku: `${tag}-3`, description: 'x'.repeat(2001) }] });
      expect(res.status).toBe(422);
      expect(res.body.errors.map((e: { field: string }) => e.field)).toEqual(['items.1.description', 'items.2.description']);
      expect(await deps.db.sku.count({ where: { sku: { startsWith: tag } } })).toBe(0);
      const twice = await post(entry.key, '/api/skus/bulk', { items: [{ sku: `${tag}-1`, description: 'a' }, { sku: `${tag}-1`, description: 'b' }] });
      expect(twice.status).toBe(422);
      expect(twice.body.errors[0].field).toBe('items.1.sku');
      const many = await post(entry.key, '/api/skus/bulk', { items: Array.from({ length: 5001 }, (_, i) => ({ sku: `${tag}-${i}`, description: 'shirt' })) });
      expect(many.status).toBe(422);
      expect(many.body.errors[0].field).toBe('items');
      expect(await deps.db.sku.count({ where: { sku: { startsWith: tag } } })).toBe(0);
    });

    it('when a payload is synced twice with classify_missing, then template examples are skipped, missing codes are classified once, and the second call changes nothing', async () => {
      const owner = await given(deps.repos).account({ role: 'entry', credits: 2, plan: 'team' });
      const tag = uniqueName('sync');
      const payload = {
        classify_missing: true,
        items: [
          { sku: `${tag}-1`, description: 'Frozen shrimp, peeled and deveined' },
          { sku: `${tag}-2`, description: 'Leather handbag with shoulder strap' },
          { sku: `${tag}-3`, description: 'Wooden dining table' },
          { sku: `${tag}-4`, description: "Men's knitted cotton T-shirt", current_code: '6109 10 00 12' },
          { sku: `${tag}-5`, description: "Men's short-sleeve cotton T-shirt, knitted" },
        ],
      };
      const first = await post(owner.key, '/api/skus/bulk', payload).expect(200);
      // Credits cover two lookups: the third SKU without a code is saved but not classified, and no 402.
      expect(first.body).toMatchObject({ upserted: 4, classification_queued: 2, examples_skipped: 1 });
      expect(first.body.items.find((i: { sku: string }) => i.sku === `${tag}-4`)).toMatchObject({ code_status: 'valid' });
      const stamps = await deps.db.sku.findMany({ where: { sku: { startsWith: tag } }, select: { sku: true, updated_at: true }, orderBy: { sku: 'asc' } });
      const second = await post(owner.key, '/api/skus/bulk', payload).expect(200);
      expect(second.body).toMatchObject({ upserted: 4, classification_queued: 0, examples_skipped: 1 });
      expect(await deps.db.sku.findMany({ where: { sku: { startsWith: tag } }, select: { sku: true, updated_at: true }, orderBy: { sku: 'asc' } })).toEqual(stamps);
      const ids = (await deps.db.sku.findMany({ where: { sku: { startsWith: tag } }, select: { id: true } })).map((s) => s.id);
      const lookups = await deps.db.lookup.findMany({ where: { sku_id: { in: ids } } });
      expect(lookups).toHaveLength(2);
      expect(lookups.every((l) => l.kind === 'sku')).toBe(true);
      // Results appear on the SKUs; no lookup.completed for catalog lookups.
      for (let i = 0; i < 300; i++) {
        const done = await deps.db.sku.count({ where: { sku: { startsWith: tag }, suggested_code: { not: null } } });
        if (done === 2) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      const shrimp = await deps.db.sku.findFirstOrThrow({ where: { sku: `${tag}-1` } });
      expect(shrimp.suggested_code).toMatch(/^0306\.17/);
      expect(shrimp.last_lookup_id).toBe(lookups.find((l) => l.sku_id === shrimp.id)!.id);
      expect(await deps.db.outboxEvent.count({ where: { event: 'lookup.completed', data: { path: ['id'], equals: shrimp.last_lookup_id! } } })).toBe(0);
    }, 60_000);

    it('when classify_missing is asked without feature.batch or over batch_max_rows, then 403 and nothing is saved', async () => {
      const free = await given(deps.repos).account({ role: 'entry', plan: 'free' });
      const tag = uniqueName('free');
      const refused = await post(free.key, '/api/skus/bulk', { classify_missing: true, items: [{ sku: `${tag}-1`, description: 'shirt' }] });
      expect(refused.status).toBe(403);
      expect(refused.body.details).toMatchObject({ code: 'plan_feature', key: 'feature.batch' });
      const plan = uniqueName('tiny');
      await upsertPlan(deps.repos.plans, plan, { features: { 'feature.batch': true }, limits: { batch_max_rows: 2 } });
      const tiny = await given(deps.repos).account({ role: 'entry', plan });
      const over = await post(tiny.key, '/api/skus/bulk', { classify_missing: true, items: [1, 2, 3].map((i) => ({ sku: `${tag}-${i}`, description: 'shirt' })) });
      expect(over.status).toBe(403);
      expect(over.body.details).toMatchObject({ code: 'plan_limit', key: 'batch_max_rows', limit: 2, requested: 3 });
      expect(await deps.db.sku.count({ where: { sku: { startsWith: tag } } })).toBe(0);
    }, 60_000);
  });

  describe('classify one and check codes', () => {
    it('when a SKU is classified, then 202 with a lookup of kind sku; without credits 402', async () => {
      const created = await post(entry.key, '/api/skus', { sku: sku(), description: 'Stainless steel kitchen knife' }).expect(200);
      const res = await post(entry.key, `/api/skus/${created.body.id}/classify`, { language: 'vi' });
      expect(res.status).toBe(202);
      expect(res.body).toMatchObject({ kind: 'sku', sku_id: created.body.id, language: 'vi', status: 'queued' });
      expect((await request(app).get(`/api/skus/${created.body.id}`).set('X-API-Key', entry.key)).body.last_lookup_id).toBe(res.body.id);
      const broke = await given(deps.repos).account({ role: 'entry', credits: 0 });
      expect((await post(broke.key, `/api/skus/${created.body.id}/classify`, {})).status).toBe(402);
    });

    it('when codes are checked again, then every chosen SKU is counted by status', async () => {
      const a = await post(entry.key, '/api/skus', { sku: sku(), description: 'shirt', current_code: '6109100012' }).expect(200);
      const b = await post(entry.key, '/api/skus', { sku: sku(), description: 'thing', current_code: '0000' }).expect(200);
      const res = await post(entry.key, '/api/skus/check-codes', { sku_ids: [a.body.id, b.body.id] }).expect(200);
      expect(res.body).toEqual({ checked: 2, counts: { valid: 1, not_declarable: 0, invalid: 1, changed: 0, expired: 0, unknown: 0 } });
    });
  });

  describe('alerts', () => {
    it('when an alert is acknowledged by a reviewer, then it keeps the first acknowledgement; entry may not; filters work', async () => {
      const created = await post(entry.key, '/api/skus', { sku: sku(), market: 'EU', description: 'shirt', current_code: '6109 10 00' }).expect(200);
      const alert = await deps.db.alert.create({ data: { sku_id: created.body.id, kind: 'code_changed', message: 'test', from_version: '2025', to_version: '2026' } });
      const withAlert = await request(app).get(`/api/skus?has_alert=true&q=${created.body.sku}`).set('X-API-Key', entry.key).expect(200);
      expect(withAlert.body.items[0]).toMatchObject({ id: created.body.id, open_alerts: 1 });
      expect((await post(entry.key, `/api/alerts/${alert.id}/ack`, {})).status).toBe(403);
      const first = await post(reviewer.key, `/api/alerts/${alert.id}/ack`, {}).expect(200);
      expect(first.body).toMatchObject({ id: alert.id, acknowledged_by: reviewer.account.id, acknowledged_at: expect.any(String) });
      const second = await post(reviewer.key, `/api/alerts/${alert.id}/ack`, {}).expect(200);
      expect(second.body.acknowledged_at).toBe(first.body.acknowledged_at);
      const open = await request(app).get(`/api/alerts?sku_id=${created.body.id}&acknowledged=false`).set('X-API-Key', entry.key).expect(200);
      expect(open.body).toEqual([]);
      const done = await request(app).get(`/api/alerts?sku_id=${created.body.id}&acknowledged=true`).set('X-API-Key', entry.key).expect(200);
      expect(done.body.map((a: { id: number }) => a.id)).toEqual([alert.id]);
      expect((await request(app).get(`/api/skus/${created.body.id}`).set('X-API-Key', entry.key)).body.alerts[0]).toMatchObject({ id: alert.id, kind: 'code_changed' });
      expect((await post(reviewer.key, '/api/alerts/999999999/ack', {})).status).toBe(404);
    });
  });
});
