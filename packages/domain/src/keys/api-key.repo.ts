import type { Db } from '@tcs/db';
import type { Role } from '../roles';

export interface ApiKeyRecord {
  id: string;
  account_id: string;
  name: string;
  role: Role;
  prefix: string;
  created_at: Date;
  revoked_at: Date | null;
}

export interface KeyWithAccount extends ApiKeyRecord {
  last_used_at: Date | null;
  account: {
    id: string;
    email: string;
    name: string;
    role: Role;
    active: boolean;
    unlimited: boolean;
    trial_ended: boolean;
    avatar_url: string | null;
    plan: { name: string; entitlements: { key: string; kind: string; enabled: boolean; value: number | null; unlimited: boolean }[] } | null;
  };
}

const keySelect = { id: true, account_id: true, name: true, role: true, prefix: true, created_at: true, revoked_at: true } as const;

export class ApiKeyRepo {
  constructor(private readonly db: Db) {}

  async create(input: { id: string; accountId: string; name: string; role: Role; prefix: string; hash: string }): Promise<ApiKeyRecord> {
    const row = await this.db.apiKey.create({
      data: { id: input.id, account_id: input.accountId, name: input.name, role: input.role, prefix: input.prefix, key_hash: input.hash },
      select: keySelect,
    });
    return row as ApiKeyRecord;
  }

  async revoke(id: string, at: Date): Promise<ApiKeyRecord | null> {
    const existing = await this.db.apiKey.findUnique({ where: { id }, select: keySelect });
    if (!existing) return null;
    if (existing.revoked_at) return existing as ApiKeyRecord;
    return (await this.db.apiKey.update({ where: { id }, data: { revoked_at: at }, select: keySelect })) as ApiKeyRecord;
  }

  async list(accountId?: string): Promise<ApiKeyRecord[]> {
    const rows = await this.db.apiKey.findMany({ where: accountId ? { account_id: accountId } : {}, select: keySelect, orderBy: { created_at: 'asc' } });
    return rows as ApiKeyRecord[];
  }

  /** One query: the key, its account and the account's plan entitlements. */
  async findByHash(hash: string): Promise<KeyWithAccount | null> {
    const row = await this.db.apiKey.findUnique({
      where: { key_hash: hash },
      select: {
        ...keySelect,
        last_used_at: true,
        account: {
          select: {
            id: true, email: true, name: true, role: true, active: true, unlimited: true, trial_ended: true, avatar_url: true,
            plan: { select: { name: true, entitlements: { select: { key: true, kind: true, enabled: true, value: true, unlimited: true } } } },
          },
        },
      },
    });
    return row as KeyWithAccount | null;
  }

  async touch(id: string, at: Date): Promise<void> {
    await this.db.apiKey.update({ where: { id }, data: { last_used_at: at } });
  }
}
