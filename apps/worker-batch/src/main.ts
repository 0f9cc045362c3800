import { foldLookupStats } from '@tcs/domain';
import { startWorkerApp } from '@tcs/jobs';
import { advanceBatchJob } from './advance-batch.processor';
import { sweepBatches } from './sweep-batches.processor';

startWorkerApp('batch', (deps) => ({
  'advance-batch': ({ batch_id }, { requestId }) => advanceBatchJob(deps, batch_id, requestId),
  'sweep-batches': () => sweepBatches(deps),
  'fold-lookup-stats': async () => ({ folded: await foldLookupStats(deps.db) }),
}));
