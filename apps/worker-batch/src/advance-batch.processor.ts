/**
 * One step of a batch: the domain creates the next rows' lookups in one transaction, then their
 * classify jobs are enqueued (after the commit, so a job never finds its lookup missing).
 */
import { advanceBatch } from '@tcs/domain';
import type { WorkerDeps } from '@tcs/jobs';

export async function advanceBatchJob(deps: WorkerDeps, batchId: string, requestId?: string) {
  const outcome = await advanceBatch({ batches: deps.repos.batches, creditsPerLookup: deps.config.creditsPerLookup }, batchId);
  await Promise.all(outcome.lookupIds.map((lookupId) => deps.queues.enqueue('classify-lookup', { lookup_id: lookupId }, requestId)));
  if (outcome.outOfCredits) deps.logger.warn('batch rows failed: out of credits', { batch_id: batchId, request_id: requestId, rows: outcome.outOfCredits });
  if (outcome.finished) deps.logger.info('batch finished', { batch_id: batchId, request_id: requestId });
  return { queued: outcome.lookupIds.length, finished: outcome.finished };
}
