/**
 * A batch row's end, written in the same transaction that finishes (or fails) its lookup, so a
 * crash can never leave a finished lookup with an unfinished row: the row and its duplicates take
 * the outcome and the catalog gets the rows' SKUs when asked. It takes no lock on the batch (the
 * rows of one batch finish in parallel); the batch's end is found by its next advance step,
 * which holds that lock and sees only committed rows.
 */

import type { Tx } from '../lookups/lookup.repo';
import { OutboxRepo } from '../outbox/outbox.repo';
import { agreementOf, type CodeCheck } from '../tariffs/code-check';
import { emptyCounts, finishedStatus, type RowCounts } from './batch-rules';
import { batchView, type BatchRecord } from './batch.view';
import { mappedValue, type BatchMapping } from './row-check';

type SettlingBatch = Pick<BatchRecord, 'id' | 'status' | 'save_to_catalog' | 'column_mapping' | 'market' | 'created_by_id' | 'dataset_version' | 'request_id'>;

interface SettledRow {
  row_index: number;
  raw: Record<string, string>;
  code_check: CodeCheck | null;
}

interface FinishedRowLookup {
  id: string;
  batch_id: string | null;
  row_index: number | null;
  status: string;
  recommended_code: string | null;
  confidence: number | null;
  error: string | null;
  market: string;
  created_by_id: string | null;
}

/** What the finishing worker needs to know afterwards: whether rows still wait for a turn. */
export interface SettledBatchRow {
  waiting: boolean;
}

export async function settleBatchRow(tx: Tx, lookup: FinishedRowLookup): Promise<SettledBatchRow | null> {
  if (!lookup.batch_id || lookup.row_index === null) return null;
  // One round trip: the row by its key and its duplicates by (batch, duplicate_of), two index
  // probes, with the batch columns a settle reads (the preview and the precheck stay in the table).
  const found = await tx.$queryRaw<Array<SettledRow & SettlingBatch & { own: boolean; waiting: boolean }>>`
    WITH rows AS (
      SELECT row_index, raw, code_check, true AS own FROM batch_rows
      WHERE batch_id = ${lookup.batch_id} AND row_index = ${lookup.row_index} AND lookup_id = ${lookup.id} AND status = 'processing'
      UNION ALL
      SELECT row_index, raw, code_check, false FROM batch_rows WHERE batch_id = ${lookup.batch_id} AND duplicate_of = ${lookup.row_index} AND status = 'duplicate'
    )
    SELECT rows.*, b.id, b.status, b.save_to_catalog, b.column_mapping, b.market, b.created_by_id, b.dataset_version, b.request_id,
      EXISTS (SELECT 1 FROM batch_rows p WHERE p.batch_id = b.id AND p.status = 'pending') AS waiting
    FROM rows CROSS JOIN batches b WHERE b.id = ${lookup.batch_id}`;
  // No own row: edited or retried since, so not this lookup's row any more.
  if (!found.some((row) => row.own)) return null;
  const batch = found[0];
  const rows: SettledRow[] = found;
  const failed = lookup.status === 'error';
  const outcome = rows.map((row) => ({
    row_index: row.row_index,
    status: row.row_index === lookup.row_index ? (failed ? 'error' : 'done') : 'duplicate',
    code_check: row.code_check ? { ...row.code_check, suggested_code: lookup.recommended_code, agreement: agreementOf(row.code_check.code ?? row.code_check.entered, lookup.recommended_code) } : null,
  }));
  await tx.$executeRaw`
    UPDATE batch_rows r SET status = x.status, code_check = x.code_check, lookup_id = ${lookup.id}, result_status = ${lookup.status},
      recommended_code = ${lookup.recommended_code}, confidence = ${failed ? null : lookup.confidence}, error = ${failed ? lookup.error : null}, updated_at = now()
    FROM jsonb_to_recordset(${JSON.stringify(outcome)}::jsonb) AS x(row_index int, status text, code_check jsonb)
    WHERE r.batch_id = ${lookup.batch_id} AND r.row_index = ANY(${rows.map((row) => row.row_index)}::int[]) AND r.row_index = x.row_index`;
  if (batch.save_to_catalog && !failed) await saveToCatalog(tx, batch, lookup, rows);
  return { waiting: batch.waiting };
}

