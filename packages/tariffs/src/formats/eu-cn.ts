/**
 * EU Combined Nomenclature as the CN RDF export lists it (github.com/xterr/php-cncodes): five JSON arrays per
 * year — cnSections, cnChapters, cnHeadings, cnSubheadings, cnCodes (8-digit, rawCode '6109 10 00', name =
 * own text only, supplementaryUnit). Input: a directory holding cn{Kind}_{year}.json, or the bundled single
 * file {format: 'eu-cn', year, sections, chapters, headings, subheadings, codes} (plain or gzip).
 * The CN has no uncoded rows; the dash-level lines without codes are simply not in the data.
 */
import { createReadStream, promises as fs } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { ReadResult, RowProblem } from '../types';
import { chapterTitlesFor } from './chapter-titles';
import { formatCode } from './codes';
import { UnreadableInputError } from './errors';
import { buildHierarchy, type ChapterTitle, type SourceRow } from './hierarchy';
import { hasInvalidUtf8, openPlainStream, readAllBytes } from './input';

const FORMAT = 'eu-cn';
const LISTS = ['sections', 'chapters', 'headings', 'subheadings', 'codes'] as const;
type ListName = (typeof LISTS)[number];
const SOURCE_FILE_KIND: Record<ListName, string> = {
  sections: 'Sections',
  chapters: 'Chapters',
  headings: 'Headings',
  subheadings: 'Subheadings',
  codes: 'Codes',
};
const DIGITS_OF_LIST: Record<Exclude<ListName, 'sections'>, number[]> = {
  chapters: [2],
  headings: [4],
  subheadings: [6, 4], // CN 2025 files heading 0702 among the subheadings
  codes: [8],
};

export type EuCnBundle = { format: 'eu-cn'; year: number } & Record<ListName, unknown[]>;

export interface EuCnReadOptions {
  /** Required for a directory; checked against the bundle's year otherwise. */
  year?: number;
  chapterTitles?: ReadonlyMap<string, ChapterTitle>;
}

interface CnRecord {
  list: ListName;
  record: number; // 1-based record number over all lists in LISTS order
  code: string;
  name: string;
  section: string | null;
  unit: string | null;
}

async function parseJson(input: Readable, what: string): Promise<unknown> {
  const bytes = await readAllBytes(await openPlainStream(input, FORMAT)).catch((error: unknown) => {
    throw new UnreadableInputError(FORMAT, `cannot read ${what} (${(error as Error).message})`, { cause: error });
  });
  try {
    return JSON.parse(bytes.toString('utf8'));
  } catch (error) {
    throw new UnreadableInputError(FORMAT, `${what} is not JSON (${(error as Error).message})`, { cause: error });
  }
}

async function readDirectory(dir: string, year: number | undefined): Promise<EuCnBundle> {
  if (!year) throw new UnreadableInputError(FORMAT, `reading the directory ${dir} needs the year option`);
  const bundle = { format: FORMAT, year } as EuCnBundle;
  for (const list of LISTS) {
    const file = path.join(dir, `cn${SOURCE_FILE_KIND[list]}_${year}.json`);
    const content = await parseJson(createReadStream(file), file);
    if (!Array.isArray(content)) throw new UnreadableInputError(FORMAT, `${file} is not a JSON array`);
    bundle[list] = content;
  }
  return bundle;
}

async function readBundle(input: string | Readable, year: number | undefined): Promise<EuCnBundle> {
  const content = (await parseJson(typeof input === 'string' ? createReadStream(input) : input, 'the bundle')) as Partial<EuCnBundle>;
  const missing = LISTS.filter((list) => !Array.isArray(content?.[list]));
  if (content?.format !== FORMAT || missing.length) {
    throw new UnreadableInputError(FORMAT, `not an eu-cn bundle (needs format 'eu-cn' and arrays ${missing.join(', ') || LISTS.join(', ')})`);
  }
  if (year && content.year !== year) throw new UnreadableInputError(FORMAT, `the bundle is CN ${content.year}, not ${year}`);
  return content as EuCnBundle;
}

/** The CN lists of one year, from a directory of source files or from a bundle (path or stream). */
export async function loadEuCn(input: string | Readable, year?: number): Promise<EuCnBundle> {
  const isDirectory = typeof input === 'string' && (await fs.stat(input).catch(() => null))?.isDirectory();
  return isDirectory ? readDirectory(input as string, year) : readBundle(input, year);
}

