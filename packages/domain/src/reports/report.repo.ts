import type { Db } from '@tcs/db';
import { analyticRead, lookupStats } from '../usage/lookup-stats';
import type { Period } from '../usage/period';

/** Lookups created in a period: per day, market and status, and per account. */
export interface CreatedGroups {
  byDay: Array<{ day: string; market: string; status: string; lookups: number }>;
  byAccount: Array<{ account_id: string; lookups: number; batch_rows: number }>;
}

export interface DecisionCounts {
  approved: number;
  overridden: number;
  rejected: number;
}

/** Decisions made in a period (a lookup's current decision, dated by `decided_at`). */
export interface DecisionDay extends DecisionCounts {
  day: string;
  market: string;
}

export interface DeciderFigures extends DecisionCounts {
  account_id: string;
  avg_hours: number;
  median_hours: number;
}

export interface OverriddenCode {
  market: string;
  code: string;
  description: string | null;
  overridden: number;
  decisions: number;
  replaced_by: Array<{ code: string; count: number }>;
}

const DECISION_COUNTS = `count(*) FILTER (WHERE decision = 'approved')::int AS approved,
  count(*) FILTER (WHERE decision = 'overridden')::int AS overridden, count(*) FILTER (WHERE decision = 'rejected')::int AS rejected`;
/** Hours from the moment the lookup was ready for a person to its decision. */
const DECISION_HOURS = `date_part('epoch', decided_at - coalesce(finished_at, created_at)) / 3600.0`; // float8: sorts far faster than numeric
/** Decisions of [$1, $2): answered from the covering index lookups_decisions_by_day. */
const DECIDED_IN = `FROM lookups WHERE decided_at >= $1 AND decided_at < $2 AND decided_at IS NOT NULL AND decision IS NOT NULL`;

/**
 * The productivity report's figures. Lookups come from the daily stats (days × accounts, not
 * lookups); decisions and comments from covering indexes; each read is one statement.
 */
export class ReportRepo {
  constructor(private readonly db: Db) {}

