import type { ChildProcess } from 'node:child_process';
import request from 'supertest';
import { seedPlans } from '@tcs/domain';
import { ensureTariffData, given } from '@tcs/testing';
import { buildTestApp } from '../../testing/test-app';
import { startWorker } from '../../testing/workers';
import { csvText } from './batch-files';

const ROWS = 300;
const KINDS = ['Cotton T-shirt', 'Steel kitchen knife', 'Leather handbag', 'Wooden chair', 'LED lamp', 'Frozen shrimp'];

describe('a batch whose workers are killed mid-way', () => {
  const t = buildTestApp();
  const { app, deps } = t;
  let workers: ChildProcess[] = [];

  beforeAll(async () => {
    await ensureTariffData(deps.db, deps.repos);
    await seedPlans(deps.repos.plans);
  }, 240_000);

  afterAll(async () => {
    for (const worker of workers) worker.kill('SIGKILL');
    await t.close();
  });

  it('when both workers die with rows in flight and come back, then every row finishes once: one lookup per row, each charged once', async () => {
    const owner = await given(deps.repos).account({ role: 'entry', credits: 1000 });
    workers = [startWorker('worker-classify'), startWorker('worker-batch')];
    const rows = [['description'], ...Array.from({ length: ROWS }, (_, i) => [`${KINDS[i % KINDS.length]} model ${i}`])];
    const up = await request(app).post('/api/batches').set('X-API-Key', owner.key).attach('file', Buffer.from(csvText(rows)), 'crash.csv').expect(200);
    const id = up.body.id as string;
    await request(app).post(`/api/batches/${id}/start`).set('X-API-Key', owner.key).send({ column_mapping: { description: 'description' }, market: 'US' }).expect(200);

    // Kill both (no shutdown: SIGKILL) once some rows are done and others are in flight.
    for (let i = 0; i < 1200; i++) {
      const done = await deps.db.batchRow.count({ where: { batch_id: id, status: 'done' } });
      if (done >= 30) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    for (const worker of workers) worker.kill('SIGKILL');
    const inFlight = await deps.db.batchRow.count({ where: { batch_id: id, status: { in: ['processing', 'pending'] } } });
    expect(inFlight).toBeGreaterThan(0);

    workers = [startWorker('worker-classify'), startWorker('worker-batch')];
    let progress: { status: string; counts: Record<string, number> } = { status: 'running', counts: {} };
    for (let i = 0; i < 1800 && !progress.status.startsWith('completed'); i++) {
      await new Promise((r) => setTimeout(r, 100));
      progress = (await request(app).get(`/api/batches/${id}/progress`).set('X-API-Key', owner.key).expect(200)).body;
    }
    expect(progress).toMatchObject({ status: 'completed', counts: { done: ROWS, error: 0, pending: 0, processing: 0 } });
    const lookups = await deps.db.lookup.groupBy({ by: ['row_index'], where: { batch_id: id }, _count: { _all: true } });
    expect(lookups).toHaveLength(ROWS);
    expect(lookups.every((l) => l._count._all === 1)).toBe(true);
    const charges = await deps.db.creditLedger.count({ where: { account_id: owner.account.id, kind: 'usage' } });
    expect(charges).toBe(ROWS);
    expect((await deps.db.account.findUniqueOrThrow({ where: { id: owner.account.id } })).credits).toBe(1000 - ROWS);
    expect(await deps.db.outboxEvent.count({ where: { event: 'batch.completed', data: { path: ['id'], equals: id } } })).toBe(1);
  }, 180_000);
});
