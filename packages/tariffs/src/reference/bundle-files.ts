/** Where the reference bundles live and how they are read and written (gzip, level 9). */
import { gunzipSync, gzipSync } from 'node:zlib';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The folder is recognised by its build script, which is there even before the first build. */
const REFERENCE_SUBDIR = path.join('data', 'reference');
const MARKER = 'build-reference.js';

let cachedDir: string | null = null;

/**
 * Bundles are committed under <repo>/data/reference so the service never needs /work/shared at run time.
 * Found from this file upwards (like data/tariffs), so a move of the package does not break it; TCS_REFERENCE_DIR overrides.
 */
export function referenceDir(): string {
  if (process.env.TCS_REFERENCE_DIR) return process.env.TCS_REFERENCE_DIR;
  if (cachedDir) return cachedDir;
  for (let dir = __dirname; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, REFERENCE_SUBDIR);
    if (existsSync(path.join(candidate, MARKER))) return (cachedDir = candidate);
    if (path.dirname(dir) === dir) throw new Error(`no ${REFERENCE_SUBDIR}/${MARKER} above ${__dirname}`);
  }
}

/** The read-only source folder the build step reads (only the build needs it). */
export const SHARED_DATA_DIR = process.env.TCS_SHARED_DATA_DIR ?? '/work/shared/data';

export const BUNDLE_FILES = {
  usLegalNotes: 'us-legal-notes.json.gz',
  hs2022: 'hs2022.csv.gz',
  jpTerms: 'jp-terms.csv.gz',
  krRulings: 'kr-rulings.csv.gz',
} as const;

export function bundlePath(file: string): string {
  return path.join(referenceDir(), file);
}

export function readGzipText(file: string): string {
  return gunzipSync(readFileSync(file)).toString('utf8');
}

export function writeGzipText(file: string, text: string): number {
  mkdirSync(path.dirname(file), { recursive: true });
  const bytes = gzipSync(Buffer.from(text, 'utf8'), { level: 9 });
  writeFileSync(file, bytes);
  return bytes.length;
}

/** RFC 4180 quoting: only fields with a comma, quote or line break are quoted. */
export function csvField(value: string | null | undefined): string {
  const text = value ?? '';
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(fields: Array<string | null | undefined>): string {
  return fields.map(csvField).join(',');
}

/**
 * Reads a CSV this module wrote (header row, RFC 4180 quoting) into records. csv-parse takes ~0.4 s on the
 * 4 MB Japanese bundle; this single pass takes a tenth of that.
 */
export function parseBundleCsv(text: string): Array<Record<string, string>> {
  const [header = [], ...rows] = csvRows(text);
  return rows.filter((row) => row.length > 1 || row[0] !== '').map((row) => Object.fromEntries(header.map((name, i) => [name, row[i] ?? ''])));
}

function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let i = 0;
  while (i < text.length) {
    let field: string;
    if (text[i] === '"') {
      let end = i + 1;
      field = '';
      for (;;) {
        const quote = text.indexOf('"', end);
        if (quote < 0) throw new Error('unterminated quoted CSV field');
        field += text.slice(end, quote);
        if (text[quote + 1] !== '"') {
          i = quote + 1;
          break;
        }
        field += '"';
        end = quote + 2;
      }
    } else {
      const end = nextDelimiter(text, i);
      field = text.slice(i, end).replace(/\r$/, '');
      i = end;
    }
    if (text[i] === '\r') i++;
    row.push(field);
    if (text[i] === ',') {
      i++;
      continue;
    }
    rows.push(row);
    row = [];
    i++; // past '\n' (or past the end)
  }
  return rows;
}

function nextDelimiter(text: string, from: number): number {
  const comma = text.indexOf(',', from);
  const newline = text.indexOf('\n', from);
  const found = [comma, newline].filter((index) => index >= 0);
  return found.length ? Math.min(...found) : text.length;
}