/** Each row with a SKU becomes (or updates) the catalog's SKU of the batch's market; the row's own lookup is linked to it. */
async function saveToCatalog(tx: Tx, batch: SettlingBatch, lookup: FinishedRowLookup, rows: SettledRow[]) {
  const mapping = batch.column_mapping as BatchMapping;
  const items = rows
    .map((row) => {
      const value = (field: Parameters<typeof mappedValue>[2]) => mappedValue(row.raw, mapping, field) || null;
      return {
        row_index: row.row_index,
        sku: value('sku'),
        description: value('description'),
        material: value('material'),
        use: value('use'),
        composition: value('composition'),
        origin: value('origin'),
        notes: value('notes'),
        current_code: row.code_check ? row.code_check.code ?? row.code_check.entered : null,
        code_status: row.code_check?.status ?? null,
      };
    })
    .filter((item) => item.sku)
    // One order for every transaction that upserts SKUs: two rows sharing a SKU wait, never deadlock.
    .sort((a, b) => (a.sku! < b.sku! ? -1 : a.sku! > b.sku! ? 1 : 0));
  if (!items.length) return;
  const saved = await tx.$queryRaw<Array<{ id: number; sku: string }>>`
    INSERT INTO skus (sku, market, created_by_id, description, material, use, composition, origin, notes, current_code, code_status, checked_version, checked_at, suggested_code, last_lookup_id, created_at, updated_at)
    SELECT x.sku, ${batch.market}, ${batch.created_by_id}, x.description, x.material, x.use, x.composition, x.origin, x.notes, x.current_code,
      COALESCE(x.code_status, 'unknown'), CASE WHEN x.code_status IS NULL THEN NULL ELSE ${batch.dataset_version} END, CASE WHEN x.code_status IS NULL THEN NULL ELSE now() END,
      ${lookup.recommended_code}, ${lookup.id}, now(), now()
    FROM jsonb_to_recordset(${JSON.stringify(items)}::jsonb) AS x(sku text, description text, material text, use text, composition text, origin text, notes text, current_code text, code_status text)
    ON CONFLICT (sku, market) DO UPDATE SET description = EXCLUDED.description, material = EXCLUDED.material, use = EXCLUDED.use, composition = EXCLUDED.composition,
      origin = EXCLUDED.origin, notes = EXCLUDED.notes, suggested_code = EXCLUDED.suggested_code, last_lookup_id = EXCLUDED.last_lookup_id, updated_at = now(),
      current_code = COALESCE(EXCLUDED.current_code, skus.current_code), code_status = CASE WHEN EXCLUDED.current_code IS NULL THEN skus.code_status ELSE EXCLUDED.code_status END,
      checked_version = COALESCE(EXCLUDED.checked_version, skus.checked_version), checked_at = COALESCE(EXCLUDED.checked_at, skus.checked_at)
    RETURNING id, sku`;
  const own = items.find((item) => item.row_index === lookup.row_index);
  const ownSku = own && saved.find((s) => s.sku === own.sku);
  if (ownSku) await tx.$executeRaw`UPDATE lookups SET sku_id = ${ownSku.id} WHERE id = ${lookup.id}`;
}

export async function rowCountsIn(tx: Tx, batchId: string): Promise<RowCounts> {
  const groups = await tx.$queryRaw<Array<{ status: keyof RowCounts; n: number }>>`SELECT status, count(*)::int AS n FROM batch_rows WHERE batch_id = ${batchId} GROUP BY status`;
  const counts = emptyCounts();
  for (const group of groups) counts[group.status] = group.n;
  return counts;
}

/**
 * Under the batch row lock (the advance step): the batch ends when no committed row is pending or
 * processing; `batch.completed` goes out with it, once.
 */
export async function finishIfDone(tx: Tx, batch: Pick<BatchRecord, 'id' | 'status' | 'request_id'>): Promise<boolean> {
  if (batch.status !== 'queued' && batch.status !== 'running') return false;
  // An index probe on every settle; the full count only once, at the end.
  const [{ unfinished }] = await tx.$queryRaw<Array<{ unfinished: boolean }>>`
    SELECT EXISTS (SELECT 1 FROM batch_rows WHERE batch_id = ${batch.id} AND status IN ('pending', 'processing')) AS unfinished`;
  if (unfinished) return false;
  const counts = await rowCountsIn(tx, batch.id);
  const [finished] = await tx.$queryRaw<BatchRecord[]>`
    UPDATE batches SET status = ${finishedStatus(counts.error)}, processed_rows = ${counts.done + counts.error + counts.skipped + counts.duplicate}, failed_rows = ${counts.error},
      started_at = COALESCE(started_at, now()), finished_at = now(), updated_at = now()
    WHERE id = ${batch.id} RETURNING *`;
  await OutboxRepo.record(tx, 'batch.completed', batchView(finished, counts), batch.request_id);
  return true;
}

