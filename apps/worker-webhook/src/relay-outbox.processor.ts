import { relayOutbox } from '@tcs/domain';
import type { WorkerDeps } from '@tcs/jobs';

/**
 * Turns outbox events into webhook deliveries. Delivering them (signing, sending, retrying)
 * comes with the webhooks capability, which enqueues each new delivery here.
 */
export const relayOutboxProcessor = (deps: WorkerDeps) => async () => {
  const result = await relayOutbox({
    outbox: deps.repos.outbox,
    onDeliveries: async (ids) => {
      deps.logger.info('deliveries created', { count: ids.length, first_id: ids[0] });
    },
  });
  return result;
};
