import type { Db } from '@tcs/db';
import type { PoolClient } from 'pg';

/**
 * Lookup figures per day come from lookup_stats_daily plus the deltas not yet folded into it
 * (see the usage_reports migration): both are read in one statement, so a fold running at the
 * same time is seen either wholly or not at all.
 */
export const STAT_COLUMNS = 'day, account_id, kind, market, status, lookups, credits_used, llm_calls, input_tokens, output_tokens, charged_lookups, processing_ms, timed_lookups';

/** FROM-able SQL of the stats of days $1..$2 (dates), and of account $3 when `oneAccount`. */
export function lookupStats(oneAccount: boolean): string {
  const where = `day >= $1::date AND day <= $2::date${oneAccount ? ' AND account_id = $3' : ''}`;
  return `(SELECT ${STAT_COLUMNS} FROM lookup_stats_daily WHERE ${where} UNION ALL SELECT ${STAT_COLUMNS} FROM lookup_stat_deltas WHERE ${where})`;
}

const FOLD_BATCH = 50_000;

/**
 * Moves pending deltas into the daily rows, a batch at a time, in one statement per batch.
 * SKIP LOCKED lets several workers fold at once without taking the same deltas twice.
 */
export async function foldLookupStats(db: Db): Promise<number> {
  let folded = 0;
  for (;;) {
    const { rows } = await db.pool.query<{ moved: number }>(
      `WITH moved AS (
         DELETE FROM lookup_stat_deltas WHERE id IN (SELECT id FROM lookup_stat_deltas ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED)
         RETURNING ${STAT_COLUMNS}),
       summed AS (
         SELECT day, account_id, kind, market, status, sum(lookups) AS lookups, sum(credits_used) AS credits_used, sum(llm_calls) AS llm_calls,
           sum(input_tokens) AS input_tokens, sum(output_tokens) AS output_tokens, sum(charged_lookups) AS charged_lookups,
           sum(processing_ms) AS processing_ms, sum(timed_lookups) AS timed_lookups, count(*) AS deltas
         FROM moved GROUP BY day, account_id, kind, market, status),
       upserted AS (
         INSERT INTO lookup_stats_daily AS d (${STAT_COLUMNS})
         SELECT ${STAT_COLUMNS} FROM summed
         ON CONFLICT (day, account_id, kind, market, status) DO UPDATE SET
           lookups = d.lookups + EXCLUDED.lookups, credits_used = d.credits_used + EXCLUDED.credits_used, llm_calls = d.llm_calls + EXCLUDED.llm_calls,
           input_tokens = d.input_tokens + EXCLUDED.input_tokens, output_tokens = d.output_tokens + EXCLUDED.output_tokens,
           charged_lookups = d.charged_lookups + EXCLUDED.charged_lookups, processing_ms = d.processing_ms + EXCLUDED.processing_ms,
           timed_lookups = d.timed_lookups + EXCLUDED.timed_lookups
         RETURNING 1)
       SELECT coalesce(sum(deltas), 0)::int AS moved FROM summed`,
      [FOLD_BATCH],
    );
    folded += rows[0].moved;
    if (rows[0].moved < FOLD_BATCH) return folded;
  }
}

/**
 * An analytic read: a read-only transaction with room to sort in memory and without JIT
 * compilation (which costs more than it saves on queries of this size).
 */
export async function analyticRead<T>(db: Db, read: (client: PoolClient) => Promise<T>): Promise<T> {
  const client = await db.pool.connect();
  try {
    await client.query("BEGIN READ ONLY; SET LOCAL work_mem = '32MB'; SET LOCAL jit = off");
    const result = await read(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