function checkRecord(list: Exclude<ListName, 'sections'>, value: unknown, record: number, index: number): CnRecord | RowProblem {
  const where = `${list}[${index}]`;
  if (typeof value !== 'object' || value === null) return { line: record, reason: `${where} is not an object` };
  const r = value as Record<string, unknown>;
  const code = typeof r.code === 'string' ? r.code.trim() : '';
  const problem = (reason: string): RowProblem => ({ line: record, reason: `${where}: ${reason}`, ...(code ? { code } : {}) });
  if (!/^\d+$/.test(code) || !DIGITS_OF_LIST[list].includes(code.length)) return problem(`malformed code '${code}' for ${list}`);
  if (typeof r.rawCode === 'string' && r.rawCode.trim() !== formatCode('EU', code)) return problem(`rawCode '${r.rawCode}' does not match code ${code}`);
  const name = typeof r.name === 'string' ? r.name.trim() : '';
  if (hasInvalidUtf8(name)) return problem('invalid UTF-8 in name');
  const unit = typeof r.supplementaryUnit === 'string' ? r.supplementaryUnit.trim() : '';
  return {
    list,
    record,
    code,
    name,
    section: typeof r.section === 'string' ? r.section : null,
    unit: unit === '' || unit === '-' ? null : unit,
  };
}

function checkRecords(bundle: EuCnBundle, problems: RowProblem[]): CnRecord[] {
  const records: CnRecord[] = [];
  let record = bundle.sections.length; // sections come first in the numbering but hold no lines
  for (const list of LISTS.slice(1) as Array<Exclude<ListName, 'sections'>>) {
    bundle[list].forEach((value, index) => {
      const checked = checkRecord(list, value, ++record, index);
      if ('reason' in checked) problems.push(checked);
      else records.push(checked);
    });
  }
  return records;
}

function toRow(r: CnRecord, indent: number, extra: Record<string, unknown> = {}): SourceRow {
  return {
    line: r.record,
    sourceCode: formatCode('EU', r.code),
    digits: r.code,
    indent,
    description: r.name,
    unit: r.list === 'codes' ? r.unit : null,
    extra: { section: r.section, ...extra },
  };
}

/**
 * The CN does not list headings it does not subdivide (0409 "Natural honey" only exists as 0409 00 00);
 * their single undivided line carries the heading's text, so the heading is rebuilt from it and kept out
 * of the paths to avoid "Natural honey > Natural honey".
 */
function missingHeadings(records: CnRecord[], headingCodes: Set<string>, subheadingCodes: Set<string>): SourceRow[] {
  const children = new Map<string, CnRecord[]>();
  for (const r of records) {
    const heading = r.code.slice(0, 4);
    if (r.code.length <= 4 || headingCodes.has(heading)) continue;
    const isDirectChild = r.code.length === 6 || !subheadingCodes.has(r.code.slice(0, 6));
    if (isDirectChild) children.set(heading, [...(children.get(heading) ?? []), r]);
  }
  const rows: SourceRow[] = [];
  for (const [heading, [only, ...others]] of children) {
    if (others.length) continue; // several lines: no heading text to borrow; they hang from the chapter
    rows.push({ ...toRow({ ...only, code: heading, list: 'headings' }, 0, { synthesized: 'cn-undivided-line' }), sourceCode: null, inPath: false });
  }
  return rows;
}

function rowsInTreeOrder(records: CnRecord[]): SourceRow[] {
  const asHeading = records.filter((r) => r.code.length === 4);
  const headingCodes = new Set(asHeading.map((r) => r.code));
  const subheadingCodes = new Set(records.filter((r) => r.code.length === 6).map((r) => r.code));
  const usedChapters = new Set(records.filter((r) => r.code.length > 2).map((r) => r.code.slice(0, 2)));
  const rows: SourceRow[] = [...missingHeadings(records, headingCodes, subheadingCodes)];
  for (const r of records) {
    if (r.code.length === 2 && !usedChapters.has(r.code)) continue; // CN chapter 98 has no codes in the data
    if (r.code.length <= 4) rows.push(toRow({ ...r, list: r.code.length === 2 ? 'chapters' : 'headings' }, 0));
    else if (r.code.length === 6) rows.push(toRow(r, 1));
    else rows.push(toRow(r, subheadingCodes.has(r.code.slice(0, 6)) ? 2 : 1));
  }
  // Digit order puts every line right after its ancestors ('61' < '6109' < '610990' < '61099020').
  return rows.sort((a, b) => ((a.digits as string) < (b.digits as string) ? -1 : (a.digits as string) > (b.digits as string) ? 1 : 0));
}

export async function readEuCn(input: string | Readable, options: EuCnReadOptions = {}): Promise<ReadResult> {
  const chapterTitles = options.chapterTitles ?? (await chapterTitlesFor('EU'));
  const bundle = await loadEuCn(input, options.year);
  const problems: RowProblem[] = [];
  const records = checkRecords(bundle, problems);
  const tree = buildHierarchy(rowsInTreeOrder(records), { market: 'EU', chapterTitles });
  return {
    lines: tree.lines,
    problems: [...problems, ...tree.problems].sort((a, b) => a.line - b.line),
    stats: { rows_read: LISTS.reduce((n, list) => n + bundle[list].length, 0), uncoded_rows: 0 },
  };
}
