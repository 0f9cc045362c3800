import type { Role } from './roles';
import type { Entitlements } from './plans/entitlements';

/** Who is calling: the account behind the API key, with the key's effective role. */
export interface Caller {
  accountId: string;
  accountName: string;
  email: string;
  keyId: string;
  keyName: string;
  role: Role;
  accountRole: Role;
  unlimited: boolean;
  trialEnded: boolean;
  avatarUrl: string | null;
  plan: string | null;
  entitlements: Entitlements;
}

/** `entry` sees only its own lookups and batches; reviewer and admin see all. */
export const seesEverything = (caller: Caller): boolean => caller.role !== 'entry';
export const canSee = (caller: Caller, ownerId: string | null): boolean => seesEverything(caller) || ownerId === caller.accountId;
