import type { Db } from '@tcs/db';
import { Prisma } from '@tcs/db';
import { settleBatchRow, type SettledBatchRow } from '../batches/batch-settle';
import { AppError } from '../errors';
import { newId } from '../ids';
import { OutboxRepo } from '../outbox/outbox.repo';
import type { SummaryRecord } from './lookup.view';
import { isPending, QUEUE_STATUSES, riskOf, type LookupSort, type LookupStatus, type ProgressStage, progressOf } from './lookup-rules';

export type Tx = Parameters<Parameters<Db['$transaction']>[0]>[0];

export type LookupRecord = Prisma.LookupGetPayload<object>;
export type LookupEventRecord = Prisma.LookupEventGetPayload<object>;

/** The classify input as stored on the lookup. */
export interface LookupInput {
  description: string;
  material: string | null;
  use: string | null;
  composition: string | null;
  origin: string | null;
  notes: string | null;
  market: string;
  tariff_version: string | null;
}

export interface NewLookup extends LookupInput {
  kind: 'single' | 'batch' | 'sku';
  language: string;
  dataset_version: string;
  created_by_id: string;
  parent_lookup_id?: string | null;
  sku_id?: number | null;
  batch_id?: string | null;
  row_index?: number | null;
  request_id?: string | null;
  /** Answers to the parent's questions (a rerun), read by the worker. */
  answers?: Array<{ question_id: string; value: string }>;
}

export interface LookupFilter {
  q?: string;
  status?: string[];
  market?: string;
  kind?: string;
  decision?: string;
  date_from?: string;
  date_to?: string;
  created_by?: string;
  confidence_min?: number;
  confidence_max?: number;
  flag?: string;
  /** Only the review queue's members (and, with includeResolved, resolved ones too). */
  queue?: { includeResolved: boolean };
}

/** What a finished classification writes, all at once. */
export interface FinishedLookup {
  status: 'proposed' | 'needs_review' | 'needs_info';
  dataset_version: string;
  recommended_code: string | null;
  recommended_description: string | null;
  hs6: string | null;
  confidence: number;
  flag_codes: string[];
  normalized: unknown;
  result: unknown;
  missing_info: string[];
  processing_ms: number;
  llm: { calls: number; input_tokens: number; output_tokens: number };
}

const EVERYONE_EXEMPT_ROLE = 'admin';
/** Every column but the ones a summary omits (SummaryRecord), from the schema itself. */
const SUMMARY_OMITS: ReadonlySet<string> = new Set(['result', 'normalized', 'missing_info', 'progress']);
const SUMMARY_COLUMNS = Object.values(Prisma.LookupScalarFieldEnum)
  .filter((column) => !SUMMARY_OMITS.has(column))
  .map((column) => `"${column}"`)
  .join(', ');

/** Transactions that take row locks wait for the pool and the lock under load rather than fail. */
export const LOCKING_TRANSACTION = { maxWait: 10_000, timeout: 20_000 };

export class LookupRepo {
  constructor(private readonly db: Db) {}

  /**
   * Creates lookups after checking that the owner's balance covers them together with every
   * lookup of theirs not yet finished (each will be charged when it finishes). The account row
   * is locked for the check, so concurrent calls never promise the same credits twice.
   */
  async create(items: NewLookup[], creditsPerLookup: number, knownOwner?: { unlimited: boolean; role: string }): Promise<LookupRecord[]> {
    const ownerId = items[0].created_by_id;
    // The caller's account as authenticated a moment ago, or read here.
    const owner = knownOwner ?? (await this.db.account.findUnique({ where: { id: ownerId }, select: { unlimited: true, role: true } }));
    if (!owner) throw new AppError('not_found');
    const rows = newLookupRows(items);
    // Exempt owners take no lock: their calls never wait on each other.
    if (isExemptOwner(owner, creditsPerLookup)) return insertLookups(this.db, rows);
    return this.db.$transaction(async (tx) => {
      const { available, credits, reserved } = await lockCredits(tx, ownerId, creditsPerLookup);
      const needed = items.length * creditsPerLookup;
      if (available < needed) {
        throw new AppError('out_of_credits', { params: { balance: Math.max(0, available), needed }, details: { balance: credits, reserved, needed } });
      }
      return insertLookups(tx, rows);
    }, LOCKING_TRANSACTION);
  }

