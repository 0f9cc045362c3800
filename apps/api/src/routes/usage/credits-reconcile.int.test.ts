import type { ChildProcess } from 'node:child_process';
import request from 'supertest';
import { grantCredits, seedPlans } from '@tcs/domain';
import { ensureTariffData, given, type GivenAccount } from '@tcs/testing';
import { buildTestApp } from '../../testing/test-app';
import { startWorker } from '../../testing/workers';
import { csvText } from '../batches/batch-files';

const PRODUCTS = ['Frozen shrimp, peeled and deveined', "Men's knitted cotton T-shirt", 'Stainless steel kitchen knife', 'Leather handbag with shoulder strap', 'Wooden dining table', 'LED light bulb 9W'];

/**
 * The ledger explains every balance: after classify calls, a batch and grants all racing for
 * the same balances through the real API and workers, every account's credits equal the sum of
 * its ledger rows, each row's balance follows from the one before, and each charged lookup has
 * exactly one usage row.
 */
describe('credits reconcile with the ledger under concurrent classify, batch and grant activity', () => {
  const t = buildTestApp({ TCS_KEY_CACHE_MS: '0' });
  const { app, deps } = t;
  const workers: ChildProcess[] = [];
  let alice: GivenAccount; // entry, few credits: some classify calls are refused with 402
  let bob: GivenAccount; // entry on the team plan: a batch plus single lookups
  let admin: GivenAccount; // exempt: classifies without ledger rows

  beforeAll(async () => {
    await ensureTariffData(deps.db, deps.repos);
    await seedPlans(deps.repos.plans);
    workers.push(startWorker('worker-classify'), startWorker('worker-batch'));
    alice = await given(deps.repos).account({ role: 'entry', credits: 6 });
    bob = await given(deps.repos).account({ role: 'entry', credits: 14, plan: 'team' });
    admin = await given(deps.repos).account({ role: 'admin', credits: 0 });
  }, 240_000);

  afterAll(async () => {
    for (const worker of workers) worker.kill('SIGTERM');
    await t.close();
  });

  const classify = (who: GivenAccount, i: number) =>
    request(app).post('/api/classify').set('X-API-Key', who.key).send({ description: PRODUCTS[i % PRODUCTS.length], market: 'US' });
  const grant = (who: GivenAccount, amount: number) => grantCredits(deps.repos, who.account.id, amount, 'concurrency test', admin.account.id);

  async function runBatch(who: GivenAccount, rows: number) {
    const file = Buffer.from(csvText([['description'], ...Array.from({ length: rows }, (_, i) => [`${PRODUCTS[i % PRODUCTS.length]} model ${i}`])]));
    const up = await request(app).post('/api/batches').set('X-API-Key', who.key).attach('file', file, 'race.csv').expect(200);
    const started = await request(app).post(`/api/batches/${up.body.id}/start`).set('X-API-Key', who.key).send({ column_mapping: { description: 'description' }, market: 'US' });
    expect(started.status).toBe(200);
    return up.body.id as string;
  }

  async function settled(accountIds: string[]) {
    for (let i = 0; i < 1800; i++) {
      const pending = await deps.db.lookup.count({ where: { created_by_id: { in: accountIds }, status: { in: ['queued', 'processing'] } } });
      const running = await deps.db.batch.count({ where: { created_by_id: { in: accountIds }, status: { notIn: ['completed', 'completed_with_errors', 'failed', 'uploaded'] } } });
      if (!pending && !running) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error('lookups did not settle');
  }

  it('when everything has settled, then every balance equals the sum of its ledger rows and each charge is recorded once', async () => {
    const outcomes = await Promise.all([
      ...Array.from({ length: 12 }, (_, i) => classify(alice, i).then((r) => r.status)),
      ...Array.from({ length: 4 }, (_, i) => classify(bob, i).then((r) => r.status)),
      ...Array.from({ length: 3 }, (_, i) => classify(admin, i).then((r) => r.status)),
      runBatch(bob, 8).then(() => 200),
      ...Array.from({ length: 4 }, () => grant(alice, 2).then(() => 200)),
      ...Array.from({ length: 3 }, () => grant(bob, 1).then(() => 200)),
    ]);
    // Each call either took its lookup (202) or was refused for credits (402): nothing else.
    expect(outcomes.every((s) => [200, 202, 402].includes(s))).toBe(true);
    const accepted = outcomes.slice(0, 12).filter((s) => s === 202).length;
    expect(accepted).toBeGreaterThanOrEqual(6);
    await settled([alice.account.id, bob.account.id, admin.account.id]);

    // Every account of the database, not only ours: the invariant holds for all of them at any commit.
    const mismatched = await deps.db.pool.query(
      `SELECT a.id, a.credits, coalesce(l.total, 0) AS ledger FROM accounts a
       LEFT JOIN (SELECT account_id, sum(amount)::int AS total FROM credit_ledger GROUP BY account_id) l ON l.account_id = a.id
       WHERE a.credits <> coalesce(l.total, 0)`,
    );
    expect(mismatched.rows).toEqual([]);
    // The daily totals the ledger's trigger keeps agree with the rows, for every account and kind.
    const dailyMismatch = await deps.db.pool.query(
      `SELECT r.account_id, r.kind FROM (SELECT account_id, kind, count(*) AS n, sum(amount) AS net FROM credit_ledger GROUP BY 1, 2) r
       FULL JOIN (SELECT account_id, kind, sum(count) AS n, sum(added - removed) AS net FROM credit_ledger_daily GROUP BY 1, 2) d USING (account_id, kind)
       WHERE r.n IS DISTINCT FROM d.n OR r.net IS DISTINCT FROM d.net`,
    );
    expect(dailyMismatch.rows).toEqual([]);

    for (const who of [alice, bob]) {
      const { rows } = await deps.db.pool.query<{ amount: number; balance_after: number; kind: string; lookup_id: string | null }>(
        'SELECT amount, balance_after, kind, lookup_id FROM credit_ledger WHERE account_id = $1 ORDER BY id',
        [who.account.id],
      );
      rows.reduce((balance, row) => {
        expect(row.balance_after).toBe(balance + row.amount);
        expect(row.balance_after).toBeGreaterThanOrEqual(0);
        return row.balance_after;
      }, 0);
      const charged = await deps.db.lookup.findMany({ where: { created_by_id: who.account.id, credits_charged: { gt: 0 } }, select: { id: true, status: true } });
      const usage = rows.filter((r) => r.kind === 'usage');
      expect(usage.map((r) => r.lookup_id).sort()).toEqual(charged.map((l) => l.id).sort());
      expect(charged.every((l) => l.status !== 'error')).toBe(true);

      // The API tells the same story: usage's credits used and the ledger's net.
      const me = (await request(app).get('/api/usage/me').set('X-API-Key', who.key).expect(200)).body;
      expect(me.totals.credits_used).toBe(usage.length);
      expect(me.ledger.net).toBe(me.credits);
      const ledger = (await request(app).get('/api/usage/ledger?page_size=200').set('X-API-Key', who.key).expect(200)).body;
      expect(ledger.totals.net).toBe(me.credits);
      expect(ledger.total).toBe(rows.length);
    }

    // Every lookup Alice was promised exists: nothing accepted was lost.
    const aliceLookups = await deps.db.lookup.count({ where: { created_by_id: alice.account.id } });
    expect(aliceLookups).toBe(accepted);
    const adminRows = await deps.db.creditLedger.count({ where: { account_id: admin.account.id } });
    expect(adminRows).toBe(0);
    expect(await deps.db.lookup.count({ where: { created_by_id: admin.account.id } })).toBe(3);
  }, 300_000);
});
