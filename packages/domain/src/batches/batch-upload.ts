/**
 * `POST /api/batches`: a file already on disk (the API streamed it there) is read in a guarded
 * thread; its rows go to the database as they come, checked against the suggested mapping.
 * Nothing is classified. The whole batch appears at once or not at all.
 */
import { readSheet, SheetError, sheetKindOf, suggestMapping, type SheetHeader } from '@tcs/files';
import type { Caller } from '../caller';
import { AppError } from '../errors';
import { newId } from '../ids';
import { LIMITS } from '../limits';
import { requireWithinLimit } from '../plans/entitlements';
import type { BatchDeps } from './batch-service';
import type { UploadedRow } from './batch.repo';
import { mappingIssues, RowChecker } from './row-check';

export const PREVIEW_ROWS = 20;

export interface UploadedFile {
  path: string;
  originalname: string;
  size: number;
}

const fileError = (message: string) => new AppError('validation_error', { errors: [{ field: 'file', message }] });

export async function uploadBatch(deps: Pick<BatchDeps, 'batches'>, caller: Caller, file: UploadedFile, ctx: { language: string; requestId: string | null }) {
  const kind = sheetKindOf(file.originalname);
  if (!kind) throw fileError(`"${file.originalname}" is not an .xlsx or .csv file`);
  const meta = { id: newId(), created_by_id: caller.accountId, filename: file.originalname.slice(0, 255), file_size: file.size, language: ctx.language, request_id: ctx.requestId };
  try {
    return await deps.batches.createUploaded(meta, async (add) => {
      let header: SheetHeader | null = null;
      let checker: RowChecker | null = null;
      let suggested: Record<string, string | null> = {};
      const preview: Array<Record<string, unknown>> = [];
      const counts = await readSheet(file.path, kind, {
        maxRows: LIMITS.batchMaxRows,
        onHeader(found) {
          header = found;
          suggested = suggestMapping(found.columns);
          checker = new RowChecker(suggested, { language: ctx.language });
        },
        async onRows(rows) {
          const checked: UploadedRow[] = rows.map((row) => {
            if (preview.length < PREVIEW_ROWS) preview.push({ row_index: row.row_index, ...row.cells });
            return { row_index: row.row_index, raw: row.cells, issues: checker!.check(row.row_index, row.cells).issues };
          });
          await add(checked);
        },
      });
      if (!header || !checker || counts.data_rows === 0) throw fileError('The file has column names but no data rows');
      // Checked after reading, so the refusal names the real count.
      requireWithinLimit(caller.entitlements, 'batch_max_rows', counts.data_rows);
      const found = header as SheetHeader;
      const precheck = (checker as RowChecker).precheck;
      return {
        columns: found.columns,
        column_mapping: suggested,
        preview,
        total_rows: counts.data_rows,
        validation: {
          suggested_mapping: suggested,
          precheck: { ...precheck, issues: [...mappingIssues(suggested, false, ctx.language), ...precheck.issues] },
          file: { kind, header_row: found.header_row, encoding: found.encoding ?? null, delimiter: found.delimiter ?? null, blank_rows: counts.blank_rows, warnings: found.warnings },
        },
      };
    });
  } catch (error) {
    throw error instanceof SheetError ? sheetRefusal(error) : error;
  }
}

function sheetRefusal(error: SheetError): AppError {
  if (error.reason === 'too_many_rows') {
    return new AppError('payload_too_large', { messageKey: 'error.payload_too_large.rows', params: { limit: LIMITS.batchMaxRows }, details: { limit_rows: LIMITS.batchMaxRows } });
  }
  return new AppError('validation_error', { errors: [{ field: 'file', message: error.message }], details: { reason: error.reason } });
}
