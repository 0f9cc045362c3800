import { MARKETS } from '@tcs/config';
import { LOOKUP_STATUSES } from '../lookups/lookup-rules';
import type { LookupRepo } from '../lookups/lookup.repo';
import { eachDay, previousPeriod, type Period } from '../usage/period';
import type { CreatedGroups, DeciderFigures, DecisionCounts, DecisionDay, ReportRepo } from './report.repo';

export const TOP_OVERRIDDEN = 10;

export interface ReportDeps {
  reports: ReportRepo;
  lookups: LookupRepo;
}

/** How a finished lookup ended, as the report counts it. */
const OUTCOME: Record<string, 'auto_proposed' | 'routed_to_review' | 'errors' | null> = {
  proposed: 'auto_proposed',
  needs_review: 'routed_to_review',
  needs_info: 'routed_to_review',
  error: 'errors',
};

const rate = (part: number, whole: number) => (whole ? Math.round((part / whole) * 10_000) / 10_000 : null);
const hours = (value: number | null) => (value === null ? null : Math.round(value * 100) / 100);

interface Outcomes {
  lookups: number;
  auto_proposed: number;
  routed_to_review: number;
  errors: number;
}

const noOutcomes = (): Outcomes => ({ lookups: 0, auto_proposed: 0, routed_to_review: 0, errors: 0 });
const noDecisions = (): DecisionCounts => ({ approved: 0, overridden: 0, rejected: 0 });

function addCreated(into: Outcomes, group: { status: string; lookups: number }) {
  into.lookups += group.lookups;
  const outcome = OUTCOME[group.status];
  if (outcome) into[outcome] += group.lookups;
}

function addDecided(into: DecisionCounts, group: DecisionCounts) {
  into.approved += group.approved;
  into.overridden += group.overridden;
  into.rejected += group.rejected;
}

/**
 * Rates of a set of figures. `auto_rate` is over finished lookups (those still queued or
 * processing have no outcome yet); decision rates are over the decisions.
 */
function rates(outcomes: Outcomes, decisions: DecisionCounts) {
  const decided = decisions.approved + decisions.overridden + decisions.rejected;
  const finished = outcomes.auto_proposed + outcomes.routed_to_review + outcomes.errors;
  return {
    ...outcomes,
    auto_rate: rate(outcomes.auto_proposed, finished),
    decisions: decided,
    ...decisions,
    approval_rate: rate(decisions.approved, decided),
    override_rate: rate(decisions.overridden, decided),
    reject_rate: rate(decisions.rejected, decided),
  };
}

function kpisOf(created: Array<{ status: string; lookups: number }>, decided: DecisionCounts & { medianHours: number | null }) {
  const outcomes = noOutcomes();
  for (const g of created) addCreated(outcomes, g);
  const decisions = { approved: decided.approved, overridden: decided.overridden, rejected: decided.rejected };
  return { ...rates(outcomes, decisions), median_decision_hours: hours(decided.medianHours) };
}

function dailyOf(period: Period, created: CreatedGroups, decided: DecisionDay[]) {
  const days = new Map(eachDay(period).map((day) => [day, { outcomes: noOutcomes(), decisions: 0 }]));
  for (const g of created.byDay) {
    const day = days.get(g.day);
    if (day) addCreated(day.outcomes, g);
  }
  for (const g of decided) {
    const day = days.get(g.day);
    if (day) day.decisions += g.approved + g.overridden + g.rejected;
  }
  return [...days].map(([day, { outcomes, decisions }]) => ({
    day, count: outcomes.lookups, auto_proposed: outcomes.auto_proposed, routed_to_review: outcomes.routed_to_review, decisions,
  }));
}

function marketsOf(created: CreatedGroups, decided: DecisionDay[]) {
  const markets = new Map<string, { outcomes: Outcomes; decisions: DecisionCounts }>(MARKETS.map((m) => [m, { outcomes: noOutcomes(), decisions: noDecisions() }]));
  const of = (market: string) => markets.get(market) ?? markets.set(market, { outcomes: noOutcomes(), decisions: noDecisions() }).get(market)!;
  for (const g of created.byDay) addCreated(of(g.market).outcomes, g);
  for (const g of decided) addDecided(of(g.market).decisions, g);
  return [...markets].map(([market, figures]) => ({ market, ...rates(figures.outcomes, figures.decisions) }));
}

async function usersOf(deps: ReportDeps, created: CreatedGroups, deciders: DeciderFigures[], comments: Map<string, number>) {
  const made = new Map(created.byAccount.map((a) => [a.account_id, a]));
  const decided = new Map(deciders.map((a) => [a.account_id, a]));
  const ids = new Set([...made.keys(), ...decided.keys(), ...comments.keys()]);
  const accounts = await deps.reports.accountsByIds([...ids]);
  const users = [...ids].map((id) => {
    const lookups = made.get(id);
    const decisions = decided.get(id);
    const counts = decisions ?? noDecisions();
    return {
      user_id: id,
      name: accounts.get(id)?.name ?? null,
      role: accounts.get(id)?.role ?? null,
      lookups: lookups?.lookups ?? 0,
      batch_rows: lookups?.batch_rows ?? 0,
      approved: counts.approved,
      overridden: counts.overridden,
      rejected: counts.rejected,
      comments: comments.get(id) ?? 0,
      avg_decision_hours: hours(decisions?.avg_hours ?? null),
      median_decision_hours: hours(decisions?.median_hours ?? null),
      decisions: counts.approved + counts.overridden + counts.rejected,
    };
  });
  return users.sort((a, b) => b.decisions - a.decisions || b.lookups - a.lookups || (a.name ?? '').localeCompare(b.name ?? '') || a.user_id.localeCompare(b.user_id));
}

/**
 * `GET /api/reports/productivity`: lookups created in the period, decisions made in it (a
 * lookup's current decision, dated when it was made), comments written in it; every account.
 */
export async function productivityReport(deps: ReportDeps, period: Period) {
  const previous = previousPeriod(period);
  const [created, decisionDays, decided, deciders, comments, topOverridden, queue, previousCreated, previousDecided] = await Promise.all([
    deps.reports.created(period),
    deps.reports.decisionsByDay(period),
    deps.reports.decisionTotals(period),
    deps.reports.deciders(period),
    deps.reports.commentsByAccount(period),
    deps.reports.topOverridden(period, TOP_OVERRIDDEN),
    deps.lookups.queueSize(),
    deps.reports.createdByStatus(previous),
    deps.reports.decisionTotals(previous),
  ]);
  const kpis = kpisOf(created.byDay, decided);
  const byStatus: Record<string, number> = Object.fromEntries(LOOKUP_STATUSES.map((s) => [s, 0]));
  for (const g of created.byDay) byStatus[g.status] = (byStatus[g.status] ?? 0) + g.lookups;
  return {
    from: period.from,
    to: period.to,
    total_lookups: kpis.lookups,
    by_status: byStatus,
    by_decision: { approved: kpis.approved, overridden: kpis.overridden, rejected: kpis.rejected },
    review_queue: queue,
    ai_acceptance_rate: kpis.approval_rate,
    users: await usersOf(deps, created, deciders, comments),
    daily: dailyOf(period, created, decisionDays),
    kpis,
    previous: { from: previous.from, to: previous.to, ...kpisOf(previousCreated, previousDecided) },
    markets: marketsOf(created, decisionDays),
    top_overridden: topOverridden,
  };
}
