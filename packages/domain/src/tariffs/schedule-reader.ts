import { detectFormat, loadManifest, readBundled, readFromStream, type ReadResult } from '@tcs/tariffs';
import type { Repos } from '../repos';
import type { DatasetRecord } from './dataset.repo';
import type { ScheduleFormat } from './schedule-formats';

/** How an ingestion job reads a dataset's file: from the repo's bundle or from the file store. */
export const scheduleReader =
  (repos: Repos) =>
  async (dataset: DatasetRecord): Promise<ReadResult> => {
    if (dataset.bundle) {
      const entry = loadManifest().find((e) => e.bundle === dataset.bundle);
      if (!entry) throw new Error(`bundle ${dataset.bundle} is not in data/tariffs/manifest.json`);
      return readBundled(entry);
    }
    if (!dataset.file_id) throw new Error(`dataset ${dataset.id} names no file`);
    return readFromStream(dataset.format as ScheduleFormat, repos.files.open(dataset.file_id), { market: dataset.market, version: dataset.version });
  };

export const detectScheduleFormat = (name: string, firstBytes: Buffer): ScheduleFormat | null => detectFormat(name, firstBytes) as ScheduleFormat | null;
