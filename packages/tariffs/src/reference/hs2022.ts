/**
 * HS 2022 nomenclature texts (UN Comtrade wording, PDDL): sections, chapters, headings, 6-digit subheadings.
 * Bundle: data/reference/hs2022.csv.gz with rows `level,code,section,description`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { BUNDLE_FILES, SHARED_DATA_DIR, bundlePath, csvLine, parseBundleCsv, readGzipText, writeGzipText } from './bundle-files';

export type HsLevel = 'section' | 'chapter' | 'heading' | 'subheading';

export interface HsEntry {
  code: string; // '61', '6109', '610910'; a roman numeral for a section
  section: string; // roman numeral
  description: string;
}

export interface Hs2022 {
  sections: Map<string, HsEntry>;
  chapters: Map<string, HsEntry>;
  headings: Map<string, HsEntry>;
  subheadings: Map<string, HsEntry>;
  /** The 6-digit subheadings of each heading, in the nomenclature's order. */
  subheadingsByHeading: Map<string, string[]>;
}

interface HsRow extends HsEntry {
  level: HsLevel;
}

const LEVEL_BY_DIGITS: Record<string, HsLevel> = { '2': 'chapter', '4': 'heading', '6': 'subheading' };

// ---------- build (reads /work/shared/data/hs2022) ----------

/** Comtrade's chapter 99 ("Commodities not specified") and its TOTAL rows are not nomenclature: dropped. */
export function readHs2022Source(sourceDir: string = SHARED_DATA_DIR): HsRow[] {
  const folder = path.join(sourceDir, 'hs2022');
  const sections = parseCsv(readFileSync(path.join(folder, 'sections.csv'), 'utf8')).map(
    (row): HsRow => ({ level: 'section', code: row.section, section: row.section, description: sentenceCase(row.name) }),
  );
  const codes = parseCsv(readFileSync(path.join(folder, 'harmonized-system.csv'), 'utf8'))
    .filter((row) => row.section !== 'TOTAL' && LEVEL_BY_DIGITS[row.level] && !row.hscode.startsWith('99'))
    .map((row): HsRow => ({ level: LEVEL_BY_DIGITS[row.level], code: row.hscode, section: row.section, description: row.description.trim() }));
  return [...sections, ...codes];
}

function parseCsv(text: string): Array<Record<string, string>> {
  return parse(text, { columns: true, bom: true, skip_empty_lines: true }) as Array<Record<string, string>>;
}

/** sections.csv writes section I as "live animals; animal products". */
function sentenceCase(text: string): string {
  const trimmed = text.trim();
  return trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
}

export function buildHs2022Bundle(sourceDir: string = SHARED_DATA_DIR, outFile: string = bundlePath(BUNDLE_FILES.hs2022)) {
  const rows = readHs2022Source(sourceDir);
  const csv = ['level,code,section,description', ...rows.map((row) => csvLine([row.level, row.code, row.section, row.description]))];
  const bytes = writeGzipText(outFile, csv.join('\n') + '\n');
  return { rows: rows.length, bytes };
}

// ---------- load (reads the bundle) ----------

let cached: Hs2022 | null = null;

export function loadHs2022(): Hs2022 {
  cached ??= indexRows(parseBundleCsv(readGzipText(bundlePath(BUNDLE_FILES.hs2022))) as unknown as HsRow[]);
  return cached;
}

/**
 * Subheadings whose text the source dataset shortened past what splits them, or ran into a sibling's: HS 2022 gives tufted carpets of nylon and of
 * other man-made fibres a "Turf" line each (5703.21, 5703.31) before "Other" (5703.29, 5703.39); the dataset reads
 * both pairs alike, so a tufted rug met artificial turf's line as often as its own.
 */
const SUBHEADING_CORRECTIONS: Record<string, string> = {
  // The dataset folds 2101.12's preparations into 2101.11's extracts: HS 2022 splits them.
  '210111': 'Coffee; extracts, essences and concentrates',
  '210112': 'Coffee; preparations with a basis of extracts, essences or concentrates or with a basis of coffee',
  '570321': 'Carpets and other textile floor coverings; tufted, turf, of nylon or other polyamides, whether or not made up',
  '570329': 'Carpets; tufted, of nylon or other polyamides, other than turf, whether or not made up',
  '570331': 'Carpets and other textile floor coverings; tufted, turf, of other man-made textile materials (other than polyamides), whether or not made up',
  '570339': 'Carpets; tufted, of man-made textile materials (other than polyamides), other than turf, whether or not made up',
  // The dataset bounds textured nylon at 50 decitex where HS 2022 says 50 tex (the US schedule's 500 decitex): every textured
  // nylon yarn sold, 20 to 200 decitex, read as 5402.32's.
  '540231': 'Yarn, synthetic; filament, monofilament (less than 67 decitex), textured, of nylon or other polyamides, measuring per single yarn not more than 500 decitex, not for retail sale, not sewing thread',
  '540232': 'Yarn, synthetic; filament, monofilament (less than 67 decitex), textured, of nylon or other polyamides, measuring per single yarn more than 500 decitex, not for retail sale, not sewing thread',
};

function indexRows(rows: HsRow[]): Hs2022 {
  const hs: Omit<Hs2022, 'subheadingsByHeading'> = { sections: new Map(), chapters: new Map(), headings: new Map(), subheadings: new Map() };
  const mapOf: Record<HsLevel, Map<string, HsEntry>> = {
    section: hs.sections,
    chapter: hs.chapters,
    heading: hs.headings,
    subheading: hs.subheadings,
  };
  for (const { level, code, section, description } of rows) mapOf[level].set(code, { code, section, description: SUBHEADING_CORRECTIONS[code] ?? description });
  return { ...hs, subheadingsByHeading: subheadingsByHeading(hs.subheadings.keys()) };
}

/** 6-digit codes grouped by their heading, each group in code order (GRI 6 compares a subheading with these siblings only). */
export function subheadingsByHeading(hs6Codes: Iterable<string>): Map<string, string[]> {
  const byHeading = new Map<string, string[]>();
  for (const hs6 of [...hs6Codes].sort()) {
    const siblings = byHeading.get(hs6.slice(0, 4));
    if (siblings) siblings.push(hs6);
    else byHeading.set(hs6.slice(0, 4), [hs6]);
  }
  return byHeading;
}

function digitsOf(code: string): string {
  return code.replace(/\D/g, '');
}

/** Chapter from '61', '6109', '6109.10.00.12' or 1-digit '1' (→ '01'). */
function chapterOf(code: string): string {
  const digits = digitsOf(code);
  return digits.length === 1 ? `0${digits}` : digits.slice(0, 2);
}

export function hs6Text(hs6: string): string | undefined {
  return loadHs2022().subheadings.get(digitsOf(hs6).slice(0, 6))?.description;
}

export function headingText(heading: string): string | undefined {
  return loadHs2022().headings.get(digitsOf(heading).slice(0, 4))?.description;
}

export function chapterTitle(chapter: string): string | undefined {
  return loadHs2022().chapters.get(chapterOf(chapter))?.description;
}

/** 'XI' for '61'. Chapters 98 and 99 are US national chapters, outside the HS: see `usSectionOfChapter`. */
export function sectionOfChapter(chapter: string): string | undefined {
  return loadHs2022().chapters.get(chapterOf(chapter))?.section;
}

export function sectionTitle(section: string): string | undefined {
  return loadHs2022().sections.get(section.toUpperCase())?.description;
}
