import { translate, type Lang, type MessageKey } from '@tcs/i18n';
import type { LedgerKindSum, LedgerListRow } from './usage.repo';

export const LEDGER_KINDS = ['signup', 'grant', 'usage'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export const ledgerKindLabel = (lang: Lang, kind: string) => translate(lang, `ledger.${kind}` as MessageKey);

/** Added, removed and net of some ledger rows, and the same per kind (every kind, zeros included). */
export function ledgerSummary(sums: LedgerKindSum[], lang: Lang) {
  const byKind = LEDGER_KINDS.map((kind) => {
    const found = sums.find((s) => s.kind === kind);
    return { kind, kind_label: ledgerKindLabel(lang, kind), count: found?.count ?? 0, added: found?.added ?? 0, removed: found?.removed ?? 0 };
  });
  const added = byKind.reduce((total, k) => total + k.added, 0);
  const removed = byKind.reduce((total, k) => total + k.removed, 0);
  return { added, removed, net: added - removed, by_kind: byKind };
}

/** A ledger row as usage's `transactions` show it. */
export const transactionView = (row: LedgerListRow, lang: Lang) => ({
  id: row.id,
  created_at: row.created_at.toISOString(),
  kind: row.kind,
  kind_label: ledgerKindLabel(lang, row.kind),
  amount: row.amount,
  balance_after: row.balance_after,
  lookup_id: row.lookup_id,
  note: row.note,
  created_by_name: row.created_by_name,
});

/** A row of the ledger list: the transaction plus whose it is and the tokens its lookup used. */
export const ledgerListView = (row: LedgerListRow, lang: Lang) => ({
  ...transactionView(row, lang),
  user_id: row.account_id,
  user_name: row.user_name,
  user_email: row.user_email,
  tokens: row.tokens,
});

/** The ledger export's columns, in order (headers in English: they are machine-read). */
export const LEDGER_EXPORT_COLUMNS = ['id', 'created_at', 'user_id', 'user_name', 'user_email', 'kind', 'kind_label', 'amount', 'balance_after', 'lookup_id', 'tokens', 'note', 'created_by_name'] as const;

export function ledgerExportValues(row: LedgerListRow, lang: Lang): Array<string | number | null> {
  const view = ledgerListView(row, lang);
  return LEDGER_EXPORT_COLUMNS.map((column) => view[column]);
}
