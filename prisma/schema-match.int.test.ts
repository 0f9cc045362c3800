import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { get_dmmf } from '@prisma/prisma-schema-wasm';
import { ensureDatabase, migrate } from '@tcs/db';
import { dropDatabase, testEnv, uniqueName, withDatabase } from '@tcs/testing';

/**
 * The schema engine cannot run here, so this test is what keeps prisma/schema.prisma and the SQL
 * migrations honest: a fresh database migrated from the SQL files must hold exactly the models,
 * columns, types, nullability, primary keys, uniques and indexes the Prisma schema declares.
 */

// Indexes that Prisma cannot express and the SQL adds on purpose (partial, trigram …).
const RAW_SQL_INDEXES = new Set(['datasets_one_active_per_market', 'lookup_texts_description_trgm', 'lookups_flag_codes_gin', 'lookups_review_queue', 'lookups_decisions_by_day', 'lookup_events_by_kind_day']);
const BOOKKEEPING_TABLES = new Set<string>();

interface DmmfField { name: string; kind: string; type: string; isList: boolean; isRequired: boolean; dbName?: string | null; nativeType?: [string, string[]] | null }
interface DmmfModel { name: string; dbName: string | null; fields: DmmfField[] }
interface DmmfIndex { model: string; type: 'id' | 'unique' | 'normal' | 'fulltext'; fields: { name: string }[] }

const schema = readFileSync(path.join(__dirname, 'schema.prisma'), 'utf8');
const dmmf = JSON.parse(get_dmmf(JSON.stringify({ prismaSchema: [['schema.prisma', schema]] }))).datamodel as { models: DmmfModel[]; indexes: DmmfIndex[] };

const SCALAR_TYPES: Record<string, string> = {
  String: 'text', Int: 'integer', BigInt: 'bigint', Float: 'double precision', Boolean: 'boolean', DateTime: 'timestamp(3) without time zone', Json: 'jsonb', Decimal: 'numeric(65,30)', Bytes: 'bytea',
};

function expectedType(field: DmmfField): string {
  let base = SCALAR_TYPES[field.type];
  if (field.nativeType) {
    const [native, args] = field.nativeType;
    base = {
      Char: `character(${args[0]})`, VarChar: `character varying(${args[0]})`, Timestamptz: `timestamp(${args[0] ?? 3}) with time zone`,
      Timestamp: `timestamp(${args[0] ?? 3}) without time zone`, Text: 'text', Uuid: 'uuid', Date: 'date',
    }[native] ?? native;
  }
  return field.isList ? `${base}[]` : base;
}

const tableOf = (model: DmmfModel) => model.dbName ?? model.name;
const columnOf = (model: DmmfModel, fieldName: string) => {
  const field = model.fields.find((f) => f.name === fieldName)!;
  return field.dbName ?? field.name;
};

describe('migrated database vs schema.prisma', () => {
  let client: Client;
  let databaseUrl: string;

  beforeAll(async () => {
    databaseUrl = withDatabase(testEnv().databaseUrl, uniqueName('tcs_test_schema'));
    await ensureDatabase(databaseUrl);
    await migrate(databaseUrl);
    client = new Client({ connectionString: databaseUrl });
    await client.connect();
  });

  afterAll(async () => {
    await client.end();
    await dropDatabase(databaseUrl);
  });

  it('when migrated, then the tables are exactly the models', async () => {
    const { rows } = await client.query(`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`);
    const tables = rows.map((r) => r.table_name).filter((t) => !BOOKKEEPING_TABLES.has(t)).sort();
    expect(tables).toEqual(dmmf.models.map(tableOf).sort());
  });

  it.each(dmmf.models.map((m) => [tableOf(m), m] as const))('when %s is read, then every column has the declared type and nullability', async (table, model) => {
    const { rows } = await client.query(
      `SELECT a.attname AS name, format_type(a.atttypid, a.atttypmod) AS type, NOT a.attnotnull AS nullable
       FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE n.nspname = 'public' AND c.relname = $1 AND a.attnum > 0 AND NOT a.attisdropped ORDER BY a.attname`,
      [table],
    );
    const actual = Object.fromEntries(rows.map((r) => [r.name, { type: r.type, nullable: r.nullable }]));
    const expected = Object.fromEntries(
      model.fields
        .filter((f) => f.kind === 'scalar' || f.kind === 'enum')
        .map((f) => [f.dbName ?? f.name, { type: expectedType(f), nullable: !f.isRequired && !f.isList }]),
    );
    expect(actual).toEqual(expected);
  });

  it('when indexes are read, then primary keys, uniques and indexes are exactly the declared ones', async () => {
    const { rows } = await client.query(
      `SELECT t.relname AS table, i.relname AS name, ix.indisunique AS unique, ix.indisprimary AS primary,
              array_agg(a.attname::text ORDER BY k.ord) AS columns
       FROM pg_index ix
       JOIN pg_class t ON t.oid = ix.indrelid JOIN pg_class i ON i.oid = ix.indexrelid
       JOIN pg_namespace n ON n.oid = t.relnamespace
       JOIN LATERAL unnest(ix.indkey) WITH ORDINALITY AS k(attnum, ord) ON true
       JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = k.attnum
       WHERE n.nspname = 'public' GROUP BY t.relname, i.relname, ix.indisunique, ix.indisprimary`,
    );
    const signature = (table: string, kind: string, columns: string[]) => `${table}:${kind}(${columns.join(',')})`;
    const actual = rows
      .filter((r) => !RAW_SQL_INDEXES.has(r.name) && !BOOKKEEPING_TABLES.has(r.table))
      .map((r) => signature(r.table, r.primary ? 'id' : r.unique ? 'unique' : 'normal', r.columns))
      .sort();
    const expected = dmmf.indexes
      .map((index) => {
        const model = dmmf.models.find((m) => m.name === index.model)!;
        return signature(tableOf(model), index.type, index.fields.map((f) => columnOf(model, f.name)));
      })
      .sort();
    expect(actual).toEqual(expected);
  });

  it('when migrate runs again, then nothing is applied twice', async () => {
    expect((await migrate(databaseUrl)).applied).toEqual([]);
  });

  it('when an index exists only in SQL, then it is listed as such and really exists', async () => {
    const { rows } = await client.query(`SELECT indexname FROM pg_indexes WHERE schemaname = 'public' AND indexname = ANY($1)`, [[...RAW_SQL_INDEXES]]);
    expect(rows.map((r) => r.indexname).sort()).toEqual([...RAW_SQL_INDEXES].sort());
  });
});
