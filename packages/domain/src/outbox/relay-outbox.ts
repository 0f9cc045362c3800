import type { OutboxRepo } from './outbox.repo';

export interface RelayDeps {
  outbox: OutboxRepo;
  /** Hands new deliveries to the delivery queue (the webhooks capability plugs in here). */
  onDeliveries: (deliveryIds: number[]) => Promise<void>;
}

/** Drains the outbox in chunks; returns how many events and deliveries it handled. */
export async function relayOutbox(deps: RelayDeps, chunk = 200, maxChunks = 50): Promise<{ events: number; deliveries: number }> {
  let events = 0;
  let deliveries = 0;
  for (let i = 0; i < maxChunks; i++) {
    const result = await deps.outbox.relay(chunk);
    events += result.events;
    deliveries += result.deliveryIds.length;
    if (result.deliveryIds.length) await deps.onDeliveries(result.deliveryIds);
    if (result.events < chunk) break;
  }
  return { events, deliveries };
}
