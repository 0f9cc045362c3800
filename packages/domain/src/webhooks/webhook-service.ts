/**
 * What the webhook endpoints do, transport-free: register (URL checked, secret made and sealed),
 * update, delete, list, deliveries, and test pings within their rates.
 */
import type { Db } from '@tcs/db';
import { checkWebhookUrl, newWebhookSecret, sealSecret, UnsafeWebhookUrl, type Resolver } from '@tcs/webhooks';
import type { Caller } from '../caller';
import { AppError } from '../errors';
import { newId } from '../ids';
import { LIMITS } from '../limits';
import { LOCKING_TRANSACTION } from '../lookups/lookup.repo';
import { EVENTS } from '../outbox/events';
import { webhookView, type WebhookRecord } from './webhook.view';

export interface WebhookDeps {
  db: Db;
  secretKey: string;
  allowPrivate: boolean;
  resolver?: Resolver;
}

export interface WebhookBody {
  url?: string;
  events?: string[];
  active?: boolean;
}

async function safeUrl(deps: WebhookDeps, url: string): Promise<string> {
  try {
    return (await checkWebhookUrl(url, { allowPrivate: deps.allowPrivate, resolver: deps.resolver })).url.toString();
  } catch (error) {
    if (!(error instanceof UnsafeWebhookUrl)) throw error;
    throw new AppError('validation_error', { errors: [{ field: 'url', message: `"url" ${error.message}` }], details: { reason: error.reason } });
  }
}

function checkEvents(events: string[] | undefined) {
  const errors = (events ?? []).flatMap((event, i) => (event in EVENTS ? [] : [{ field: `events.${i}`, message: `"${event}" is not an event: ${Object.keys(EVENTS).join(', ')}` }]));
  if (errors.length) throw new AppError('validation_error', { errors });
}

export async function registerWebhook(deps: WebhookDeps, caller: Caller, body: Required<Pick<WebhookBody, 'url'>> & WebhookBody) {
  checkEvents(body.events);
  const url = await safeUrl(deps, body.url);
  const secret = newWebhookSecret();
  const hook = await deps.db.webhook.create({
    data: { id: newId(), created_by_id: caller.accountId, url, events: [...new Set(body.events ?? [])], active: body.active ?? true, secret_ciphertext: sealSecret(secret, deps.secretKey) },
  });
  return webhookView(hook, secret);
}

export async function requireWebhook(deps: Pick<WebhookDeps, 'db'>, id: string): Promise<WebhookRecord> {
  const hook = await deps.db.webhook.findUnique({ where: { id } });
  if (!hook) throw new AppError('not_found');
  return hook;
}

export async function updateWebhook(deps: WebhookDeps, id: string, body: WebhookBody) {
  await requireWebhook(deps, id);
  checkEvents(body.events);
  const url = body.url !== undefined ? await safeUrl(deps, body.url) : undefined;
  const hook = await deps.db.webhook.update({ where: { id }, data: { url, events: body.events ? [...new Set(body.events)] : undefined, active: body.active } });
  return webhookView(hook);
}

export async function deleteWebhook(deps: Pick<WebhookDeps, 'db'>, id: string) {
  const { count } = await deps.db.webhook.deleteMany({ where: { id } });
  if (!count) throw new AppError('not_found');
  return { ok: true };
}

const tooManyPings = () => new AppError('rate_limited', { params: { seconds: 60 }, headers: { 'Retry-After': '60' }, details: { retry_after_seconds: 60 } });

/**
 * `POST /api/webhooks/{id}/test`: a `ping` delivery to this webhook alone. 5 per minute per
 * webhook and 20 per minute per administrator, counted under the administrator's and the
 * webhook's row locks so parallel calls never slip past.
 */
export async function pingWebhook(deps: WebhookDeps, caller: Caller, id: string, requestId: string | null) {
  const { hook, deliveryId } = await deps.db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM accounts WHERE id = ${caller.accountId} FOR UPDATE`;
    const [hook] = await tx.$queryRaw<WebhookRecord[]>`SELECT * FROM webhooks WHERE id = ${id} FOR UPDATE`;
    if (!hook) throw new AppError('not_found');
    const since = new Date(Date.now() - 60_000);
    const byHook = await tx.webhookDelivery.count({ where: { webhook_id: id, event: 'ping', created_at: { gt: since } } });
    if (byHook >= LIMITS.webhookTestRatePerMinute) throw tooManyPings();
    const byAdmin = await tx.webhookDelivery.count({ where: { triggered_by_id: caller.accountId, event: 'ping', created_at: { gt: since } } });
    if (byAdmin >= LIMITS.webhookTestRatePerAdminPerMinute) throw tooManyPings();
    const [{ id: deliveryId }] = await tx.$queryRaw<Array<{ id: number }>>`SELECT nextval(pg_get_serial_sequence('webhook_deliveries', 'id'))::int AS id`;
    const now = new Date();
    const body = JSON.stringify({ event: 'ping', created_at: now.toISOString(), data: { webhook_id: id, message: 'Test event from the tariff classification service.' }, id: deliveryId });
    await tx.webhookDelivery.create({ data: { id: deliveryId, webhook_id: id, event: 'ping', body, request_id: requestId, triggered_by_id: caller.accountId, created_at: now } });
    return { hook, deliveryId };
  }, LOCKING_TRANSACTION);
  return { hook, deliveryId };
}

export async function lastDeliveries(deps: Pick<WebhookDeps, 'db'>, id: string, limit: number) {
  await requireWebhook(deps, id);
  return deps.db.webhookDelivery.findMany({ where: { webhook_id: id }, orderBy: [{ created_at: 'desc' }, { id: 'desc' }], take: limit });
}
