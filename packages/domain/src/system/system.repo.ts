import type { Db } from '@tcs/db';

export interface DatasetSummary {
  id: string;
  market: string;
  version: string;
  name: string;
  status: string;
  active: boolean;
  is_demo: boolean;
}

export class SystemRepo {
  constructor(private readonly db: Db) {}

  async datasets(): Promise<DatasetSummary[]> {
    return this.db.dataset.findMany({
      select: { id: true, market: true, version: true, name: true, status: true, active: true, is_demo: true },
      orderBy: [{ market: 'asc' }, { created_at: 'asc' }],
    });
  }
}
