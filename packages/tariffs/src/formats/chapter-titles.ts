/**
 * Chapter titles for the chapter lines a schedule does not publish (the USITC export starts at headings).
 * The bundled chapter-titles.csv.gz holds the HS 2022 chapter titles (scope HS) and the national chapters
 * HS lacks (US 98/99, VN 98), which win over HS for their market.
 */
import { createReadStream } from 'node:fs';
import path from 'node:path';
import type { Market } from '../types';
import { bundledDataDir } from './data-dir';
import type { ChapterTitle } from './hierarchy';
import { readCsv } from './input';

export const CHAPTER_TITLES_FILE = 'chapter-titles.csv.gz';
const COLUMNS = ['scope', 'chapter', 'title', 'title_vi', 'source'];

interface TitleRecord extends ChapterTitle {
  scope: string;
  chapter: string;
}

const loading = new Map<string, Promise<TitleRecord[]>>();

async function readTitleRecords(file: string): Promise<TitleRecord[]> {
  const records: TitleRecord[] = [];
  const problems = await readCsv(createReadStream(file), file, {
    onHeader: (fields) => {
      if (fields.join(',') !== COLUMNS.join(',')) throw new Error(`${file}: unexpected header ${fields.join(',')}`);
    },
    onRecord: ([scope, chapter, title, titleVi, source]) => records.push({ scope, chapter, title, titleVi: titleVi || null, source }),
  });
  if (problems.length) throw new Error(`${file}: ${problems[0].reason}`);
  return records;
}

function recordsOf(file: string): Promise<TitleRecord[]> {
  let pending = loading.get(file);
  if (!pending) {
    pending = readTitleRecords(file).catch((error: unknown) => {
      loading.delete(file); // let a later call retry instead of caching the failure
      throw error;
    });
    loading.set(file, pending);
  }
  return pending;
}

/**
 * Titles by 2-digit chapter for one market: its national chapters over the HS ones. `file` is a
 * chapter-titles CSV (plain or gzip), by default the bundled one; each file is read once per process.
 */
export async function chapterTitlesFor(market: Market, file = path.join(bundledDataDir(), CHAPTER_TITLES_FILE)): Promise<Map<string, ChapterTitle>> {
  const records = await recordsOf(file);
  const titles = new Map<string, ChapterTitle>();
  const pick = ({ title, titleVi, source }: TitleRecord): ChapterTitle => ({ title, titleVi, source });
  for (const r of records) if (r.scope === 'HS') titles.set(r.chapter, pick(r));
  for (const r of records) if (r.scope === market) titles.set(r.chapter, pick(r));
  return titles;
}
