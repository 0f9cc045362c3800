import { TariffIndex } from '@tcs/tariffs';
import type { Db } from '@tcs/db';
import type { TariffLineRecord } from './tariff-line.repo';

const MAX_INDEXES = 6;

/**
 * In-memory search indexes per dataset. A loaded dataset never changes, so an index keyed by
 * dataset id is never stale; each process builds its own on first use (about a second for the
 * US schedule) and keeps the most recently used few.
 */
export class SearchIndexCache {
  private readonly indexes = new Map<string, Promise<TariffIndex<TariffLineRecord>>>();

  constructor(private readonly db: Db) {}

  get(datasetId: string): Promise<TariffIndex<TariffLineRecord>> {
    let index = this.indexes.get(datasetId);
    if (index) {
      this.indexes.delete(datasetId);
      this.indexes.set(datasetId, index);
      return index;
    }
    index = this.build(datasetId);
    index.catch(() => this.indexes.delete(datasetId));
    this.indexes.set(datasetId, index);
    while (this.indexes.size > MAX_INDEXES) this.indexes.delete(this.indexes.keys().next().value as string);
    return index;
  }

  private async build(datasetId: string): Promise<TariffIndex<TariffLineRecord>> {
    const { rows } = await this.db.pool.query<TariffLineRecord>('SELECT * FROM tariff_lines WHERE dataset_id = $1 ORDER BY position', [datasetId]);
    return new TariffIndex(rows);
  }
}
