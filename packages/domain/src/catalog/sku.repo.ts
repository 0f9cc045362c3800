/** SKUs and their alerts in PostgreSQL. Bulk writes are one statement, whatever their size. */
import type { Db, Prisma } from '@tcs/db';
import type { Tx } from '../lookups/lookup.repo';
import { CODE_STATUSES, type SkuCodeStatus } from './sku-rules';
import type { AlertRecord, SkuRecord } from './sku.view';

/** One SKU as written: its product fields and its code state, already decided. */
export interface SkuWrite {
  sku: string;
  market: string;
  description: string;
  material: string | null;
  use: string | null;
  composition: string | null;
  origin: string | null;
  notes: string | null;
  external_ref: string | null;
  current_code: string | null;
  code_status: SkuCodeStatus;
  code_status_detail: string | null;
  checked_version: string | null;
  checked_at: Date | null;
}

export interface SkuFilter {
  q?: string;
  market?: string;
  code_status?: string;
  has_code?: boolean;
  has_alert?: boolean;
}

export type SavedSku = Pick<SkuRecord, 'id' | 'sku' | 'market' | 'code_status' | 'current_code' | 'suggested_code' | 'last_lookup_id'>;

const CONTENT = ['description', 'material', 'use', 'composition', 'origin', 'notes', 'external_ref'] as const;
const CODE = ['current_code', 'code_status', 'code_status_detail', 'checked_version'] as const;

// An unchanged item changes nothing (not even updated_at): the same payload twice is a no-op.
const UPSERT_SQL = `
  WITH input AS (
    SELECT * FROM jsonb_to_recordset($1::jsonb) AS x(sku text, market text, description text, material text, use text, composition text, origin text,
      notes text, external_ref text, current_code text, code_status text, code_status_detail text, checked_version text, checked_at timestamptz)
  ), written AS (
    INSERT INTO skus (sku, market, created_by_id, ${[...CONTENT, ...CODE].join(', ')}, checked_at, created_at, updated_at)
    SELECT sku, market, $2, ${[...CONTENT, ...CODE].join(', ')}, checked_at, now(), now() FROM input
    ON CONFLICT (sku, market) DO UPDATE SET
      ${[...CONTENT, ...CODE].map((c) => `${c} = EXCLUDED.${c}`).join(', ')},
      checked_at = CASE WHEN (${CODE.map((c) => `skus.${c}`).join(', ')}) IS DISTINCT FROM (${CODE.map((c) => `EXCLUDED.${c}`).join(', ')}) THEN EXCLUDED.checked_at ELSE skus.checked_at END,
      updated_at = now()
    WHERE (${[...CONTENT, ...CODE].map((c) => `skus.${c}`).join(', ')}) IS DISTINCT FROM (${[...CONTENT, ...CODE].map((c) => `EXCLUDED.${c}`).join(', ')})
    RETURNING id, sku, market, code_status, current_code, suggested_code, last_lookup_id
  )
  SELECT * FROM written
  UNION ALL
  SELECT s.id, s.sku, s.market, s.code_status, s.current_code, s.suggested_code, s.last_lookup_id
  FROM input i JOIN skus s ON s.sku = i.sku AND s.market = i.market
  WHERE NOT EXISTS (SELECT 1 FROM written w WHERE w.sku = i.sku AND w.market = i.market)`;

export class SkuRepo {
  constructor(private readonly db: Db) {}

  async upsertMany(items: SkuWrite[], createdBy: string, db: Tx | Db = this.db): Promise<SavedSku[]> {
    if (!items.length) return [];
    return db.$queryRawUnsafe<SavedSku[]>(UPSERT_SQL, JSON.stringify(items), createdBy);
  }

  /** The stored SKUs of these (sku, market) pairs, to keep the state of codes not checked again. */
  async byPairs(pairs: Array<{ sku: string; market: string }>): Promise<Map<string, SkuRecord>> {
    if (!pairs.length) return new Map();
    const rows = await this.db.$queryRaw<SkuRecord[]>`
      SELECT s.* FROM jsonb_to_recordset(${JSON.stringify(pairs)}::jsonb) AS x(sku text, market text) JOIN skus s ON s.sku = x.sku AND s.market = x.market`;
    return new Map(rows.map((row) => [pairKey(row), row]));
  }

  get(id: number): Promise<SkuRecord | null> {
    return this.db.sku.findUnique({ where: { id } });
  }

