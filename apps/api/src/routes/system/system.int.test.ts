import request from 'supertest';
import { given, uniqueName, type GivenAccount } from '@tcs/testing';
import { buildTestApp } from '../../testing/test-app';

describe('system endpoints', () => {
  // Queues and worker heartbeats of its own: other suites run a classify worker on the shared prefix.
  const t = buildTestApp({ TCS_REDIS_PREFIX: uniqueName('health') });
  let entry: GivenAccount;
  let cutToEntry: GivenAccount;
  let teamMember: GivenAccount;

  beforeAll(async () => {
    const { seedPlans } = await import('@tcs/domain');
    await seedPlans(t.deps.repos.plans);
    const g = given(t.deps.repos);
    entry = await g.account({ role: 'entry', credits: 7 });
    // An admin key whose account is an entry account acts as entry.
    cutToEntry = await g.account({ role: 'admin' });
    await t.deps.repos.accounts.update(cutToEntry.account.id, { role: 'entry' });
    teamMember = await g.account({ role: 'reviewer', plan: 'team' });
  });
  afterAll(() => t.close());

  it('when health is asked without a key, then 200 with every field of the health object', async () => {
    const res = await request(t.app).get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: expect.stringMatching(/^(ok|degraded)$/),
      environment: 'test',
      demo_mode: false,
      sample_data_markets: [],
      issues: expect.any(Array),
      version: '1.0.0',
    });
    expect(res.body.background).toMatchObject({
      query_embedding: 'paused',
      // Suites share the run's database: the bundled schedules may or may not be loaded yet.
      vn_tariff: expect.stringMatching(/^(pending|loaded)$/),
      queues: { classify: { waiting: 0, active: 0, delayed: 0, failed: 0 }, batch: expect.any(Object), tariff: expect.any(Object), webhook: expect.any(Object) },
      workers: { 'worker-classify': { alive: false, instances: 0, last_seen: null }, 'worker-webhook': expect.any(Object) },
    });
    expect(res.body.issues).toEqual(expect.arrayContaining(['worker-classify_not_running']));
  });

  it('when auth/me is called, then it returns the account with the key name, role label and credits', async () => {
    const res = await request(t.app).get('/api/auth/me').set('X-API-Key', entry.key).set('Accept-Language', 'vi');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: entry.account.id, name: 'entry key', email: entry.account.email, role: 'entry', role_label: 'Người dùng',
      via: 'api_key', avatar_url: null, credits: 7, unlimited: false,
    });
  });

  it('when the account was lowered below its key, then the key acts with the account role', async () => {
    const res = await request(t.app).get('/api/auth/me').set('X-API-Key', cutToEntry.key);
    expect(res.body.role).toBe('entry');
    expect((await request(t.app).get('/api/webhooks/events').set('X-API-Key', cutToEntry.key)).status).toBe(403);
  });

  it('when countries are asked in Japanese, then names are Japanese and q filters them', async () => {
    const all = await request(t.app).get('/api/countries').set('X-API-Key', entry.key).set('Accept-Language', 'ja');
    expect(all.body.items).toHaveLength(249);
    expect(all.body.items).toContainEqual({ code: 'VN', name: 'ベトナム' });
    const vn = await request(t.app).get('/api/countries').query({ q: 'vn' }).set('X-API-Key', entry.key);
    expect(vn.body.items).toEqual([{ code: 'VN', name: 'Vietnam' }]);
  });

  it('when limits are asked, then the service limits and the plan limits appear', async () => {
    const free = await request(t.app).get('/api/limits').set('X-API-Key', entry.key);
    expect(free.body).toMatchObject({
      max_sku_bulk_items: 5000, batch_max_file_mb: 20, batch_max_rows: 50000, comment_rate_per_minute: 20, webhook_test_rate_per_minute: 5,
      page_size_max: { lookups: 200, review: 200, skus: 500, ledger: 200 },
      field_lengths: expect.objectContaining({ description: 2000, sku: 128, url: 2083 }),
      plan: { name: null, limits: { batch_max_rows: null } },
    });
    const team = await request(t.app).get('/api/limits').set('X-API-Key', teamMember.key);
    expect(team.body.batch_max_rows).toBe(5000);
    expect(team.body.plan).toEqual({ name: 'team', limits: { batch_max_rows: 5000 } });
  });

  it('when webhook events are listed by an admin, then every event is described', async () => {
    const admin = await given(t.deps.repos).account({ role: 'admin' });
    const res = await request(t.app).get('/api/webhooks/events').set('X-API-Key', admin.key);
    expect(Object.keys(res.body).sort()).toEqual(['batch.completed', 'lookup.completed', 'lookup.decided', 'ping', 'sku.alert', 'tariff.changed']);
  });

  it('when the OpenAPI description is read without a key, then it is 3.1, version 1.0.0, and lists every route with its parameters', async () => {
    const res = await request(t.app).get('/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe('3.1.0');
    expect(res.body.info.version).toBe('1.0.0');
    for (const route of t.routes) {
      const path = route.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
      expect(res.body.paths[path]?.[route.method]).toBeDefined();
    }
    const countries = res.body.paths['/api/countries'].get;
    expect(countries.parameters).toContainEqual(expect.objectContaining({ name: 'q', in: 'query', schema: expect.objectContaining({ maxLength: 200 }) }));
    expect(countries.responses['401'].content['application/json'].schema.$ref).toBe('#/components/schemas/Error');
    expect(res.body.paths['/api/health'].get.security).toEqual([]);
  });
});
