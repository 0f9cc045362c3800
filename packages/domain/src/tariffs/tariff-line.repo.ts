import type { PoolClient } from 'pg';
import type { Db, TariffLine } from '@tcs/db';
import type { ParsedLine } from '@tcs/tariffs';

export type TariffLineRecord = TariffLine;

const INSERT_CHUNK = 4000;

const COLUMNS = [
  ['position', 'int'],
  ['code', 'text'],
  ['code_digits', 'text'],
  ['hs6', 'text'],
  ['level', 'text'],
  ['indent', 'int'],
  ['is_leaf', 'bool'],
  ['parent_code', 'text'],
  ['description', 'text'],
  ['description_vi', 'text'],
  ['full_description', 'text'],
  ['duty_rate', 'text'],
  ['special_rate', 'text'],
  ['column2_rate', 'text'],
  ['unit', 'text'],
  ['additional_duties', 'jsonb'],
  ['footnotes', 'jsonb'],
  ['extra', 'jsonb'],
] as const;

// One INSERT … SELECT FROM unnest(arrays) per chunk: a schedule of 30,000 lines is 8 round trips.
const NAMES = COLUMNS.map(([c]) => c).join(', ');
const INSERT_SQL = `INSERT INTO tariff_lines (dataset_id, ${NAMES})
  SELECT $1, ${COLUMNS.map(([c, t]) => (t === 'jsonb' ? `u.${c}::jsonb` : `u.${c}`)).join(', ')}
  FROM unnest(${COLUMNS.map(([, t], i) => `$${i + 2}::${t === 'jsonb' ? 'text' : t}[]`).join(', ')}) AS u(${NAMES})`;

export class TariffLineRepo {
  constructor(private readonly db: Db) {}

  /** Inserts inside the caller's transaction, so a schedule appears whole or not at all. */
  static async insert(client: PoolClient, datasetId: string, lines: ParsedLine[]): Promise<void> {
    for (let start = 0; start < lines.length; start += INSERT_CHUNK) {
      const chunk = lines.slice(start, start + INSERT_CHUNK);
      const arrays = COLUMNS.map(([column, type]) =>
        chunk.map((line) => {
          const value = line[column as keyof ParsedLine];
          return type === 'jsonb' ? JSON.stringify(value ?? (column === 'extra' ? {} : [])) : (value ?? null);
        }),
      );
      await client.query(INSERT_SQL, [datasetId, ...arrays]);
    }
  }

  async byDigits(datasetId: string, digits: string): Promise<TariffLineRecord | null> {
    return this.db.tariffLine.findFirst({ where: { dataset_id: datasetId, code_digits: digits }, orderBy: { position: 'asc' } });
  }

  async byCode(datasetId: string, code: string): Promise<TariffLineRecord | null> {
    return this.db.tariffLine.findFirst({ where: { dataset_id: datasetId, code }, orderBy: { position: 'asc' } });
  }

  async children(datasetId: string, code: string): Promise<TariffLineRecord[]> {
    return this.db.tariffLine.findMany({ where: { dataset_id: datasetId, parent_code: code }, orderBy: { position: 'asc' } });
  }

  async top(datasetId: string): Promise<TariffLineRecord[]> {
    return this.db.tariffLine.findMany({ where: { dataset_id: datasetId, parent_code: null }, orderBy: { position: 'asc' } });
  }

  /** Root first. The chain is at most five links, read in one recursive query. */
  async ancestors(datasetId: string, line: TariffLineRecord): Promise<TariffLineRecord[]> {
    if (!line.parent_code) return [];
    const rows = await this.db.$queryRaw<TariffLineRecord[]>`
      WITH RECURSIVE chain AS (
        SELECT t.*, 1 AS depth FROM tariff_lines t WHERE t.dataset_id = ${datasetId} AND t.code = ${line.parent_code}
        UNION ALL
        SELECT p.*, c.depth + 1 FROM tariff_lines p JOIN chain c ON p.dataset_id = c.dataset_id AND p.code = c.parent_code
        WHERE c.depth < 10
      ) SELECT * FROM chain ORDER BY depth DESC`;
    return rows.map(({ depth: _depth, ...row }: TariffLineRecord & { depth?: number }) => row as TariffLineRecord);
  }

  /** Entries of a dataset: by code start, by words in either language, in schedule order. */
  async entries(datasetId: string, filter: { digits?: string; q?: string; limit: number }): Promise<TariffLineRecord[]> {
    const q = filter.q?.trim();
    return this.db.tariffLine.findMany({
      where: {
        dataset_id: datasetId,
        ...(filter.digits ? { code_digits: { startsWith: filter.digits } } : {}),
        ...(q ? { OR: [{ full_description: { contains: q, mode: 'insensitive' } }, { description_vi: { contains: q, mode: 'insensitive' } }] } : {}),
      },
      orderBy: { position: 'asc' },
      take: filter.limit,
    });
  }

  async all(datasetId: string): Promise<TariffLineRecord[]> {
    return this.db.tariffLine.findMany({ where: { dataset_id: datasetId }, orderBy: { position: 'asc' } });
  }
}