  get(id: string): Promise<LookupRecord | null> {
    return this.db.lookup.findUnique({ where: { id } });
  }

  events(id: string): Promise<LookupEventRecord[]> {
    return this.db.lookupEvent.findMany({ where: { lookup_id: id }, orderBy: [{ created_at: 'asc' }, { id: 'asc' }] });
  }

  async list(filter: LookupFilter, sort: LookupSort, page: { skip: number; take: number }): Promise<{ items: SummaryRecord[]; total: number }> {
    const where = whereOf(filter);
    // Summaries only: the result, reading and input texts (tens of kilobytes each) stay in the table.
    const [items, total] = await Promise.all([
      this.db.lookup.findMany({ where, orderBy: orderOf(sort), skip: page.skip, take: page.take, omit: { result: true, normalized: true, missing_info: true, progress: true } }),
      this.db.lookup.count({ where }),
    ]);
    return { items, total };
  }

  /**
   * The whole review queue's size, in the very terms of the partial index lookups_review_queue
   * (an index-only count; the generic filter above reads the table).
   */
  async queueSize(): Promise<number> {
    const { rows } = await this.db.pool.query<{ n: number }>(
      // Literal values (constants, not input): the planner matches them against the index predicate.
      `SELECT count(*)::int AS n FROM lookups WHERE status IN (${QUEUE_STATUSES.map((s) => `'${s}'`).join(', ')}) AND decision IS NULL AND resolved = false`,
    );
    return rows[0].n;
  }

  /** Queue members per status under the same filters. */
  async queueCounts(filter: LookupFilter): Promise<{ total: number; counts: Record<'needs_info' | 'needs_review' | 'error', number> }> {
    const groups = await this.db.lookup.groupBy({ by: ['status'], where: whereOf(filter), _count: { _all: true } });
    const counts = { needs_info: 0, needs_review: 0, error: 0 };
    for (const g of groups) if (g.status in counts) counts[g.status as keyof typeof counts] = g._count._all;
    return { total: counts.needs_info + counts.needs_review + counts.error, counts };
  }

  /** Takes a queued (or interrupted) lookup for classification; null when it has already finished. */
  async claim(id: string): Promise<LookupRecord | null> {
    const now = new Date();
    const claimed = await this.db.$queryRaw<LookupRecord[]>`
      UPDATE lookups SET status = 'processing', attempts = attempts + 1, started_at = ${now}, updated_at = now(),
        progress = ${JSON.stringify(progressOf('normalizing', now))}::jsonb
      WHERE id = ${id} AND status IN ('queued', 'processing')
      RETURNING *`;
    return claimed[0] ?? null;
  }

  async setProgress(id: string, stage: ProgressStage, startedAt: Date): Promise<void> {
    await this.db.lookup.updateMany({ where: { id, status: 'processing' }, data: { progress: progressOf(stage, startedAt) as Prisma.InputJsonValue } });
  }

