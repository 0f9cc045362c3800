import { AppError } from '../errors';
import { newId } from '../ids';
import { isRole, roleAtLeast, type Role } from '../roles';
import { requireAccount } from '../accounts/manage-accounts';
import type { AccountRepo } from '../accounts/account.repo';
import { displayPrefix, generateApiKey, hashApiKey } from './api-key';
import type { ApiKeyRecord, ApiKeyRepo } from './api-key.repo';

export interface KeysDeps {
  accounts: AccountRepo;
  keys: ApiKeyRepo;
  invalidateAuth?: () => Promise<void>;
}

export const keyView = (k: ApiKeyRecord) => ({ id: k.id, prefix: k.prefix, name: k.name, role: k.role, revoked_at: k.revoked_at?.toISOString() ?? null });

/** A new key, shown once: only its hash and display prefix are stored. */
export async function createApiKey(deps: KeysDeps, accountRef: string, input: { name: string; role?: string }) {
  const account = await requireAccount(deps.accounts, accountRef);
  const name = input.name?.trim();
  if (!name || name.length > 200) throw new AppError('validation_error', { errors: [{ field: 'name', message: 'is required (up to 200 characters)' }] });
  const role: Role = input.role === undefined ? account.role : (input.role as Role);
  if (!isRole(role)) throw new AppError('validation_error', { errors: [{ field: 'role', message: 'must be one of entry, reviewer, admin' }] });
  if (!roleAtLeast(account.role, role)) {
    throw new AppError('validation_error', { errors: [{ field: 'role', message: `cannot exceed the account's role (${account.role})` }] });
  }
  const key = generateApiKey();
  const record = await deps.keys.create({ id: newId(), accountId: account.id, name, role, prefix: displayPrefix(key), hash: hashApiKey(key) });
  return { id: record.id, key, prefix: record.prefix, role: record.role, name: record.name };
}

export async function revokeApiKey(deps: KeysDeps, keyId: string) {
  const revoked = await deps.keys.revoke(keyId, new Date());
  if (!revoked) throw new AppError('not_found', { detail: `No key ${keyId}` });
  await deps.invalidateAuth?.();
  return { id: revoked.id, revoked_at: revoked.revoked_at!.toISOString() };
}

export async function listApiKeys(deps: KeysDeps, accountRef?: string) {
  const accountId = accountRef ? (await requireAccount(deps.accounts, accountRef)).id : undefined;
  return { items: (await deps.keys.list(accountId)).map(keyView) };
}
