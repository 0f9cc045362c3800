/**
 * USITC HTS "export JSON": an array of {htsno, indent, description, units, general, special, other,
 * footnotes, quotaQuantity, additionalDuties…}; rows with an empty htsno are uncoded headings carried by indent.
 * Read with stream-json so a full export (tens of MB) never sits in memory as text.
 */
import { pipeline, type Readable } from 'node:stream';
import { parser } from 'stream-json';
import { streamArray } from 'stream-json/streamers/StreamArray';
import type { ReadResult, RowProblem } from '../types';
import { chapterTitlesFor } from './chapter-titles';
import { digitsOf } from './codes';
import { UnreadableInputError } from './errors';
import { buildHierarchy, type ChapterTitle, type SourceRow } from './hierarchy';
import { hasInvalidUtf8, openPlainStream } from './input';

const FORMAT = 'usitc-json';
const US_SOURCE_CODE = /^(?:\d{2}|\d{4}(?:\.\d{2}){0,3})$/;
const CHAPTER_99_REFERENCE = /\b99\d{2}\.\d{2}\.\d{2}(?:\.\d{2})?\b/g;

export interface UsitcReadOptions {
  /** Titles for the chapter lines the export lacks; defaults to the bundled HS 2022 / national titles. */
  chapterTitles?: ReadonlyMap<string, ChapterTitle>;
}

type UsitcRecord = Record<string, unknown>;

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

function orNull(value: string): string | null {
  return value === '' ? null : value;
}

function footnoteTexts(record: UsitcRecord): string[] {
  const footnotes = Array.isArray(record.footnotes) ? record.footnotes : [];
  const values = footnotes.map((f) => text((f as { value?: unknown } | null)?.value)).filter(Boolean);
  return [...new Set(values)];
}

function chapter99References(texts: string[]): string[] {
  return [...new Set(texts.flatMap((t) => t.match(CHAPTER_99_REFERENCE) ?? []))];
}

function unitOf(record: UsitcRecord): string | null {
  const units = Array.isArray(record.units) ? record.units.map(text).filter(Boolean) : [];
  return units.length ? units.join(', ') : null;
}

function extraOf(record: UsitcRecord): Record<string, unknown> {
  const extra: Record<string, unknown> = {};
  const quota = text(record.quotaQuantity);
  const additional = text(record.additionalDuties);
  if (quota) extra.quota_quantity = quota;
  if (additional) extra.additional_duties_text = additional;
  return extra;
}

/** Checks one record; returns the row, or the reason it cannot be accepted. */
export function usitcRecordToRow(record: unknown, line: number): SourceRow | RowProblem {
  if (typeof record !== 'object' || record === null || Array.isArray(record)) return { line, reason: 'record is not an object' };
  const r = record as UsitcRecord;
  const htsno = text(r.htsno);
  const code = htsno || undefined;
  if (htsno && !US_SOURCE_CODE.test(htsno)) return { line, code, reason: `malformed code '${htsno}' (expected 6109.10.00.12 style)` };
  const indent = String(r.indent ?? '').trim();
  if (!/^\d+$/.test(indent)) return { line, code, reason: `indent '${indent}' is not a whole number` };
  const description = text(r.description);
  if (hasInvalidUtf8(description)) return { line, code, reason: 'invalid UTF-8 in description' };
  const footnotes = footnoteTexts(r);
  return {
    line,
    sourceCode: htsno || null,
    digits: htsno ? digitsOf(htsno) : null,
    indent: Number(indent),
    description,
    dutyRate: orNull(text(r.general)),
    specialRate: orNull(text(r.special)),
    column2Rate: orNull(text(r.other)),
    unit: unitOf(r),
    footnotes,
    additionalDuties: chapter99References([...footnotes, text(r.additionalDuties)]),
    extra: extraOf(r),
  };
}

function isProblem(value: SourceRow | RowProblem): value is RowProblem {
  return 'reason' in value;
}

export async function readUsitcJson(input: Readable, options: UsitcReadOptions = {}): Promise<ReadResult> {
  const chapterTitles = options.chapterTitles ?? (await chapterTitlesFor('US'));
  const plain = await openPlainStream(input, FORMAT);
  const rows: SourceRow[] = [];
  const problems: RowProblem[] = [];
  const records = pipeline(plain, parser(), streamArray(), () => undefined);
  try {
    for await (const { key, value } of records as AsyncIterable<{ key: number; value: unknown }>) {
      const row = usitcRecordToRow(value, key + 1);
      if (isProblem(row)) problems.push(row);
      else rows.push(row);
    }
  } catch (error) {
    throw new UnreadableInputError(FORMAT, `not a USITC JSON array of records (${(error as Error).message})`, { cause: error });
  }
  const tree = buildHierarchy(rows, { market: 'US', chapterTitles });
  const rowsRead = rows.length + problems.length;
  return {
    lines: tree.lines,
    problems: [...problems, ...tree.problems].sort((a, b) => a.line - b.line),
    stats: { rows_read: rowsRead, uncoded_rows: rows.filter((row) => row.digits === null).length },
  };
}
