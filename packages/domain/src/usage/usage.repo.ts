import type { Db } from '@tcs/db';
import type { Period } from './period';
import { lookupStats } from './lookup-stats';

/** One account's lookups of a period, counted per day, kind, market and status. */
export interface LookupGroup {
  day: string;
  kind: string;
  market: string;
  status: string;
  lookups: number;
  credits_used: number;
  llm_calls: number;
  input_tokens: number;
  output_tokens: number;
  charged_lookups: number;
  processing_ms: number;
  timed_lookups: number;
}

export interface LedgerKindSum {
  kind: string;
  count: number;
  added: number;
  removed: number;
}

export interface LedgerListRow {
  id: number;
  created_at: Date;
  account_id: string;
  user_name: string | null;
  user_email: string | null;
  kind: string;
  amount: number;
  balance_after: number;
  lookup_id: string | null;
  note: string | null;
  tokens: number;
  created_by_name: string | null;
}

export interface LedgerFilter {
  /** Null: every account (administrators). */
  accountId: string | null;
  kind?: string;
  period: { start: Date | null; end: Date | null };
}

const LEDGER_COLUMNS = `l.id, l.created_at, l.account_id, u.name AS user_name, u.email AS user_email, l.kind, l.amount, l.balance_after,
  l.lookup_id, l.note, l.tokens, c.name AS created_by_name`;
const LEDGER_FROM = `credit_ledger l LEFT JOIN accounts u ON u.id = l.account_id LEFT JOIN accounts c ON c.id = l.created_by_id`;

/**
 * WHERE of a ledger filter with its parameters ($1, $2 …), over the rows (`l`) or over the daily
 * totals (`d`). Periods are whole UTC days, so both select the same rows.
 */
function ledgerWhere(filter: LedgerFilter, over: 'rows' | 'days' = 'rows'): { sql: string; params: unknown[] } {
  const clauses: string[] = [];
  const params: unknown[] = [];
  const add = (clause: string, value: unknown) => {
    params.push(value);
    clauses.push(clause.replace('?', `$${params.length}`));
  };
  const t = over === 'rows' ? 'l' : 'd';
  const dayOf = (date: Date) => date.toISOString().slice(0, 10);
  if (filter.accountId !== null) add(`${t}.account_id = ?`, filter.accountId);
  if (filter.kind) add(`${t}.kind = ?`, filter.kind);
  const { start, end } = filter.period;
  if (start && over === 'rows') add('l.created_at >= ?', start);
  if (start && over === 'days') add('d.day >= ?::date', dayOf(start));
  if (end && over === 'rows') add('l.created_at < ?', end);
  if (end && over === 'days') add('d.day < ?::date', dayOf(end));
  return { sql: clauses.length ? `WHERE ${clauses.join(' AND ')}` : '', params };
}

/** Read-only figures for usage: every query is one aggregate over an indexed range. */
export class UsageRepo {
  constructor(private readonly db: Db) {}

  async lookupGroups(accountId: string, period: Period): Promise<LookupGroup[]> {
    const { rows } = await this.db.pool.query<LookupGroup>(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, kind, market, status, sum(lookups)::int AS lookups, sum(credits_used)::int AS credits_used,
         sum(llm_calls)::int AS llm_calls, sum(input_tokens)::bigint AS input_tokens, sum(output_tokens)::bigint AS output_tokens,
         sum(charged_lookups)::int AS charged_lookups, sum(processing_ms)::bigint AS processing_ms, sum(timed_lookups)::int AS timed_lookups
       FROM ${lookupStats(true)} s GROUP BY day, kind, market, status`,
      [period.from, period.to, accountId],
    );
    return rows.map((r) => ({ ...r, input_tokens: Number(r.input_tokens), output_tokens: Number(r.output_tokens), processing_ms: Number(r.processing_ms) }));
  }

  async lookupTotals(accountId: string, period: Period): Promise<{ lookups: number; credits_used: number }> {
    const { rows } = await this.db.pool.query<{ lookups: number; credits_used: number }>(
      `SELECT coalesce(sum(lookups), 0)::int AS lookups, coalesce(sum(credits_used), 0)::int AS credits_used FROM ${lookupStats(true)} s`,
      [period.from, period.to, accountId],
    );
    return rows[0];
  }

  /** Count, added and removed per kind, from the daily totals the ledger's trigger keeps. */
  async ledgerByKind(filter: LedgerFilter): Promise<LedgerKindSum[]> {
    const where = ledgerWhere(filter, 'days');
    const { rows } = await this.db.pool.query<LedgerKindSum>(
      `SELECT d.kind, sum(d.count)::int AS count, sum(d.added)::bigint AS added, sum(d.removed)::bigint AS removed
       FROM credit_ledger_daily d ${where.sql} GROUP BY d.kind`,
      where.params,
    );
    return rows.map((r) => ({ ...r, added: Number(r.added), removed: Number(r.removed) }));
  }

  /** Newest first (ids grow in the order rows were written). */
  async ledgerRows(filter: LedgerFilter, window: { skip: number; take: number }): Promise<LedgerListRow[]> {
    const where = ledgerWhere(filter);
    const n = where.params.length;
    const { rows } = await this.db.pool.query<LedgerListRow>(
      `SELECT ${LEDGER_COLUMNS} FROM ${LEDGER_FROM} ${where.sql} ORDER BY l.id DESC LIMIT $${n + 1} OFFSET $${n + 2}`,
      [...where.params, window.take, window.skip],
    );
    return rows;
  }

  /** Every row of the filter, newest first, a page at a time (keyset on id) for streaming. */
  async *ledgerPages(filter: LedgerFilter, pageSize = 1000): AsyncGenerator<LedgerListRow[]> {
    let before = Number.MAX_SAFE_INTEGER;
    for (;;) {
      const where = ledgerWhere(filter);
      const n = where.params.length;
      const keyset = `${where.sql ? `${where.sql} AND` : 'WHERE'} l.id < $${n + 1}::bigint`;
      const { rows } = await this.db.pool.query<LedgerListRow>(
        `SELECT ${LEDGER_COLUMNS} FROM ${LEDGER_FROM} ${keyset} ORDER BY l.id DESC LIMIT $${n + 2}`,
        [...where.params, before, pageSize],
      );
      if (rows.length) yield rows;
      if (rows.length < pageSize) return;
      before = rows[rows.length - 1].id;
    }
  }

  /** The latest use of any of the account's keys: the account's last sign-in, as keys are how it signs in. */
  async lastSeenAt(accountId: string): Promise<Date | null> {
    const { rows } = await this.db.pool.query<{ at: Date | null }>('SELECT max(last_used_at) AS at FROM api_keys WHERE account_id = $1', [accountId]);
    return rows[0]?.at ?? null;
  }
}
