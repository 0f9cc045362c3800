import { deliverDue } from '@tcs/domain';
import { startWorkerApp } from '@tcs/jobs';
import { relayOutboxProcessor, startRelayLoop } from './relay-outbox.processor';

startWorkerApp('webhook', (deps) => {
  startRelayLoop(deps);
  const delivery = {
    db: deps.db,
    secretKey: deps.config.webhookSecretKey,
    allowPrivate: deps.config.webhookAllowPrivate,
    timeoutMs: deps.config.webhookTimeoutMs,
    retryDelaysMs: deps.config.webhookRetryDelaysMs,
  };
  return {
    'relay-outbox': relayOutboxProcessor(deps),
    'deliver-webhook': async ({ webhook_id }) => {
      const result = await deliverDue(delivery, webhook_id);
      if (result.attempted) deps.logger.info('webhook deliveries attempted', { webhook_id, ...result });
      return result;
    },
  };
});
