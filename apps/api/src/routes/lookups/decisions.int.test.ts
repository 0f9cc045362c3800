import request from 'supertest';
import type { FinishedLookup } from '@tcs/domain';
import { ensureTariffData, given, uniqueName, type GivenAccount } from '@tcs/testing';
import { buildTestApp } from '../../testing/test-app';

type Status = FinishedLookup['status'] | 'error' | 'queued';

interface MakeOptions {
  owner: GivenAccount;
  /** A word of the description, after the suite's token (`${token} ${words}`). */
  tag: string;
  words?: string;
  status?: Status;
  market?: 'US' | 'EU';
  code?: string | null;
  confidence?: number;
  flags?: string[];
  kind?: 'single' | 'batch' | 'sku';
  skuId?: number | null;
}

interface Summary {
  id: string;
  status: string;
  decision: string | null;
  resolved: boolean;
  risk: number;
  confidence: number;
  created_by: string | null;
}

interface EventView {
  kind: string;
  actor_id: string | null;
  actor_name: string | null;
  note: string | null;
  code: string | null;
}

const RECOMMENDED = '6109.10.00.12';
const RECOMMENDED_DESCRIPTION = 'T-shirts, singlets, tank tops and similar garments, knitted or crocheted > Of cotton > Men\'s or boys\' > Other T-shirts > Men\'s (338)';
const OTHER_LEAF = '6109.90.10.07';

/** A token without separators, so `q` finds exactly this suite's lookups. */
const token = (stem: string) => uniqueName(stem).replace(/_/g, '');

const ymd = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

