import { startWorkerApp } from '@tcs/jobs';

// The batch queue's jobs join the catalog with their capability; until then this worker
// consumes the queue, reports liveness to health and shuts down like the others.
startWorkerApp('batch', () => ({}));