  /**
   * Writes the result, charges the owner once (the ledger's unique (lookup, kind) and the status
   * guard both hold it to once) and records `lookup.completed` for single lookups, in one
   * transaction. Returns null when another attempt finished it first.
   */
  async finish(id: string, done: FinishedLookup, charge: { creditsPerLookup: number; event: ((lookup: SummaryRecord) => Promise<unknown>) | null }): Promise<(SummaryRecord & { batch_row: SettledBatchRow | null }) | null> {
    return this.db.$transaction(async (tx) => {
      const risk = riskOf(done.status, done.confidence, done.flag_codes);
      // Plain SQL: the result is tens of kilobytes, serialised once here rather than walked by the
      // query builder; only summary columns come back (the event and the caller read those).
      const [lookup] = await tx.$queryRaw<SummaryRecord[]>`
        UPDATE lookups SET
          status = ${done.status}, dataset_version = ${done.dataset_version}, recommended_code = ${done.recommended_code},
          recommended_description = ${done.recommended_description}, hs6 = ${done.hs6}, confidence = ${done.confidence},
          flag_codes = ${done.flag_codes}::text[], review_flags = ${JSON.stringify(done.flag_codes)}::jsonb, risk = ${risk.risk}, risk_level = ${risk.risk_level},
          normalized = ${JSON.stringify(done.normalized)}::jsonb, result = ${JSON.stringify(done.result)}::jsonb, missing_info = ${JSON.stringify(done.missing_info)}::jsonb,
          processing_ms = ${done.processing_ms}, llm_calls = ${done.llm.calls}, input_tokens = ${done.llm.input_tokens}, output_tokens = ${done.llm.output_tokens},
          progress = NULL, error = NULL, finished_at = now(), updated_at = now()
        WHERE id = ${id} AND status = 'processing'
        RETURNING ${Prisma.raw(SUMMARY_COLUMNS)}`;
      if (!lookup) return null;
      // A batch row ends with its lookup, in this transaction: never one without the other.
      const batchRow = lookup.batch_id ? await settleBatchRow(tx, lookup) : null;
      // A catalog SKU shows its latest classification.
      if (lookup.sku_id) await tx.$executeRaw`UPDATE skus SET suggested_code = ${lookup.recommended_code}, last_lookup_id = ${lookup.id}, updated_at = now() WHERE id = ${lookup.sku_id}`;
      const charged = await chargeLookup(tx, lookup, charge.creditsPerLookup, done.llm.input_tokens + done.llm.output_tokens);
      const finished = charged ? { ...lookup, credits_charged: charged } : lookup;
      if (charge.event) await OutboxRepo.record(tx, 'lookup.completed', await charge.event(finished), lookup.request_id);
      return { ...finished, batch_row: batchRow };
    }, LOCKING_TRANSACTION);
  }

  /** Ends a lookup in `error`: never charged, enters the review queue. */
  async fail(id: string, message: string, processingMs: number | null, event: ((lookup: SummaryRecord) => Promise<unknown>) | null): Promise<(LookupRecord & { batch_row: SettledBatchRow | null }) | null> {
    return this.db.$transaction(async (tx) => {
      const risk = riskOf('error', 0, []);
      const [lookup] = await tx.lookup.updateManyAndReturn({
        where: { id, status: { in: ['queued', 'processing'] } },
        data: { status: 'error', error: message.slice(0, 2000), progress: Prisma.DbNull, processing_ms: processingMs, finished_at: new Date(), risk: risk.risk, risk_level: risk.risk_level },
      });
      if (!lookup) return null;
      const batchRow = lookup.batch_id ? await settleBatchRow(tx, lookup) : null;
      if (event) await OutboxRepo.record(tx, 'lookup.completed', await event(lookup), lookup.request_id);
      return { ...lookup, batch_row: batchRow };
    }, LOCKING_TRANSACTION);
  }

  /** Lookups left unfinished longer than `olderThanMs` (a worker died): the sweeper re-enqueues them. */
  stale(olderThanMs: number, limit = 500): Promise<Array<{ id: string }>> {
    return this.db.lookup.findMany({
      where: { status: { in: ['queued', 'processing'] }, updated_at: { lt: new Date(Date.now() - olderThanMs) } },
      select: { id: true },
      orderBy: { updated_at: 'asc' },
      take: limit,
    });
  }

  /** Runs `change` on the locked lookup row, so concurrent decisions see each other. */
  async withLocked<T>(id: string, change: (tx: Tx, lookup: LookupRecord) => Promise<T>): Promise<T> {
    return this.db.$transaction(async (tx) => {
      const rows = await tx.$queryRaw<Array<{ id: string }>>`SELECT id FROM lookups WHERE id = ${id} FOR UPDATE`;
      if (!rows.length) throw new AppError('not_found');
      const lookup = await tx.lookup.findUniqueOrThrow({ where: { id } });
      return change(tx, lookup);
    }, LOCKING_TRANSACTION);
  }

}

