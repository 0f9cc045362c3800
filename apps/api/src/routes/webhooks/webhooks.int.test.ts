import type { ChildProcess } from 'node:child_process';
import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { OutboxRepo, seedPlans } from '@tcs/domain';
import { given, uniqueName, type GivenAccount } from '@tcs/testing';
import { buildTestApp } from '../../testing/test-app';
import { startWorker } from '../../testing/workers';

interface Received {
  at: number;
  path: string;
  headers: http.IncomingHttpHeaders;
  raw: Buffer;
  body: { event: string; id: number; created_at: string; data: Record<string, unknown> };
}

/** A local receiver: answers by path (ok, fail, slow, redirect) and keeps every request's raw bytes. */
async function receiver() {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks);
      received.push({ at: Date.now(), path: req.url!, headers: req.headers, raw, body: JSON.parse(raw.toString('utf8') || '{}') });
      if (req.url!.startsWith('/fail')) res.writeHead(500).end('receiver is down for maintenance');
      else if (req.url!.startsWith('/slow')) setTimeout(() => res.writeHead(200).end('late'), 3000);
      else if (req.url!.startsWith('/redirect')) res.writeHead(302, { Location: '/ok-after-redirect' }).end();
      else res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { received, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => new Promise<void>((r) => server.close(() => r())) };
}

const WORKER_ENV = { TCS_WEBHOOK_ALLOW_PRIVATE: '1', TCS_WEBHOOK_RETRY_DELAYS_MS: '200,400', TCS_WEBHOOK_TIMEOUT_MS: '1000' };

