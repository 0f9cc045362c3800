import { relayOutbox, webhooksWithDueDeliveries } from '@tcs/domain';
import type { WorkerDeps } from '@tcs/jobs';

/**
 * Turns outbox events into webhook deliveries, then wakes the delivery step of every webhook with
 * deliveries due (new ones, and retries whose pause is over).
 */
export const relayOutboxProcessor = (deps: WorkerDeps) => async () => {
  const result = await relayOutbox({ outbox: deps.repos.outbox, onDeliveries: async () => undefined });
  const due = await webhooksWithDueDeliveries(deps.db);
  await Promise.all(due.map((webhookId) => deps.queues.enqueue('deliver-webhook', { webhook_id: webhookId })));
  return { ...result, woken: due.length };
};

/**
 * Events should reach receivers within a fraction of a second: besides the 1 s timer job, each
 * worker process relays every RELAY_EVERY_MS on its own (SKIP LOCKED lets many share the work).
 */
const RELAY_EVERY_MS = 50;

export function startRelayLoop(deps: WorkerDeps): () => void {
  const relay = relayOutboxProcessor(deps);
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    relay()
      .catch((error) => deps.logger.warn('relay failed; retried', { error: (error as Error).message }))
      .finally(() => (running = false));
  }, RELAY_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
