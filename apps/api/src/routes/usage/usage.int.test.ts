import type { Client } from 'pg';
import request from 'supertest';
import { foldLookupStats, newId, seedPlans } from '@tcs/domain';
import { given, openSql, scratchDatabaseUrl, type GivenAccount } from '@tcs/testing';
import { buildTestApp } from '../../testing/test-app';

/**
 * A seeded history (written straight into a database of its own, so the report sees nothing
 * else) checked against figures computed by hand. The database's time zone is set to +07:00 so
 * the UTC day boundaries are proven, not assumed.
 *
 * Period under test: 2026-03-01 … 2026-03-07 (previous: 2026-02-22 … 2026-02-28).
 */
const PERIOD = 'date_from=2026-03-01&date_to=2026-03-07';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface SeedLookup {
  kind?: 'single' | 'batch' | 'sku';
  market: 'US' | 'EU' | 'VN';
  status: string;
  owner: string;
  created: string;
  finished?: string;
  credits?: number;
  llm?: [calls: number, input: number, output: number];
  ms?: number;
  decision?: [decision: 'approved' | 'overridden' | 'rejected', by: string, at: string];
  codes?: [recommended: string, final?: string];
  resolved?: boolean;
}

describe('usage, ledger, plans and the productivity report on a seeded history', () => {
  let scratch: { databaseUrl: string; drop: () => Promise<void> };
  let t: ReturnType<typeof buildTestApp>;
  let sql: Client;
  let alice: GivenAccount; // entry, no plan
  let bob: GivenAccount; // reviewer, team plan
  let carol: GivenAccount; // admin
  let freeReviewer: GivenAccount;
  const ids: Record<string, string> = {};

  async function lookup(name: string, l: SeedLookup) {
    ids[name] = newId();
    const [decision, decidedBy, decidedAt] = l.decision ?? [null, null, null];
    const [recommended, final] = l.codes ?? [null, null];
    await sql.query(
      `INSERT INTO lookups (id, kind, created_by_id, description, market, status, credits_charged, llm_calls, input_tokens, output_tokens,
         processing_ms, created_at, finished_at, decision, decided_by_id, decided_at, recommended_code, recommended_description, final_code, resolved)
       VALUES ($1, $2, $3, 'seeded', $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19)`,
      [ids[name], l.kind ?? 'single', l.owner, l.market, l.status, l.credits ?? 0, l.llm?.[0] ?? 0, l.llm?.[1] ?? 0, l.llm?.[2] ?? 0, l.ms ?? null,
        l.created, l.finished ?? null, decision, decidedBy, decidedAt, recommended, recommended ? 'T-shirts, of cotton' : null, final ?? (decision === 'approved' ? recommended : null), l.resolved ?? false],
    );
  }

  async function ledger(owner: string, kind: string, amount: number, balance: number, at: string, extra: { lookup?: string; by?: string; note?: string; tokens?: number } = {}) {
    await sql.query(
      `INSERT INTO credit_ledger (account_id, kind, amount, balance_after, lookup_id, note, created_by_id, tokens, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [owner, kind, amount, balance, extra.lookup ? ids[extra.lookup] : null, extra.note ?? null, extra.by ?? null, extra.tokens ?? 0, at],
    );
  }

  async function comment(lookupName: string, actor: string, at: string) {
    await sql.query(`INSERT INTO lookup_events (lookup_id, kind, actor_id, note, created_at) VALUES ($1, 'comment', $2, 'a note', $3)`, [ids[lookupName], actor, at]);
  }

  beforeAll(async () => {
    scratch = await scratchDatabaseUrl();
    sql = await openSql(scratch.databaseUrl);
    await sql.query(`ALTER DATABASE "${new URL(scratch.databaseUrl).pathname.slice(1)}" SET timezone = 'Asia/Ho_Chi_Minh'`);
    t = buildTestApp({ DATABASE_URL: scratch.databaseUrl, TCS_KEY_CACHE_MS: '0' });
    await seedPlans(t.deps.repos.plans);
    const g = given(t.deps.repos);
    alice = await g.account({ role: 'entry', credits: 0 });
    bob = await g.account({ role: 'reviewer', credits: 0, plan: 'team' });
    carol = await g.account({ role: 'admin', credits: 0 });
    freeReviewer = await g.account({ role: 'reviewer', credits: 0, plan: 'free' });
    await sql.query(`UPDATE accounts SET name = 'Alice' WHERE id = $1`, [alice.account.id]);
    await sql.query(`UPDATE accounts SET name = 'Bob' WHERE id = $1`, [bob.account.id]);
    await sql.query(`UPDATE accounts SET name = 'Carol' WHERE id = $1`, [carol.account.id]);
    const [a, b, c] = [alice.account.id, bob.account.id, carol.account.id];

    // Alice's lookups.
    await lookup('L1', { market: 'US', status: 'proposed', owner: a, created: '2026-03-01T00:00:00.000Z', finished: '2026-03-01T00:00:00.000Z', credits: 1, llm: [1, 100, 20], ms: 200, decision: ['approved', b, '2026-03-01T02:00:00Z'], codes: ['6109100012'] });
    await lookup('L2', { market: 'EU', status: 'needs_review', owner: a, created: '2026-03-01T11:00:00Z', finished: '2026-03-01T12:00:00Z', credits: 1, ms: 400, decision: ['overridden', b, '2026-03-02T12:00:00Z'], codes: ['61091000', '61099020'] });
    await lookup('L3', { kind: 'batch', market: 'VN', status: 'proposed', owner: a, created: '2026-03-03T08:00:00Z', finished: '2026-03-03T08:00:00Z', credits: 1, llm: [2, 300, 50], ms: 300, decision: ['approved', b, '2026-03-08T00:00:00Z'], codes: ['61091000'] });
    await lookup('L4', { kind: 'sku', market: 'US', status: 'error', owner: a, created: '2026-03-07T23:59:59.999Z', ms: 100 });
    await lookup('L5', { market: 'US', status: 'needs_info', owner: a, created: '2026-02-28T23:59:59.999Z', finished: '2026-03-01T00:00:00Z', credits: 1, decision: ['approved', b, '2026-03-01T06:00:00Z'], codes: ['6109100012'] });
    await lookup('L6', { market: 'US', status: 'proposed', owner: a, created: '2026-03-08T00:00:00.000Z', credits: 1 });
    await lookup('L7', { market: 'EU', status: 'queued', owner: a, created: '2026-03-05T10:00:00Z' });
    await lookup('L8', { market: 'US', status: 'proposed', owner: a, created: '2026-02-25T00:00:00Z', finished: '2026-02-25T00:00:00Z', decision: ['approved', b, '2026-02-26T00:00:00Z'], codes: ['6109100012'] });
    await lookup('L9', { market: 'VN', status: 'needs_info', owner: a, created: '2026-01-10T00:00:00Z' });
    await lookup('L10', { market: 'VN', status: 'needs_review', owner: a, created: '2026-01-11T00:00:00Z', resolved: true });
    // Bob's lookups.
    await lookup('B1', { market: 'US', status: 'proposed', owner: b, created: '2026-03-02T09:00:00Z', finished: '2026-03-02T09:00:00Z', decision: ['rejected', c, '2026-03-06T00:00:00Z'], codes: ['6109100012'] });
    await lookup('B2', { kind: 'batch', market: 'EU', status: 'needs_review', owner: b, created: '2026-03-02T10:00:00Z', finished: '2026-03-02T10:00:00Z', decision: ['overridden', c, '2026-03-03T10:00:00Z'], codes: ['61091000', '61099090'] });

    await comment('L2', a, '2026-03-01T13:00:00Z');
    await comment('L2', b, '2026-03-02T11:00:00Z');
    await comment('L4', b, '2026-03-07T23:59:59.999Z');
    await comment('L4', b, '2026-03-08T00:00:00Z');

    // Alice's ledger, in the order it was written; her balance ends at 50.
    await ledger(a, 'signup', 50, 50, '2026-02-20T00:00:00Z', { note: 'Sign-up credits' });
    await ledger(a, 'usage', -1, 49, '2026-02-28T23:59:59.999Z', { lookup: 'L5' });
    await ledger(a, 'usage', -1, 48, '2026-03-01T00:00:00.000Z', { lookup: 'L1', tokens: 120 });
    await ledger(a, 'usage', -1, 47, '2026-03-01T12:00:05Z', { lookup: 'L2' });
    await ledger(a, 'grant', 10, 57, '2026-03-02T00:00:00Z', { by: c, note: '=HYPERLINK("http://evil.example","x")' });
    await ledger(a, 'usage', -1, 56, '2026-03-03T08:00:05Z', { lookup: 'L3', tokens: 350 });
    await ledger(a, 'grant', -5, 51, '2026-03-07T23:59:59.999Z', { by: c, note: 'correction; see ticket 12' });
    await ledger(a, 'usage', -1, 50, '2026-03-08T00:00:00.000Z', { lookup: 'L6' });
    await ledger(b, 'grant', 5, 5, '2026-03-04T00:00:00Z', { by: c });
    await sql.query('UPDATE accounts SET credits = 50 WHERE id = $1', [a]);
    await sql.query('UPDATE accounts SET credits = 5 WHERE id = $1', [b]);
  });

  afterAll(async () => {
    await t?.close();
    await sql?.end();
    await scratch?.drop();
  });

  const get = (path: string, who: GivenAccount, lang = 'en') => request(t.app).get(path).set('X-API-Key', who.key).set('Accept-Language', lang);

  describe('GET /api/usage/me', () => {
    it('when Alice reads the period, then every figure matches the hand count (UTC days, both boundaries)', async () => {
      const res = await get(`/api/usage/me?${PERIOD}`, alice);
      expect(res.status).toBe(200);
      const u = res.body;
      expect(u).toMatchObject({
        user_id: alice.account.id, name: 'Alice', role: 'entry', role_label: 'User', credits: 50, unlimited: false, active: true,
        pricing: { enabled: true, credits_per_lookup: 1, signup_credits: 50 },
        from: '2026-03-01', to: '2026-03-07',
        totals: { lookups: 5, credits_used: 3 },
        llm: { llm_calls: 3, input_tokens: 400, output_tokens: 70, total_tokens: 470, charged_lookups: 3, avg_processing_ms: 250 },
        previous: { from: '2026-02-22', to: '2026-02-28', lookups: 2, credits_used: 1 },
      });
      expect(u.daily).toEqual([
        { day: '2026-03-01', lookups: 2, credits_used: 2, tokens: 120 },
        { day: '2026-03-02', lookups: 0, credits_used: 0, tokens: 0 },
        { day: '2026-03-03', lookups: 1, credits_used: 1, tokens: 350 },
        { day: '2026-03-04', lookups: 0, credits_used: 0, tokens: 0 },
        { day: '2026-03-05', lookups: 1, credits_used: 0, tokens: 0 },
        { day: '2026-03-06', lookups: 0, credits_used: 0, tokens: 0 },
        { day: '2026-03-07', lookups: 1, credits_used: 0, tokens: 0 },
      ]);
      expect(u.by_kind).toEqual([
        { key: 'single', lookups: 3, credits_used: 2 },
        { key: 'batch', lookups: 1, credits_used: 1 },
        { key: 'sku', lookups: 1, credits_used: 0 },
      ]);
      expect(u.by_market).toEqual([
        { key: 'US', lookups: 2, credits_used: 1 },
        { key: 'EU', lookups: 2, credits_used: 1 },
        { key: 'VN', lookups: 1, credits_used: 1 },
      ]);
      expect(u.by_status).toEqual([
        { key: 'queued', lookups: 1, credits_used: 0 },
        { key: 'processing', lookups: 0, credits_used: 0 },
        { key: 'proposed', lookups: 2, credits_used: 2 },
        { key: 'needs_review', lookups: 1, credits_used: 1 },
        { key: 'needs_info', lookups: 0, credits_used: 0 },
        { key: 'error', lookups: 1, credits_used: 0 },
      ]);
      expect(u.ledger).toEqual({
        added: 10, removed: 8, net: 2,
        by_kind: [
          { kind: 'signup', kind_label: 'Sign-up credits', count: 0, added: 0, removed: 0 },
          { kind: 'grant', kind_label: 'Grant', count: 2, added: 10, removed: 5 },
          { kind: 'usage', kind_label: 'Lookup', count: 3, added: 0, removed: 3 },
        ],
      });
      expect(u.transactions.map((r: { amount: number; created_at: string }) => [r.amount, r.created_at])).toEqual([
        [-5, '2026-03-07T23:59:59.999Z'], [-1, '2026-03-03T08:00:05.000Z'], [10, '2026-03-02T00:00:00.000Z'], [-1, '2026-03-01T12:00:05.000Z'], [-1, '2026-03-01T00:00:00.000Z'],
      ]);
      expect(u.transactions[2]).toMatchObject({ kind: 'grant', kind_label: 'Grant', balance_after: 57, created_by_name: 'Carol', lookup_id: null });
      expect(u.transactions[1]).toMatchObject({ kind: 'usage', lookup_id: ids.L3, created_by_name: null });
    });

    it('when read in Vietnamese, then the ledger and role labels follow the reader and the figures do not change', async () => {
      const res = await get(`/api/usage/me?${PERIOD}`, alice, 'vi');
      expect(res.headers['content-language']).toBe('vi');
      expect(res.body.ledger.by_kind.map((k: { kind_label: string }) => k.kind_label)).not.toContain('Grant');
      expect(res.body.role_label).not.toBe('User');
      expect(res.body.totals).toEqual({ lookups: 5, credits_used: 3 });
    });

    it('when an administrator reads usage, then the account is exempt (unlimited) and sees only its own lookups', async () => {
      const res = await get(`/api/usage/me?${PERIOD}`, carol);
      expect(res.body).toMatchObject({ unlimited: true, role: 'admin', totals: { lookups: 0, credits_used: 0 }, llm: { avg_processing_ms: null } });
      expect((await get('/api/auth/me', carol)).body.unlimited).toBe(true);
      expect((await get('/api/auth/me', alice)).body.unlimited).toBe(false);
    });

    it('when no dates are given, then the period is the last 30 UTC days including today, a row for each', async () => {
      const res = await get('/api/usage/me', alice);
      const today = new Date().toISOString().slice(0, 10);
      const first = new Date(Date.now() - 29 * 86_400_000).toISOString().slice(0, 10);
      expect(res.body).toMatchObject({ from: first, to: today });
      expect(res.body.daily).toHaveLength(30);
      expect(res.body.daily[0].day).toBe(first);
      expect(res.body.daily[29].day).toBe(today);
      expect(res.body.previous.to).toBe(new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10));
    });

    it('when only date_to is given, then the period is the 30 days ending that day; date_from alone runs to today', async () => {
      const until = await get('/api/usage/me?date_to=2026-03-07', alice);
      expect(until.body).toMatchObject({ from: '2026-02-06', to: '2026-03-07', totals: { lookups: 7 } });
      const threeDaysAgo = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
      const since = await get(`/api/usage/me?date_from=${threeDaysAgo}`, alice);
      expect(since.body.from).toBe(threeDaysAgo);
      expect(since.body.daily).toHaveLength(4);
      expect(since.body.to).toBe(new Date().toISOString().slice(0, 10));
    });

    it.each([
      ['date_from=2026-03-08&date_to=2026-03-07', 'date_from'],
      ['date_from=2025-01-01&date_to=2026-03-07', 'date_from'],
      ['date_from=2026-02-30', 'date_from'],
      ['date_to=2026-3-7', 'date_to'],
    ])('when the period is %s, then 422 names %s', async (query, field) => {
      const res = await get(`/api/usage/me?${query}`, alice);
      expect(res.status).toBe(422);
      expect(res.body.code).toBe('validation_error');
      expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field);
    });
  });

  describe('GET /api/usage/ledger and its export', () => {
    it('when Alice lists her ledger, then rows are newest first with totals of the whole filter and her identity on each row', async () => {
      const res = await get('/api/usage/ledger', alice);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ total: 8, page: 1, page_size: 25, totals: { added: 60, removed: 10, net: 50 } });
      expect(res.body.items.map((r: { balance_after: number }) => r.balance_after)).toEqual([50, 51, 56, 57, 47, 48, 49, 50]);
      expect(res.body.items[0]).toMatchObject({ user_id: alice.account.id, user_name: 'Alice', user_email: alice.account.email, kind: 'usage', lookup_id: ids.L6, tokens: 0 });
      expect(res.body.items[5]).toMatchObject({ tokens: 120, lookup_id: ids.L1 });
    });

    it('when paged, filtered by kind or by UTC dates, then the page and the totals follow the filter', async () => {
      const page2 = await get('/api/usage/ledger?page=2&page_size=3', alice);
      expect(page2.body.items.map((r: { balance_after: number }) => r.balance_after)).toEqual([57, 47, 48]);
      expect(page2.body).toMatchObject({ total: 8, page: 2, page_size: 3 });
      const beyond = await get('/api/usage/ledger?page=9&page_size=3', alice);
      expect(beyond.body).toMatchObject({ items: [], total: 8 });
      const grants = await get('/api/usage/ledger?kind=grant', alice);
      expect(grants.body).toMatchObject({ total: 2, totals: { added: 10, removed: 5, net: 5 } });
      const firstDay = await get('/api/usage/ledger?date_from=2026-03-01&date_to=2026-03-01', alice);
      expect(firstDay.body.items.map((r: { balance_after: number }) => r.balance_after)).toEqual([47, 48]);
      expect(firstDay.body.totals).toEqual({ added: 0, removed: 2, net: -2 });
    });

    it('when a non-administrator names another account, then 403; an administrator sees every account or one', async () => {
      expect((await get(`/api/usage/ledger?user_id=${bob.account.id}`, alice)).status).toBe(403);
      expect((await get(`/api/usage/ledger?user_id=me`, alice)).body.total).toBe(8);
      expect((await get(`/api/usage/ledger?user_id=${alice.account.id}`, alice)).body.total).toBe(8);
      const everyone = await get('/api/usage/ledger', carol);
      expect(everyone.body).toMatchObject({ total: 9, totals: { added: 65, removed: 10, net: 55 } });
      const onlyBob = await get(`/api/usage/ledger?user_id=${bob.account.id}`, carol);
      expect(onlyBob.body).toMatchObject({ total: 1, items: [{ user_name: 'Bob', amount: 5, created_by_name: 'Carol' }] });
    });

    it.each([['page=0', 'page'], ['page_size=201', 'page_size'], ['kind=refund', 'kind'], ['user_id=' + 'x'.repeat(33), 'user_id']])(
      'when the ledger is asked with %s, then 422 names %s',
      async (query, field) => {
        const res = await get(`/api/usage/ledger?${query}`, carol);
        expect(res.status).toBe(422);
        expect(res.body.errors[0].field).toBe(field);
      },
    );

    it('when exported, then the CSV has the filter’s rows, newest first, and a formula in a note is neutralised', async () => {
      const res = await get(`/api/usage/ledger/export?user_id=${alice.account.id}&kind=grant`, carol);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/csv/);
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="tcs-ledger-\d{4}-\d{2}-\d{2}\.csv"/);
      const lines = res.text.replace(/^\ufeff/, '').split('\r\n');
      expect(lines).toEqual([
        'id,created_at,user_id,user_name,user_email,kind,kind_label,amount,balance_after,lookup_id,tokens,note,created_by_name',
        expect.stringMatching(new RegExp(`^\\d+,2026-03-07T23:59:59.999Z,${alice.account.id},Alice,${escapeRegExp(alice.account.email)},grant,Grant,-5,51,,0,"correction; see ticket 12",Carol$`)),
        expect.stringMatching(new RegExp(`^\\d+,2026-03-02T00:00:00.000Z,${alice.account.id},Alice,.*,grant,Grant,10,57,,0,"'=HYPERLINK\\(""http://evil.example"",""x""\\)",Carol$`)),
        '',
      ]);
    });

    it('when Alice exports without filters, then only her rows are in it; naming Bob is refused', async () => {
      const res = await get('/api/usage/ledger/export', alice);
      expect(res.text.trim().split('\r\n')).toHaveLength(1 + 8);
      expect((await get(`/api/usage/ledger/export?user_id=${bob.account.id}`, alice)).status).toBe(403);
    });
  });

  describe('GET /api/plans/me', () => {
    it('when the account has no plan, then it is unrestricted: every feature on, every limit unlimited', async () => {
      const res = await get('/api/plans/me', alice);
      expect(res.status).toBe(200);
      expect(res.body.plan).toBeNull();
      expect(res.body.restricted).toBe(false);
      expect(res.body.entitlements).toContainEqual({ key: 'feature.batch', kind: 'feature', category: 'batches', label: 'Batch classification', unit_label: null, enabled: true });
      expect(res.body.entitlements).toContainEqual({ key: 'batch_max_rows', kind: 'limit', category: 'batches', label: 'Rows per batch', unit_label: 'rows', enabled: true, value: null, unlimited: true });
    });

    it('when the account is on the team plan, then the seeded values show, labels in the reader’s language', async () => {
      const res = await get('/api/plans/me', bob, 'vi');
      expect(res.body).toMatchObject({ plan: 'team', restricted: true });
      const byKey = Object.fromEntries(res.body.entitlements.map((e: { key: string }) => [e.key, e]));
      expect(byKey['batch_max_rows']).toMatchObject({ value: 5000, unlimited: false, label: 'Số dòng mỗi lô', unit_label: 'dòng' });
      expect(byKey['feature.reports']).toMatchObject({ enabled: true });
      expect(Object.keys(byKey)).toEqual(['feature.batch', 'batch_max_rows', 'feature.webhooks', 'feature.reports', 'feature.market_us', 'feature.market_eu', 'feature.market_vn']);
    });

    it('when the account is on the free plan, then batches, webhooks and reports are off', async () => {
      const res = await get('/api/plans/me', freeReviewer);
      const enabled = Object.fromEntries(res.body.entitlements.filter((e: { kind: string }) => e.kind === 'feature').map((e: { key: string; enabled: boolean }) => [e.key, e.enabled]));
      expect(enabled).toMatchObject({ 'feature.batch': false, 'feature.webhooks': false, 'feature.reports': false, 'feature.market_us': true });
    });
  });

  describe('GET /api/reports/productivity', () => {
    it('when a reviewer reads the period, then every figure matches the hand count', async () => {
      const res = await get(`/api/reports/productivity?${PERIOD}`, bob);
      expect(res.status).toBe(200);
      const r = res.body;
      expect(r).toMatchObject({
        from: '2026-03-01', to: '2026-03-07', total_lookups: 7,
        by_status: { queued: 1, processing: 0, proposed: 3, needs_review: 2, needs_info: 0, error: 1 },
        by_decision: { approved: 2, overridden: 2, rejected: 1 },
        review_queue: 2,
        ai_acceptance_rate: 0.4,
      });
      expect(r.kpis).toEqual({
        lookups: 7, auto_proposed: 3, routed_to_review: 2, errors: 1, auto_rate: 0.5,
        decisions: 5, approved: 2, overridden: 2, rejected: 1, approval_rate: 0.4, override_rate: 0.4, reject_rate: 0.2, median_decision_hours: 24,
      });
      expect(r.previous).toEqual({
        from: '2026-02-22', to: '2026-02-28',
        lookups: 2, auto_proposed: 1, routed_to_review: 1, errors: 0, auto_rate: 0.5,
        decisions: 1, approved: 1, overridden: 0, rejected: 0, approval_rate: 1, override_rate: 0, reject_rate: 0, median_decision_hours: 24,
      });
      expect(r.daily).toEqual([
        { day: '2026-03-01', count: 2, auto_proposed: 1, routed_to_review: 1, decisions: 2 },
        { day: '2026-03-02', count: 2, auto_proposed: 1, routed_to_review: 1, decisions: 1 },
        { day: '2026-03-03', count: 1, auto_proposed: 1, routed_to_review: 0, decisions: 1 },
        { day: '2026-03-04', count: 0, auto_proposed: 0, routed_to_review: 0, decisions: 0 },
        { day: '2026-03-05', count: 1, auto_proposed: 0, routed_to_review: 0, decisions: 0 },
        { day: '2026-03-06', count: 0, auto_proposed: 0, routed_to_review: 0, decisions: 1 },
        { day: '2026-03-07', count: 1, auto_proposed: 0, routed_to_review: 0, decisions: 0 },
      ]);
      expect(r.users).toEqual([
        { user_id: bob.account.id, name: 'Bob', role: 'reviewer', lookups: 2, batch_rows: 1, approved: 2, overridden: 1, rejected: 0, comments: 2, avg_decision_hours: 10.67, median_decision_hours: 6, decisions: 3 },
        { user_id: carol.account.id, name: 'Carol', role: 'admin', lookups: 0, batch_rows: 0, approved: 0, overridden: 1, rejected: 1, comments: 0, avg_decision_hours: 55.5, median_decision_hours: 55.5, decisions: 2 },
        { user_id: alice.account.id, name: 'Alice', role: 'entry', lookups: 5, batch_rows: 1, approved: 0, overridden: 0, rejected: 0, comments: 1, avg_decision_hours: null, median_decision_hours: null, decisions: 0 },
      ]);
      expect(r.markets).toEqual([
        { market: 'US', lookups: 3, auto_proposed: 2, routed_to_review: 0, errors: 1, auto_rate: 0.6667, decisions: 3, approved: 2, overridden: 0, rejected: 1, approval_rate: 0.6667, override_rate: 0, reject_rate: 0.3333 },
        { market: 'EU', lookups: 3, auto_proposed: 0, routed_to_review: 2, errors: 0, auto_rate: 0, decisions: 2, approved: 0, overridden: 2, rejected: 0, approval_rate: 0, override_rate: 1, reject_rate: 0 },
        { market: 'VN', lookups: 1, auto_proposed: 1, routed_to_review: 0, errors: 0, auto_rate: 1, decisions: 0, approved: 0, overridden: 0, rejected: 0, approval_rate: null, override_rate: null, reject_rate: null },
      ]);
      expect(r.top_overridden).toEqual([
        { market: 'EU', code: '61091000', description: 'T-shirts, of cotton', overridden: 2, decisions: 2, replaced_by: [{ code: '61099020', count: 1 }, { code: '61099090', count: 1 }] },
      ]);
    });

    it('when a period has no decisions, then the rates are null, not zero', async () => {
      const res = await get('/api/reports/productivity?date_from=2026-01-01&date_to=2026-01-31', carol);
      expect(res.body).toMatchObject({ total_lookups: 2, ai_acceptance_rate: null, kpis: { decisions: 0, approval_rate: null, median_decision_hours: null } });
      expect(res.body.daily).toHaveLength(31);
    });

    it('when an entry user asks, then 403 forbidden; a reviewer on the free plan gets 403 plan_feature', async () => {
      const entry = await get(`/api/reports/productivity?${PERIOD}`, alice);
      expect(entry.status).toBe(403);
      expect(entry.body.code).toBe('forbidden');
      const free = await get(`/api/reports/productivity?${PERIOD}`, freeReviewer);
      expect(free.status).toBe(403);
      expect(free.body).toMatchObject({ code: 'plan_feature', details: { key: 'feature.reports' } });
    });
  });

  describe('the daily figures', () => {
    it('when the pending deltas are folded into the daily rows, then usage and the report answer exactly as before', async () => {
      // last_login_at is the key's last use: it may move on to the next minute between the two reads.
      const figures = async () => ({ ...(await get(`/api/usage/me?${PERIOD}`, alice)).body, last_login_at: null });
      const usageBefore = await figures();
      const reportBefore = (await get(`/api/reports/productivity?${PERIOD}`, bob)).body;
      const { rows } = await sql.query('SELECT count(*)::int AS n FROM lookup_stat_deltas');
      expect(rows[0].n).toBeGreaterThan(0);
      await foldLookupStats(t.deps.db);
      expect((await sql.query('SELECT count(*)::int AS n FROM lookup_stat_deltas')).rows[0].n).toBe(0);
      expect(await figures()).toEqual(usageBefore);
      expect((await get(`/api/reports/productivity?${PERIOD}`, bob)).body).toEqual(reportBefore);
    });
  });

  describe('the ledger is append-only', () => {
    it('when anyone tries to change or remove a ledger row in the database, then it is refused', async () => {
      await expect(sql.query('UPDATE credit_ledger SET amount = 1000 WHERE account_id = $1', [alice.account.id])).rejects.toThrow(/append-only/);
      await expect(sql.query('DELETE FROM credit_ledger WHERE account_id = $1', [alice.account.id])).rejects.toThrow(/append-only/);
      const { rows } = await sql.query('SELECT sum(amount)::int AS sum FROM credit_ledger WHERE account_id = $1', [alice.account.id]);
      expect(rows[0].sum).toBe(50);
    });
  });
});