  alertsOf(skuId: number, limit: number): Promise<AlertRecord[]> {
    return this.db.alert.findMany({ where: { sku_id: skuId }, orderBy: [{ created_at: 'desc' }, { id: 'desc' }], take: limit });
  }

  async list(filter: SkuFilter, page: { skip: number; take: number }) {
    const where = whereOf(filter);
    const [items, total, groups] = await Promise.all([
      this.db.sku.findMany({ where, orderBy: [{ updated_at: 'desc' }, { id: 'desc' }], skip: page.skip, take: page.take }),
      this.db.sku.count({ where }),
      // Counts per status under every other filter: the status tabs of a catalog screen.
      this.db.sku.groupBy({ by: ['code_status'], where: whereOf({ ...filter, code_status: undefined }), _count: { _all: true } }),
    ]);
    const counts = Object.fromEntries(CODE_STATUSES.map((status) => [status, 0])) as Record<SkuCodeStatus, number>;
    for (const g of groups) counts[g.code_status as SkuCodeStatus] = g._count._all;
    const open = items.length ? await this.db.alert.groupBy({ by: ['sku_id'], where: { sku_id: { in: items.map((s) => s.id) }, acknowledged_at: null }, _count: { _all: true } }) : [];
    const openAlerts = new Map(open.map((g) => [g.sku_id, g._count._all]));
    return { items, total, counts, openAlerts };
  }

  /** The SKU's newest lookup, as soon as it exists. */
  async linkLookup(id: number, lookupId: string): Promise<void> {
    await this.db.sku.updateMany({ where: { id }, data: { last_lookup_id: lookupId } });
  }

  /** SKUs with a code, a page at a time (keyset), for checks of any catalog size. */
  async *pages(filter: { market?: string; ids?: number[] }, pageSize = 2000): AsyncGenerator<SkuRecord[]> {
    let after = 0;
    for (;;) {
      const page = await this.db.sku.findMany({
        where: { id: { gt: after, ...(filter.ids ? { in: filter.ids } : {}) }, current_code: { not: null }, ...(filter.market ? { market: filter.market } : {}) },
        orderBy: { id: 'asc' },
        take: pageSize,
      });
      if (!page.length) return;
      yield page;
      after = page[page.length - 1].id;
    }
  }

  async remove(id: number): Promise<boolean> {
    return (await this.db.sku.deleteMany({ where: { id } })).count > 0;
  }

  alerts(filter: { sku_id?: number; market?: string; acknowledged?: boolean }, limit: number): Promise<AlertRecord[]> {
    const where: Prisma.AlertWhereInput = {};
    if (filter.sku_id) where.sku_id = filter.sku_id;
    if (filter.market) where.sku = { market: filter.market };
    if (filter.acknowledged !== undefined) where.acknowledged_at = filter.acknowledged ? { not: null } : null;
    return this.db.alert.findMany({ where, orderBy: [{ created_at: 'desc' }, { id: 'desc' }], take: limit });
  }

  alert(id: number): Promise<AlertRecord | null> {
    return this.db.alert.findUnique({ where: { id } });
  }

  /** A second acknowledgement keeps the first one's time and author. */
  async acknowledge(id: number, by: string): Promise<AlertRecord | null> {
    await this.db.alert.updateMany({ where: { id, acknowledged_at: null }, data: { acknowledged_at: new Date(), acknowledged_by_id: by } });
    return this.alert(id);
  }
}

export const pairKey = (item: { sku: string; market: string }) => `${item.market}\u0001${item.sku}`;

function whereOf(f: SkuFilter): Prisma.SkuWhereInput {
  const and: Prisma.SkuWhereInput[] = [];
  if (f.q) {
    const q = f.q.trim();
    and.push({ OR: [{ sku: { contains: q, mode: 'insensitive' } }, { description: { contains: q, mode: 'insensitive' } }, { external_ref: { contains: q, mode: 'insensitive' } }, { current_code: { startsWith: q } }] });
  }
  if (f.market) and.push({ market: f.market });
  if (f.code_status) and.push({ code_status: f.code_status });
  if (f.has_code !== undefined) and.push({ current_code: f.has_code ? { not: null } : null });
  if (f.has_alert !== undefined) and.push(f.has_alert ? { alerts: { some: { acknowledged_at: null } } } : { alerts: { none: { acknowledged_at: null } } });
  return and.length ? { AND: and } : {};
}
