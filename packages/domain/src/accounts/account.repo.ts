import type { Db } from '@tcs/db';
import type { Role } from '../roles';

export interface AccountRecord {
  id: string;
  email: string;
  name: string;
  role: Role;
  credits: number;
  unlimited: boolean;
  active: boolean;
  trial_ended: boolean;
  plan: string | null;
  avatar_url: string | null;
  created_at: Date;
}

export interface NewAccount {
  id: string;
  email: string;
  name: string;
  role: Role;
  credits: number;
  unlimited: boolean;
  planId: string | null;
}

export interface AccountChanges {
  role?: Role;
  active?: boolean;
  trial_ended?: boolean;
  unlimited?: boolean;
  plan_id?: string | null;
}

const select = {
  id: true, email: true, name: true, role: true, credits: true, unlimited: true, active: true,
  trial_ended: true, avatar_url: true, created_at: true, plan: { select: { name: true } },
} as const;

type Row = { plan: { name: string } | null } & Omit<AccountRecord, 'plan'>;
const toRecord = ({ plan, ...rest }: Row): AccountRecord => ({ ...rest, role: rest.role as Role, plan: plan?.name ?? null });

export class AccountRepo {
  constructor(private readonly db: Db) {}

  async findByIdOrEmail(ref: string): Promise<AccountRecord | null> {
    const row = await this.db.account.findFirst({ where: ref.includes('@') ? { email: ref.toLowerCase() } : { id: ref }, select });
    return row ? toRecord(row as Row) : null;
  }

  /** The live balance (the one field of an account that changes with every finished lookup). */
  async creditsOf(id: string): Promise<number | null> {
    const { rows } = await this.db.pool.query<{ credits: number }>('SELECT credits FROM accounts WHERE id = $1', [id]);
    return rows[0]?.credits ?? null;
  }

  async list(): Promise<AccountRecord[]> {
    const rows = await this.db.account.findMany({ select, orderBy: { created_at: 'asc' } });
    return rows.map((r) => toRecord(r as Row));
  }

  async anyAdmin(): Promise<boolean> {
    return (await this.db.account.count({ where: { role: 'admin', active: true } })) > 0;
  }

  /** Creates the account and, when it starts with credits, the signup ledger row that explains them. */
  async create(input: NewAccount): Promise<AccountRecord> {
    const row = await this.db.$transaction(async (tx) => {
      await tx.account.create({
        data: { id: input.id, email: input.email, name: input.name, role: input.role, credits: input.credits, unlimited: input.unlimited, plan_id: input.planId },
      });
      if (input.credits !== 0) {
        await tx.creditLedger.create({
          data: { account_id: input.id, kind: 'signup', amount: input.credits, balance_after: input.credits, note: 'Sign-up credits' },
        });
      }
      return tx.account.findUniqueOrThrow({ where: { id: input.id }, select });
    });
    return toRecord(row as Row);
  }

  async update(id: string, changes: AccountChanges): Promise<AccountRecord> {
    const row = await this.db.account.update({ where: { id }, data: changes, select });
    return toRecord(row as Row);
  }
}