/** Administrators, unlimited accounts and a free service are never charged and never refused. */
export const isExemptOwner = (owner: { unlimited: boolean; role: string }, creditsPerLookup: number) =>
  owner.unlimited || owner.role === EVERYONE_EXEMPT_ROLE || creditsPerLookup <= 0;

/**
 * Locks the owner's account row and answers what its balance still covers: every lookup of
 * theirs not yet finished will be charged when it finishes, so those credits are spoken for.
 */
export async function lockCredits(tx: Tx, ownerId: string, creditsPerLookup: number): Promise<{ available: number; credits: number; reserved: number }> {
  const [account] = await tx.$queryRaw<Array<{ credits: number }>>`SELECT credits FROM accounts WHERE id = ${ownerId} FOR UPDATE`;
  if (!account) throw new AppError('not_found');
  const [{ pending }] = await tx.$queryRaw<Array<{ pending: number }>>`
    SELECT count(*)::int AS pending FROM lookups WHERE created_by_id = ${ownerId} AND status IN ('queued', 'processing')`;
  const reserved = pending * creditsPerLookup;
  return { available: account.credits - reserved, credits: account.credits, reserved };
}

/** Rows for insertLookups: ids, the queued progress, and a rerun's answers riding in `normalized` until the worker reads them. */
export function newLookupRows(items: NewLookup[]): Array<Record<string, unknown>> {
  const now = new Date();
  return items.map((item) => ({
    id: newId(),
    kind: item.kind,
    description: item.description,
    material: item.material,
    use: item.use,
    composition: item.composition,
    origin: item.origin,
    notes: item.notes,
    market: item.market,
    tariff_version: item.tariff_version,
    dataset_version: item.dataset_version,
    language: item.language,
    created_by_id: item.created_by_id,
    parent_lookup_id: item.parent_lookup_id ?? null,
    sku_id: item.sku_id ?? null,
    batch_id: item.batch_id ?? null,
    row_index: item.row_index ?? null,
    request_id: item.request_id ?? null,
    progress: progressOf('queued', now),
    normalized: item.answers?.length ? { answers: item.answers } : {},
  }));
}

/**
 * The lookups, their `created` events and searchable texts in one statement (atomic on its own): the rows travel
 * as one JSON array, so a batch of thousands costs one round trip like a single lookup.
 */
export async function insertLookups(db: Tx | Db, rows: Array<Record<string, unknown>>): Promise<LookupRecord[]> {
  return db.$queryRaw<LookupRecord[]>`
    WITH input AS (
      SELECT * FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS x(
        id text, kind text, description text, material text, use text, composition text, origin text, notes text, market text,
        tariff_version text, dataset_version text, language text, created_by_id text, parent_lookup_id text, sku_id int,
        batch_id text, row_index int, request_id text, progress jsonb, normalized jsonb)
    ), created AS (
      INSERT INTO lookups (id, kind, description, material, use, composition, origin, notes, market, tariff_version, dataset_version, language,
        status, created_by_id, parent_lookup_id, sku_id, batch_id, row_index, request_id, progress, normalized, created_at, updated_at)
      SELECT id, kind, description, material, use, composition, origin, notes, market, tariff_version, dataset_version, language,
        'queued', created_by_id, parent_lookup_id, sku_id, batch_id, row_index, request_id, progress, normalized, now(), now()
      FROM input
      RETURNING *
    ), events AS (
      INSERT INTO lookup_events (lookup_id, kind, actor_id, created_at) SELECT id, 'created', created_by_id, created_at FROM created
    ), texts AS (
      INSERT INTO lookup_texts (lookup_id, description) SELECT id, description FROM created
    )
    SELECT * FROM created`;
}

