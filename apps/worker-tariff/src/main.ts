import { startWorkerApp } from '@tcs/jobs';

// The tariff queue's jobs join the catalog with their capability; until then this worker
// consumes the queue, reports liveness to health and shuts down like the others.
startWorkerApp('tariff', () => ({}));
