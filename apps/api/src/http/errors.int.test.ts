import express from 'express';
import Joi from 'joi';
import request from 'supertest';
import { given, type GivenAccount } from '@tcs/testing';
import { buildTestApp } from '../testing/test-app';
import { errorHandler } from './errors';
import { registerRoutes } from './register';
import { requestContext } from './request-context';
import { pageQuery, toPage } from './paging';
import { seedPlans, PAGE_SIZES } from '@tcs/domain';

describe('error answers', () => {
  const t = buildTestApp();
  let entry: GivenAccount;

  beforeAll(async () => {
    entry = await given(t.deps.repos).account({ role: 'entry' });
  });
  afterAll(() => t.close());

  it('when no key is sent, then 401 unauthenticated with the spec body and a request id', async () => {
    const res = await request(t.app).get('/api/auth/me');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ code: 'unauthenticated', detail: expect.any(String) });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
    expect(res.headers['content-language']).toBe('en');
  });

  it('when the reader asks for Vietnamese, then detail is Vietnamese and the code is unchanged', async () => {
    const res = await request(t.app).get('/api/auth/me').set('Accept-Language', 'vi-VN,vi;q=0.9,en;q=0.5');
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('unauthenticated');
    expect(res.body.detail).toBe('Cần có khóa API hợp lệ trong tiêu đề X-API-Key.');
    expect(res.headers['content-language']).toBe('vi');
  });

  it('when a role is too low, then 403 forbidden', async () => {
    const res = await request(t.app).get('/api/webhooks/events').set('X-API-Key', entry.key).set('Accept-Language', 'ja');
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ code: 'forbidden', detail: 'このロールではこの操作は許可されていません。' });
  });

  it('when the address is unknown, then 404 not_found as JSON', async () => {
    const res = await request(t.app).get('/api/no-such-thing').set('X-API-Key', entry.key);
    expect(res.status).toBe(404);
    expect(res.type).toBe('application/json');
    expect(res.body.code).toBe('not_found');
  });

  it('when a known address gets another method, then 405 with Allow', async () => {
    const res = await request(t.app).post('/api/limits').set('X-API-Key', entry.key);
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD');
    expect(res.body.code).toBe('method_not_allowed');
  });

  it('when a fixed address that a parameter could also match gets another method, then 405, not a bad parameter', async () => {
    const res = await request(t.app).get('/api/skus/bulk').set('X-API-Key', entry.key);
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('POST');
    expect(res.body.code).toBe('method_not_allowed');
  });

  it('when a query field breaks a rule, then 422 lists it by path with an English message', async () => {
    const res = await request(t.app).get('/api/countries').query({ q: 'x'.repeat(201) }).set('X-API-Key', entry.key).set('Accept-Language', 'ko');
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('validation_error');
    expect(res.body.detail).toBe('일부 필드가 올바르지 않습니다.');
    expect(res.body.errors).toEqual([{ field: 'q', message: expect.stringMatching(/less than or equal to 200/) }]);
  });

  it('when the caller sends a well-formed request id, then it is echoed beside ours; a malformed one is ignored', async () => {
    const good = await request(t.app).get('/api/health').set('X-Request-ID', 'erp-job.42_abc');
    expect(good.headers['x-client-request-id']).toBe('erp-job.42_abc');
    expect(good.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
    const bad = await request(t.app).get('/api/health').set('X-Request-ID', '-bad id!');
    expect(bad.status).toBe(200);
    expect(bad.headers['x-client-request-id']).toBeUndefined();
  });
});