/**
 * The usage row and the balance move of one finished lookup, in two statements: exempt owners
 * (administrators, unlimited) and a balance a grant has since emptied are not charged, and the
 * balance never goes below zero.
 */
async function chargeLookup(tx: Tx, lookup: SummaryRecord, creditsPerLookup: number, tokens: number): Promise<number> {
  if (!lookup.created_by_id || creditsPerLookup <= 0) return 0;
  const updated = await tx.$queryRaw<Array<{ credits: number }>>`
    UPDATE accounts SET credits = credits - ${creditsPerLookup}, updated_at = now()
    WHERE id = ${lookup.created_by_id} AND NOT unlimited AND role <> ${EVERYONE_EXEMPT_ROLE} AND credits >= ${creditsPerLookup}
    RETURNING credits`;
  if (!updated.length) return 0;
  await tx.$executeRaw`
    WITH usage AS (
      INSERT INTO credit_ledger (account_id, kind, amount, balance_after, lookup_id, tokens, created_at)
      VALUES (${lookup.created_by_id}, 'usage', ${-creditsPerLookup}, ${updated[0].credits}, ${lookup.id}, ${tokens}, now())
      RETURNING lookup_id)
    UPDATE lookups SET credits_charged = ${creditsPerLookup} WHERE id IN (SELECT lookup_id FROM usage)`;
  return creditsPerLookup;
}

function dayStart(date: string): Date {
  return new Date(`${date}T00:00:00.000Z`);
}

function whereOf(f: LookupFilter): Prisma.LookupWhereInput {
  const and: Prisma.LookupWhereInput[] = [];
  if (f.q) {
    const q = f.q.trim();
    const digits = q.replace(/[\s.]/g, '');
    and.push({
      OR: [
        { text: { is: { description: { contains: q, mode: 'insensitive' } } } },
        ...(/^\d{2,}$/.test(digits) ? [{ hs6: { startsWith: digits.slice(0, 6) } }, { recommended_code: { startsWith: q } }, { final_code: { startsWith: q } }] : []),
        ...(/^[0-9a-f]{32}$/.test(q) ? [{ id: q }] : []),
      ],
    });
  }
  if (f.status?.length) and.push({ status: { in: f.status } });
  if (f.market) and.push({ market: f.market });
  if (f.kind) and.push({ kind: f.kind });
  if (f.decision) and.push({ decision: f.decision === 'none' ? null : f.decision });
  if (f.date_from) and.push({ created_at: { gte: dayStart(f.date_from) } });
  if (f.date_to) and.push({ created_at: { lt: new Date(dayStart(f.date_to).getTime() + 86_400_000) } });
  if (f.created_by) and.push({ created_by_id: f.created_by });
  if (f.confidence_min !== undefined) and.push({ confidence: { gte: f.confidence_min } });
  if (f.confidence_max !== undefined) and.push({ confidence: { lte: f.confidence_max } });
  if (f.flag) and.push({ flag_codes: { has: f.flag } });
  if (f.queue) {
    and.push({ status: { in: [...QUEUE_STATUSES] }, decision: null });
    if (!f.queue.includeResolved) and.push({ resolved: false });
  }
  return and.length ? { AND: and } : {};
}

/** `confidence` puts the least certain first, unfinished and failed ones (confidence 0) included; `risk` highest first, then oldest. */
function orderOf(sort: LookupSort): Prisma.LookupOrderByWithRelationInput[] {
  switch (sort) {
    case 'oldest':
      return [{ created_at: 'asc' }, { id: 'asc' }];
    case 'confidence':
      return [{ confidence: 'asc' }, { created_at: 'asc' }, { id: 'asc' }];
    case 'risk':
      return [{ risk: 'desc' }, { created_at: 'asc' }, { id: 'asc' }];
    default:
      return [{ created_at: 'desc' }, { id: 'desc' }];
  }
}

export const isUnfinished = (lookup: Pick<LookupRecord, 'status'>) => isPending(lookup.status as LookupStatus);
