/**
 * worker-batch's step: keep a bounded number of a batch's rows in classification. Each call
 * creates lookups (kind `batch`) for the next pending rows as far as the owner's credits reach,
 * marks the rest failed when they reach nowhere, and ends the batch when nothing is left. The
 * classify worker settles each row when its lookup finishes and calls this step again.
 */
import { isExemptOwner, lockCredits, newLookupRows, insertLookups, type Tx } from '../lookups/lookup.repo';
import { LIMITS } from '../limits';
import type { BatchDeps } from './batch-service';
import { finishIfDone } from './batch-settle';
import { BatchGone } from './batch.repo';
import type { BatchRecord } from './batch.view';
import { mappedValue, type BatchMapping } from './row-check';

export interface AdvanceOutcome {
  /** Lookups created: the caller enqueues them after the commit. */
  lookupIds: string[];
  finished: boolean;
  outOfCredits: number;
}

const NOTHING: AdvanceOutcome = { lookupIds: [], finished: false, outOfCredits: 0 };
const ACTIVE = new Set(['queued', 'running']);

export async function advanceBatch(deps: Pick<BatchDeps, 'batches' | 'creditsPerLookup'>, batchId: string, window: number = LIMITS.batchRowsInFlight): Promise<AdvanceOutcome> {
  try {
    return await deps.batches.withLocked(batchId, async (tx, batch) => {
      if (!ACTIVE.has(batch.status)) return NOTHING;
      const [{ inflight }] = await tx.$queryRaw<Array<{ inflight: number }>>`SELECT count(*)::int AS inflight FROM batch_rows WHERE batch_id = ${batchId} AND status = 'processing'`;
      // Refill once half the window has drained: fewer, larger steps for the same flow.
      if (inflight > 0 && inflight >= window / 2) return NOTHING;
      const pending = await tx.$queryRaw<Array<{ row_index: number; raw: Record<string, string> }>>`
        SELECT row_index, raw FROM batch_rows WHERE batch_id = ${batchId} AND status = 'pending' ORDER BY row_index LIMIT ${window - inflight}`;
      if (!pending.length) return { ...NOTHING, finished: await finishIfDone(tx, batch) };
      const affordable = await affordableRows(tx, batch, deps.creditsPerLookup, pending.length);
      if (affordable === 0) {
        const failed = await failForCredits(tx, batchId);
        return { lookupIds: [], finished: await finishIfDone(tx, batch), outOfCredits: failed };
      }
      const lookupIds = await classifyRows(tx, batch, pending.slice(0, affordable));
      if (batch.status === 'queued') await tx.$executeRaw`UPDATE batches SET status = 'running', started_at = COALESCE(started_at, now()), updated_at = now() WHERE id = ${batchId}`;
      return { lookupIds, finished: false, outOfCredits: 0 };
    });
  } catch (error) {
    if (error instanceof BatchGone) return NOTHING;
    throw error;
  }
}

/** How many of `wanted` rows the owner's balance still covers (every unfinished lookup of theirs is spoken for). */
async function affordableRows(tx: Tx, batch: BatchRecord, creditsPerLookup: number, wanted: number): Promise<number> {
  if (!batch.created_by_id) return wanted;
  const [owner] = await tx.$queryRaw<Array<{ unlimited: boolean; role: string }>>`SELECT unlimited, role FROM accounts WHERE id = ${batch.created_by_id}`;
  if (!owner || isExemptOwner(owner, creditsPerLookup)) return owner ? wanted : 0;
  const { available } = await lockCredits(tx, batch.created_by_id, creditsPerLookup);
  return Math.max(0, Math.min(wanted, Math.floor(available / creditsPerLookup)));
}

/** Credits ran out: every row still pending fails with the reason (their duplicates copy nothing). */
async function failForCredits(tx: Tx, batchId: string): Promise<number> {
  const reason = 'Out of credits: the balance did not cover this row when its turn came. Add credits, then retry the batch.';
  const failed = await tx.$executeRaw`UPDATE batch_rows SET status = 'error', error = ${reason}, updated_at = now() WHERE batch_id = ${batchId} AND status = 'pending'`;
  await tx.$executeRaw`
    UPDATE batch_rows d SET error = ${reason}, updated_at = now() FROM batch_rows o
    WHERE d.batch_id = ${batchId} AND d.status = 'duplicate' AND o.batch_id = d.batch_id AND o.row_index = d.duplicate_of AND o.error = ${reason}`;
  return failed;
}

/** One lookup per row, created and linked in the same transaction: a crash never leaves a row without its lookup or the reverse. */
async function classifyRows(tx: Tx, batch: BatchRecord, rows: Array<{ row_index: number; raw: Record<string, string> }>): Promise<string[]> {
  const mapping = batch.column_mapping as BatchMapping;
  const text = (raw: Record<string, string>, field: Parameters<typeof mappedValue>[2]) => mappedValue(raw, mapping, field) || null;
  const lookups = newLookupRows(
    rows.map((row) => ({
      kind: 'batch' as const,
      description: text(row.raw, 'description') ?? '',
      material: text(row.raw, 'material'),
      use: text(row.raw, 'use'),
      composition: text(row.raw, 'composition'),
      origin: text(row.raw, 'origin'),
      notes: text(row.raw, 'notes'),
      market: batch.market!,
      tariff_version: batch.tariff_version,
      dataset_version: batch.dataset_version!,
      language: batch.language ?? 'en',
      created_by_id: batch.created_by_id!,
      batch_id: batch.id,
      row_index: row.row_index,
      request_id: batch.request_id,
    })),
  );
  await insertLookups(tx, lookups);
  const links = lookups.map((l) => ({ row_index: l.row_index, lookup_id: l.id }));
  await tx.$executeRaw`
    UPDATE batch_rows r SET status = 'processing', lookup_id = x.lookup_id, attempts = r.attempts + 1, error = NULL, updated_at = now()
    FROM jsonb_to_recordset(${JSON.stringify(links)}::jsonb) AS x(row_index int, lookup_id text)
    WHERE r.batch_id = ${batch.id} AND r.row_index = ANY(${rows.map((row) => row.row_index)}::int[]) AND r.row_index = x.row_index`;
  return lookups.map((l) => l.id as string);
}

/** Batches that should be moving: the sweeper nudges them in case a wake-up was lost. */
export async function activeBatchIds(deps: Pick<BatchDeps, 'db'>): Promise<string[]> {
  const rows = await deps.db.batch.findMany({ where: { status: { in: ['queued', 'running'] } }, select: { id: true }, take: 1000 });
  return rows.map((r) => r.id);
}

/** Lookups of active batches still queued a while after creation: their classify job may never have been enqueued (a worker died in between). */
export async function waitingRowLookups(deps: Pick<BatchDeps, 'db'>, olderThanMs: number): Promise<Array<{ id: string; request_id: string | null }>> {
  return deps.db.$queryRaw<Array<{ id: string; request_id: string | null }>>`
    SELECT l.id, l.request_id FROM batches b JOIN batch_rows r ON r.batch_id = b.id AND r.status = 'processing' JOIN lookups l ON l.id = r.lookup_id
    WHERE b.status IN ('queued', 'running') AND l.status = 'queued' AND l.updated_at < ${new Date(Date.now() - olderThanMs)}
    LIMIT 1000`;
}