describe('webhooks with a real local receiver and the real webhook worker', () => {
  const t = buildTestApp(WORKER_ENV);
  const strict = buildTestApp();
  const { app, deps } = t;
  let worker: ChildProcess;
  let admin: GivenAccount;
  let rx: Awaited<ReturnType<typeof receiver>>;

  beforeAll(async () => {
    await seedPlans(deps.repos.plans);
    rx = await receiver();
    worker = startWorker('worker-webhook', WORKER_ENV);
    admin = await given(deps.repos).account({ role: 'admin' });
  }, 60_000);

  afterAll(async () => {
    worker.kill('SIGTERM');
    await rx.close();
    await strict.close();
    await t.close();
  });

  const register = (url: string, events = ['tariff.changed', 'ping']) => request(app).post('/api/webhooks').set('X-API-Key', admin.key).send({ url, events });
  /** An event of its own, told apart from whatever else the shared outbox holds. */
  const emit = async (marker: string) => OutboxRepo.record(deps.db, 'tariff.changed', { market: 'US', from_version: 'a', to_version: 'b', counts: {}, changes_url: '/api/tariff-changes', marker });
  /**
   * What one receiver path got for one event. Other suites share the outbox and publish tariff.changed
   * too, so a test counts only its own marker at its own path, and finds its delivery by the event id.
   */
  const arrivals = (marker: string, path?: string) => rx.received.filter((r) => r.body.data?.marker === marker && (path === undefined || r.path === path));
  async function until<T>(check: () => Promise<T> | T, ms = 15_000): Promise<T> {
    const end = Date.now() + ms;
    for (;;) {
      const value = await check();
      if (value) return value;
      if (Date.now() > end) throw new Error('condition not met in time');
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  const deliveries = async (hookId: string) => (await request(app).get(`/api/webhooks/${hookId}/deliveries`).set('X-API-Key', admin.key).expect(200)).body;
  type Delivery = { id: number; status: string; attempts: number };
  const deliveryOf = (hookId: string, eventId: number, done: (d: Delivery) => boolean) =>
    until(async () => ((await deliveries(hookId)) as Delivery[]).find((d) => d.id === eventId && done(d)) ?? null);

  // A failed test must not leave a subscriber behind to receive the next test's events.
  afterEach(async () => {
    const { body: left } = await request(app).get('/api/webhooks').set('X-API-Key', admin.key).expect(200);
    for (const hook of left as { id: string }[]) await request(app).delete(`/api/webhooks/${hook.id}`).set('X-API-Key', admin.key);
  });

  it('when an event happens, then the receiver gets the body once, signed over its raw bytes, with every header; the delivery and the webhook record it', async () => {
    const created = await register(`${rx.base}/ok?signed`).expect(200);
    const { secret, id } = created.body;
    expect(secret).toMatch(/^whsec_/);
    const listed = await request(app).get('/api/webhooks').set('X-API-Key', admin.key).expect(200);
    expect(listed.body.find((h: { id: string }) => h.id === id)).not.toHaveProperty('secret');
    expect(JSON.stringify(await deps.db.webhook.findUnique({ where: { id } }))).not.toContain(secret);
    const marker = uniqueName('m');
    await emit(marker);
    const got = await until(() => arrivals(marker, '/ok?signed')[0] ?? null);
    const expected = createHmac('sha256', secret).update(got.raw).digest();
    const sent = Buffer.from(String(got.headers['x-svc-signature']).replace('sha256=', ''), 'hex');
    expect(timingSafeEqual(expected, sent)).toBe(true);
    const stamped = createHmac('sha256', secret).update(`${got.headers['x-svc-timestamp']}.${got.raw.toString('utf8')}`).digest('hex');
    expect(got.headers['x-svc-signature-256-t']).toBe(`sha256=${stamped}`);
    expect(got.headers).toMatchObject({ 'content-type': 'application/json', 'x-svc-event': 'tariff.changed', 'user-agent': 'svc-webhook/1.0', 'x-svc-delivery': String(got.body.id) });
    expect(Object.keys(got.body)).toEqual(['event', 'created_at', 'data', 'id']);
    const delivery = await deliveryOf(id, got.body.id, (d) => d.status === 'succeeded');
    expect(delivery).toMatchObject({ id: got.body.id, event: 'tariff.changed', status_code: 204, attempts: 1, error: null });
    expect((await request(app).get(`/api/webhooks/${id}`).set('X-API-Key', admin.key).expect(200)).body).toMatchObject({ last_status: 204, last_error: null, last_delivery_at: expect.any(String) });
    await request(app).delete(`/api/webhooks/${id}`).set('X-API-Key', admin.key).expect(200, { ok: true });
  });

  it('when the receiver answers 500, then three attempts with the pauses, recorded, and the delivery is failed for good', async () => {
    const { body: hook } = await register(`${rx.base}/fail?retried`).expect(200);
    const marker = uniqueName('m');
    await emit(marker);
    await until(() => arrivals(marker, '/fail?retried').length === 3);
    const delivery = await deliveryOf(hook.id, arrivals(marker, '/fail?retried')[0].body.id, (d) => d.status === 'failed');
    expect(delivery).toMatchObject({ attempts: 3, status_code: 500, error: 'receiver is down for maintenance' });
    // The configured pauses (200 ms, then 400 ms) separate the attempts.
    const at = arrivals(marker, '/fail?retried').map((r) => r.at);
    expect(at[1] - at[0]).toBeGreaterThanOrEqual(190);
    expect(at[2] - at[1]).toBeGreaterThanOrEqual(390);
    await new Promise((r) => setTimeout(r, 1000));
    expect(arrivals(marker, '/fail?retried')).toHaveLength(3);
    expect((await request(app).get(`/api/webhooks/${hook.id}`).set('X-API-Key', admin.key)).body).toMatchObject({ last_status: 500, last_error: 'receiver is down for maintenance' });
    await request(app).delete(`/api/webhooks/${hook.id}`).set('X-API-Key', admin.key).expect(200);
  });

  it('when the receiver is too slow or redirects, then the attempt fails: a time-out is named, a redirect is not followed', async () => {
    const { body: slow } = await register(`${rx.base}/slow`).expect(200);
    const { body: moved } = await register(`${rx.base}/redirect`).expect(200);
    const marker = uniqueName('m');
    await emit(marker);
    const late = await deliveryOf(slow.id, (await until(() => arrivals(marker, '/slow')[0] ?? null)).body.id, (d) => d.attempts >= 1);
    expect(late).toMatchObject({ status_code: null, error: expect.stringContaining('no answer within 1000 ms') });
    const redirected = await deliveryOf(moved.id, (await until(() => arrivals(marker, '/redirect')[0] ?? null)).body.id, (d) => d.attempts >= 1);
    expect(redirected).toMatchObject({ status_code: 302 });
    expect(rx.received.some((r) => r.path === '/ok-after-redirect')).toBe(false);
    for (const hook of [slow, moved]) await request(app).delete(`/api/webhooks/${hook.id}`).set('X-API-Key', admin.key).expect(200);
  });

  it('when a webhook is paused or deleted, then it receives nothing; one event reaches every other subscriber once, in order', async () => {
    const { body: paused } = await register(`${rx.base}/ok?paused`).expect(200);
    const { body: gone } = await register(`${rx.base}/ok?gone`).expect(200);
    const { body: a } = await register(`${rx.base}/ok?a`).expect(200);
    const { body: b } = await register(`${rx.base}/ok?b`).expect(200);
    await request(app).patch(`/api/webhooks/${paused.id}`).set('X-API-Key', admin.key).send({ active: false }).expect(200);
    await request(app).delete(`/api/webhooks/${gone.id}`).set('X-API-Key', admin.key).expect(200);
    const markers = [1, 2, 3, 4, 5].map(() => uniqueName('m'));
    for (const marker of markers) await emit(marker);
    await until(() => markers.every((m) => arrivals(m).length === 2));
    await new Promise((r) => setTimeout(r, 500));
    for (const marker of markers) expect(arrivals(marker).map((r) => r.path).sort()).toEqual(['/ok?a', '/ok?b']);
    const orderAtA = rx.received.filter((r) => r.path === '/ok?a' && markers.includes(r.body.data?.marker as string)).map((r) => r.body.data.marker);
    expect(orderAtA).toEqual(markers);
    expect(rx.received.some((r) => r.path === '/ok?paused' || r.path === '/ok?gone')).toBe(false);
    for (const hook of [paused, a, b]) await request(app).delete(`/api/webhooks/${hook.id}`).set('X-API-Key', admin.key).expect(200);
  });

  it('when a test ping is sent, then the answer says whether the endpoint took it; the sixth in a minute is refused', async () => {
    const { body: hook } = await register(`${rx.base}/ok?ping`).expect(200);
    const res = await request(app).post(`/api/webhooks/${hook.id}/test`).set('X-API-Key', admin.key).expect(200);
    expect(res.body).toMatchObject({ id: hook.id, ok: true, last_status: 204 });
    const ping = rx.received.find((r) => r.path === '/ok?ping')!;
    expect(ping.body).toMatchObject({ event: 'ping', data: { webhook_id: hook.id, message: expect.any(String) } });
    for (let i = 0; i < 4; i++) await request(app).post(`/api/webhooks/${hook.id}/test`).set('X-API-Key', admin.key).expect(200);
    const refused = await request(app).post(`/api/webhooks/${hook.id}/test`).set('X-API-Key', admin.key);
    expect(refused.status).toBe(429);
    expect(refused.body.details.retry_after_seconds).toBe(60);
    const { body: down } = await register(`${rx.base}/fail?ping`).expect(200);
    expect((await request(app).post(`/api/webhooks/${down.id}/test`).set('X-API-Key', admin.key).expect(200)).body).toMatchObject({ ok: false, last_status: 500 });
    for (const h of [hook, down]) await request(app).delete(`/api/webhooks/${h.id}`).set('X-API-Key', admin.key).expect(200);
  });

  it('when one administrator pings 20 times in a minute across webhooks, then the 21st is refused even on a fresh webhook', async () => {
    const busy = await given(deps.repos).account({ role: 'admin' });
    const make = async (i: number) => (await request(app).post('/api/webhooks').set('X-API-Key', busy.key).send({ url: `${rx.base}/ok?admin-${i}`, events: ['ping'] }).expect(200)).body;
    const created = [];
    for (let i = 0; i < 5; i++) created.push(await make(i));
    for (const hook of created) for (let n = 0; n < 4; n++) await request(app).post(`/api/webhooks/${hook.id}/test`).set('X-API-Key', busy.key).expect(200);
    const fresh = await make(5);
    const refused = await request(app).post(`/api/webhooks/${fresh.id}/test`).set('X-API-Key', busy.key);
    expect([refused.status, refused.body.details?.retry_after_seconds]).toEqual([429, 60]);
    await request(app).post(`/api/webhooks/${fresh.id}/test`).set('X-API-Key', admin.key).expect(200);
    for (const hook of [...created, fresh]) await request(app).delete(`/api/webhooks/${hook.id}`).set('X-API-Key', busy.key).expect(200);
  });

  it('when private addresses are not allowed, then http, loopback and private names are refused naming url; plans and roles are enforced', async () => {
    const strictAdmin = await given(strict.deps.repos).account({ role: 'admin' });
    const post = (url: string) => request(strict.app).post('/api/webhooks').set('X-API-Key', strictAdmin.key).send({ url });
    const http1 = await post('http://93.184.216.34/hook');
    expect([http1.status, http1.body.errors[0].field, http1.body.details.reason]).toEqual([422, 'url', 'webhook_https_required']);
    for (const url of ['https://127.0.0.1/x', 'https://localhost/x', 'https://[::1]/x', 'https://169.254.169.254/x', 'https://10.0.0.1/x']) {
      const res = await post(url);
      expect([url, res.status, res.body.errors?.[0]?.field, res.body.details?.reason]).toEqual([url, 422, 'url', 'webhook_private']);
    }
    const badEvent = await request(app).post('/api/webhooks').set('X-API-Key', admin.key).send({ url: `${rx.base}/ok`, events: ['lookup.done'] });
    expect([badEvent.status, badEvent.body.errors[0].field]).toEqual([422, 'events.0']);
    const free = await given(deps.repos).account({ role: 'admin', plan: 'free' });
    const noPlan = await request(app).post('/api/webhooks').set('X-API-Key', free.key).send({ url: `${rx.base}/ok` });
    expect([noPlan.status, noPlan.body.details?.key]).toEqual([403, 'feature.webhooks']);
    const reviewer = await given(deps.repos).account({ role: 'reviewer' });
    expect((await request(app).get('/api/webhooks').set('X-API-Key', reviewer.key)).status).toBe(403);
  });
});
