/**
 * What the batch endpoints do, transport-free: read with the caller's visibility, check rows
 * against a mapping, start, retry and edit. The API enqueues `advance-batch` after these return
 * (the job catalog lives above the domain).
 */
import type { Db, Prisma } from '@tcs/db';
import { canSee, seesEverything, type Caller } from '../caller';
import { AppError } from '../errors';
import { isExemptOwner, lockCredits, type Tx } from '../lookups/lookup.repo';
import { requireWithinLimit } from '../plans/entitlements';
import type { DatasetRepo } from '../tariffs/dataset.repo';
import type { TariffLineRepo } from '../tariffs/tariff-line.repo';
import { checkCodes, type CodeCheck } from '../tariffs/code-check';
import { canRetry, canStart, editOutcome, emptyCounts, type RowCounts } from './batch-rules';
import { BatchRepo, LONG_TRANSACTION, type CheckedRow, type RowWithLookup } from './batch.repo';
import { batchView, rowView, type BatchRecord } from './batch.view';
import { mappedValue, mappingIssues, RowChecker, type BatchMapping, type Precheck, type RowCheck } from './row-check';

export interface BatchDeps {
  db: Db;
  batches: BatchRepo;
  datasets: DatasetRepo;
  tariffLines: TariffLineRepo;
  creditsPerLookup: number;
}

export interface StartBody {
  column_mapping: BatchMapping;
  market: string;
  tariff_version?: string | null;
  save_to_catalog?: boolean;
}

export async function visibleBatch(deps: Pick<BatchDeps, 'batches'>, caller: Caller, id: string): Promise<BatchRecord> {
  const batch = await deps.batches.get(id);
  if (!batch || !canSee(caller, batch.created_by_id)) throw new AppError('not_found');
  return batch;
}

export async function batchViews(deps: Pick<BatchDeps, 'batches'>, batches: BatchRecord[], options: { preview?: boolean } = {}) {
  const counts = await deps.batches.counts(batches.map((b) => b.id));
  return batches.map((b) => batchView(b, counts.get(b.id) ?? emptyCounts(), options));
}

export async function listBatches(deps: Pick<BatchDeps, 'batches'>, caller: Caller, limit: number) {
  return batchViews(deps, await deps.batches.list(seesEverything(caller) ? null : caller.accountId, limit));
}

export const rowViews = (rows: RowWithLookup[]) => rows.map((row) => ({ ...rowView(row), final_code: row.decided_code ?? row.final_code }));

/** The mapping must name columns of the file; `description` is required, `sku` with `save_to_catalog`. */
function checkMapping(batch: BatchRecord, body: StartBody): void {
  const columns = new Set(batch.columns as string[]);
  const errors = Object.entries(body.column_mapping).flatMap(([field, column]) =>
    column && !columns.has(column) ? [{ field: `column_mapping.${field}`, message: `"${column}" is not a column of the file: ${[...columns].join(', ')}` }] : [],
  );
  if (!body.column_mapping.description) errors.push({ field: 'column_mapping.description', message: '"description" must name the column that holds the product description' });
  if (body.save_to_catalog && !body.column_mapping.sku) errors.push({ field: 'column_mapping.sku', message: 'save_to_catalog needs a column mapped to "sku"' });
  if (errors.length) throw new AppError('validation_error', { errors });
}

const STATE_OF_VERDICT: Record<RowCheck['verdict'], string> = { valid: 'pending', empty: 'skipped', example: 'skipped', invalid: 'error', duplicate: 'duplicate' };

/**
 * Checks every row against the mapping, a page at a time, and writes what it found; at start
 * also each row's state and the check of its code in use against the schedule.
 */
