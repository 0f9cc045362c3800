import { MARKETS } from '@tcs/config';
import { translate, type Lang } from '@tcs/i18n';
import type { Caller } from '../caller';
import { AppError } from '../errors';
import { isExemptOwner } from '../lookups/lookup.repo';
import { LOOKUP_KINDS, LOOKUP_STATUSES } from '../lookups/lookup-rules';
import type { AccountRepo } from '../accounts/account.repo';
import { eachDay, previousPeriod, type Period } from './period';
import { ledgerSummary, transactionView } from './ledger-view';
import type { LedgerFilter, LookupGroup, UsageRepo } from './usage.repo';

export const USAGE_TRANSACTIONS = 50;

export interface UsageDeps {
  accounts: AccountRepo;
  usage: UsageRepo;
  creditsPerLookup: number;
  signupCredits: number;
}

interface Tally {
  lookups: number;
  credits_used: number;
}

/** `{key, lookups, credits_used}` for every known key (zeros included, in catalog order), then any other key seen. */
function breakdown(groups: LookupGroup[], field: 'kind' | 'market' | 'status', known: readonly string[]) {
  const tallies = new Map<string, Tally>(known.map((key) => [key, { lookups: 0, credits_used: 0 }]));
  for (const g of groups) {
    const tally = tallies.get(g[field]) ?? { lookups: 0, credits_used: 0 };
    tally.lookups += g.lookups;
    tally.credits_used += g.credits_used;
    tallies.set(g[field], tally);
  }
  return [...tallies].map(([key, tally]) => ({ key, ...tally }));
}

function dailyRows(groups: LookupGroup[], period: Period) {
  const days = new Map(eachDay(period).map((day) => [day, { day, lookups: 0, credits_used: 0, tokens: 0 }]));
  for (const g of groups) {
    const row = days.get(g.day);
    if (!row) continue;
    row.lookups += g.lookups;
    row.credits_used += g.credits_used;
    row.tokens += g.input_tokens + g.output_tokens;
  }
  return [...days.values()];
}

function llmFigures(groups: LookupGroup[]) {
  const sum = (field: keyof LookupGroup) => groups.reduce((total, g) => total + (g[field] as number), 0);
  const timed = sum('timed_lookups');
  const input = sum('input_tokens');
  const output = sum('output_tokens');
  return {
    llm_calls: sum('llm_calls'),
    input_tokens: input,
    output_tokens: output,
    total_tokens: input + output,
    charged_lookups: sum('charged_lookups'),
    // Null while no lookup of the period has finished: there is no time to average.
    avg_processing_ms: timed ? Math.round(sum('processing_ms') / timed) : null,
  };
}

/** `GET /api/usage/me`: the caller's account and what it used in the period (UTC days). */
export async function usageOf(deps: UsageDeps, caller: Caller, period: Period, lang: Lang) {
  const account = await deps.accounts.findByIdOrEmail(caller.accountId);
  if (!account) throw new AppError('unauthenticated');
  const previous = previousPeriod(period);
  const ledger: LedgerFilter = { accountId: account.id, period: { start: period.start, end: period.end } };
  const [groups, previousTotals, ledgerSums, transactions, lastSeen] = await Promise.all([
    deps.usage.lookupGroups(account.id, period),
    deps.usage.lookupTotals(account.id, previous),
    deps.usage.ledgerByKind(ledger),
    deps.usage.ledgerRows(ledger, { skip: 0, take: USAGE_TRANSACTIONS }),
    deps.usage.lastSeenAt(account.id),
  ]);
  const byKind = breakdown(groups, 'kind', LOOKUP_KINDS);
  return {
    user_id: account.id,
    name: account.name,
    email: account.email,
    role: caller.role,
    role_label: translate(lang, `role.${caller.role}`),
    credits: account.credits,
    unlimited: isExemptOwner(account, deps.creditsPerLookup),
    active: account.active,
    last_login_at: lastSeen?.toISOString() ?? null,
    pricing: { enabled: deps.creditsPerLookup > 0, credits_per_lookup: deps.creditsPerLookup, signup_credits: deps.signupCredits },
    from: period.from,
    to: period.to,
    totals: byKind.reduce((t, k) => ({ lookups: t.lookups + k.lookups, credits_used: t.credits_used + k.credits_used }), { lookups: 0, credits_used: 0 }),
    llm: llmFigures(groups),
    daily: dailyRows(groups, period),
    previous: { from: previous.from, to: previous.to, ...previousTotals },
    by_kind: byKind,
    by_market: breakdown(groups, 'market', MARKETS),
    by_status: breakdown(groups, 'status', LOOKUP_STATUSES),
    ledger: ledgerSummary(ledgerSums, lang),
    transactions: transactions.map((row) => transactionView(row, lang)),
  };
}