describe('lookup decisions, resolve, the review queue and the lookup list over HTTP', () => {
  const t = buildTestApp();
  let reviewer: GivenAccount;
  let commenter: GivenAccount;
  let capReviewer: GivenAccount;
  let entryA: GivenAccount;
  let entryB: GivenAccount;
  let usDatasetId: string;

  const call = (who: GivenAccount, lang = 'en') => ({
    get: (path: string, query: Record<string, unknown> | Array<[string, string]> = {}) => {
      const pairs: Array<[string, string]> = Array.isArray(query) ? query : Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]);
      const qs = new URLSearchParams(pairs).toString();
      return request(t.app).get(qs ? `${path}?${qs}` : path).set('X-API-Key', who.key).set('Accept-Language', lang);
    },
    post: (path: string, body: object = {}) => request(t.app).post(path).set('X-API-Key', who.key).set('Accept-Language', lang).send(body),
  });
  const decide = (who: GivenAccount, id: string, body: object, lang = 'en') => call(who, lang).post(`/api/lookups/${id}/decision`, body);
  const ids = (items: Summary[]) => items.map((i) => i.id);
  const sorted = (values: string[]) => [...values].sort();
  const eventsOf = async (id: string): Promise<EventView[]> => (await call(reviewer).get(`/api/lookups/${id}`)).body.events;
  const decidedRows = (id: string) => t.deps.db.outboxEvent.findMany({ where: { event: 'lookup.decided', data: { path: ['id'], equals: id } }, orderBy: { id: 'asc' } });

  /** A lookup as the classify worker would leave it, made through the repository (no worker runs here). */
  async function makeLookup(o: MakeOptions): Promise<string> {
    const market = o.market ?? 'US';
    const status = o.status ?? 'needs_review';
    const datasetVersion = market === 'US' ? '2024-12' : '2026';
    const [lookup] = await t.deps.repos.lookups.create(
      [{
        kind: o.kind ?? (o.skuId ? 'sku' : 'single'),
        description: `${o.tag} ${o.words ?? 'cotton t-shirt'}`,
        material: null,
        use: null,
        composition: null,
        origin: null,
        notes: null,
        market,
        tariff_version: null,
        dataset_version: datasetVersion,
        language: 'en',
        created_by_id: o.owner.account.id,
        sku_id: o.skuId ?? null,
      }],
      0,
    );
    if (status === 'queued') return lookup.id;
    if (status === 'error') {
      expect(await t.deps.repos.lookups.fail(lookup.id, 'boom', 10, null)).not.toBeNull();
      return lookup.id;
    }
    expect(await t.deps.repos.lookups.claim(lookup.id)).not.toBeNull();
    const code = o.code === undefined ? (market === 'US' ? RECOMMENDED : '6109 10 00') : o.code;
    const finished: FinishedLookup = {
      status,
      dataset_version: datasetVersion,
      recommended_code: code,
      recommended_description: code ? RECOMMENDED_DESCRIPTION : null,
      hs6: code ? code.replace(/\D/g, '').slice(0, 6) : null,
      confidence: o.confidence ?? 0.5,
      flag_codes: o.flags ?? [],
      normalized: {},
      result: { flags: o.flags ?? [], checks: [], engine_questions: [] },
      missing_info: [],
      processing_ms: 1234,
      llm: { calls: 0, input_tokens: 0, output_tokens: 0 },
    };
    expect(await t.deps.repos.lookups.finish(lookup.id, finished, { creditsPerLookup: 0, event: null })).not.toBeNull();
    return lookup.id;
  }

  beforeAll(async () => {
    await ensureTariffData(t.deps.db, t.deps.repos);
    const g = given(t.deps.repos);
    [reviewer, commenter, capReviewer, entryA, entryB] = await Promise.all([
      g.account({ role: 'reviewer' }),
      g.account({ role: 'reviewer' }),
      g.account({ role: 'reviewer' }),
      g.account({ role: 'entry' }),
      g.account({ role: 'entry' }),
    ]);
    const us = await t.deps.repos.datasets.resolve('US');
    expect(us.version).toBe('2024-12');
    usDatasetId = us.id;
    // The codes the suite relies on are real declarable lines of the US schedule.
    expect(await t.deps.repos.tariffLines.byDigits(usDatasetId, '6109100012')).toMatchObject({ code: RECOMMENDED, is_leaf: true });
    expect(await t.deps.repos.tariffLines.byDigits(usDatasetId, '6109901007')).toMatchObject({ code: OTHER_LEAF, is_leaf: true });
    expect(await t.deps.repos.tariffLines.byDigits(usDatasetId, '6109')).toMatchObject({ code: '6109', is_leaf: false });
  }, 180_000);
  afterAll(() => t.close());

  describe('approve and reopen', () => {
    it('when a reviewer approves in Vietnamese, then the recommended code becomes final, the label is Vietnamese and the event names the reviewer', async () => {
      const id = await makeLookup({ owner: entryA, tag: token('appr') });
      const res = await decide(reviewer, id, { action: 'approve' }, 'vi-VN,en;q=0.5');
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        id,
        decision: 'approved',
        decision_label: 'Đã chấp thuận',
        final_code: RECOMMENDED,
        final_description: RECOMMENDED_DESCRIPTION,
        decided_at: expect.any(String),
        decided_by_name: 'Test reviewer',
        review_note: null,
        status: 'needs_review',
      });
      expect(res.body.events.map((e: EventView) => e.kind)).toEqual(['created', 'approved']);
      expect(res.body.events[1]).toMatchObject({ kind: 'approved', actor_id: reviewer.account.id, actor_name: 'Test reviewer', code: RECOMMENDED });
      const en = await call(reviewer, 'en').get(`/api/lookups/${id}`);
      expect(en.body.decision_label).toBe('Approved');
    });

    it('when a decided lookup is approved, overridden or rejected again, then 409 conflict and the decision stays', async () => {
      const id = await makeLookup({ owner: entryA, tag: token('appr') });
      expect((await decide(reviewer, id, { action: 'approve' })).status).toBe(200);
      const again = await decide(reviewer, id, { action: 'approve' });
      expect(again.status).toBe(409);
      expect(again.body.code).toBe('conflict');
      expect((await decide(reviewer, id, { action: 'override', code: OTHER_LEAF, note: 'other' })).body.code).toBe('conflict');
      expect((await decide(reviewer, id, { action: 'reject', note: 'no' })).body.code).toBe('conflict');
      const after = await call(reviewer).get(`/api/lookups/${id}`);
      expect(after.body).toMatchObject({ decision: 'approved', final_code: RECOMMENDED });
      expect(after.body.events.map((e: EventView) => e.kind)).toEqual(['created', 'approved']);
    });

    it('when a decided lookup is reopened, then it has no decision; reopening again is 409', async () => {
      const id = await makeLookup({ owner: entryA, tag: token('reop') });
      expect((await decide(reviewer, id, { action: 'approve' })).status).toBe(200);
      const reopened = await decide(reviewer, id, { action: 'reopen', note: 'look again' });
      expect(reopened.status).toBe(200);
      expect(reopened.body).toMatchObject({ decision: null, decision_label: null, final_code: null, final_description: null, decided_at: null, decided_by_name: null, review_note: null });
      expect(reopened.body.events.map((e: EventView) => e.kind)).toEqual(['created', 'approved', 'reopened']);
      expect(reopened.body.events[2]).toMatchObject({ actor_id: reviewer.account.id, note: 'look again' });
      const twice = await decide(reviewer, id, { action: 'reopen' });
      expect(twice.status).toBe(409);
      expect(twice.body.code).toBe('conflict');
    });

    it('when the lookup is still queued, then deciding is 409; an unknown lookup is 404', async () => {
      const id = await makeLookup({ owner: entryA, tag: token('pend'), status: 'queued' });
      const res = await decide(reviewer, id, { action: 'approve' });
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('conflict');
      const missing = await decide(reviewer, '0'.repeat(32), { action: 'approve' });
      expect(missing.status).toBe(404);
      expect(missing.body.code).toBe('not_found');
    });

    it('when the action is not one of the five, then 422 naming action', async () => {
      const id = await makeLookup({ owner: entryA, tag: token('act') });
      const res = await decide(reviewer, id, { action: 'accept' });
      expect(res.status).toBe(422);
      expect(res.body.errors.map((e: { field: string }) => e.field)).toEqual(['action']);
    });
  });

  describe('override', () => {
    let id: string;
    beforeAll(async () => {
      id = await makeLookup({ owner: entryA, tag: token('ovr') });
    });

    it('when the code is missing, then 422 with detail "Enter the code to finalize" naming code', async () => {
      for (const code of [undefined, '', null, '   ']) {
        const res = await decide(reviewer, id, { action: 'override', note: 'why', ...(code === undefined ? {} : { code }) });
        expect(res.status).toBe(422);
        expect(res.body.code).toBe('validation_error');
        expect(res.body.detail).toBe('Enter the code to finalize.');
        expect(res.body.errors.map((e: { field: string }) => e.field)).toEqual(['code']);
      }
    });

    it('when the note is missing, then 422 naming note', async () => {
      const res = await decide(reviewer, id, { action: 'override', code: OTHER_LEAF });
      expect(res.status).toBe(422);
      expect(res.body.errors.map((e: { field: string }) => e.field)).toEqual(['note']);
    });

    it('when the code is not a line of the schedule or is not declarable, then 422 naming code and nothing is decided', async () => {
      for (const code of ['9999.99.99.99', 'not-a-code', '6109', '6109.10.00']) {
        const res = await decide(reviewer, id, { action: 'override', code, note: 'why' });
        expect(res.status).toBe(422);
        expect(res.body.code).toBe('validation_error');
        expect(res.body.errors.map((e: { field: string }) => e.field)).toEqual(['code']);
      }
      expect((await decide(reviewer, id, { action: 'override', code: '6109', note: 'why' })).body.errors[0].message).toMatch(/not declarable/);
      const after = await call(reviewer).get(`/api/lookups/${id}`);
      expect(after.body.decision).toBeNull();
      expect(after.body.events.map((e: EventView) => e.kind)).toEqual(['created']);
    });

    it('when the code is the recommended one in another written form, then it is an approval', async () => {
      for (const code of ['6109100012', '6109 10 00 12']) {
        const res = await decide(reviewer, id, { action: 'override', code, note: 'same code' });
        expect(res.status).toBe(200);
        expect(res.body).toMatchObject({ decision: 'approved', final_code: RECOMMENDED, final_description: RECOMMENDED_DESCRIPTION });
        expect(res.body.events.at(-1)).toMatchObject({ kind: 'approved', code: RECOMMENDED });
        expect((await decide(reviewer, id, { action: 'reopen' })).status).toBe(200);
      }
    });

    it('when another declarable leaf is given in a common form with a note, then it is overridden with the code as the schedule writes it', async () => {
      const line = await t.deps.repos.tariffLines.byDigits(usDatasetId, '6109901007');
      for (const [i, code] of ['6109901007', '6109 90 10 07', '6109.90.1007', ' 6109.90.10.07 '].entries()) {
        const res = await decide(reviewer, id, { action: 'override', code, note: `man-made fibres ${i}` });
        expect(res.status).toBe(200);
        expect(res.body).toMatchObject({
          decision: 'overridden',
          decision_label: 'Overridden',
          final_code: OTHER_LEAF,
          final_description: line!.full_description,
          review_note: `man-made fibres ${i}`,
          recommended_code: RECOMMENDED,
          decided_by_name: 'Test reviewer',
        });
        expect(res.body.events.at(-1)).toMatchObject({ kind: 'overridden', actor_id: reviewer.account.id, code: OTHER_LEAF, note: `man-made fibres ${i}` });
        expect((await decide(reviewer, id, { action: 'reopen' })).status).toBe(200);
      }
    });
  });

  describe('reject', () => {
    it('when the note is missing, then 422 naming note; with a note, then rejected without a code', async () => {
      const id = await makeLookup({ owner: entryA, tag: token('rej') });
      const missing = await decide(reviewer, id, { action: 'reject', note: '  ' });
      expect(missing.status).toBe(422);
      expect(missing.body.errors.map((e: { field: string }) => e.field)).toEqual(['note']);
      const res = await decide(reviewer, id, { action: 'reject', note: 'not a garment' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ decision: 'rejected', decision_label: 'Rejected', final_code: null, final_description: null, review_note: 'not a garment' });
      expect(res.body.events.at(-1)).toMatchObject({ kind: 'rejected', code: null, note: 'not a garment', actor_id: reviewer.account.id });
    });

    it('when an error lookup (no recommended code) is rejected, then it is decided; approving it instead is 422', async () => {
      const id = await makeLookup({ owner: entryA, tag: token('rejerr'), status: 'error' });
      const approve = await decide(reviewer, id, { action: 'approve' });
      expect(approve.status).toBe(422);
      expect(approve.body.code).toBe('validation_error');
      const res = await decide(reviewer, id, { action: 'reject', note: 'failed' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ status: 'error', decision: 'rejected', final_code: null });
    });
  });

  describe('comments', () => {
    it('when the note is missing, then 422 naming note', async () => {
      const id = await makeLookup({ owner: entryA, tag: token('cmt') });
      const res = await decide(capReviewer, id, { action: 'comment' });
      expect(res.status).toBe(422);
      expect(res.body.errors.map((e: { field: string }) => e.field)).toEqual(['note']);
    });

    it('when one reviewer comments 20 times in a minute across two lookups, then all succeed and the 21st is 429 with Retry-After 60', async () => {
      const tag = token('rate');
      const first = await makeLookup({ owner: entryA, tag });
      const second = await makeLookup({ owner: entryA, tag, status: 'proposed', confidence: 0.9 });
      for (let i = 0; i < 20; i += 1) {
        const res = await decide(commenter, i % 2 ? second : first, { action: 'comment', note: `comment ${i}` });
        expect(res.status).toBe(200);
        expect(res.body.decision).toBeNull();
      }
      for (const id of [first, second]) {
        const detail = await call(reviewer).get(`/api/lookups/${id}`);
        expect(detail.body.comment_count).toBe(10);
        const comments = detail.body.events.filter((e: EventView) => e.kind === 'comment');
        expect(comments).toHaveLength(10);
        expect(comments.every((e: EventView) => e.actor_id === commenter.account.id && e.actor_name === 'Test reviewer')).toBe(true);
      }
      expect((await call(reviewer).get(`/api/lookups/${first}`)).body.events.filter((e: EventView) => e.kind === 'comment').map((e: EventView) => e.note)).toEqual(
        [0, 2, 4, 6, 8, 10, 12, 14, 16, 18].map((i) => `comment ${i}`),
      );

      const limited = await decide(commenter, first, { action: 'comment', note: 'one too many' });
      expect(limited.status).toBe(429);
      expect(limited.body.code).toBe('rate_limited');
      expect(limited.headers['retry-after']).toBe('60');
      expect((await call(reviewer).get(`/api/lookups/${first}`)).body.comment_count).toBe(10);
      // The limit is the account's: another reviewer still comments on the same lookup.
      expect((await decide(reviewer, first, { action: 'comment', note: 'another reviewer' })).status).toBe(200);
    });

    it('when a lookup has 500 comments, then a further comment is 409 conflict', async () => {
      const id = await makeLookup({ owner: entryA, tag: token('cap') });
      await t.deps.db.lookup.update({ where: { id }, data: { comment_count: 499 } });
      const last = await decide(capReviewer, id, { action: 'comment', note: 'the 500th' });
      expect(last.status).toBe(200);
      expect(last.body.comment_count).toBe(500);
      const over = await decide(capReviewer, id, { action: 'comment', note: 'the 501st' });
      expect(over.status).toBe(409);
      expect(over.body.code).toBe('conflict');
      const detail = await call(reviewer).get(`/api/lookups/${id}`);
      expect(detail.body.comment_count).toBe(500);
      expect(detail.body.events.filter((e: EventView) => e.kind === 'comment').map((e: EventView) => e.note)).toEqual(['the 500th']);
    });
  });

  describe('entry role', () => {
    let tag: string;
    let own: string;
    let others: string;
    beforeAll(async () => {
      tag = token('entry');
      own = await makeLookup({ owner: entryA, tag });
      others = await makeLookup({ owner: entryB, tag });
    });

    it('when an entry account decides or resolves, then 403 forbidden, even on its own lookup', async () => {
      for (const body of [{ action: 'approve' }, { action: 'comment', note: 'hi' }, { action: 'reject', note: 'no' }]) {
        const res = await decide(entryA, own, body);
        expect(res.status).toBe(403);
        expect(res.body.code).toBe('forbidden');
      }
      const resolve = await call(entryA).post(`/api/lookups/${own}/resolve`, {});
      expect(resolve.status).toBe(403);
      expect(resolve.body.code).toBe('forbidden');
      const after = await call(reviewer).get(`/api/lookups/${own}`);
      expect(after.body).toMatchObject({ decision: null, resolved: false, comment_count: 0 });
    });

    it('when an entry account reads another account’s lookup, then 404; its own is 200', async () => {
      const res = await call(entryA).get(`/api/lookups/${others}`);
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('not_found');
      expect((await call(entryA).get(`/api/lookups/${own}`)).status).toBe(200);
      expect((await call(reviewer).get(`/api/lookups/${others}`)).status).toBe(200);
    });

    it('when an entry account lists lookups, the queue and its counts, then only its own appear', async () => {
      const lookups = await call(entryA).get('/api/lookups', { q: tag });
      expect(lookups.status).toBe(200);
      expect(lookups.body).toMatchObject({ total: 1, page: 1, page_size: 20 });
      expect(ids(lookups.body.items)).toEqual([own]);
      const review = await call(entryA).get('/api/review', { q: tag });
      expect(review.body.total).toBe(1);
      expect(ids(review.body.items)).toEqual([own]);
      const counts = await call(entryA).get('/api/review/counts', { q: tag });
      expect(counts.status).toBe(200);
      expect(counts.body).toEqual({ total: 1, counts: { needs_info: 0, needs_review: 1, error: 0 } });
      // Naming another account does not widen the view.
      const named = await call(entryA).get('/api/lookups', { q: tag, created_by: entryB.account.id });
      expect(named.body.total).toBe(0);
      // A reviewer sees both.
      expect(sorted(ids((await call(reviewer).get('/api/lookups', { q: tag })).body.items))).toEqual(sorted([own, others]));
      expect((await call(reviewer).get('/api/review/counts', { q: tag })).body).toEqual({ total: 2, counts: { needs_info: 0, needs_review: 2, error: 0 } });
    });
  });

  describe('review queue membership and resolve', () => {
    let tag: string;
    let review: string;
    let info: string;
    let failed: string;
    let proposed: string;
    let decided: string;
    beforeAll(async () => {
      tag = token('queue');
      review = await makeLookup({ owner: entryA, tag, status: 'needs_review' });
      info = await makeLookup({ owner: entryA, tag, status: 'needs_info' });
      failed = await makeLookup({ owner: entryA, tag, status: 'error' });
      proposed = await makeLookup({ owner: entryA, tag, status: 'proposed', confidence: 0.9 });
      decided = await makeLookup({ owner: entryA, tag, status: 'needs_review' });
      expect((await decide(reviewer, decided, { action: 'approve' })).status).toBe(200);
    });

    it('when lookups need review, need information or failed and are undecided, then the queue lists them and counts agree', async () => {
      const res = await call(reviewer).get('/api/review', { q: tag });
      expect(res.status).toBe(200);
      expect(res.body.total).toBe(3);
      expect(sorted(ids(res.body.items))).toEqual(sorted([review, info, failed]));
      expect(ids(res.body.items)).not.toContain(proposed);
      expect(ids(res.body.items)).not.toContain(decided);
      const counts = await call(reviewer).get('/api/review/counts', { q: tag });
      expect(counts.body).toEqual({ total: 3, counts: { needs_info: 1, needs_review: 1, error: 1 } });
      const errorsOnly = await call(reviewer).get('/api/review', { q: tag, status: 'error' });
      expect(ids(errorsOnly.body.items)).toEqual([failed]);
      expect((await call(reviewer).get('/api/review/counts', { q: tag, status: 'error' })).body).toEqual({ total: 1, counts: { needs_info: 0, needs_review: 0, error: 1 } });
      // The failed lookup's detail carries the error and an empty result.
      expect((await call(reviewer).get(`/api/lookups/${failed}`)).body).toMatchObject({ status: 'error', error: 'boom', confidence: 0, result: {}, risk_level: 'high' });
    });

    it('when a queued lookup is resolved, then it leaves the queue with one resolved event, twice is 200 and changes nothing, include_resolved lists it', async () => {
      const first = await call(reviewer).post(`/api/lookups/${review}/resolve`, { note: 'handled by phone' });
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ id: review, resolved: true, decision: null });
      expect(first.body.events).toBeUndefined(); // summary fields only
      const second = await call(reviewer).post(`/api/lookups/${review}/resolve`, { note: 'again' });
      expect(second.status).toBe(200);
      expect(second.body.resolved).toBe(true);
      const resolvedEvents = (await eventsOf(review)).filter((e) => e.kind === 'resolved');
      expect(resolvedEvents).toHaveLength(1);
      expect(resolvedEvents[0]).toMatchObject({ actor_id: reviewer.account.id, note: 'handled by phone' });

      const queue = await call(reviewer).get('/api/review', { q: tag });
      expect(sorted(ids(queue.body.items))).toEqual(sorted([info, failed]));
      expect((await call(reviewer).get('/api/review/counts', { q: tag })).body).toEqual({ total: 2, counts: { needs_info: 1, needs_review: 0, error: 1 } });

      const withResolved = await call(reviewer).get('/api/review', { q: tag, include_resolved: 'true' });
      expect(withResolved.body.total).toBe(3);
      expect(sorted(ids(withResolved.body.items))).toEqual(sorted([review, info, failed]));
      expect(withResolved.body.items.find((i: Summary) => i.id === review).resolved).toBe(true);
      expect((await call(reviewer).get('/api/review/counts', { q: tag, include_resolved: 'true' })).body).toEqual({ total: 3, counts: { needs_info: 1, needs_review: 1, error: 1 } });
      // The entry owner's queue agrees.
      expect(sorted(ids((await call(entryA).get('/api/review', { q: tag })).body.items))).toEqual(sorted([info, failed]));
    });

    it('when resolve is called without a body or on an unknown lookup, then 200 and 404', async () => {
      const res = await request(t.app).post(`/api/lookups/${info}/resolve`).set('X-API-Key', reviewer.key);
      expect(res.status).toBe(200);
      expect(res.body.resolved).toBe(true);
      expect((await eventsOf(info)).filter((e) => e.kind === 'resolved')).toEqual([expect.objectContaining({ note: null })]);
      const missing = await call(reviewer).post(`/api/lookups/${'f'.repeat(32)}/resolve`, {});
      expect(missing.status).toBe(404);
      expect(missing.body.code).toBe('not_found');
    });
  });

  describe('GET /api/lookups filters, sorts and paging', () => {
    let tag: string;
    const L: Record<'A' | 'B' | 'C' | 'D' | 'E' | 'F', string> = { A: '', B: '', C: '', D: '', E: '', F: '' };
    const list = (query: Array<[string, string]>, who: GivenAccount = reviewer) => call(who).get('/api/lookups', [['q', tag], ['page_size', '200'], ...query]);
    const listed = async (query: Array<[string, string]>, who: GivenAccount = reviewer) => {
      const res = await list(query, who);
      expect(res.status).toBe(200);
      expect(res.body.total).toBe(res.body.items.length);
      return ids(res.body.items);
    };
    const setOf = async (query: Array<[string, string]>, who?: GivenAccount) => sorted(await listed(query, who));
    const expected = (...keys: Array<keyof typeof L>) => sorted(keys.map((k) => L[k]));

    beforeAll(async () => {
      tag = token('list');
      // Created in this order (oldest first): A B C D E F.
      L.A = await makeLookup({ owner: entryA, tag, words: 'alpha', status: 'needs_review', confidence: 0.54, flags: ['low_confidence'] });
      L.B = await makeLookup({ owner: entryA, tag, words: 'bravo', status: 'needs_info', confidence: 0.7, flags: ['missing_info'] });
      L.C = await makeLookup({ owner: reviewer, tag, words: 'charlie', status: 'proposed', confidence: 0.9 });
      L.D = await makeLookup({ owner: entryA, tag, words: 'delta', status: 'error' });
      L.E = await makeLookup({ owner: entryA, tag, words: 'echo', status: 'needs_review', market: 'EU', kind: 'batch', confidence: 0.65, flags: ['legal_conflict'] });
      L.F = await makeLookup({ owner: entryA, tag, words: 'foxtrot', status: 'needs_review', confidence: 0.8 });
      expect((await decide(reviewer, L.F, { action: 'approve' })).status).toBe(200);
    });

    it('when filtering by the token alone, then all six appear, newest first', async () => {
      expect(await listed([])).toEqual([L.F, L.E, L.D, L.C, L.B, L.A]);
    });

    it('when filtering by repeated status, market, kind and decision, then only matching lookups appear', async () => {
      expect(await setOf([['status', 'needs_review'], ['status', 'error']])).toEqual(expected('A', 'D', 'E', 'F'));
      expect(await setOf([['status', 'needs_info']])).toEqual(expected('B'));
      expect(await setOf([['market', 'EU']])).toEqual(expected('E'));
      expect(await setOf([['market', 'us']])).toEqual(expected('A', 'B', 'C', 'D', 'F'));
      expect(await setOf([['kind', 'batch']])).toEqual(expected('E'));
      expect(await setOf([['kind', 'single']])).toEqual(expected('A', 'B', 'C', 'D', 'F'));
      expect(await setOf([['decision', 'approved']])).toEqual(expected('F'));
      expect(await setOf([['decision', 'none']])).toEqual(expected('A', 'B', 'C', 'D', 'E'));
      expect(await setOf([['decision', 'rejected']])).toEqual([]);
    });

    it('when filtering by words, flag and confidence range, then only matching lookups appear', async () => {
      const byWords = await call(reviewer).get('/api/lookups', { q: `${tag} bravo` });
      expect(ids(byWords.body.items)).toEqual([L.B]);
      expect(await setOf([['flag', 'legal_conflict']])).toEqual(expected('E'));
      expect(await setOf([['flag', 'low_confidence']])).toEqual(expected('A'));
      expect(await setOf([['confidence_min', '0.6'], ['confidence_max', '0.85']])).toEqual(expected('B', 'E', 'F'));
      expect(await setOf([['confidence_min', '0.9']])).toEqual(expected('C'));
      expect(await setOf([['confidence_max', '0']])).toEqual(expected('D'));
      expect((await list([['flag', 'Not-A-Flag']])).status).toBe(422);
      expect((await list([['confidence_min', '1.5']])).status).toBe(422);
    });

    it('when filtering by created_by=me, then each caller gets its own', async () => {
      expect(await setOf([['created_by', 'me']])).toEqual(expected('C'));
      expect(await setOf([['created_by', 'me']], entryA)).toEqual(expected('A', 'B', 'D', 'E', 'F'));
      expect(await setOf([['created_by', entryA.account.id]])).toEqual(expected('A', 'B', 'D', 'E', 'F'));
    });

    it('when filtering by dates, then today (UTC) includes and tomorrow or yesterday excludes', async () => {
      const all = expected('A', 'B', 'C', 'D', 'E', 'F');
      expect(await setOf([['date_from', ymd(0)]])).toEqual(all);
      expect(await setOf([['date_to', ymd(0)]])).toEqual(all);
      expect(await setOf([['date_from', ymd(0)], ['date_to', ymd(0)]])).toEqual(all);
      expect(await setOf([['date_from', ymd(1)]])).toEqual([]);
      expect(await setOf([['date_to', ymd(-1)]])).toEqual([]);
      expect((await list([['date_from', '2024-13-45']])).status).toBe(422);
    });

    it('when sorting by confidence, risk or oldest, then the order follows the spec', async () => {
      const byConfidence = await list([['sort', 'confidence']]);
      expect(ids(byConfidence.body.items)).toEqual([L.D, L.A, L.E, L.B, L.F, L.C]);
      expect(byConfidence.body.items[0]).toMatchObject({ status: 'error', confidence: 0 });

      const byRisk = await list([['sort', 'risk']]);
      const risks = byRisk.body.items.map((i: Summary) => i.risk);
      expect([...risks].sort((a, b) => b - a)).toEqual(risks);
      // error 60; EU needs_review 15 + 18 + legal_conflict 20 = 53; needs_info 20 + 15 + 5 = 40; needs_review 15 + 23 (0.46 × 50) = 38; 15 + 10 = 25; proposed 5.
      expect(risks).toEqual([60, 53, 40, 38, 25, 5]);
      expect(ids(byRisk.body.items)).toEqual([L.D, L.E, L.B, L.A, L.F, L.C]);

      expect(ids((await list([['sort', 'oldest']])).body.items)).toEqual([L.A, L.B, L.C, L.D, L.E, L.F]);
      expect((await list([['sort', 'cheapest']])).status).toBe(422);
    });

    it('when the review queue is sorted by confidence, then the failed lookup comes first', async () => {
      const res = await call(reviewer).get('/api/review', { q: tag, sort: 'confidence' });
      expect(ids(res.body.items)).toEqual([L.D, L.A, L.E, L.B]);
    });

    it('when paging, then page_size above 200 and page below 1 are 422 naming the field, and a page past the end is empty with the same total', async () => {
      const big = await call(reviewer).get('/api/lookups', { q: tag, page_size: 201 });
      expect(big.status).toBe(422);
      expect(big.body.code).toBe('validation_error');
      expect(big.body.errors.map((e: { field: string }) => e.field)).toEqual(['page_size']);
      const zero = await call(reviewer).get('/api/lookups', { q: tag, page: 0 });
      expect(zero.status).toBe(422);
      expect(zero.body.errors.map((e: { field: string }) => e.field)).toEqual(['page']);
      const reviewBig = await call(reviewer).get('/api/review', { q: tag, page_size: 201 });
      expect(reviewBig.status).toBe(422);
      expect(reviewBig.body.errors.map((e: { field: string }) => e.field)).toEqual(['page_size']);

      const second = await call(reviewer).get('/api/lookups', { q: tag, page: 2, page_size: 4 });
      expect(second.body).toMatchObject({ total: 6, page: 2, page_size: 4 });
      expect(ids(second.body.items)).toEqual([L.B, L.A]);
      const past = await call(reviewer).get('/api/lookups', { q: tag, page: 3, page_size: 4 });
      expect(past.status).toBe(200);
      expect(past.body).toEqual({ items: [], total: 6, page: 3, page_size: 4 });
    });
  });

  describe('lookup.decided in the outbox', () => {
    it('when a lookup is approved, overridden or rejected, then exactly one lookup.decided row carries its summary and the decision', async () => {
      const tag = token('outbox');
      const approved = await makeLookup({ owner: entryA, tag });
      const overridden = await makeLookup({ owner: entryA, tag });
      const rejected = await makeLookup({ owner: entryA, tag });
      expect((await decide(reviewer, approved, { action: 'approve', note: 'fine' })).status).toBe(200);
      expect((await decide(reviewer, overridden, { action: 'override', code: '6109 90 10 07', note: 'synthetic' })).status).toBe(200);
      expect((await decide(reviewer, rejected, { action: 'reject', note: 'wrong product' })).status).toBe(200);

      const cases: Array<[string, object]> = [
        [approved, { decision: 'approved', final_code: RECOMMENDED, note: 'fine' }],
        [overridden, { decision: 'overridden', final_code: OTHER_LEAF, note: 'synthetic' }],
        [rejected, { decision: 'rejected', final_code: null, note: 'wrong product' }],
      ];
      for (const [id, decision] of cases) {
        const rows = await decidedRows(id);
        expect(rows).toHaveLength(1);
        expect(rows[0].data).toMatchObject({
          ...decision,
          id,
          decided_by: reviewer.account.id,
          description: `${tag} cotton t-shirt`,
          market: 'US',
          dataset_version: '2024-12',
          status: 'needs_review',
          recommended_code: RECOMMENDED,
          created_by: entryA.account.id,
          resolved: false,
          decided_at: expect.any(String),
        });
      }
    });

    it('when a lookup is commented on and reopened, then no further lookup.decided row is written', async () => {
      const id = await makeLookup({ owner: entryA, tag: token('outbox') });
      expect((await decide(reviewer, id, { action: 'comment', note: 'before' })).status).toBe(200);
      expect(await decidedRows(id)).toHaveLength(0);
      expect((await decide(reviewer, id, { action: 'approve' })).status).toBe(200);
      expect(await decidedRows(id)).toHaveLength(1);
      expect((await decide(reviewer, id, { action: 'comment', note: 'after' })).status).toBe(200);
      expect((await decide(reviewer, id, { action: 'reopen' })).status).toBe(200);
      expect(await decidedRows(id)).toHaveLength(1);
      // Failed attempts write none either.
      expect((await decide(reviewer, id, { action: 'reopen' })).status).toBe(409);
      expect((await decide(reviewer, id, { action: 'override', code: '6109', note: 'x' })).status).toBe(422);
      expect(await decidedRows(id)).toHaveLength(1);
      // A new decision after reopening is a new event.
      expect((await decide(reviewer, id, { action: 'reject', note: 'second thoughts' })).status).toBe(200);
      const rows = await decidedRows(id);
      expect(rows.map((r) => (r.data as { decision: string }).decision)).toEqual(['approved', 'rejected']);
    });
  });

  describe('SKU link', () => {
    it('when a SKU’s lookup is approved or overridden, then the SKU’s current code is the final code and valid', async () => {
      const sku = await t.deps.db.sku.create({ data: { sku: uniqueName('sku'), market: 'US', description: 'x', created_by_id: entryA.account.id } });
      expect(sku.code_status).toBe('unknown');
      const id = await makeLookup({ owner: entryA, tag: token('sku'), kind: 'sku', skuId: sku.id });
      const res = await decide(reviewer, id, { action: 'approve' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ kind: 'sku', sku_id: sku.id, final_code: RECOMMENDED });
      const after = await t.deps.db.sku.findUniqueOrThrow({ where: { id: sku.id } });
      expect(after).toMatchObject({ current_code: res.body.final_code, code_status: 'valid', code_status_detail: null, checked_version: '2024-12', last_lookup_id: id });

      expect((await decide(reviewer, id, { action: 'reopen' })).status).toBe(200);
      expect((await decide(reviewer, id, { action: 'override', code: '6109901007', note: 'man-made' })).status).toBe(200);
      expect(await t.deps.db.sku.findUniqueOrThrow({ where: { id: sku.id } })).toMatchObject({ current_code: OTHER_LEAF, code_status: 'valid' });
    });
  });

  describe('races and the reader language', () => {
    it('when 30 comments arrive at once from one account, then exactly 20 are accepted and 10 answer 429', async () => {
      const hurried = await given(t.deps.repos).account({ role: 'reviewer' });
      const [a, b] = [await makeLookup({ owner: entryA, tag: token('race') }), await makeLookup({ owner: entryA, tag: token('race') })];
      const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => decide(hurried, i % 2 ? a : b, { action: 'comment', note: `note ${i}` })));
      expect(answers.filter((r) => r.status === 200)).toHaveLength(20);
      expect(answers.filter((r) => r.status === 429)).toHaveLength(10);
    });

    it('when a decision is refused, then the detail follows Accept-Language', async () => {
      const id = await makeLookup({ owner: entryA, tag: token('lang') });
      expect((await decide(reviewer, id, { action: 'approve' })).status).toBe(200);
      const again = await decide(reviewer, id, { action: 'approve' }, 'vi');
      expect(again.status).toBe(409);
      expect(again.body.detail).toBe('Tra cứu này đã có quyết định: hãy mở lại trước.');
      const missing = await decide(reviewer, id, { action: 'override', note: 'x' }, 'ja');
      expect(missing.body.detail).toBe('確定するコードを入力してください。');
    });
  });
});
