import type { Db, Dataset, Prisma } from '@tcs/db';
import { AppError } from '../errors';

export type DatasetRecord = Dataset;

export interface NewDataset {
  id: string;
  market: string;
  version: string;
  name: string;
  format: string;
  national_digits: number;
  source_name: string;
  source_url: string;
  official_domains: string[];
  is_demo: boolean;
  effective_date: string | null;
  notes: string | null;
  file_id: string | null;
  bundle: string | null;
  activate: boolean;
}

export class DatasetRepo {
  constructor(private readonly db: Db) {}

  async list(): Promise<DatasetRecord[]> {
    return this.db.dataset.findMany({ orderBy: [{ market: 'asc' }, { created_at: 'asc' }] });
  }

  async get(id: string): Promise<DatasetRecord | null> {
    return this.db.dataset.findUnique({ where: { id } });
  }

  async byVersion(market: string, version: string): Promise<DatasetRecord | null> {
    return this.db.dataset.findUnique({ where: { market_version: { market, version } } });
  }

  async active(market: string): Promise<DatasetRecord | null> {
    return this.db.dataset.findFirst({ where: { market, active: true, status: 'ready' } });
  }

  /**
   * The dataset a tariff read or a classification uses: the named version, else the market's
   * active one. A missing one is 404 for a named version, 503 when the market has none loaded.
   */
  async resolve(market: string, version?: string | null): Promise<DatasetRecord> {
    if (version) {
      const named = await this.byVersion(market, version);
      if (!named || named.status !== 'ready') throw new AppError('not_found', { messageKey: 'error.dataset_not_found', params: { market, version } });
      return named;
    }
    const active = await this.active(market);
    if (!active) throw new AppError('service_unavailable', { messageKey: 'error.no_active_dataset', params: { market } });
    return active;
  }

  async create(data: NewDataset): Promise<DatasetRecord> {
    return this.db.dataset.create({ data: { ...data, status: 'loading' } });
  }

  async markFailed(id: string, error: string, report: Prisma.InputJsonValue): Promise<void> {
    await this.db.dataset.update({ where: { id }, data: { status: 'failed', error, load_report: report } });
  }

  async remove(id: string): Promise<void> {
    await this.db.dataset.delete({ where: { id } });
  }
}

/** A dataset as the spec describes it, plus how its load went. */
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
  format: d.format,
  activated_at: d.activated_at?.toISOString() ?? null,
  error: d.error,
});

/** The short form search and tree answers carry. */
export const datasetRef = (d: DatasetRecord) => ({
  id: d.id,
  market: d.market,
  version: d.version,
  name: d.name,
  is_demo: d.is_demo,
  effective_date: d.effective_date,
  source_url: d.source_url,
  source_name: d.source_name,
});
