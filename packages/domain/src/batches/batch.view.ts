/** What clients see of a batch and its rows. Pure: the records and counts come from the repository. */
import type { Prisma } from '@tcs/db';
import { processedOf, progressFigures, type RowCounts } from './batch-rules';

export type BatchRecord = Prisma.BatchGetPayload<object>;
export type BatchRowRecord = Prisma.BatchRowGetPayload<object>;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The batch object of the spec; `preview` only when asked (upload, `preview=true`), never in events. */
export function batchView(batch: BatchRecord, counts: RowCounts, options: { preview?: boolean } = {}) {
  const view = {
    id: batch.id,
    created_at: batch.created_at.toISOString(),
    updated_at: batch.updated_at.toISOString(),
    created_by: batch.created_by_id,
    filename: batch.filename,
    status: batch.status,
    columns: batch.columns,
    column_mapping: batch.column_mapping,
    market: batch.market ?? '',
    tariff_version: batch.tariff_version,
    dataset_version: batch.dataset_version,
    language: batch.language,
    validation: batch.validation,
    total_rows: batch.total_rows,
    processed_rows: processedOf(counts),
    failed_rows: counts.error,
    counts,
    error: null,
    save_to_catalog: batch.save_to_catalog,
    started_at: iso(batch.started_at),
    finished_at: iso(batch.finished_at),
  };
  return options.preview ? { ...view, preview: batch.preview } : view;
}

export function progressView(batch: BatchRecord, counts: RowCounts) {
  return {
    id: batch.id,
    status: batch.status,
    total_rows: batch.total_rows,
    ...progressFigures(counts, batch.total_rows, batch.started_at, batch.finished_at),
    counts,
    started_at: iso(batch.started_at),
    finished_at: iso(batch.finished_at),
  };
}

export function rowView(row: BatchRowRecord) {
  return {
    row_index: row.row_index,
    raw: row.raw,
    status: row.status,
    issues: row.issues,
    duplicate_of: row.duplicate_of,
    lookup_id: row.lookup_id,
    attempts: row.attempts,
    error: row.error,
    result_status: row.result_status,
    recommended_code: row.recommended_code,
    confidence: row.confidence,
    code_check: row.code_check ?? null,
    final_code: row.final_code,
    updated_at: row.updated_at.toISOString(),
  };
}
