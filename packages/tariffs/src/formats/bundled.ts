/** The tariff data shipped in data/tariffs/: its manifest and a reader for each listed dataset. */
import { createReadStream, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FormatName, Market, ReadResult } from '../types';
import { chapterTitlesFor } from './chapter-titles';
import { bundledDataDir } from './data-dir';
import { readEuCn } from './eu-cn';
import { readTcsCsv } from './tcs-csv';
import { readUsitcJson } from './usitc-json';
import { readVnTariff } from './vn';

export { bundledDataDir };

/** One dataset to seed, as data/tariffs/manifest.json lists it. File names are relative to data/tariffs/. */
export interface ManifestEntry {
  bundle: string; // stable id of the shipped data set, recorded on the dataset row ('us-hts-2024-12')
  market: Market;
  version: string;
  name: string;
  format: FormatName;
  files: { schedule: string; chapter_titles?: string; specialised_procedures?: string };
  national_digits: number;
  source_name: string;
  source_url: string;
  effective_date: string; // YYYY-MM-DD
  official_domains: string[];
  notes: string;
  activate_order: number; // seed and activate in this order; a later version of a market supersedes an earlier one
}

/** The manifest's datasets in activation order (read on every call: it is small and may be rebuilt). */
export function loadManifest(): ManifestEntry[] {
  const manifest = JSON.parse(readFileSync(path.join(bundledDataDir(), 'manifest.json'), 'utf8')) as { datasets: ManifestEntry[] };
  return [...manifest.datasets].sort((a, b) => a.activate_order - b.activate_order);
}

export function bundledFilePath(file: string): string {
  return path.join(bundledDataDir(), file);
}

/** Reads a manifest entry's files with the reader of its format. */
export async function readBundled(entry: ManifestEntry): Promise<ReadResult> {
  const { files, market } = entry;
  const open = (file: string) => createReadStream(bundledFilePath(file));
  const chapterTitles = files.chapter_titles ? await chapterTitlesFor(market, bundledFilePath(files.chapter_titles)) : undefined;
  switch (entry.format) {
    case 'usitc-json':
      return readUsitcJson(open(files.schedule), { chapterTitles });
    case 'eu-cn':
      return readEuCn(bundledFilePath(files.schedule), { year: Number(entry.version), chapterTitles });
    case 'vn-xlsx':
      return readVnTariff(open(files.schedule), {
        chapterTitles,
        specialisedProcedures: files.specialised_procedures ? open(files.specialised_procedures) : undefined,
      });
    case 'tcs-csv':
      return readTcsCsv(open(files.schedule), { market, chapterTitles });
  }
}
