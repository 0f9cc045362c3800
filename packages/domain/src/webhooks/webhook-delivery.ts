/**
 * worker-webhook's step for one webhook: its due deliveries in creation order, each attempt
 * recorded. A claimed delivery is leased (its next attempt pushed a minute ahead) so no other
 * worker sends it meanwhile; a worker that dies mid-send leaves it due again after the lease.
 */
import type { Db } from '@tcs/db';
import { checkWebhookUrl, deliveryHeaders, openSecret, sendDelivery, UnsafeWebhookUrl, type AttemptResult, type Resolver } from '@tcs/webhooks';
import type { DeliveryRecord, WebhookRecord } from './webhook.view';

export const DELIVERY_ATTEMPTS = 3;
const CLAIM = 50;
const LEASE_SECONDS = 60;

export interface DeliveryDeps {
  db: Db;
  secretKey: string;
  allowPrivate: boolean;
  timeoutMs: number;
  retryDelaysMs: number[];
  resolver?: Resolver;
}

export async function deliverDue(deps: DeliveryDeps, webhookId: string, maxDeliveries = 2000): Promise<{ attempted: number; succeeded: number }> {
  let attempted = 0;
  let succeeded = 0;
  while (attempted < maxDeliveries) {
    const claimed = await deps.db.$queryRaw<DeliveryRecord[]>`
      UPDATE webhook_deliveries SET next_attempt_at = now() + make_interval(secs => ${LEASE_SECONDS})
      WHERE id IN (
        SELECT id FROM webhook_deliveries WHERE webhook_id = ${webhookId} AND status = 'pending' AND (next_attempt_at IS NULL OR next_attempt_at <= now())
        ORDER BY id LIMIT ${CLAIM} FOR UPDATE SKIP LOCKED)
      RETURNING *`;
    if (!claimed.length) break;
    // Read again each round: a webhook paused or deleted meanwhile receives nothing more.
    const hook = await deps.db.webhook.findUnique({ where: { id: webhookId } });
    if (!hook) break;
    const outcomes: Array<{ delivery: DeliveryRecord; result: AttemptResult & { final?: boolean } }> = [];
    for (const delivery of claimed.sort((a, b) => a.id - b.id)) {
      const result = hook.active ? await attempt(deps, hook, delivery) : { ok: false, status_code: null, error: 'webhook paused: not sent', final: true };
      outcomes.push({ delivery, result });
      attempted++;
      if (result.ok) succeeded++;
    }
    // One write per round: a crash before it leaves the round's deliveries due again after the
    // lease, and receivers tell repeats apart by `id`.
    await recordAll(deps, hook, outcomes);
  }
  return { attempted, succeeded };
}

/**
 * One delivery now (a test ping): attempted in the caller's request, recorded like any attempt;
 * a failure is retried by the worker after the usual pause. Null when another worker holds it.
 */
export async function deliverOne(deps: DeliveryDeps, deliveryId: number): Promise<AttemptResult | null> {
  const [delivery] = await deps.db.$queryRaw<DeliveryRecord[]>`
    UPDATE webhook_deliveries SET next_attempt_at = now() + make_interval(secs => ${LEASE_SECONDS})
    WHERE id = ${deliveryId} AND status = 'pending' AND (next_attempt_at IS NULL OR next_attempt_at <= now())
    RETURNING *`;
  if (!delivery) return null;
  const hook = await deps.db.webhook.findUnique({ where: { id: delivery.webhook_id } });
  if (!hook) return null;
  const result = await attempt(deps, hook, delivery);
  await recordAll(deps, hook, [{ delivery, result }]);
  return result;
}

async function attempt(deps: DeliveryDeps, hook: WebhookRecord, delivery: DeliveryRecord): Promise<AttemptResult> {
  let target;
  try {
    // Before every attempt: the name may point somewhere else by now.
    target = await checkWebhookUrl(hook.url, { allowPrivate: deps.allowPrivate, resolver: deps.resolver });
  } catch (error) {
    if (error instanceof UnsafeWebhookUrl) return { ok: false, status_code: null, error: `${error.reason}: ${error.message}` };
    throw error;
  }
  const secret = openSecret(hook.secret_ciphertext, deps.secretKey);
  const headers = deliveryHeaders(delivery.body, secret, { event: delivery.event, deliveryId: delivery.id, timestamp: Math.floor(Date.now() / 1000) });
  return sendDelivery(target, delivery.body, headers, deps.timeoutMs);
}

function stateAfter(deps: DeliveryDeps, delivery: DeliveryRecord, result: AttemptResult & { final?: boolean }, now: Date) {
  const attempts = result.final ? delivery.attempts : delivery.attempts + 1;
  const status = result.ok ? 'succeeded' : attempts >= DELIVERY_ATTEMPTS || result.final ? 'failed' : 'pending';
  const pause = deps.retryDelaysMs[Math.min(attempts, deps.retryDelaysMs.length) - 1] ?? 60_000;
  return {
    id: delivery.id,
    status,
    attempts,
    status_code: result.status_code,
    error: result.error,
    delivered_at: result.ok ? now.toISOString() : null,
    next_attempt_at: status === 'pending' ? new Date(now.getTime() + pause).toISOString() : null,
  };
}

async function recordAll(deps: DeliveryDeps, hook: WebhookRecord, outcomes: Array<{ delivery: DeliveryRecord; result: AttemptResult & { final?: boolean } }>) {
  if (!outcomes.length) return;
  const now = new Date();
  const rows = outcomes.map(({ delivery, result }) => stateAfter(deps, delivery, result, now));
  await deps.db.$executeRaw`
    UPDATE webhook_deliveries d SET status = x.status, attempts = x.attempts, status_code = x.status_code, error = x.error, delivered_at = x.delivered_at, next_attempt_at = x.next_attempt_at
    FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS x(id int, status text, attempts int, status_code int, error text, delivered_at timestamptz, next_attempt_at timestamptz)
    WHERE d.id = x.id`;
  const last = [...outcomes].reverse().find(({ result }) => !result.final);
  if (last) await deps.db.webhook.updateMany({ where: { id: hook.id }, data: { last_status: last.result.status_code, last_error: last.result.error, last_delivery_at: now } });
}

/** Webhooks with deliveries due now: the relay wakes their delivery step. */
export async function webhooksWithDueDeliveries(db: Db): Promise<string[]> {
  const rows = await db.$queryRaw<Array<{ webhook_id: string }>>`
    SELECT DISTINCT webhook_id FROM webhook_deliveries WHERE status = 'pending' AND (next_attempt_at IS NULL OR next_attempt_at <= now()) LIMIT 1000`;
  return rows.map((r) => r.webhook_id);
}
