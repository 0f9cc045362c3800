import { AppError } from '../errors';
import type { AccountRepo } from '../accounts/account.repo';
import { requireAccount } from '../accounts/manage-accounts';
import type { LedgerRepo, LedgerRow } from './ledger.repo';

export const ledgerRowView = (row: LedgerRow) => ({
  id: row.id,
  created_at: row.created_at.toISOString(),
  user_id: row.account_id,
  kind: row.kind,
  amount: row.amount,
  balance_after: row.balance_after,
  lookup_id: row.lookup_id,
  note: row.note,
});

/** A grant adds (or, negative, removes) credits; the balance never goes below zero. */
export async function grantCredits(deps: { accounts: AccountRepo; ledger: LedgerRepo }, ref: string, amount: number, note?: string, byId?: string) {
  if (!Number.isInteger(amount) || amount === 0 || Math.abs(amount) > 1_000_000_000) {
    throw new AppError('validation_error', { errors: [{ field: 'amount', message: 'must be a non-zero whole number' }] });
  }
  const account = await requireAccount(deps.accounts, ref);
  const row = await deps.ledger.append({ accountId: account.id, kind: 'grant', amount, note: note ?? null, createdById: byId ?? null });
  if (row === 'insufficient') throw new AppError('conflict', { detail: `The balance (${account.credits}) cannot go below zero` });
  return ledgerRowView(row);
}