describe('request bodies', () => {
  // A tiny app on the same middleware, with one JSON route, to exercise body handling that the
  // foundation's own routes (all GET) do not reach.
  const t = buildTestApp();
  const app = express();
  app.use(requestContext('en'));
  registerRoutes(
    app,
    [
      {
        method: 'post', path: '/api/echo', tag: 't', summary: 'echo', auth: 'public',
        body: Joi.object({ items: Joi.array().items(Joi.object({ sku: Joi.string().max(3).required() })).required() }),
        responses: [{ status: 200, description: 'ok' }],
        handler: (_req, res) => res.locals.body,
      },
      {
        method: 'get', path: '/api/paged', tag: 't', summary: 'paged', auth: 'entry',
        query: Joi.object(pageQuery(PAGE_SIZES.lookups)), responses: [{ status: 200, description: 'ok' }],
        handler: (_req, res) => toPage([], 0, res.locals.query.page, res.locals.query.page_size),
      },
      {
        method: 'post', path: '/api/catalog-write', tag: 't', summary: 'catalog write', auth: 'entry', catalogWrite: true, feature: 'feature.batch',
        body: Joi.object({ sku: Joi.string().required() }), responses: [{ status: 200, description: 'ok' }],
        handler: () => ({ ok: true }),
      },
      { method: 'get', path: '/api/boom', tag: 't', summary: 'boom', auth: 'public', responses: [], handler: () => { throw new Error('secret internals'); } },
    ],
    t.deps.authenticator,
  );
  app.use(errorHandler(t.deps.logger));
  afterAll(() => t.close());

  it('when the body is not JSON, then 400 bad_request', async () => {
    const res = await request(app).post('/api/echo').set('Content-Type', 'application/json').send('{"items": [');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('bad_request');
  });

  it('when the body is of another type, then 415 unsupported_media_type', async () => {
    const res = await request(app).post('/api/echo').set('Content-Type', 'text/plain').send('items');
    expect(res.status).toBe(415);
    expect(res.body.code).toBe('unsupported_media_type');
  });

  it('when the body is too large, then 413 payload_too_large', async () => {
    const res = await request(app).post('/api/echo').set('Content-Type', 'application/json').send(JSON.stringify({ items: 'x'.repeat(3 * 1024 * 1024) }));
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('payload_too_large');
  });

  it('when nested fields are wrong, then each 422 entry names its path', async () => {
    const res = await request(app).post('/api/echo').send({ items: [{ sku: 'ok' }, { sku: 'toolong' }, {}] });
    expect(res.status).toBe(422);
    expect(res.body.errors.map((e: { field: string }) => e.field)).toEqual(['items.1.sku', 'items.2.sku']);
  });

  it('when paging values are out of range, then 422 names the field; defaults apply otherwise', async () => {
    const key = (await given(t.deps.repos).account()).key;
    expect((await request(app).get('/api/paged').set('X-API-Key', key)).body).toEqual({ items: [], total: 0, page: 1, page_size: 20 });
    const tooBig = await request(app).get('/api/paged').query({ page_size: 201 }).set('X-API-Key', key);
    expect(tooBig.status).toBe(422);
    expect(tooBig.body.errors.map((e: { field: string }) => e.field)).toEqual(['page_size']);
    const zero = await request(app).get('/api/paged').query({ page: 0 }).set('X-API-Key', key);
    expect(zero.body.errors.map((e: { field: string }) => e.field)).toEqual(['page']);
  });

  it('when a trial has ended, then a catalog write answers 402 trial_ended before validation; a plan without the feature answers 403 plan_feature', async () => {
    await seedPlans(t.deps.repos.plans);
    const ended = await given(t.deps.repos).account({ plan: 'team' });
    await t.deps.repos.accounts.update(ended.account.id, { trial_ended: true });
    const refused = await request(app).post('/api/catalog-write').set('X-API-Key', ended.key).send({ not: 'valid' });
    expect(refused.status).toBe(402);
    expect(refused.body.code).toBe('trial_ended');

    const free = await given(t.deps.repos).account({ plan: 'free' });
    const noFeature = await request(app).post('/api/catalog-write').set('X-API-Key', free.key).send({ sku: 'a' });
    expect(noFeature.status).toBe(403);
    expect(noFeature.body).toMatchObject({ code: 'plan_feature', details: { code: 'plan_feature', key: 'feature.batch' } });

    const team = await given(t.deps.repos).account({ plan: 'team' });
    expect((await request(app).post('/api/catalog-write').set('X-API-Key', team.key).send({ sku: 'a' })).body).toEqual({ ok: true });
  });

  it('when something unexpected fails, then 500 internal_error with the request id and no internals', async () => {
    const res = await request(app).get('/api/boom');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ code: 'internal_error', detail: expect.any(String), request_id: res.headers['x-request-id'] });
    expect(JSON.stringify(res.body)).not.toContain('secret internals');
  });
});
