/**
 * Batches and their rows in PostgreSQL. Rows are stored at upload (cells by column name), so
 * every later step (check, start, classification, export) reads the database, never the file,
 * and any process on any machine can carry on where another stopped.
 */
import type { Db } from '@tcs/db';
import type { Prisma } from '@tcs/db';
import { LOCKING_TRANSACTION, type Tx } from '../lookups/lookup.repo';
import { emptyCounts, type RowCounts } from './batch-rules';
import type { BatchRecord, BatchRowRecord } from './batch.view';

export interface NewBatch {
  id: string;
  created_by_id: string;
  filename: string;
  file_size: number;
  language: string;
  request_id: string | null;
}

export interface UploadedRow {
  row_index: number;
  raw: Record<string, string>;
  issues: unknown[];
}

export interface UploadSummary {
  columns: string[];
  column_mapping: Record<string, string | null>;
  validation: Record<string, unknown>;
  preview: unknown[];
  total_rows: number;
}

/** A row as the check writes it back (validate: issues only; start: its state too). */
export interface CheckedRow {
  row_index: number;
  status: string;
  issues: unknown[];
  duplicate_of: number | null;
  error: string | null;
  code_check: unknown;
}

/** Rows joined with their lookup: the reviewer's code and the export's columns come from there. */
export type RowWithLookup = BatchRowRecord & { decided_code: string | null; recommended_description: string | null; review_flags: unknown };

const INSERT_CHUNK = 1000;
/** Big batches take seconds to check and start: these transactions may run that long. */
export const LONG_TRANSACTION = { maxWait: 10_000, timeout: 120_000 };

export class BatchRepo {
  constructor(private readonly db: Db) {}

