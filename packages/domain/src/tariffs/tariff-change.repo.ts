import type { Db, Prisma, TariffChange } from '@tcs/db';

export interface ChangeFilter {
  market?: string;
  from_version?: string;
  to_version?: string;
  digits?: string;
  kind?: string;
  limit: number;
}

export class TariffChangeRepo {
  constructor(private readonly db: Db) {}

  /** Newest version first, then schedule order. A code filter matches the code's digits as a prefix. */
  async list(filter: ChangeFilter): Promise<TariffChange[]> {
    const where: Prisma.TariffChangeWhereInput = {
      ...(filter.market ? { market: filter.market } : {}),
      ...(filter.from_version ? { from_version: filter.from_version } : {}),
      ...(filter.to_version ? { to_version: filter.to_version } : {}),
      ...(filter.kind ? { kind: filter.kind } : {}),
      ...(filter.digits ? { code_digits: { startsWith: filter.digits } } : {}),
    };
    return this.db.tariffChange.findMany({ where, orderBy: [{ detected_at: 'desc' }, { id: 'asc' }], take: filter.limit });
  }

  async counts(toDatasetId: string): Promise<Record<string, number>> {
    const rows = await this.db.tariffChange.groupBy({ by: ['kind'], where: { to_dataset_id: toDatasetId }, _count: { _all: true } });
    return Object.fromEntries(rows.map((r) => [r.kind, r._count._all]));
  }
}

export const tariffChangeView = (c: TariffChange) => ({
  id: c.id,
  market: c.market,
  from_version: c.from_version,
  to_version: c.to_version,
  code: c.code,
  kind: c.kind,
  before: c.before,
  after: c.after,
  detected_at: c.detected_at.toISOString(),
});
