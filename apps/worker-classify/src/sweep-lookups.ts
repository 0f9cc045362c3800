/**
 * Nothing accepted is lost: a lookup still `queued` or `processing` long after its last change,
 * whose job is gone (a worker died after BullMQ gave up on it, Redis was flushed), is enqueued
 * again; one that already used every attempt ends in `error`, uncharged.
 */
import type { Config } from '@tcs/config';
import type { Db } from '@tcs/db';
import type { Repos } from '@tcs/domain';
import { JOBS, type JobQueues } from '@tcs/jobs';
import type { Logger } from '@tcs/logger';
import { completedEvent } from './run-lookup';

const STALE_AFTER_MS = 5 * 60_000;
const LIVE_STATES = new Set(['waiting', 'active', 'delayed', 'prioritized', 'waiting-children']);

export async function sweepLookups(deps: { repos: Repos; queues: JobQueues; logger: Logger; config: Config; db: Db }, staleAfterMs = STALE_AFTER_MS) {
  const queue = deps.queues.queue('classify');
  let requeued = 0;
  let failed = 0;
  for (const { id } of await deps.repos.lookups.stale(staleAfterMs)) {
    const jobId = JOBS['classify-lookup'].jobId!({ lookup_id: id });
    const job = await queue.getJob(jobId);
    if (job && LIVE_STATES.has(await job.getState())) continue;
    const lookup = await deps.repos.lookups.get(id);
    if (!lookup) continue;
    if (lookup.attempts >= JOBS['classify-lookup'].attempts) {
      await deps.repos.lookups.fail(id, `Classification did not finish after ${lookup.attempts} attempts.`, null, lookup.kind === 'single' ? completedEvent(deps) : null);
      failed++;
      continue;
    }
    await job?.remove().catch(() => undefined);
    await deps.queues.enqueue('classify-lookup', { lookup_id: id }, lookup.request_id ?? undefined);
    requeued++;
  }
  if (requeued || failed) deps.logger.warn('swept unfinished lookups', { requeued, failed });
  return { requeued, failed };
}
