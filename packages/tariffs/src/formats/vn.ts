/**
 * Vietnam tariff (format name 'vn-xlsx'; the schedule comes as the CSV export of the workbook):
 * `Level,HSCode,Description_VN,Description_EN,Standard import duty rate,MFN rate,Import duty rate per ACFTA,…`.
 * Rows with an empty HSCode are uncoded headings carried by Level. An optional second CSV with the same keys
 * plus `Specialised procedures` is joined by code.
 */
import type { Readable } from 'node:stream';
import type { ReadResult, RowProblem } from '../types';
import { chapterTitlesFor } from './chapter-titles';
import { columnsOf, field, firstInvalidUtf8Column, type Columns } from './csv-header';
import { buildHierarchy, type ChapterTitle, type SourceRow } from './hierarchy';
import { readCsv } from './input';

const FORMAT = 'vn-xlsx';
const REQUIRED = ['Level', 'HSCode', 'Description_VN', 'Description_EN', 'Standard import duty rate', 'MFN rate'] as const;
type Column = (typeof REQUIRED)[number];
const AGREEMENT_PREFIX = 'Import duty rate per ';
const PROCEDURES_COLUMNS = ['HSCode', 'Specialised procedures'] as const;
const DECLARABLE_DIGITS = 8;

// Rates are published as text: a number with optional qualifiers ('40 (NHN: 80)', '0(-KR)', '28; M: 35',
// '150% thuế MFN'), or, for the MFN rates of cars, a reference to chapter 98 ('Theo hướng dẫn tại …').
const NATIONAL_RATE = /^(?:\d+(?:[.,]\d+)?|Theo hướng dẫn\b)/i;
// Agreement cells may also be '*' (excluded, '*/0' per year) or 'Q' (within a tariff quota).
const AGREEMENT_RATE = /^(?:\d|\*|Q$)/;

export interface VnReadOptions {
  /** The specialised procedures CSV, joined by code into extra.specialised_procedures. */
  specialisedProcedures?: Readable;
  chapterTitles?: ReadonlyMap<string, ChapterTitle>;
}

interface Layout {
  header: string[];
  columns: Columns<Column>;
  agreements: Array<{ name: string; position: number }>; // 'ACFTA' … from 'Import duty rate per ACFTA'
}

/** The dashes only show the depth, which Level already gives. */
export function withoutDashes(text: string): string {
  return text.replace(/^[\s-]+/, '').trim();
}

function layoutOf(header: string[]): Layout {
  const agreements = header
    .map((name, position) => ({ name: name.trim(), position }))
    .filter(({ name }) => name.startsWith(AGREEMENT_PREFIX))
    .map(({ name, position }) => ({ name: name.slice(AGREEMENT_PREFIX.length).trim(), position }));
  return { header, columns: columnsOf<Column>(header, REQUIRED, [], FORMAT), agreements };
}

function rateProblems(layout: Layout, fields: string[], declarable: boolean): string[] {
  const reasons: string[] = [];
  for (const name of ['Standard import duty rate', 'MFN rate'] as const) {
    const value = field(fields, layout.columns[name]);
    if (value === '' && declarable) reasons.push(`missing ${name}`);
    else if (value !== '' && !NATIONAL_RATE.test(value)) reasons.push(`${name} '${value}' is not a rate`);
  }
  for (const { name, position } of layout.agreements) {
    const value = field(fields, position);
    if (value !== '' && !AGREEMENT_RATE.test(value)) reasons.push(`${name} rate '${value}' is not a rate`);
  }
  return reasons;
}

function agreementRates(layout: Layout, fields: string[]): Record<string, string> {
  const rates: Record<string, string> = {};
  for (const { name, position } of layout.agreements) {
    const value = field(fields, position);
    if (value !== '') rates[name] = value;
  }
  return rates;
}

function descriptionsOf(layout: Layout, fields: string[]) {
  const english = withoutDashes(field(fields, layout.columns.Description_EN));
  const vietnamese = withoutDashes(field(fields, layout.columns.Description_VN));
  // 848 published rows (mostly chapter 98) have no English text; the Vietnamese one keeps the line usable.
  return { description: english || vietnamese, descriptionVi: vietnamese || null, englishMissing: !english && !!vietnamese };
}

