/**
 * tcs-csv: UTF-8 CSV `code,indent,description,duty_rate,special_rate,column2_rate,unit` (docs: operations.md).
 * `code` in any common form of the market ('6109.10.00.12', '61091000', '6109.10'); rows without a code are
 * headings carried by their indent (0 = heading level under the chapter).
 */
import type { Readable } from 'node:stream';
import type { Market, ReadResult, RowProblem } from '../types';
import { chapterTitlesFor } from './chapter-titles';
import { digitsOf, normalizeCodeInput } from './codes';
import { columnsOf, field, firstInvalidUtf8Column, type Columns } from './csv-header';
import { buildHierarchy, type ChapterTitle, type SourceRow } from './hierarchy';
import { readCsv } from './input';

const FORMAT = 'tcs-csv';
const REQUIRED = ['code', 'indent', 'description'] as const;
const OPTIONAL = ['duty_rate', 'special_rate', 'column2_rate', 'unit'] as const;
type Column = (typeof REQUIRED)[number] | (typeof OPTIONAL)[number];

export interface TcsCsvReadOptions {
  market: Market;
  chapterTitles?: ReadonlyMap<string, ChapterTitle>;
}

const orNull = (value: string) => (value === '' ? null : value);

function codeProblem(market: Market, code: string): string {
  const digits = digitsOf(code);
  return /^[\d.\s-]+$/.test(code)
    ? `code '${code}' has ${digits.length} digits, not a ${market} code length`
    : `malformed code '${code}'`;
}

function toRow(market: Market, header: string[], c: Columns<Column>, fields: string[], line: number): SourceRow | RowProblem {
  const code = field(fields, c.code);
  const problem = (reason: string): RowProblem => ({ line, reason, ...(code ? { code } : {}) });
  if (fields.length !== header.length) return problem(`has ${fields.length} fields, the header has ${header.length}`);
  const badColumn = firstInvalidUtf8Column(header, fields);
  if (badColumn) return problem(`invalid UTF-8 in ${badColumn}`);
  const digits = code ? normalizeCodeInput(market, code) : null;
  if (code && !digits) return problem(codeProblem(market, code));
  const indent = field(fields, c.indent);
  if (!/^\d+$/.test(indent)) return problem(`indent '${indent}' is not a whole number`);
  return {
    line,
    sourceCode: code || null,
    digits,
    indent: Number(indent),
    description: field(fields, c.description),
    dutyRate: orNull(field(fields, c.duty_rate)),
    specialRate: orNull(field(fields, c.special_rate)),
    column2Rate: orNull(field(fields, c.column2_rate)),
    unit: orNull(field(fields, c.unit)),
  };
}

export async function readTcsCsv(input: Readable, options: TcsCsvReadOptions): Promise<ReadResult> {
  const { market } = options;
  const chapterTitles = options.chapterTitles ?? (await chapterTitlesFor(market));
  const rows: SourceRow[] = [];
  const problems: RowProblem[] = [];
  let header: string[] = [];
  let columns = {} as Columns<Column>;
  const syntaxProblems = await readCsv(input, FORMAT, {
    onHeader: (fields) => {
      header = fields;
      columns = columnsOf<Column>(fields, REQUIRED, OPTIONAL, FORMAT);
    },
    onRecord: (fields, line) => {
      const row = toRow(market, header, columns, fields, line);
      if ('reason' in row) problems.push(row);
      else rows.push(row);
    },
  });
  const tree = buildHierarchy(rows, { market, chapterTitles });
  return {
    lines: tree.lines,
    problems: [...problems, ...syntaxProblems, ...tree.problems].sort((a, b) => a.line - b.line),
    stats: { rows_read: rows.length + problems.length, uncoded_rows: rows.filter((row) => row.digits === null).length },
  };
}
