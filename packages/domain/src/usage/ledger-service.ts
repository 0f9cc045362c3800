import type { Lang } from '@tcs/i18n';
import type { Caller } from '../caller';
import { forbidden } from '../errors';
import { roleAtLeast } from '../roles';
import { LEDGER_KINDS, ledgerExportValues, ledgerListView, ledgerSummary } from './ledger-view';
import { periodBetween } from './period';
import type { LedgerFilter, UsageRepo } from './usage.repo';

export interface LedgerQuery {
  date_from?: string;
  date_to?: string;
  /** An account id or `me`. */
  user_id?: string;
  kind?: (typeof LEDGER_KINDS)[number];
}

/** Administrators read every account's ledger (or one, by `user_id`); everyone else only their own. */
export function ledgerFilterOf(caller: Caller, query: LedgerQuery): LedgerFilter {
  const asked = query.user_id === 'me' ? caller.accountId : query.user_id;
  let accountId: string | null;
  if (roleAtLeast(caller.role, 'admin')) accountId = asked ?? null;
  else if (asked === undefined || asked === caller.accountId) accountId = caller.accountId;
  else throw forbidden();
  // Unlike usage, the ledger has no default period: without dates it is the whole history.
  return {
    accountId,
    kind: query.kind,
    period: {
      start: query.date_from ? periodBetween(query.date_from, query.date_from).start : null,
      end: query.date_to ? periodBetween(query.date_to, query.date_to).end : null,
    },
  };
}

/** `GET /api/usage/ledger`: a page, newest first, with the totals of everything the filter selects. */
export async function listLedger(usage: UsageRepo, filter: LedgerFilter, page: { page: number; page_size: number }, lang: Lang) {
  const [rows, sums] = await Promise.all([
    usage.ledgerRows(filter, { skip: (page.page - 1) * page.page_size, take: page.page_size }),
    usage.ledgerByKind(filter),
  ]);
  const { added, removed, net } = ledgerSummary(sums, lang);
  return {
    items: rows.map((row) => ledgerListView(row, lang)),
    total: sums.reduce((total, s) => total + s.count, 0),
    page: page.page,
    page_size: page.page_size,
    totals: { added, removed, net },
  };
}

/** The export's rows, a page at a time from the database, for a streamed CSV. */
export async function* ledgerExportRows(usage: UsageRepo, filter: LedgerFilter, lang: Lang): AsyncGenerator<Array<string | number | null>> {
  for await (const page of usage.ledgerPages(filter)) for (const row of page) yield ledgerExportValues(row, lang);
}