  async created(period: Period): Promise<CreatedGroups> {
    const { rows } = await this.db.pool.query<{ day: string | null; market: string | null; status: string | null; account_id: string | null; lookups: number; batch_rows: number }>(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, market, status, account_id,
         sum(lookups)::int AS lookups, coalesce(sum(lookups) FILTER (WHERE kind = 'batch'), 0)::int AS batch_rows
       FROM ${lookupStats(false)} s
       GROUP BY GROUPING SETS ((day, market, status), (account_id))`,
      [period.from, period.to],
    );
    const byDay: CreatedGroups['byDay'] = [];
    const byAccount: CreatedGroups['byAccount'] = [];
    for (const r of rows) {
      if (r.day !== null) byDay.push({ day: r.day, market: r.market as string, status: r.status as string, lookups: r.lookups });
      // '' is the stats' name for lookups without an owner: not an account.
      else if (r.account_id && r.lookups) byAccount.push({ account_id: r.account_id, lookups: r.lookups, batch_rows: r.batch_rows });
    }
    return { byDay, byAccount };
  }

  /** Lookups of the period per status only (the previous period's figures). */
  async createdByStatus(period: Period): Promise<Array<{ status: string; lookups: number }>> {
    const { rows } = await this.db.pool.query<{ status: string; lookups: number }>(
      `SELECT status, sum(lookups)::int AS lookups FROM ${lookupStats(false)} s GROUP BY status`,
      [period.from, period.to],
    );
    return rows;
  }

  async decisionsByDay(period: Period): Promise<DecisionDay[]> {
    const { rows } = await this.db.pool.query<DecisionDay>(
      `SELECT to_char((decided_at AT TIME ZONE 'UTC')::date, 'YYYY-MM-DD') AS day, market, ${DECISION_COUNTS} ${DECIDED_IN}
       GROUP BY (decided_at AT TIME ZONE 'UTC')::date, market`,
      [period.start, period.end],
    );
    return rows;
  }

  /** Every decision of the period: counts and the median hours (one sort of the period's decisions). */
  async decisionTotals(period: Period): Promise<DecisionCounts & { medianHours: number | null }> {
    return analyticRead(this.db, async (client) => {
      const { rows } = await client.query<DecisionCounts & { median_hours: number | null }>(
        `SELECT ${DECISION_COUNTS}, percentile_cont(0.5) WITHIN GROUP (ORDER BY ${DECISION_HOURS}) AS median_hours ${DECIDED_IN}`,
        [period.start, period.end],
      );
      const { median_hours: medianHours, ...counts } = rows[0];
      return { ...counts, medianHours };
    });
  }

  /** Per decider: counts, mean and median hours (a query of its own so it runs beside the totals). */
  async deciders(period: Period): Promise<DeciderFigures[]> {
    return analyticRead(this.db, async (client) => {
      const { rows } = await client.query<DeciderFigures>(
        `SELECT decided_by_id AS account_id, ${DECISION_COUNTS}, avg(${DECISION_HOURS}) AS avg_hours,
           percentile_cont(0.5) WITHIN GROUP (ORDER BY ${DECISION_HOURS}) AS median_hours
         ${DECIDED_IN} AND decided_by_id IS NOT NULL GROUP BY decided_by_id`,
        [period.start, period.end],
      );
      return rows;
    });
  }

  async commentsByAccount(period: Period): Promise<Map<string, number>> {
    const { rows } = await this.db.pool.query<{ account_id: string; comments: number }>(
      `SELECT actor_id AS account_id, count(*)::int AS comments FROM lookup_events
       WHERE kind = 'comment' AND created_at >= $1 AND created_at < $2 AND actor_id IS NOT NULL GROUP BY actor_id`,
      [period.start, period.end],
    );
    return new Map(rows.map((r) => [r.account_id, r.comments]));
  }

  /** The recommended codes people replaced most often in the period, with what they chose instead. */
  async topOverridden(period: Period, limit: number): Promise<OverriddenCode[]> {
    const { rows } = await this.db.pool.query<OverriddenCode>(
      // One pass over the period's decisions into (code, outcome, final code) counts; the rest works on those few rows.
      `WITH outcomes AS MATERIALIZED (
         SELECT market, recommended_code AS code, decision, final_code, count(*)::int AS n
         ${DECIDED_IN} AND recommended_code IS NOT NULL GROUP BY 1, 2, 3, 4),
       top AS (
         SELECT market, code, coalesce(sum(n) FILTER (WHERE decision = 'overridden'), 0)::int AS overridden, sum(n)::int AS decisions
         FROM outcomes GROUP BY market, code HAVING sum(n) FILTER (WHERE decision = 'overridden') > 0
         ORDER BY overridden DESC, decisions DESC, market, code LIMIT $3)
       SELECT t.market, t.code,
         -- The description the reviewers saw, from one of the code's lookups (found in the decisions index).
         (SELECT l.recommended_description FROM lookups l WHERE l.decided_at >= $1 AND l.decided_at < $2 AND l.decided_at IS NOT NULL
            AND l.decision IS NOT NULL AND l.market = t.market AND l.recommended_code = t.code LIMIT 1) AS description,
         t.overridden, t.decisions,
         (SELECT json_agg(json_build_object('code', o.final_code, 'count', o.n) ORDER BY o.n DESC, o.final_code)
            FROM outcomes o WHERE o.market = t.market AND o.code = t.code AND o.decision = 'overridden') AS replaced_by
       FROM top t ORDER BY t.overridden DESC, t.decisions DESC, t.market, t.code`,
      [period.start, period.end, limit],
    );
    return rows;
  }

  async accountsByIds(ids: string[]): Promise<Map<string, { name: string; role: string }>> {
    if (!ids.length) return new Map();
    const { rows } = await this.db.pool.query<{ id: string; name: string; role: string }>('SELECT id, name, role FROM accounts WHERE id = ANY($1)', [ids]);
    return new Map(rows.map((r) => [r.id, { name: r.name, role: r.role }]));
  }
}
