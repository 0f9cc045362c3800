import { given, openTestDb } from '@tcs/testing';
import { AppError } from '../errors';
import { revokeApiKey } from './manage-keys';
import { updateAccount } from '../accounts/manage-accounts';
import { Authenticator } from './authenticate';

describe('Authenticator', () => {
  const t = openTestDb();
  afterAll(() => t.close());

  const refusal = async (promise: Promise<unknown>) => {
    try {
      await promise;
    } catch (error) {
      return error as AppError;
    }
    throw new Error('expected a refusal');
  };

  it('when a key is used again within the cache lifetime, then the database is not asked again', async () => {
    const { key } = await given(t.repos).account({ role: 'reviewer' });
    const lookups = jest.spyOn(t.repos.keys, 'findByHash');
    const auth = new Authenticator(t.repos.keys, 4000);
    for (let i = 0; i < 50; i++) expect((await auth.authenticate(key)).role).toBe('reviewer');
    expect(lookups).toHaveBeenCalledTimes(1);
    lookups.mockRestore();
  });

  it('when a key is revoked in another process, then this process refuses it once its cache lifetime (< 5 s) has passed', async () => {
    const { key, keyId } = await given(t.repos).account();
    let now = 1_000_000;
    const otherProcess = new Authenticator(t.repos.keys, 4000, () => now);
    await otherProcess.authenticate(key);
    await revokeApiKey({ accounts: t.repos.accounts, keys: t.repos.keys }, keyId);
    now += 3999;
    await expect(otherProcess.authenticate(key)).resolves.toBeDefined();
    now += 2;
    const error = await refusal(otherProcess.authenticate(key));
    expect(error.code).toBe('unauthenticated');
    expect(error.options.messageKey).toBe('error.unauthenticated.revoked');
  });

  it('when a change notice arrives, then the refusal is immediate', async () => {
    const { key, account } = await given(t.repos).account({ role: 'admin' });
    const auth = new Authenticator(t.repos.keys, 4000);
    await auth.authenticate(key);
    await updateAccount({ accounts: t.repos.accounts, plans: t.repos.plans, signupCredits: 0, invalidateAuth: async () => auth.clear() }, account.id, { active: false });
    const error = await refusal(auth.authenticate(key));
    expect(error.options.messageKey).toBe('error.unauthenticated.inactive');
  });

  it('when the key is unknown or malformed, then 401', async () => {
    const auth = new Authenticator(t.repos.keys, 4000);
    expect((await refusal(auth.authenticate('svc_doesnotexist'))).status).toBe(401);
    expect((await refusal(auth.authenticate('not-a-key'))).status).toBe(401);
    expect((await refusal(auth.authenticate(undefined))).status).toBe(401);
  });
});
