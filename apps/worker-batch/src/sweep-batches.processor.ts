/**
 * Nothing accepted is lost: every active batch gets a nudge (a wake-up lost while its advance job
 * ran costs at most one sweep interval), and row lookups still queued long after their creation
 * are enqueued again (their job id makes that a no-op when the job exists).
 */
import { activeBatchIds, waitingRowLookups } from '@tcs/domain';
import type { WorkerDeps } from '@tcs/jobs';

const WAITING_AFTER_MS = 30_000;

export async function sweepBatches(deps: WorkerDeps) {
  const batches = await activeBatchIds({ db: deps.db });
  for (const batchId of batches) await deps.queues.enqueue('advance-batch', { batch_id: batchId });
  const waiting = await waitingRowLookups({ db: deps.db }, WAITING_AFTER_MS);
  for (const lookup of waiting) await deps.queues.enqueue('classify-lookup', { lookup_id: lookup.id }, lookup.request_id ?? undefined);
  if (waiting.length) deps.logger.warn('re-enqueued waiting batch lookups', { lookups: waiting.length });
  return { batches: batches.length, requeued: waiting.length };
}
