import { scratchDatabase, type TestDb } from '@tcs/testing';
import { newId } from '../ids';
import { foldLookupStats, lookupStats } from './lookup-stats';

/**
 * The daily lookup figures are kept by triggers and folded by a job; whatever writes lookups
 * (one row or many, inserts, status moves, charges, owner changes, deletes) and whenever the
 * fold runs (not yet, during, twice at once), daily + pending deltas equal a count of the
 * lookups themselves.
 */
describe('lookup stats kept by triggers and folded', () => {
  let t: TestDb;
  const owners = [newId(), newId()];

  beforeAll(async () => {
    t = await scratchDatabase();
  });
  afterAll(() => t.close());

  const FIGURES = `lookups, credits_used, llm_calls, input_tokens, output_tokens, charged_lookups, processing_ms, timed_lookups`;

  /** Both sides as sorted JSON rows, groups with nothing in them left out. */
  async function bothSides() {
    const fromStats = await t.db.pool.query(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, account_id, kind, market, status, ${FIGURES.split(', ').map((f) => `sum(${f})::bigint AS ${f}`).join(', ')}
       FROM ${lookupStats(false)} s GROUP BY 1, 2, 3, 4, 5 HAVING ${FIGURES.split(', ').map((f) => `sum(${f}) <> 0`).join(' OR ')} ORDER BY 1, 2, 3, 4, 5`,
      ['2000-01-01', '2100-01-01'],
    );
    const direct = await t.db.pool.query(
      `SELECT to_char((created_at AT TIME ZONE 'UTC')::date, 'YYYY-MM-DD') AS day, coalesce(created_by_id, '') AS account_id, kind, market, status,
         count(*)::bigint AS lookups, sum(credits_charged)::bigint AS credits_used, sum(llm_calls)::bigint AS llm_calls, sum(input_tokens)::bigint AS input_tokens,
         sum(output_tokens)::bigint AS output_tokens, count(*) FILTER (WHERE credits_charged > 0)::bigint AS charged_lookups,
         coalesce(sum(processing_ms), 0)::bigint AS processing_ms, count(processing_ms)::bigint AS timed_lookups
       FROM lookups GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5`,
    );
    return { fromStats: fromStats.rows, direct: direct.rows };
  }

  async function expectAgree() {
    const { fromStats, direct } = await bothSides();
    expect(direct.length).toBeGreaterThan(0);
    expect(fromStats).toEqual(direct);
  }

  it('when lookups are written every way and folded at any point, then the figures always equal a direct count', async () => {
    // 40 lookups in one statement, over two UTC days either side of midnight, two owners and none.
    await t.db.pool.query(
      `INSERT INTO lookups (id, kind, created_by_id, description, market, status, created_at)
       SELECT md5('stats' || g), (ARRAY['single','batch','sku'])[1 + g % 3], CASE WHEN g % 7 = 0 THEN NULL ELSE ($1::text[])[1 + g % 2] END,
         'x', (ARRAY['US','EU','VN'])[1 + g % 3], 'queued', timestamptz '2026-05-01T23:59:59.990Z' + g * interval '1 millisecond'
       FROM generate_series(1, 40) g`,
      [owners],
    );
    await expectAgree();

    // Claimed one at a time, then finished many at once with charges, tokens and times.
    for (let g = 1; g <= 10; g++) await t.db.pool.query(`UPDATE lookups SET status = 'processing', attempts = attempts + 1 WHERE id = md5('stats' || $1::text)`, [g]);
    await expectAgree();
    expect(await foldLookupStats(t.db)).toBeGreaterThan(0);
    await expectAgree();
    await t.db.pool.query(
      `UPDATE lookups SET status = (ARRAY['proposed','needs_review','needs_info','error'])[1 + abs(hashtext(id)) % 4], processing_ms = 40 + abs(hashtext(id)) % 50,
         llm_calls = 1, input_tokens = 300, output_tokens = 25 WHERE status = 'processing'`,
    );
    await t.db.pool.query(`UPDATE lookups SET credits_charged = 1 WHERE status <> 'error' AND processing_ms IS NOT NULL AND created_by_id IS NOT NULL`);
    // Updates that move no figure (progress, review texts) leave no delta.
    const before = Number((await t.db.pool.query('SELECT count(*) FROM lookup_stat_deltas')).rows[0].count);
    await t.db.pool.query(`UPDATE lookups SET progress = '{"stage":"ranking"}', review_note = 'n', updated_at = now()`);
    expect(Number((await t.db.pool.query('SELECT count(*) FROM lookup_stat_deltas')).rows[0].count)).toBe(before);
    await expectAgree();

    // An owner change, a market change and deletions.
    await t.db.pool.query(`UPDATE lookups SET created_by_id = $1 WHERE created_by_id IS NULL`, [owners[0]]);
    await t.db.pool.query(`UPDATE lookups SET market = 'EU' WHERE id = md5('stats3')`);
    await t.db.pool.query(`DELETE FROM lookups WHERE id IN (md5('stats4'), md5('stats5'), md5('stats30'))`);
    await expectAgree();

    // Two folds at once take disjoint deltas: nothing counted twice, nothing left.
    await Promise.all([foldLookupStats(t.db), foldLookupStats(t.db), foldLookupStats(t.db)]);
    expect(Number((await t.db.pool.query('SELECT count(*) FROM lookup_stat_deltas')).rows[0].count)).toBe(0);
    await expectAgree();
  });

  it('when the lookups straddle midnight UTC, then each counts on its own UTC day whatever the session time zone', async () => {
    const client = await t.db.pool.connect();
    try {
      await client.query(`BEGIN; SET LOCAL timezone = 'America/Los_Angeles'`);
      await client.query(`INSERT INTO lookups (id, kind, description, market, status, created_at) VALUES (md5('stats-la'), 'single', 'x', 'US', 'queued', '2026-05-01 17:00:00')`);
      const { rows } = await client.query(
        `SELECT to_char(day, 'YYYY-MM-DD') AS day, sum(lookups)::int AS lookups FROM ${lookupStats(false)} s GROUP BY 1 ORDER BY 1`,
        ['2026-05-01', '2026-05-02'],
      );
      await client.query('ROLLBACK');
      // g = 1…9 land before midnight (…59.991 to …59.999), 4 and 5 deleted; g = 10…40 after it, 30 deleted; and
      // 17:00 in Los Angeles is already 2 May in UTC.
      expect(rows).toEqual([{ day: '2026-05-01', lookups: 7 }, { day: '2026-05-02', lookups: 31 }]);
    } finally {
      client.release();
    }
  });
});
