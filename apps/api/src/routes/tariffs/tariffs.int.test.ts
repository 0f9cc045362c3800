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

  describe('duty estimates, landed cost, compliance hints and rulings', () => {
    const duty = async (query: Record<string, unknown>) => {
      const res = await get('/api/duty/estimate', { customs_value: 10_000, ...query });
      expect(res.status).toBe(200);
      return res.body;
    };

    it('US: general, special program, column 2, and chapter 99 only as may_apply (hand-computed on 10,000 USD)', async () => {
      const general = await duty({ code: '6109100012', origin: 'CN' });
      expect(general).toMatchObject({ market: 'US', code: '6109.10.00.12', origin: 'CN', currency: 'USD' });
      expect(general.duty).toMatchObject({ available: true, rate_text: '16.5%', rate_basis: 'general', effective_pct: 16.5, amount: 1650, specific: false, missing_inputs: [] });
      expect(general.duty.may_apply.map((m: { name: string }) => m.name)).toContain('HTS 9903.88.15');
      expect((await duty({ code: '6109.10.00.12', origin: 'AU' })).duty).toMatchObject({ rate_basis: 'special:AU', effective_pct: 0, amount: 0 });
      expect((await duty({ code: '6109.10.00.12', origin: 'RU' })).duty).toMatchObject({ rate_basis: 'column2', rate_text: '90%', effective_pct: 90, amount: 9000 });
    });

    it('US: a specific rate needs the quantity; with it the amount and the ad valorem equivalent follow', async () => {
      const without = await duty({ code: '0102.29.40.24', origin: 'BR' });
      expect(without.duty).toMatchObject({ rate_text: '1¢/kg', specific: true });
      expect(without.duty.missing_inputs).toContain('quantity');
      const withQty = await duty({ code: '0102.29.40.24', origin: 'BR', quantity: 5000, unit: 'kg' });
      // 5,000 kg × $0.01 = $50 on a 10,000 USD value → 0.5 %
      expect(withQty.duty).toMatchObject({ amount: 50, effective_pct: 0.5, missing_inputs: [] });
      const compound = await duty({ code: '0402.29.50.00', origin: 'BR', quantity: 1000, unit: 'kg' });
      // $1.104/kg × 1,000 kg + 14.9 % × 10,000 = 1,104 + 1,490 = 2,594 → 25.94 %
      expect(compound.duty).toMatchObject({ amount: 2594, effective_pct: 25.94 });
    });

    it('EU: no duty rate in the data, so the estimate is unavailable and says what is missing', async () => {
      const eu = await duty({ code: '6109 10 00', market: 'EU', origin: 'CN' });
      expect(eu).toMatchObject({ market: 'EU', code: '6109 10 00', currency: 'EUR' });
      expect(eu.duty).toMatchObject({ available: false, effective_pct: null });
      expect(eu.duty.missing_inputs).toContain('duty_rate');
      expect(eu.duty.amount).toBeUndefined();
    });

    it('VN: MFN by default, an agreement rate for an eligible origin, the standard rate for a non-MFN origin', async () => {
      expect((await duty({ code: '6109.10.10', market: 'VN', origin: 'US' })).duty).toMatchObject({ rate_basis: 'mfn', effective_pct: 20, amount: 2000, currency: 'VND' });
      expect((await duty({ code: '6109.10.10', market: 'VN', origin: 'FR' })).duty).toMatchObject({ rate_basis: 'agreement:EVFTA', effective_pct: 0, certificate_of_origin_required: true });
      expect((await duty({ code: '6109.10.10', market: 'VN', origin: 'KP' })).duty).toMatchObject({ rate_basis: 'standard', effective_pct: 30 });
    });

    it('answers 404 for a code not in the schedule and 422 for a bad origin or code', async () => {
      expect((await get('/api/duty/estimate', { code: '9999.99.99' })).status).toBe(404);
      expect((await get('/api/duty/estimate', { code: '6109.10', origin: 'XX' })).status).toBe(422);
      expect((await get('/api/duty/estimate', { code: 'shirt' })).status).toBe(422);
      expect((await get('/api/duty/estimate', {})).status).toBe(422);
    });

    const landed = (body: Record<string, unknown>) => request(t.app).post('/api/landed-cost').set('X-API-Key', user.key).send(body);

    it('landed cost US: CIF price reduced to the transaction value, MPF at its minimum, HMF for ocean', async () => {
      const res = await landed({ code: '6109100012', market: 'US', origin: 'VN', customs_value: 10_000, freight: 800, insurance: 50, incoterm: 'CIF', transport: 'ocean' });
      expect(res.status).toBe(200);
      // 10,000 − 850 = 9,150; duty 16.5 % = 1,509.75; MPF 0.3464 % = 31.70 → minimum 33.58; HMF 0.125 % = 11.44
      expect(res.body).toMatchObject({ currency: 'USD', dutiable_value: 9150, duty: 1509.75, total_landed_cost: 11554.77 });
      expect(res.body.fees).toEqual([{ name: 'Merchandise Processing Fee (MPF)', amount: 33.58 }, { name: 'Harbor Maintenance Fee (HMF)', amount: 11.44 }]);
      expect(res.body.assumptions.length).toBeGreaterThan(0);
      const big = await landed({ code: '6109100012', market: 'US', origin: 'VN', customs_value: 500_000, incoterm: 'FOB', transport: 'air' });
      expect(big.body.fees).toEqual([{ name: 'Merchandise Processing Fee (MPF)', amount: 651.5 }]);
    });

    it('landed cost EU: CIF value, import VAT of the destination, duty unavailable and named', async () => {
      const res = await landed({ code: '61091000', market: 'EU', origin: 'VN', customs_value: 10_000, freight: 800, insurance: 50, incoterm: 'FOB', destination_country: 'FR' });
      // CIF 10,850; VAT 20 % = 2,170
      expect(res.body).toMatchObject({ currency: 'EUR', dutiable_value: 10850, duty: null, taxes: [{ name: 'Import VAT (FR)', rate_pct: 20, amount: 2170 }], total_landed_cost: 13020 });
      expect(res.body.missing_inputs).toContain('duty_rate');
      const de = await landed({ code: '61091000', market: 'EU', customs_value: 1000, incoterm: 'CIF' });
      expect(de.body.taxes).toEqual([{ name: 'Import VAT (DE)', rate_pct: 19, amount: 190 }]);
    });

    it('landed cost VN: CIF, MFN duty, VAT 10 % on value plus duty', async () => {
      const res = await landed({ code: '6109.10.10', market: 'VN', origin: 'US', customs_value: 10_000, freight: 800, insurance: 50, incoterm: 'FOB', currency: 'USD' });
      // CIF 10,850; duty 20 % = 2,170; VAT 10 % × 13,020 = 1,302; total 14,322
      expect(res.body).toMatchObject({ currency: 'USD', dutiable_value: 10850, duty: 2170, taxes: [{ name: 'Import VAT', rate_pct: 10, amount: 1302 }], total_landed_cost: 14322 });
      expect((await landed({ code: '6109.10.10', market: 'VN' })).status).toBe(422);
    });

    it('compliance hints: US chapter 99 and excluding notes; VN procedures in the reader’s language', async () => {
      const us = await get('/api/compliance/hints', { code: '6109.10.00.12', origin: 'CN' });
      expect(us.status).toBe(200);
      expect(us.body.items.map((h: { kind: string }) => h.kind)).toEqual(expect.arrayContaining(['additional_duty', 'marking', 'exclusion']));
      expect(us.body.items.find((h: { source: string }) => h.source === 'HTSUS, Chapter 61 note 2')).toBeDefined();
      const vi = await get('/api/compliance/hints', { code: '0101.21.00', market: 'VN' }, 'vi');
      expect(vi.body.items[0]).toMatchObject({ kind: 'quarantine', title: expect.stringContaining('Phải kiểm dịch'), source: '01/2024/TT-BNNPTNT M1' });
      const en = await get('/api/compliance/hints', { code: '0101.21.00', market: 'VN' });
      expect(en.body.items[0].title).toContain('Quarantine required');
    });

    it('rulings: by words, by any market’s code (first six digits) and by HS6, each citing its source', async () => {
      const words = await get('/api/rulings', { q: 'cotton t-shirts knitted', limit: 5 });
      expect(words.status).toBe(200);
      expect(words.body.items[0]).toMatchObject({ hs6: '610910', source: 'Korea Customs Service, classification cases', date: null, url: null, score: expect.any(Number) });
      const byCode = await get('/api/rulings', { code: '6109.10.00.12', limit: 100 });
      expect(byCode.body.items.length).toBeGreaterThan(0);
      expect(byCode.body.items.every((r: { hs6: string }) => r.hs6 === '610910')).toBe(true);
      const byHs6 = await get('/api/rulings', { hs6: '8471', limit: 3 });
      expect(byHs6.body.items.every((r: { hs6: string }) => r.hs6.startsWith('8471'))).toBe(true);
      expect((await get('/api/rulings', { limit: 101 })).status).toBe(422);
    });
  });
});
