import type { Db } from '@tcs/db';

export interface LedgerRow {
  id: number;
  created_at: Date;
  account_id: string;
  kind: string;
  amount: number;
  balance_after: number;
  lookup_id: string | null;
  note: string | null;
  created_by_id: string | null;
}

export class LedgerRepo {
  constructor(private readonly db: Db) {}

  /**
   * Moves the balance and appends the ledger row in one transaction; the row-level lock of the
   * UPDATE orders concurrent movements so every balance_after is exact.
   */
  async append(input: { accountId: string; kind: 'grant' | 'signup'; amount: number; note: string | null; createdById: string | null }): Promise<LedgerRow | 'insufficient'> {
    return this.db.$transaction(async (tx) => {
      const updated = await tx.$queryRaw<{ credits: number }[]>`
        UPDATE accounts SET credits = credits + ${input.amount}, updated_at = now()
        WHERE id = ${input.accountId} AND credits + ${input.amount} >= 0 RETURNING credits`;
      if (!updated.length) return 'insufficient' as const;
      return (await tx.creditLedger.create({
        data: { account_id: input.accountId, kind: input.kind, amount: input.amount, balance_after: updated[0].credits, note: input.note, created_by_id: input.createdById },
      })) as LedgerRow;
    });
  }
}
