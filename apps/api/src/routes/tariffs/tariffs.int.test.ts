import request from 'supertest';
import { ensureTariffData, given, type GivenAccount } from '@tcs/testing';
import { buildTestApp } from '../../testing/test-app';

describe('tariff data endpoints over the real bundled schedules', () => {
  const t = buildTestApp();
  let user: GivenAccount;
  const get = (path: string, query: Record<string, unknown> = {}, lang = 'en') => request(t.app).get(path).query(query).set('X-API-Key', user.key).set('Accept-Language', lang);

  beforeAll(async () => {
    await ensureTariffData(t.deps.db, t.deps.repos);
    user = await given(t.deps.repos).account({ role: 'entry' });
  }, 300_000);
  afterAll(() => t.close());

  describe('datasets', () => {
    it('lists US, EU 2025 (superseded), EU 2026 and VN with the spec fields', async () => {
      const res = await get('/api/datasets');
      expect(res.status).toBe(200);
      const byKey = Object.fromEntries(res.body.map((d: { market: string; version: string }) => [`${d.market} ${d.version}`, d]));
      expect(byKey['US 2024-12']).toMatchObject({ active: true, national_digits: 10, is_demo: false, superseded_at: null, status: 'ready' });
      expect(byKey['US 2024-12'].entry_count).toBeGreaterThan(29_000);
      expect(byKey['EU 2025']).toMatchObject({ active: false, national_digits: 8, superseded_at: expect.any(String) });
      expect(byKey['EU 2026']).toMatchObject({ active: true, national_digits: 8 });
      expect(byKey['VN 2026']).toMatchObject({ active: true, national_digits: 8 });
      // Other suites may have loaded (or failed to load) versions of their own: check the ready ones.
      for (const d of res.body.filter((x: { status: string }) => x.status === 'ready')) {
        expect(d).toEqual(expect.objectContaining({ id: expect.any(String), name: expect.any(String), source_name: expect.any(String), source_url: expect.stringMatching(/^https:/), loaded_at: expect.any(String), official_domains: expect.any(Array) }));
      }
    });

    it('gives one dataset’s entries by code start and by words, and 404 for an unknown dataset', async () => {
      const us = (await get('/api/datasets')).body.find((d: { market: string }) => d.market === 'US');
      const byCode = await get(`/api/datasets/${us.id}/entries`, { code: '6109.10', limit: 3 });
      expect(byCode.status).toBe(200);
      expect(byCode.body.map((l: { code: string }) => l.code)).toEqual(['6109.10.00', '6109.10.00.04', '6109.10.00.07']);
      const byWords = await get(`/api/datasets/${us.id}/entries`, { q: 'thermal undershirts', limit: 500 });
      expect(byWords.body.some((l: { code: string }) => l.code === '6109.10.00.11')).toBe(true);
      expect((await get('/api/datasets/00000000000000000000000000000000/entries')).status).toBe(404);
      expect((await get(`/api/datasets/${us.id}/entries`, { limit: 501 })).status).toBe(422);
    });
  });

  describe('search', () => {
    it('finds a US line by code in any written form', async () => {
      for (const q of ['6109.10.00.12', '6109100012', '6109 10 00 12']) {
        const res = await get('/api/hts/search', { q, market: 'US' });
        expect(res.status).toBe(200);
        expect(res.body.mode).toBe('code');
        expect(res.body.items[0]).toMatchObject({ code: '6109.10.00.12', level: 'statistical', is_leaf: true, parent_code: expect.any(String), code_digits: '6109100012', score: 1 });
      }
    });

    it('finds a US line by words, ranked, with the dataset and node fields', async () => {
      const res = await get('/api/hts/search', { q: 'cotton t-shirts knitted', market: 'US', limit: 10 });
      expect(res.body.mode).toBe('keyword');
      expect(res.body.dataset).toMatchObject({ market: 'US', version: '2024-12', is_demo: false });
      expect(res.body.items.slice(0, 10).some((h: { code: string }) => h.code.startsWith('6109.10'))).toBe(true);
      const hit = res.body.items[0];
      expect(hit).toEqual(expect.objectContaining({ hs6: expect.any(String), full_description: expect.any(String), official_url: expect.stringContaining('hts.usitc.gov'), additional_duties: expect.any(Array), score: expect.any(Number) }));
      const scores = res.body.items.map((h: { score: number }) => h.score);
      expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    });

    it('finds an EU line by code (spaced as the CN writes it) and by words', async () => {
      const code = await get('/api/hts/search', { q: '61091000', market: 'EU' });
      expect(code.body.items[0]).toMatchObject({ code: '6109 10 00', level: 'national', is_leaf: true });
      const words = await get('/api/hts/search', { q: 'portable automatic data-processing machines', market: 'EU', limit: 5 });
      expect(words.body.items.map((h: { code: string }) => h.code)).toContain('8471 30 00');
    });

    it('finds a VN line in Vietnamese (with or without tone marks) and in English; Vietnamese readers read Vietnamese', async () => {
      const vi = await get('/api/hts/search', { q: 'áo phông dệt kim từ bông nam giới', market: 'VN', limit: 5 }, 'vi');
      expect(vi.body.items.map((h: { code: string }) => h.code)).toContain('6109.10.10');
      const hit = vi.body.items.find((h: { code: string }) => h.code === '6109.10.10');
      expect(hit.description).toMatch(/nam giới/);
      expect(hit.description_en).toMatch(/men or boys/);
      const bare = await get('/api/hts/search', { q: 'ao phong det kim tu bong nam gioi', market: 'VN', limit: 5 });
      expect(bare.body.items.map((h: { code: string }) => h.code)).toContain('6109.10.10');
      const en = await get('/api/hts/search', { q: 'T-shirts of cotton for men or boys', market: 'VN', limit: 5 }, 'ja');
      const enHit = en.body.items.find((h: { code: string }) => h.code === '6109.10.10');
      expect(enHit.description).toMatch(/men or boys/);
    });

    it('validates q, market, version and limit', async () => {
      expect((await get('/api/hts/search', {})).status).toBe(422);
      expect((await get('/api/hts/search', { q: 'x'.repeat(201) })).status).toBe(422);
      expect((await get('/api/hts/search', { q: 'cotton', market: 'JP' })).status).toBe(422);
      expect((await get('/api/hts/search', { q: 'cotton', limit: 201 })).status).toBe(422);
      const missing = await get('/api/hts/search', { q: 'cotton', market: 'EU', version: '1999' });
      expect(missing.status).toBe(404);
      const old = await get('/api/hts/search', { q: '6109', market: 'EU', version: '2025' });
      expect(old.body.dataset.version).toBe('2025');
    });
  });

  describe('tree', () => {
    it('starts at the chapters', async () => {
      const res = await get('/api/hts/tree', { market: 'US' });
      expect(res.status).toBe(200);
      expect(res.body.node).toBeNull();
      expect(res.body.children.length).toBeGreaterThanOrEqual(97);
      expect(res.body.children[0]).toMatchObject({ code: '01', level: 'chapter', parent_code: null });
    });

    it('gives a line with its ancestors, children and siblings', async () => {
      const res = await get('/api/hts/tree', { code: '6109.10.00', market: 'US' });
      expect(res.body.node).toMatchObject({ code: '6109.10.00', level: 'national', is_leaf: false });
      expect(res.body.ancestors.map((a: { code: string }) => a.code)).toEqual(['61', '6109']);
      expect(res.body.children.map((c: { code: string }) => c.code)).toContain('6109.10.00.12');
      expect(res.body.siblings.map((s: { code: string }) => s.code)).toContain('6109.90');
      const vn = await get('/api/hts/tree', { code: '61091010', market: 'VN' }, 'vi');
      expect(vn.body.ancestors.map((a: { code: string }) => a.code)).toEqual(['61', '6109', '6109.10']);
      expect(vn.body.siblings.map((s: { code: string }) => s.code)).toContain('6109.10.20');
      expect((await get('/api/hts/tree', { code: '9999.99', market: 'US' })).status).toBe(404);
    });
  });

  describe('tariff changes', () => {
    it('lists and counts the EU 2025 → 2026 changes, filtered by kind and code', async () => {
      const res = await get('/api/tariff-changes', { market: 'EU', to_version: '2026', limit: 2000 });
      expect(res.status).toBe(200);
      const kinds: Record<string, number> = {};
      for (const c of res.body.items) kinds[c.kind] = (kinds[c.kind] ?? 0) + 1;
      expect(kinds.removed).toBeGreaterThanOrEqual(14);
      expect(kinds.added).toBeGreaterThanOrEqual(27);
      expect(res.body.items.find((c: { kind: string; code: string }) => c.kind === 'removed' && c.code === '2841 90 85')).toMatchObject({
        market: 'EU', from_version: '2025', to_version: '2026', before: expect.objectContaining({ description: expect.any(String) }), after: null,
      });
      const added = await get('/api/tariff-changes', { market: 'EU', kind: 'added', code: '2841', limit: 50 });
      expect(added.body.items.map((c: { code: string }) => c.code)).toEqual(expect.arrayContaining(['2841 90 40', '2841 90 70']));
      expect(added.body.items.every((c: { kind: string }) => c.kind === 'added')).toBe(true);
      expect((await get('/api/tariff-changes', { kind: 'exploded' })).status).toBe(422);
      expect((await get('/api/tariff-changes', { limit: 2001 })).status).toBe(422);
    });
  });
});
