import request from 'supertest';
import { roleAtLeast, type Role } from '@tcs/domain';
import { given, type GivenAccount } from '@tcs/testing';
import { updateAccount } from '@tcs/domain';
import { buildTestApp } from './testing/test-app';

/**
 * Every registered route × every kind of caller gives the spec's answer: public routes answer
 * anyone; others 401 without a valid key (none, revoked, owner deactivated), 403 `forbidden`
 * below the route's role, and never 401/403 at or above it. New routes are covered as they are
 * registered.
 */
type Principal = 'no key' | 'revoked key' | 'deactivated owner' | Role;
const PRINCIPALS: Principal[] = ['no key', 'revoked key', 'deactivated owner', 'entry', 'reviewer', 'admin'];

describe('authorization matrix', () => {
  const t = buildTestApp({ TCS_KEY_CACHE_MS: '0' });
  const keys: Partial<Record<Principal, string>> = {};

  beforeAll(async () => {
    const g = given(t.deps.repos);
    for (const role of ['entry', 'reviewer', 'admin'] as const) keys[role] = (await g.account({ role })).key;
    const revoked: GivenAccount = await g.account({ role: 'admin' });
    await t.deps.repos.keys.revoke(revoked.keyId, new Date());
    keys['revoked key'] = revoked.key;
    const deactivated = await g.account({ role: 'admin' });
    await updateAccount({ accounts: t.deps.repos.accounts, plans: t.deps.repos.plans, signupCredits: 0 }, deactivated.account.id, { active: false });
    keys['deactivated owner'] = deactivated.key;
  });
  afterAll(() => t.close());

  const cases = () =>
    t.routes.flatMap((route) => PRINCIPALS.map((principal) => [`${route.method.toUpperCase()} ${route.path}`, principal, route] as const));

  it('when the matrix is built, then it covers every route', () => {
    expect(t.routes.length).toBeGreaterThanOrEqual(6);
  });

  it.each(cases())('%s as %s', async (_name, principal, route) => {
    const path = route.path.replace(/:([a-z_]+)/g, (_m, p: string) => (p.endsWith('_id') || p === 'id' ? '0'.repeat(32) : '1'));
    let req = request(t.app)[route.method](path);
    const key = keys[principal];
    if (key) req = req.set('X-API-Key', key);
    if (route.method !== 'get' && route.method !== 'delete') req = req.send({});
    const res = await req;

    if (route.auth === 'public') {
      expect([401, 403]).not.toContain(res.status);
    } else if (principal === 'no key' || principal === 'revoked key' || principal === 'deactivated owner') {
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('unauthenticated');
    } else if (!roleAtLeast(principal, route.auth)) {
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('forbidden');
    } else {
      expect([401, 403]).not.toContain(res.status);
    }
  });
});
