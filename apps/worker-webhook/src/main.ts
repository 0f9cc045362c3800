import { startWorkerApp } from '@tcs/jobs';
import { relayOutboxProcessor } from './relay-outbox.processor';

startWorkerApp('webhook', (deps) => ({
  'relay-outbox': relayOutboxProcessor(deps),
}));
