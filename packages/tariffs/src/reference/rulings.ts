/**
 * Korea Customs Service classification cases (품목분류 사례): declared goods descriptions with the Korean HSK
 * 10-digit code KCS assigned. Bundle: data/reference/kr-rulings.csv.gz, a byte-for-byte copy of the shared
 * `precedents.csv.gz` (`hsk_code,hs6,description`), so the reader does the cleaning and can report on it.
 */
import { createHash } from 'node:crypto';
import { createReadStream, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createGunzip } from 'node:zlib';
import { parse } from 'csv-parse';
import type { RowProblem } from '../types';
import { BUNDLE_FILES, SHARED_DATA_DIR, bundlePath } from './bundle-files';

/** One row for the `rulings` table (columns of prisma model Ruling). */
export interface RulingInput {
  source: string;
  ruling: string; // stable id, see rulingId
  date: string | null;
  code: string; // HSK as Korea writes it: '6109.10-1000'
  hs6: string;
  description: string;
  text: string | null;
  language: 'ko' | 'en';
  url: string | null;
}

export interface KrRulingsReport {
  rows_read: number;
  yielded: number;
  skipped_no_hs6: number; // rows without a valid 6-digit hs6: skipped
  duplicates: number; // same HSK code and description (after whitespace/case folding) as an earlier row: skipped
  same_description_other_code: number; // yielded rows whose description an earlier row had under another code
  problems: RowProblem[];
}

/** The citation the source's terms ask for; the scrape has no per-case id, date or address. */
export const KR_RULINGS_SOURCE = 'Korea Customs Service, classification cases';
/** The public portal the cases were scraped from (관세법령정보포털); there is no per-case URL, so `url` is null. */
export const KR_RULINGS_PORTAL_URL = 'https://unipass.customs.go.kr/clip/';

// ---------- build ----------

export function buildKrRulingsBundle(sourceDir: string = SHARED_DATA_DIR, outFile: string = bundlePath(BUNDLE_FILES.krRulings)) {
  const bytes = readFileSync(path.join(sourceDir, 'kr-customs-cases', 'precedents.csv.gz'));
  mkdirSync(path.dirname(outFile), { recursive: true });
  rmSync(outFile, { force: true }); // a plain copy would carry over the source's read-only mode
  writeFileSync(outFile, bytes);
  return { bytes: bytes.length };
}

// ---------- read ----------

export function newKrRulingsReport(): KrRulingsReport {
  return { rows_read: 0, yielded: 0, skipped_no_hs6: 0, duplicates: 0, same_description_other_code: 0, problems: [] };
}

function foldDescription(description: string): string {
  return description.replace(/\s+/g, ' ').trim().toLowerCase();
}

/**
 * The scrape has no case number, so the id is derived: 'KCS-' + the HSK code + the first 10 hex digits of
 * SHA-1(code + '\t' + folded description). It survives re-ordering and re-building of the file, and is unique
 * because (code, folded description) pairs are deduplicated.
 */
export function rulingId(hskCode: string, description: string): string {
  const digest = createHash('sha1').update(`${hskCode}\t${foldDescription(description)}`).digest('hex');
  return `KCS-${hskCode}-${digest.slice(0, 10)}`;
}

/** '6109101000' → '6109.10-1000', the way Korea Customs prints HSK codes. */
export function formatHsk(digits: string): string {
  return /^\d{10}$/.test(digits) ? `${digits.slice(0, 4)}.${digits.slice(4, 6)}-${digits.slice(6)}` : digits;
}

/** About 18 % of descriptions contain Hangul, mostly mixed with English; 'ko' when Hangul words are the majority. */
export function descriptionLanguage(description: string): 'ko' | 'en' {
  const words = description.split(/[\s;,()/]+/).filter((word) => /[\p{L}]/u.test(word));
  const hangul = words.filter((word) => /\p{Script=Hangul}/u.test(word)).length;
  return hangul > 0 && hangul * 2 >= words.length ? 'ko' : 'en';
}

/** The scrape dropped leading zeros of chapters 01–09 in places; a 9-digit code is padded back. */
function hskDigits(raw: string): string {
  const digits = raw.trim();
  return /^\d{9}$/.test(digits) ? `0${digits}` : digits;
}

interface RawRow {
  hsk_code: string;
  hs6: string;
  description: string;
}

/** Rulings in file order, deduplicated; `report` (also the generator's return value) counts what was skipped. */
export async function* readKrRulings(
  report: KrRulingsReport = newKrRulingsReport(),
  file: string = bundlePath(BUNDLE_FILES.krRulings),
): AsyncGenerator<RulingInput, KrRulingsReport> {
  const seenPairs = new Set<string>();
  const codesByDescription = new Map<string, string>();
  const rows = createReadStream(file).pipe(createGunzip()).pipe(parse({ columns: true, bom: true, skip_empty_lines: true, relax_column_count: true }));
  for await (const row of rows as AsyncIterable<RawRow>) {
    report.rows_read++;
    const ruling = toRuling(row, report.rows_read + 1, report);
    if (!ruling) continue;
    const folded = foldDescription(ruling.description);
    const digits = ruling.code.replace(/\D/g, '');
    if (seenPairs.has(`${digits}\t${folded}`)) {
      report.duplicates++;
      continue;
    }
    seenPairs.add(`${digits}\t${folded}`);
    const firstCode = codesByDescription.get(folded);
    if (firstCode === undefined) codesByDescription.set(folded, digits);
    else if (firstCode !== digits) report.same_description_other_code++;
    report.yielded++;
    yield ruling;
  }
  return report;
}

/** `line` is the 1-based line of the CSV (line 1 is the header). */
function toRuling(row: RawRow, line: number, report: KrRulingsReport): RulingInput | null {
  const hs6 = (row.hs6 ?? '').trim();
  const description = (row.description ?? '').replace(/\s+/g, ' ').trim();
  const digits = hskDigits(row.hsk_code ?? '');
  if (!/^\d{6}$/.test(hs6)) {
    report.skipped_no_hs6++;
    report.problems.push({ line, reason: 'no valid hs6', code: row.hsk_code });
    return null;
  }
  if (!description) {
    report.problems.push({ line, reason: 'empty description', code: row.hsk_code });
    return null;
  }
  if (!/^\d{10}$/.test(digits)) report.problems.push({ line, reason: 'HSK code is not 10 digits', code: row.hsk_code });
  else if (!digits.startsWith(hs6)) report.problems.push({ line, reason: 'hs6 differs from the HSK code', code: row.hsk_code });
  return {
    source: KR_RULINGS_SOURCE,
    ruling: rulingId(digits, description),
    date: null, // the cases are undated
    code: formatHsk(digits),
    hs6,
    description,
    text: null, // the scrape holds only the declared description
    language: descriptionLanguage(description),
    url: null,
  };
}

/** All rulings and the report, for callers that want an array. */
export async function loadKrRulings(file?: string): Promise<{ rulings: RulingInput[]; report: KrRulingsReport }> {
  const report = newKrRulingsReport();
  const rulings: RulingInput[] = [];
  for await (const ruling of readKrRulings(report, file)) rulings.push(ruling);
  return { rulings, report };
}
