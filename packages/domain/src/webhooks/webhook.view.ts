import type { Prisma } from '@tcs/db';

export type WebhookRecord = Prisma.WebhookGetPayload<object>;
export type DeliveryRecord = Prisma.WebhookDeliveryGetPayload<object>;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The webhook; `secret` only in the answer to its registration. */
export function webhookView(hook: WebhookRecord, secret?: string) {
  return {
    id: hook.id,
    url: hook.url,
    events: hook.events,
    active: hook.active,
    created_at: hook.created_at.toISOString(),
    updated_at: hook.updated_at.toISOString(),
    last_status: hook.last_status,
    last_error: hook.last_error,
    last_delivery_at: iso(hook.last_delivery_at),
    ...(secret ? { secret } : {}),
  };
}

export function deliveryView(delivery: DeliveryRecord) {
  return {
    id: delivery.id,
    event: delivery.event,
    status: delivery.status,
    status_code: delivery.status_code,
    error: delivery.error,
    attempts: delivery.attempts,
    created_at: delivery.created_at.toISOString(),
    delivered_at: iso(delivery.delivered_at),
    next_attempt_at: delivery.status === 'pending' ? iso(delivery.next_attempt_at) : null,
  };
}