function toRow(layout: Layout, fields: string[], line: number): SourceRow | RowProblem[] {
  const code = field(fields, layout.columns.HSCode);
  const problem = (reason: string): RowProblem => ({ line, reason, ...(code ? { code } : {}) });
  if (fields.length !== layout.header.length) return [problem(`has ${fields.length} fields, the header has ${layout.header.length}`)];
  const badColumn = firstInvalidUtf8Column(layout.header, fields);
  if (badColumn) return [problem(`invalid UTF-8 in ${badColumn}`)];
  if (code && !/^\d+$/.test(code)) return [problem(`malformed code '${code}'`)];
  const level = field(fields, layout.columns.Level);
  if (!/^\d+$/.test(level)) return [problem(`Level '${level}' is not a whole number`)];
  if (!code) return { line, sourceCode: null, digits: null, indent: Number(level), ...descriptionsOf(layout, fields) };
  const rateReasons = rateProblems(layout, fields, code.length === DECLARABLE_DIGITS);
  if (rateReasons.length) return rateReasons.map(problem);
  const { description, descriptionVi, englishMissing } = descriptionsOf(layout, fields);
  const extra: Record<string, unknown> = {
    standard_rate: field(fields, layout.columns['Standard import duty rate']) || null,
    agreement_rates: agreementRates(layout, fields),
  };
  if (englishMissing) extra.description_en_missing = true;
  return {
    line,
    sourceCode: code,
    digits: code,
    indent: Number(level),
    description,
    descriptionVi,
    dutyRate: field(fields, layout.columns['MFN rate']) || null,
    specialRate: null,
    extra,
  };
}

/** Procedures by code, from the companion CSV; conflicting texts for one code are problems. */
async function readProcedures(input: Readable, problems: RowProblem[]): Promise<Map<string, { text: string; line: number }>> {
  const byCode = new Map<string, { text: string; line: number }>();
  let columns = {} as Columns<(typeof PROCEDURES_COLUMNS)[number]>;
  const syntax = await readCsv(input, `${FORMAT} specialised procedures`, {
    onHeader: (header) => (columns = columnsOf(header, PROCEDURES_COLUMNS, [], `${FORMAT} specialised procedures`)),
    onRecord: (fields, line) => {
      const code = field(fields, columns.HSCode);
      const text = field(fields, columns['Specialised procedures']);
      if (!code || !text) return;
      const known = byCode.get(code);
      if (!known) byCode.set(code, { text, line });
      else if (known.text !== text) problems.push({ line, code, reason: `specialised procedures file: differs from its line ${known.line} for the same code` });
    },
  });
  problems.push(...syntax.map((p) => ({ ...p, reason: `specialised procedures file: ${p.reason}` })));
  return byCode;
}

function joinProcedures(rows: SourceRow[], procedures: Map<string, { text: string; line: number }>, problems: RowProblem[]): void {
  const used = new Set<string>();
  for (const row of rows) {
    const found = row.digits ? procedures.get(row.digits) : undefined;
    if (!found || !row.digits) continue;
    row.extra = { ...row.extra, specialised_procedures: found.text };
    used.add(row.digits);
  }
  for (const [code, { line }] of procedures) {
    if (!used.has(code)) problems.push({ line, code, reason: 'specialised procedures file: code is not in the tariff' });
  }
}

export async function readVnTariff(input: Readable, options: VnReadOptions = {}): Promise<ReadResult> {
  const chapterTitles = options.chapterTitles ?? (await chapterTitlesFor('VN'));
  const rows: SourceRow[] = [];
  const problems: RowProblem[] = [];
  let layout: Layout | null = null;
  const syntaxProblems = await readCsv(input, FORMAT, {
    onHeader: (header) => (layout = layoutOf(header)),
    onRecord: (fields, line) => {
      const row = toRow(layout as Layout, fields, line);
      if (Array.isArray(row)) problems.push(...row);
      else rows.push(row);
    },
  });
  const rowsRead = rows.length + new Set(problems.map((p) => p.line)).size;
  if (options.specialisedProcedures) joinProcedures(rows, await readProcedures(options.specialisedProcedures, problems), problems);
  const tree = buildHierarchy(rows, { market: 'VN', chapterTitles });
  return {
    lines: tree.lines,
    problems: [...problems, ...syntaxProblems, ...tree.problems].sort((a, b) => a.line - b.line),
    stats: { rows_read: rowsRead, uncoded_rows: rows.filter((row) => row.digits === null).length },
  };
}
