import type { ChildProcess } from 'node:child_process';
import request from 'supertest';
import { ensureTariffData, given, uniqueName, type GivenAccount } from '@tcs/testing';
import { buildTestApp } from '../../testing/test-app';
import { startWorker } from '../../testing/workers';

describe('lookups through HTTP and the real classify worker', () => {
  const t = buildTestApp();
  const { app, deps } = t;
  let worker: ChildProcess;
  let admin: GivenAccount;
  let entry: GivenAccount;
  let reviewer: GivenAccount;

  beforeAll(async () => {
    await ensureTariffData(deps.db, deps.repos);
    worker = startWorker('worker-classify');
    admin = await given(deps.repos).account({ role: 'admin' });
    entry = await given(deps.repos).account({ role: 'entry', credits: 100 });
    reviewer = await given(deps.repos).account({ role: 'reviewer', credits: 100 });
  }, 240_000);

  afterAll(async () => {
    worker.kill('SIGTERM');
    await t.close();
  });

  const classify = (key: string, body: Record<string, unknown>, lang = 'en') => request(app).post('/api/classify').set('X-API-Key', key).set('Accept-Language', lang).send(body);
  const get = (key: string, id: string, lang = 'en') => request(app).get(`/api/lookups/${id}`).set('X-API-Key', key).set('Accept-Language', lang);

  /** Polls as a client would until the lookup has finished. */
  async function finished(key: string, id: string, lang = 'en') {
    for (let i = 0; i < 600; i++) {
      const res = await get(key, id, lang);
      if (!['queued', 'processing'].includes(res.body.status)) return res.body;
      expect(res.headers['retry-after']).toBe('1');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`lookup ${id} did not finish`);
  }

  describe('final statuses', () => {
    it('when a clear description is sent, then 202 queued, then proposed with every result field filled and citations that resolve', async () => {
      const created = await classify(entry.key, { description: 'Frozen shrimp, peeled and deveined', market: 'US', origin: 'vn' });
      expect(created.status).toBe(202);
      expect(['queued', 'processing']).toContain(created.body.status);
      expect(created.body).toMatchObject({ kind: 'single', market: 'US', dataset_version: '2024-12', confidence: 0, result: {}, normalized: {}, language: 'en', origin_label: 'Vietnam' });
      expect(created.body.progress).toMatchObject({ stage: 'queued', step: 0, steps: 5, percent: 0, started_at: expect.any(String) });
      expect(created.headers['retry-after']).toBe('1');
      const lookup = await finished(entry.key, created.body.id);
      expect(lookup.status).toBe('proposed');
      expect(lookup.hs6).toBe('030617');
      expect(lookup.recommended_code).toMatch(/^0306\.17\.00\.\d{2}$/);
      expect(lookup.processing_ms).toBeGreaterThanOrEqual(0);
      expect(lookup.progress).toBeNull();
      expect(lookup.normalized).toMatchObject({ state: 'frozen', product_type: 'shrimp', language: 'en' });
      const { result } = lookup;
      expect(result).toMatchObject({ status: 'proposed', status_label: 'Proposed', lang: 'en', tentative: false, dataset: { market: 'US', version: '2024-12', is_demo: false }, retrieval: { mode: 'lexical', embedded: 0 } });
      expect(result.retrieval.reason).toMatch(/off/);
      expect(result.summary).toMatch(/^Proposed: 0306\.17/);
      expect(result.deciding_factors.length).toBeGreaterThan(2);
      expect(Object.keys(result.recommended.scores).sort()).toEqual(['attributes', 'bm25', 'cross', 'final', 'leaf_overlap', 'legal', 'overlap', 'rrf', 'tree', 'vector']);
      expect(result.recommended).toMatchObject({ code: lookup.recommended_code, hs6: '030617', hs6_display: '0306.17', verdict: 'recommended', legal: { status: 'ok' } });
      expect(result.recommended.duty).toMatchObject({ available: true, currency: 'USD' });
      expect(result.alternatives.length).toBeGreaterThan(2);
      for (const alternative of result.alternatives) {
        expect(['possible', 'unlikely', 'excluded']).toContain(alternative.verdict);
        expect(alternative.exclusion_reason).toEqual(expect.any(String));
      }
      const keys = new Set(result.sources.map((s: { key: string }) => s.key));
      for (const candidate of [result.recommended, ...result.alternatives]) for (const key of candidate.citations) expect(keys.has(key)).toBe(true);
      for (const source of result.sources) expect(source.url).toMatch(/^https:\/\//);
      expect(result.checks.map((c: { name: string }) => c.name)).toEqual(['code_exists', 'is_declarable', 'legal_notes', 'material_consistent', 'dataset_official']);
      expect(result.disclaimer).toMatch(/suggestion/);
      expect(lookup.review_flags.map((f: { code: string }) => f.code)).toContain('lexical_only');
      // Charged once, when it finished, with the balance after.
      const ledger = await deps.db.creditLedger.findMany({ where: { lookup_id: lookup.id } });
      expect(ledger).toEqual([expect.objectContaining({ kind: 'usage', amount: -1, account_id: entry.account.id })]);
      const outbox = await deps.db.outboxEvent.findMany({ where: { event: 'lookup.completed', data: { path: ['id'], equals: lookup.id } } });
      expect(outbox).toHaveLength(1);
      expect(outbox[0].data).toMatchObject({ id: lookup.id, status: 'proposed', recommended_code: lookup.recommended_code });
    }, 60_000);

    it('when a fact separates the candidates, then needs_info with questions; a rerun with the answer moves the result and resolves the original', async () => {
      const created = await classify(entry.key, { description: "Men's cotton shirt", market: 'US' });
      const lookup = await finished(entry.key, created.body.id);
      expect(lookup.status).toBe('needs_info');
      expect(lookup.missing_info).toEqual(['The description does not say whether it is knitted or woven.']);
      const question = lookup.result.questions.find((q: { id: string }) => q.id === 'q_construction');
      expect(question.options.map((o: { value: string }) => o.value)).toEqual(['knitted', 'woven']);
      const queue = await request(app).get('/api/review').query({ q: "Men's cotton shirt" }).set('X-API-Key', entry.key);
      expect(queue.body.items.map((i: { id: string }) => i.id)).toContain(lookup.id);

      const wrong = await request(app).post(`/api/lookups/${lookup.id}/rerun`).set('X-API-Key', entry.key).send({ answers: [{ question_id: 'q_construction', value: 'felted' }] });
      expect(wrong.status).toBe(422);
      expect(wrong.body.errors[0].field).toBe('answers.0.value');
      const rerun = await request(app).post(`/api/lookups/${lookup.id}/rerun`).set('X-API-Key', entry.key).send({ answers: [{ question_id: 'q_construction', value: 'knitted' }], language: 'vi-VN' });
      expect(rerun.status).toBe(202);
      expect(rerun.body).toMatchObject({ parent_lookup_id: lookup.id, description: "Men's cotton shirt", language: 'vi' });
      const answered = await finished(entry.key, rerun.body.id);
      expect(answered.hs6).toBe('610510');
      expect(answered.normalized.construction).toBe('knitted');
      expect(answered.result.summary).toMatch(/6105\.10/);
      const original = (await get(entry.key, lookup.id)).body;
      expect(original.resolved).toBe(true);
      expect(original.events.map((e: { kind: string }) => e.kind)).toEqual(['created', 'rerun']);
      expect(original.events[1].note).toBe(answered.id);
      // Omitted fields keep the original's values; null clears one.
      const withMaterial = await request(app).post(`/api/lookups/${answered.id}/rerun`).set('X-API-Key', entry.key).send({ material: 'cotton', notes: 'slim fit' });
      expect(withMaterial.body.input).toMatchObject({ material: 'cotton', notes: 'slim fit', description: "Men's cotton shirt" });
      await finished(entry.key, withMaterial.body.id);
      const cleared = await request(app).post(`/api/lookups/${withMaterial.body.id}/rerun`).set('X-API-Key', entry.key).send({ material: null, notes: '' });
      expect(cleared.body.input).toMatchObject({ material: null, notes: null, description: "Men's cotton shirt" });
    }, 60_000);

    it('when a vague description is sent, then needs_review, in the queue and charged', async () => {
      const lookup = await finished(entry.key, (await classify(entry.key, { description: 'Metal support bracket assembly', market: 'US' })).body.id);
      expect(lookup.status).toBe('needs_review');
      expect(lookup.review_flags.map((f: { code: string }) => f.code)).toContain('low_confidence');
      expect(lookup.risk_level).not.toBe('low');
      expect(await deps.db.creditLedger.count({ where: { lookup_id: lookup.id, kind: 'usage' } })).toBe(1);
    }, 60_000);

    it('when classification fails, then error with a message, never charged, in the queue; not an HTTP error', async () => {
      // A lookup whose schedule version disappeared cannot be classified.
      const [lookup] = await deps.repos.lookups.create(
        [{ kind: 'single', description: 'Cotton T-shirt', material: null, use: null, composition: null, origin: null, notes: null, market: 'US', tariff_version: null, dataset_version: 'withdrawn-version', language: 'en', created_by_id: entry.account.id }],
        1,
      );
      await deps.queues.enqueue('classify-lookup', { lookup_id: lookup.id });
      const failed = await finished(entry.key, lookup.id);
      expect(failed).toMatchObject({ status: 'error', result: {}, confidence: 0 });
      expect(failed.error).toMatch(/^Classification failed/);
      expect(await deps.db.creditLedger.count({ where: { lookup_id: lookup.id } })).toBe(0);
      const counts = await request(app).get('/api/review/counts').set('X-API-Key', entry.key);
      expect(counts.body.counts.error).toBeGreaterThanOrEqual(1);
    }, 60_000);
  });

  describe('events', () => {
    it('when a lookup is made for a SKU, then it runs as kind sku and sends no lookup.completed; a single one sends exactly one', async () => {
      const sku = await deps.db.sku.create({ data: { sku: uniqueName('sku'), market: 'US', description: 'Cotton towel', created_by_id: entry.account.id } });
      const forSku = await finished(entry.key, (await classify(entry.key, { description: 'Cotton bath towel', market: 'US', sku_id: sku.id })).body.id);
      expect(forSku).toMatchObject({ kind: 'sku', sku_id: sku.id });
      const single = await finished(entry.key, (await classify(entry.key, { description: 'Cotton bath towel', market: 'US' })).body.id);
      const completed = async (id: string) => deps.db.outboxEvent.count({ where: { event: 'lookup.completed', data: { path: ['id'], equals: id } } });
      expect(await completed(forSku.id)).toBe(0);
      expect(await completed(single.id)).toBe(1);
    }, 60_000);
  });

  describe('credits', () => {
    it('when 20 lookups are sent at once on a balance of 5, then exactly 5 are accepted and charged, balances exact', async () => {
      const poor = await given(deps.repos).account({ role: 'entry', credits: 5 });
      const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => classify(poor.key, { description: `Cotton towel ${i}`, market: 'US' })));
      const accepted = answers.filter((a) => a.status === 202);
      expect(accepted).toHaveLength(5);
      for (const refused of answers.filter((a) => a.status !== 202)) expect(refused.body.code).toBe('out_of_credits');
      for (const a of accepted) await finished(poor.key, a.body.id);
      const ledger = await deps.db.creditLedger.findMany({ where: { account_id: poor.account.id, kind: 'usage' }, orderBy: { id: 'asc' } });
      expect(ledger.map((row) => row.balance_after)).toEqual([4, 3, 2, 1, 0]);
      expect((await deps.db.account.findUniqueOrThrow({ where: { id: poor.account.id } })).credits).toBe(0);
      const broke = await classify(poor.key, { description: 'Cotton towel', market: 'US' });
      expect(broke.status).toBe(402);
      expect(broke.body.detail).toMatch(/balance is 0/);
    }, 120_000);

    it('when an administrator classifies, then nothing is charged', async () => {
      const lookup = await finished(admin.key, (await classify(admin.key, { description: 'Roasted coffee beans', market: 'US' })).body.id);
      expect(lookup.status).not.toBe('error');
      expect(await deps.db.creditLedger.count({ where: { lookup_id: lookup.id } })).toBe(0);
    }, 60_000);
  });

  describe('languages', () => {
    it.each([
      ['en', 'Proposed', /^Proposed: 0306\.17/],
      ['vi', 'Đã đề xuất', /^Đề xuất: 0306\.17/],
      ['ja', '提案済み', /^提案: 0306\.17/],
      ['ko', '제안됨', /^제안: 0306\.17/],
    ])('when the lookup language is %s, then reasons follow it while labels follow Accept-Language', async (language, _label, summary) => {
      const created = await classify(reviewer.key, { description: 'Frozen shrimp, peeled', market: 'US', language });
      await finished(reviewer.key, created.body.id);
      for (const reader of ['en', 'vi', 'ja', 'ko']) {
        const res = await get(reviewer.key, created.body.id, reader);
        expect(res.headers['content-language']).toBe(reader);
        expect(res.body.result.summary).toMatch(summary);
        const statusLabel = { en: 'Proposed', vi: 'Đã đề xuất', ja: '提案済み', ko: '제안됨' }[reader];
        expect(res.body.status_label).toBe(statusLabel);
        expect(res.body.result.status_label).toBe(statusLabel);
      }
    }, 60_000);
  });

  describe('input errors', () => {
    it.each([
      ['no description', {}, 'description'],
      ['a description of 2001 characters', { description: 'x'.repeat(2001) }, 'description'],
      ['an unknown market', { description: 'Shirt', market: 'JP' }, 'market'],
      ['an unknown country of origin', { description: 'Shirt', origin: 'XX' }, 'origin'],
      ['an unsupported language', { description: 'Shirt', language: 'fr-FR' }, 'language'],
      ['notes of 1001 characters', { description: 'Shirt', notes: 'n'.repeat(1001) }, 'notes'],
      ['a SKU that does not exist', { description: 'Shirt', sku_id: 999999999 }, 'sku_id'],
    ])('when the body has %s, then 422 naming the field', async (_name, body, field) => {
      const res = await classify(entry.key, body);
      expect(res.status).toBe(422);
      expect(res.body.code).toBe('validation_error');
      expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field);
    });

    it('when the version does not exist, then 404; a rerun of an unfinished lookup is 409', async () => {
      expect((await classify(entry.key, { description: 'Shirt', tariff_version: '1999' })).status).toBe(404);
      const [pending] = await deps.repos.lookups.create(
        [{ kind: 'single', description: 'Shirt', material: null, use: null, composition: null, origin: null, notes: null, market: 'US', tariff_version: null, dataset_version: '2024-12', language: 'en', created_by_id: entry.account.id }],
        0,
      );
      const rerun = await request(app).post(`/api/lookups/${pending.id}/rerun`).set('X-API-Key', entry.key).send({});
      expect(rerun.status).toBe(409);
      await deps.repos.lookups.fail(pending.id, 'cleanup', null, null);
    });
  });

  describe('a worker that dies', () => {
    it('when a lookup is left processing with its job gone, then the sweep classifies it again and it is charged once', async () => {
      const { sweepLookups } = await import('../../../../worker-classify/src/sweep-lookups');
      const [lookup] = await deps.repos.lookups.create(
        [{ kind: 'single', description: 'Wooden bedroom wardrobe', material: null, use: null, composition: null, origin: null, notes: null, market: 'US', tariff_version: null, dataset_version: '2024-12', language: 'en', created_by_id: reviewer.account.id }],
        1,
      );
      // As if a worker had claimed it and died: processing, one attempt used, no job in the queue.
      await deps.repos.lookups.claim(lookup.id);
      await deps.db.$executeRaw`UPDATE lookups SET updated_at = now() - interval '10 minutes' WHERE id = ${lookup.id}`;
      const swept = await sweepLookups({ repos: deps.repos, queues: deps.queues, logger: deps.logger, config: deps.config, db: deps.db });
      expect(swept.requeued).toBeGreaterThanOrEqual(1);
      const done = await finished(reviewer.key, lookup.id);
      expect(['proposed', 'needs_review', 'needs_info']).toContain(done.status);
      // A second finish (a duplicate job) finds nothing to do: still one charge.
      const again = { status: 'proposed' as const, dataset_version: '2024-12', recommended_code: null, recommended_description: null, hs6: null, confidence: 1, flag_codes: [], normalized: {}, result: {}, missing_info: [], processing_ms: 1, llm: { calls: 0, input_tokens: 0, output_tokens: 0 } };
      expect(await deps.repos.lookups.finish(lookup.id, again, { creditsPerLookup: 1, event: null })).toBeNull();
      expect(await deps.db.creditLedger.count({ where: { lookup_id: lookup.id, kind: 'usage' } })).toBe(1);
    }, 60_000);
  });

  it('when the review queue is read by an entry account, then only its own lookups appear', async () => {
    const other = await given(deps.repos).account({ role: 'entry', credits: 10 });
    const mine = await finished(other.key, (await classify(other.key, { description: `${uniqueName('gizmo')} assembly`, market: 'US' })).body.id);
    const seenByEntry = await request(app).get('/api/review').query({ page_size: 200 }).set('X-API-Key', entry.key);
    expect(seenByEntry.body.items.every((i: { created_by: string }) => i.created_by === entry.account.id)).toBe(true);
    expect((await get(entry.key, mine.id)).status).toBe(404);
  }, 60_000);
});