async function checkRows(deps: BatchDeps, tx: Tx, batch: BatchRecord, body: StartBody, start: { dataset: { id: string; version: string; market: string } } | null): Promise<Precheck> {
  const checker = new RowChecker(body.column_mapping, { saveToCatalog: body.save_to_catalog, language: batch.language });
  for await (const page of deps.batches.allRows(batch.id, 2000, tx)) {
    const checks = page.map((row) => ({ row, check: checker.check(row.row_index, row.raw as Record<string, string>) }));
    const codes = new Map<string, CodeCheck>();
    if (start && body.column_mapping.existing_code) {
      const entered = checks.map(({ row }) => mappedValue(row.raw as Record<string, string>, body.column_mapping, 'existing_code')).filter(Boolean);
      for (const [text, found] of await checkCodes(deps.db, start.dataset, entered)) codes.set(text, found);
    }
    const written: CheckedRow[] = checks.map(({ row, check }) => ({
      row_index: row.row_index,
      status: STATE_OF_VERDICT[check.verdict],
      issues: check.issues,
      duplicate_of: check.duplicate_of,
      error: check.verdict === 'invalid' ? check.issues.filter((i) => i.severity === 'error').map((i) => i.message).join('; ') : null,
      code_check: codes.get(mappedValue(row.raw as Record<string, string>, body.column_mapping, 'existing_code')) ?? null,
    }));
    await BatchRepo.writeChecked(tx, batch.id, written, !!start);
  }
  const precheck = checker.precheck;
  return { ...precheck, issues: [...mappingIssues(body.column_mapping, !!body.save_to_catalog, batch.language), ...precheck.issues] };
}

const validationOf = (batch: BatchRecord, precheck: Precheck) => ({ ...(batch.validation as object), precheck }) as unknown as Prisma.InputJsonObject;

/** `POST .../validate`: the row check for this mapping, written on the rows; the batch stays `uploaded`. */
export async function validateBatch(deps: BatchDeps, caller: Caller, id: string, body: StartBody) {
  await visibleBatch(deps, caller, id);
  return deps.batches.withLocked(id, async (tx, batch) => {
    if (!canStart(batch.status)) throw new AppError('conflict', { messageKey: 'error.conflict.batch_started' });
    checkMapping(batch, body);
    if (body.tariff_version || body.market) await deps.datasets.resolve(body.market, body.tariff_version ?? null);
    const precheck = await checkRows(deps, tx, batch, body, null);
    return BatchRepo.update(tx, id, { validation: validationOf(batch, precheck) });
  }, LONG_TRANSACTION);
}

/** 402 unless the owner's balance covers at least one more lookup (administrators and unlimited accounts are exempt). */
async function requireCredits(deps: BatchDeps, tx: Tx, caller: Caller) {
  if (isExemptOwner({ unlimited: caller.unlimited, role: caller.accountRole }, deps.creditsPerLookup)) return;
  const { available, credits, reserved } = await lockCredits(tx, caller.accountId, deps.creditsPerLookup);
  if (available < deps.creditsPerLookup) {
    throw new AppError('out_of_credits', { params: { balance: Math.max(0, available), needed: deps.creditsPerLookup }, details: { balance: credits, reserved, needed: deps.creditsPerLookup } });
  }
}

/**
 * `POST .../start`: plan and credits allow it, rows get their states (skipped, duplicate, error
 * for invalid ones, pending for the rest), market and schedule version are fixed, status `queued`.
 */
export async function startBatch(deps: BatchDeps, caller: Caller, id: string, body: StartBody) {
  await visibleBatch(deps, caller, id);
  return deps.batches.withLocked(id, async (tx, batch) => {
    if (!canStart(batch.status)) throw new AppError('conflict', { messageKey: 'error.conflict.batch_started' });
    checkMapping(batch, body);
    requireWithinLimit(caller.entitlements, 'batch_max_rows', batch.total_rows);
    const dataset = await deps.datasets.resolve(body.market, body.tariff_version ?? null);
    const precheck = await checkRows(deps, tx, batch, body, { dataset: { id: dataset.id, version: dataset.version, market: body.market } });
    if (precheck.valid > 0) await requireCredits(deps, tx, caller);
    return BatchRepo.update(tx, id, {
      status: 'queued',
      column_mapping: body.column_mapping,
      market: body.market,
      tariff_version: body.tariff_version ?? null,
      dataset_version: dataset.version,
      save_to_catalog: !!body.save_to_catalog,
      validation: validationOf(batch, precheck),
    });
  }, LONG_TRANSACTION);
}

