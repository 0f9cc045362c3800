import type { AccountsDeps } from './manage-accounts';
import { createAccount } from './manage-accounts';
import { createApiKey, type KeysDeps } from '../keys/manage-keys';

/**
 * The first start of a fresh install: when no active admin exists, create one with a key and
 * return it (shown once). Otherwise nothing happens and null is returned.
 */
export async function bootstrapAdmin(deps: AccountsDeps & KeysDeps, email = 'admin@tcs.local') {
  if (await deps.accounts.anyAdmin()) return null;
  const existing = await deps.accounts.findByIdOrEmail(email);
  const account = existing ?? (await createAccount(deps, { email, name: 'Administrator', role: 'admin', credits: 0, unlimited: true }));
  const key = await createApiKey(deps, account.id, { name: 'First admin key' });
  return { account, key };
}
