import { createLogger } from '@tcs/logger';
import { newId, relayOutbox, OutboxRepo } from '@tcs/domain';
import { openTestDb, testConfig, uniqueName } from '@tcs/testing';
import { createRedis } from './connection';
import { JobQueues } from './queues';
import { runWorker } from './run-worker';

const waitFor = async (check: () => Promise<boolean>, ms = 10_000) => {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('condition not met in time');
};

describe('workers', () => {
  // Queues and heartbeats of its own: other suites run real workers on the shared prefix.
  const config = testConfig({ TCS_REDIS_PREFIX: uniqueName('jobs') });
  const t = openTestDb(config);
  const redis = createRedis(config.redisUrl);
  const queues = new JobQueues(redis, config.redisPrefix);
  const logger = createLogger('test', 'error', true);
  const start = (queue: 'classify' | 'webhook', handlers: Record<string, unknown>) =>
    runWorker({ queue, handlers: handlers as never, redisUrl: config.redisUrl, prefix: config.redisPrefix, concurrency: 2, logger, shutdownDeadlineMs: 5000 });

  afterAll(async () => {
    await queues.close();
    await redis.quit();
    await t.close();
  });

  it('when a worker runs, then health sees it alive, and after shutdown it is gone', async () => {
    const worker = await start('classify', {});
    expect((await queues.workers())['worker-classify']).toMatchObject({ alive: true, instances: 1 });
    await worker.close();
    expect((await queues.workers())['worker-classify']).toMatchObject({ alive: false, instances: 0 });
  });

  it('when shutdown starts while a job runs, then the job finishes before the worker stops', async () => {
    let finished = false;
    const worker = await start('classify', {
      slow: async () => {
        await new Promise((r) => setTimeout(r, 700));
        finished = true;
      },
    });
    const job = await queues.queue('classify').add('slow', {});
    await waitFor(async () => (await job.getState()) === 'active');
    await worker.close();
    expect(finished).toBe(true);
    expect(await job.getState()).toBe('completed');
  });

  it('when an outbox event is relayed, then each subscribed active webhook gets one delivery with the signed-once body, and a replay adds none', async () => {
    const all = newId();
    const onlyDecided = newId();
    const paused = newId();
    await t.db.webhook.createMany({
      data: [
        { id: all, url: 'https://example.test/a', events: [], secret_ciphertext: 'x' },
        { id: onlyDecided, url: 'https://example.test/b', events: ['lookup.decided'], secret_ciphertext: 'x' },
        { id: paused, url: 'https://example.test/c', events: [], active: false, secret_ciphertext: 'x' },
      ],
    });
    // Other suites share the database (loading schedules records tariff.changed): relay only ours.
    await t.db.outboxEvent.updateMany({ where: { relayed_at: null }, data: { relayed_at: new Date() } });
    await OutboxRepo.record(t.db, 'lookup.completed', { id: 'abc' }, 'req-1');
    const worker = await start('webhook', { 'relay-outbox': () => relayOutbox({ outbox: t.repos.outbox, onDeliveries: async () => undefined }) });
    await queues.enqueue('relay-outbox', {});
    await waitFor(async () => (await t.repos.outbox.pendingCount()) === 0);
    await worker.close();

    const deliveries = await t.db.webhookDelivery.findMany({ where: { webhook_id: { in: [all, onlyDecided, paused] } } });
    expect(deliveries.map((d) => d.webhook_id)).toEqual([all]);
    const body = JSON.parse(deliveries[0].body);
    expect(body).toEqual({ event: 'lookup.completed', created_at: expect.stringMatching(/Z$/), data: { id: 'abc' }, id: deliveries[0].id });
    expect(deliveries[0].request_id).toBe('req-1');

    expect(await relayOutbox({ outbox: t.repos.outbox, onDeliveries: async () => undefined })).toEqual({ events: 0, deliveries: 0 });
  });
});