/** `POST .../retry`: the named `error` rows (default: all) back to `pending`, the batch `queued` again. */
export async function retryBatch(deps: BatchDeps, caller: Caller, id: string, rows: number[] | undefined) {
  await visibleBatch(deps, caller, id);
  return deps.batches.withLocked(id, async (tx, batch) => {
    if (!canRetry(batch.status)) throw new AppError('conflict', { messageKey: 'error.conflict.batch_unfinished' });
    const failed = await tx.batchRow.findMany({ where: { batch_id: id, status: 'error' }, select: { row_index: true } });
    const failedSet = new Set(failed.map((r) => r.row_index));
    const chosen = rows ?? [...failedSet];
    const errors = chosen.flatMap((rowIndex, i) => (failedSet.has(rowIndex) ? [] : [{ field: `rows.${i}`, message: `row ${rowIndex} is not an error row of this batch` }]));
    if (errors.length) throw new AppError('validation_error', { errors });
    if (!chosen.length) throw new AppError('conflict', { messageKey: 'error.conflict.nothing_to_retry' });
    await requireCredits(deps, tx, caller);
    await requeueRows(tx, id, chosen);
    return BatchRepo.update(tx, id, { status: 'queued', finished_at: null });
  });
}

async function requeueRows(tx: Tx, batchId: string, rowIndexes: number[]) {
  await tx.batchRow.updateMany({ where: { batch_id: batchId, row_index: { in: rowIndexes } }, data: { status: 'pending', error: null, result_status: null, recommended_code: null, confidence: null } });
  // Their duplicates will copy the new outcome: the old one goes now.
  await tx.batchRow.updateMany({ where: { batch_id: batchId, duplicate_of: { in: rowIndexes } }, data: { error: null, result_status: null, recommended_code: null, confidence: null, lookup_id: null } });
}

/**
 * `PATCH .../rows/{row_index}`: new cell values (columns of the file only). Before start any row;
 * after the end an `error` row, which is then checked again and re-queued.
 */
export async function editBatchRow(deps: BatchDeps, caller: Caller, id: string, rowIndex: number, cells: Record<string, string | null>) {
  await visibleBatch(deps, caller, id);
  const result = await deps.batches.withLocked(id, async (tx, batch) => {
    const row = await deps.batches.row(id, rowIndex, tx);
    if (!row) throw new AppError('not_found');
    const outcome = editOutcome(batch.status, row.status);
    if (outcome === 'conflict') throw new AppError('conflict', { messageKey: 'error.conflict.row_not_editable' });
    const columns = new Set(batch.columns as string[]);
    const errors = Object.keys(cells).flatMap((column) => (columns.has(column) ? [] : [{ field: `raw.${column}`, message: `"${column}" is not a column of the file` }]));
    if (errors.length) throw new AppError('validation_error', { errors });
    const raw = { ...(row.raw as Record<string, string>), ...Object.fromEntries(Object.entries(cells).map(([k, v]) => [k, (v ?? '').trim()])) };
    const check = new RowChecker(batch.column_mapping as BatchMapping, { language: batch.language }).check(rowIndex, raw);
    if (outcome === 'edit') return { requeue: false, row: await tx.batchRow.update({ where: { batch_id_row_index: { batch_id: id, row_index: rowIndex } }, data: { raw, issues: check.issues as object[] } }) };
    if (check.verdict === 'invalid' || check.verdict === 'empty') {
      throw new AppError('validation_error', { errors: check.issues.map((i) => ({ field: `raw.${(batch.column_mapping as BatchMapping)[i.field as keyof BatchMapping] ?? i.field}`, message: i.message })) });
    }
    await requireCredits(deps, tx, caller);
    await requeueRows(tx, id, [rowIndex]);
    const updated = await tx.batchRow.update({ where: { batch_id_row_index: { batch_id: id, row_index: rowIndex } }, data: { raw, issues: check.issues as object[] } });
    await BatchRepo.update(tx, id, { status: 'queued', finished_at: null });
    return { requeue: true, row: updated };
  });
  return { requeue: result.requeue, row: { ...rowView(result.row), final_code: result.row.final_code } };
}

export type { RowCounts };
