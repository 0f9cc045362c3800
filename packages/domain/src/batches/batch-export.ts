/**
 * `GET .../export`: the file's own columns, then the results (headers in the reader's
 * language), a page of rows at a time so a 50,000-row batch streams in flat memory.
 */
import { translate, type Lang, type MessageKey } from '@tcs/i18n';
import type { CodeCheck } from '../tariffs/code-check';
import type { BatchRepo, RowWithLookup } from './batch.repo';
import type { BatchRecord } from './batch.view';

export const RESULT_COLUMNS = ['row_status', 'recommended_code', 'recommended_description', 'confidence', 'result_status', 'review_flags', 'existing_code_check', 'final_code', 'lookup_id', 'error'] as const;

export function exportHeaders(batch: BatchRecord, lang: Lang): string[] {
  return [...(batch.columns as string[]), ...RESULT_COLUMNS.map((column) => translate(lang, `export.${column}` as MessageKey))];
}

function codeCheckText(check: (CodeCheck & { agreement?: string | null }) | null): string {
  if (!check) return '';
  return [check.code ?? check.entered, check.status, check.agreement].filter(Boolean).join('; ');
}

export function exportValues(batch: BatchRecord, row: RowWithLookup): Array<string | number | null> {
  const raw = row.raw as Record<string, string>;
  const flags = Array.isArray(row.review_flags) ? (row.review_flags as unknown[]).map((f) => (typeof f === 'string' ? f : (f as { code?: string }).code ?? '')).join(', ') : '';
  return [
    ...(batch.columns as string[]).map((column) => raw[column] ?? ''),
    row.status,
    row.recommended_code,
    row.recommended_description,
    row.confidence === null ? null : Math.round(row.confidence * 1000) / 1000,
    row.result_status,
    flags,
    codeCheckText(row.code_check as (CodeCheck & { agreement?: string }) | null),
    row.decided_code ?? row.final_code,
    row.lookup_id,
    row.error,
  ];
}

export async function* exportRows(repo: BatchRepo, batch: BatchRecord): AsyncGenerator<Array<string | number | null>> {
  for await (const page of repo.allRows(batch.id)) for (const row of page) yield exportValues(batch, row);
}