  /**
   * Creates the batch and its rows in one transaction while `fill` streams them in: a file that
   * turns out too large or unreadable half-way leaves nothing behind.
   */
  async createUploaded(meta: NewBatch, fill: (add: (rows: UploadedRow[]) => Promise<void>) => Promise<UploadSummary>): Promise<BatchRecord> {
    const client = await this.db.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query(
        `INSERT INTO batches (id, created_by_id, filename, file_size, status, language, request_id, created_at, updated_at) VALUES ($1, $2, $3, $4, 'uploaded', $5, $6, now(), now())`,
        [meta.id, meta.created_by_id, meta.filename, meta.file_size, meta.language, meta.request_id],
      );
      const add = async (rows: UploadedRow[]) => {
        for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
          await client.query(
            `INSERT INTO batch_rows (batch_id, row_index, raw, status, issues, updated_at)
             SELECT $1, x.row_index, x.raw, 'pending', x.issues, now() FROM jsonb_to_recordset($2::jsonb) AS x(row_index int, raw jsonb, issues jsonb)`,
            [meta.id, JSON.stringify(rows.slice(start, start + INSERT_CHUNK))],
          );
        }
      };
      const summary = await fill(add);
      await client.query(
        `UPDATE batches SET columns = $2, column_mapping = $3, validation = $4, preview = $5, total_rows = $6, updated_at = now() WHERE id = $1`,
        [meta.id, JSON.stringify(summary.columns), JSON.stringify(summary.column_mapping), JSON.stringify(summary.validation), JSON.stringify(summary.preview), summary.total_rows],
      );
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
    return this.db.batch.findUniqueOrThrow({ where: { id: meta.id } });
  }

  get(id: string): Promise<BatchRecord | null> {
    return this.db.batch.findUnique({ where: { id } });
  }

  list(createdBy: string | null, limit: number): Promise<BatchRecord[]> {
    return this.db.batch.findMany({ where: createdBy ? { created_by_id: createdBy } : {}, orderBy: [{ created_at: 'desc' }, { id: 'desc' }], take: limit });
  }

  /** Rows per status of each batch, in one query. */
  async counts(ids: string[]): Promise<Map<string, RowCounts>> {
    const result = new Map(ids.map((id) => [id, emptyCounts()]));
    if (!ids.length) return result;
    const groups = await this.db.$queryRaw<Array<{ batch_id: string; status: keyof RowCounts; n: number }>>`
      SELECT batch_id, status, count(*)::int AS n FROM batch_rows WHERE batch_id = ANY(${ids}::text[]) GROUP BY batch_id, status`;
    for (const g of groups) result.get(g.batch_id)![g.status] = g.n;
    return result;
  }

  /** Rows in file order from the `offset`-th, with what their lookups know now. */
  rows(batchId: string, offset: number, limit: number): Promise<RowWithLookup[]> {
    return this.db.$queryRaw<RowWithLookup[]>`
      SELECT r.*, l.final_code AS decided_code, l.recommended_description, l.review_flags
      FROM batch_rows r LEFT JOIN lookups l ON l.id = r.lookup_id
      WHERE r.batch_id = ${batchId} ORDER BY r.row_index OFFSET ${offset} LIMIT ${limit}`;
  }

  /** Every row in file order, a page at a time (keyset), for checks and exports of any size. */
  async *allRows(batchId: string, pageSize = 2000, db: Tx | Db = this.db): AsyncGenerator<RowWithLookup[]> {
    let after = -1;
    for (;;) {
      const page = await db.$queryRaw<RowWithLookup[]>`
        SELECT r.*, l.final_code AS decided_code, l.recommended_description, l.review_flags
        FROM batch_rows r LEFT JOIN lookups l ON l.id = r.lookup_id
        WHERE r.batch_id = ${batchId} AND r.row_index > ${after} ORDER BY r.row_index LIMIT ${pageSize}`;
      if (!page.length) return;
      yield page;
      after = page[page.length - 1].row_index;
    }
  }

  row(batchId: string, rowIndex: number, db: Tx | Db = this.db): Promise<BatchRowRecord | null> {
    return db.batchRow.findUnique({ where: { batch_id_row_index: { batch_id: batchId, row_index: rowIndex } } });
  }

  /** Writes the check's findings (and, at start, the rows' states) for a page of rows. */
  static async writeChecked(tx: Tx, batchId: string, rows: CheckedRow[], withState: boolean): Promise<void> {
    const json = JSON.stringify(rows);
    // The key list lets the planner probe the primary key instead of scanning the whole batch.
    const keys = rows.map((row) => row.row_index);
    if (withState) {
      await tx.$executeRaw`
        UPDATE batch_rows r SET status = x.status, issues = x.issues, duplicate_of = x.duplicate_of, error = x.error, code_check = x.code_check,
          lookup_id = NULL, result_status = NULL, recommended_code = NULL, confidence = NULL, attempts = 0, updated_at = now()
        FROM jsonb_to_recordset(${json}::jsonb) AS x(row_index int, status text, issues jsonb, duplicate_of int, error text, code_check jsonb)
        WHERE r.batch_id = ${batchId} AND r.row_index = ANY(${keys}::int[]) AND r.row_index = x.row_index`;
    } else {
      await tx.$executeRaw`
        UPDATE batch_rows r SET issues = x.issues, updated_at = now()
        FROM jsonb_to_recordset(${json}::jsonb) AS x(row_index int, issues jsonb)
        WHERE r.batch_id = ${batchId} AND r.row_index = ANY(${keys}::int[]) AND r.row_index = x.row_index`;
    }
  }

  /** Runs `change` with the batch row locked: starts, retries, edits and the advancing worker see each other. */
  async withLocked<T>(id: string, change: (tx: Tx, batch: BatchRecord) => Promise<T>, options = LOCKING_TRANSACTION): Promise<T> {
    return this.db.$transaction(async (tx) => {
      const [batch] = await tx.$queryRaw<BatchRecord[]>`SELECT * FROM batches WHERE id = ${id} FOR UPDATE`;
      if (!batch) throw new BatchGone(id);
      return change(tx, batch);
    }, options);
  }

  static update(tx: Tx, id: string, data: Prisma.BatchUpdateInput): Promise<BatchRecord> {
    return tx.batch.update({ where: { id }, data });
  }
}

/** The batch was deleted (or never existed) between a read and the lock. */
export class BatchGone extends Error {
  constructor(readonly batchId: string) {
    super(`batch ${batchId} not found`);
  }
}
