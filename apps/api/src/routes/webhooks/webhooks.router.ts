import type { Response } from 'express';
import Joi from 'joi';
import {
  deleteWebhook, deliverOne, deliveryView, EVENTS, FIELD_LENGTHS, lastDeliveries, LIST_LIMITS, pingWebhook, registerWebhook, requireWebhook, updateWebhook, webhookView,
  type Caller, type WebhookBody, type WebhookDeps,
} from '@tcs/domain';
import type { AppDeps } from '../../deps';
import { defineRoute, type RouteSpec } from '../../http/route';
import { hexIdField } from '../../http/validate';

const TAG = 'Webhooks';
const eventNames = Object.keys(EVENTS);
const idParams = Joi.object({ hook_id: hexIdField('hook_id').required() });
const url = Joi.string().trim().max(FIELD_LENGTHS.url).description('https URL resolving only to public addresses');
const events = Joi.array().items(Joi.string().max(64)).max(eventNames.length).description(`Event names (empty: every event): ${eventNames.join(', ')}`);
const createBody = Joi.object({ url: url.required(), events: events.default([]), active: Joi.boolean().default(true) });
// Send only what changes; null changes nothing.
const updateBody = Joi.object({ url: url.allow(null).empty(null), events: events.allow(null).empty(null), active: Joi.boolean().allow(null).empty(null) });

const webhookSchema = Joi.object({
  id: Joi.string(), url: Joi.string(), events: Joi.array().items(Joi.string()), active: Joi.boolean(), created_at: Joi.string(), updated_at: Joi.string(),
  last_status: Joi.number().integer().allow(null), last_error: Joi.string().allow(null), last_delivery_at: Joi.string().allow(null), secret: Joi.string(),
});
const deliverySchema = Joi.object({
  id: Joi.number().integer(), event: Joi.string(), status: Joi.string(), status_code: Joi.number().integer().allow(null), error: Joi.string().allow(null),
  attempts: Joi.number().integer(), created_at: Joi.string(), delivered_at: Joi.string().allow(null), next_attempt_at: Joi.string().allow(null),
});

export function webhookRoutes(deps: AppDeps): RouteSpec[] {
  const hooks: WebhookDeps = { db: deps.db, secretKey: deps.config.webhookSecretKey, allowPrivate: deps.config.webhookAllowPrivate };
  const delivery = { ...hooks, timeoutMs: deps.config.webhookTimeoutMs, retryDelaysMs: deps.config.webhookRetryDelaysMs };
  const caller = (res: Response) => res.locals.caller as Caller;
  const id = (res: Response) => res.locals.params.hook_id as string;

  return [
    defineRoute({
      method: 'get',
      path: '/api/webhooks/events',
      tag: TAG,
      summary: 'Every event name with its description',
      auth: 'admin',
      responses: [{ status: 200, description: 'Event names mapped to descriptions', schema: Joi.object().pattern(Joi.string(), Joi.string()) }],
      handler: () => EVENTS,
    }),
    defineRoute({
      method: 'post',
      path: '/api/webhooks',
      tag: TAG,
      summary: 'Register a webhook; the answer carries its signing secret, shown only this once',
      description: 'The URL must use https and resolve only to public addresses (`details.reason`: webhook_https_required, webhook_private, webhook_unresolvable, webhook_invalid_url, webhook_credentials). Deliveries are signed: `X-SVC-Signature: sha256=<hex HMAC-SHA256 of the raw body>`, plus `X-SVC-Timestamp` and `X-SVC-Signature-256-T` (HMAC of `timestamp.body`) for refusing replays.',
      auth: 'admin',
      feature: 'feature.webhooks',
      body: createBody,
      responses: [{ status: 200, description: 'The webhook with `secret`', schema: webhookSchema }],
      handler: async (_req, res) => {
        return registerWebhook(hooks, caller(res), res.locals.body as { url: string } & WebhookBody);
      },
    }),
    defineRoute({
      method: 'get',
      path: '/api/webhooks',
      tag: TAG,
      summary: 'Registered webhooks (secrets are never shown again)',
      auth: 'admin',
      responses: [{ status: 200, description: 'Array of webhooks', schema: Joi.array().items(webhookSchema) }],
      handler: async () => (await deps.db.webhook.findMany({ orderBy: { created_at: 'asc' } })).map((hook) => webhookView(hook)),
    }),
    defineRoute({
      method: 'get',
      path: '/api/webhooks/:hook_id',
      tag: TAG,
      summary: 'A webhook',
      auth: 'admin',
      params: idParams,
      responses: [{ status: 200, description: 'The webhook', schema: webhookSchema }],
      handler: async (_req, res) => webhookView(await requireWebhook(hooks, id(res))),
    }),
    defineRoute({
      method: 'patch',
      path: '/api/webhooks/:hook_id',
      tag: TAG,
      summary: 'Change the URL, the events, or pause (`active: false`) and resume',
      auth: 'admin',
      feature: 'feature.webhooks',
      params: idParams,
      body: updateBody,
      responses: [{ status: 200, description: 'The webhook', schema: webhookSchema }],
      handler: async (_req, res) => updateWebhook(hooks, id(res), res.locals.body as WebhookBody),
    }),
    defineRoute({
      method: 'delete',
      path: '/api/webhooks/:hook_id',
      tag: TAG,
      summary: 'Delete a webhook; it receives nothing more',
      auth: 'admin',
      params: idParams,
      responses: [{ status: 200, description: '`{ok: true}`', schema: Joi.object({ ok: Joi.boolean() }) }],
      handler: async (_req, res) => deleteWebhook(hooks, id(res)),
    }),
    defineRoute({
      method: 'post',
      path: '/api/webhooks/:hook_id/test',
      tag: TAG,
      summary: 'Send a `ping` event now (5 per minute per webhook, 20 per minute per administrator); `ok` is true when the endpoint answered 2xx',
      description: 'Same body shape, headers and signature as a real event. A failed ping is retried like any delivery (3 attempts in all) and shows in the deliveries.',
      auth: 'admin',
      feature: 'feature.webhooks',
      params: idParams,
      responses: [{ status: 200, description: 'The webhook and `ok`', schema: webhookSchema.keys({ ok: Joi.boolean(), delivery_id: Joi.number().integer() }) }, { status: 429, description: '`rate_limited`, `details.retry_after_seconds` 60' }],
      handler: async (_req, res) => {
        const { deliveryId } = await pingWebhook(hooks, caller(res), id(res), res.locals.requestId as string);
        const result = await deliverOne(delivery, deliveryId);
        // Read after the attempt: last_status and last_error show what the endpoint answered.
        return { ...webhookView(await requireWebhook(hooks, id(res))), ok: result?.ok ?? false, delivery_id: deliveryId };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/api/webhooks/:hook_id/deliveries',
      tag: TAG,
      summary: 'The last 50 deliveries, newest first',
      auth: 'admin',
      params: idParams,
      responses: [{ status: 200, description: 'Array of deliveries', schema: Joi.array().items(deliverySchema) }],
      handler: async (_req, res) => (await lastDeliveries(hooks, id(res), LIST_LIMITS.webhook_deliveries.max)).map(deliveryView),
    }),
  ];
}
