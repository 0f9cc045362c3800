/**
 * The check of a code someone already uses (a batch's `existing_code`, a SKU's `current_code`)
 * against one schedule: recognised in any common form and answered as the schedule writes it.
 * A schedule's codes are read once per process (a loaded dataset never changes), so checking
 * thousands of codes costs no query after the first.
 */
import type { Db } from '@tcs/db';
import { formatCode, normalizeCodeInput, type Market } from '@tcs/tariffs';

export type CodeStatus = 'valid' | 'not_declarable' | 'invalid';

export interface CodeCheck {
  entered: string;
  /** The code as the schedule writes it; null when the schedule has no such line or level. */
  code: string | null;
  status: CodeStatus;
  description: string | null;
  dataset_version: string;
}

interface CodeBook {
  lines: Map<string, { code: string; is_leaf: boolean; full_description: string }>;
  /** Every proper prefix of every code: a level the schedule does not print (US '6109.10') still names lines below it. */
  prefixes: Set<string>;
}

const BOOKS_KEPT = 6;
const books = new Map<string, Promise<CodeBook>>();

function codeBook(db: Db, datasetId: string): Promise<CodeBook> {
  let book = books.get(datasetId);
  if (!book) {
    book = readBook(db, datasetId);
    book.catch(() => books.delete(datasetId));
    books.set(datasetId, book);
    while (books.size > BOOKS_KEPT) books.delete(books.keys().next().value as string);
  }
  return book;
}

async function readBook(db: Db, datasetId: string): Promise<CodeBook> {
  const { rows } = await db.pool.query<{ code: string; code_digits: string; is_leaf: boolean; full_description: string }>(
    'SELECT code, code_digits, is_leaf, full_description FROM tariff_lines WHERE dataset_id = $1 ORDER BY position',
    [datasetId],
  );
  const book: CodeBook = { lines: new Map(), prefixes: new Set() };
  for (const row of rows) {
    if (!book.lines.has(row.code_digits)) book.lines.set(row.code_digits, { code: row.code, is_leaf: row.is_leaf, full_description: row.full_description });
    for (let n = 2; n < row.code_digits.length; n += 2) book.prefixes.add(row.code_digits.slice(0, n));
  }
  return book;
}

export async function checkCodes(db: Db, dataset: { id: string; version: string; market: string }, entered: string[]): Promise<Map<string, CodeCheck>> {
  const book = await codeBook(db, dataset.id);
  const checks = new Map<string, CodeCheck>();
  for (const text of entered) {
    if (checks.has(text)) continue;
    const digits = normalizeCodeInput(dataset.market, text);
    const line = digits ? book.lines.get(digits) : undefined;
    const coversLines = !line && !!digits && book.prefixes.has(digits);
    checks.set(text, {
      entered: text,
      code: line?.code ?? (coversLines ? formatCode(dataset.market as Market, digits!) : null),
      status: line?.is_leaf ? 'valid' : line || coversLines ? 'not_declarable' : 'invalid',
      description: line?.full_description ?? null,
      dataset_version: dataset.version,
    });
  }
  return checks;
}

/** How far an existing code and a suggested one agree, compared digit by digit. */
export function agreementOf(existing: string | null, suggested: string | null): 'same' | 'same_subheading' | 'same_heading' | 'different' | null {
  if (!existing || !suggested) return null;
  const a = existing.replace(/\D/g, '');
  const b = suggested.replace(/\D/g, '');
  if (a === b) return 'same';
  if (a.slice(0, 6) === b.slice(0, 6)) return 'same_subheading';
  if (a.slice(0, 4) === b.slice(0, 4)) return 'same_heading';
  return 'different';
}
