import type { Db, Dataset } from '@tcs/db';

export type DatasetRecord = Dataset;

export class DatasetRepo {
  constructor(private readonly db: Db) {}

  async list(): Promise<DatasetRecord[]> {
    return this.db.dataset.findMany({ orderBy: [{ market: 'asc' }, { created_at: 'asc' }] });
  }
}

/** A dataset as the spec describes it. */
export const datasetView = (d: DatasetRecord) => ({
  id: d.id,
  market: d.market,
  version: d.version,
  name: d.name,
  national_digits: d.national_digits,
  source_name: d.source_name,
  source_url: d.source_url,
  is_demo: d.is_demo,
  active: d.active,
  entry_count: d.entry_count,
  loaded_at: d.loaded_at?.toISOString() ?? null,
  effective_date: d.effective_date,
  superseded_at: d.superseded_at?.toISOString() ?? null,
  official_domains: d.official_domains,
  notes: d.notes,
  status: d.status,
});
