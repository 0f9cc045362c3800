import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { Queue, UnrecoverableError, Worker, type Job } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Logger } from '@tcs/logger';
import { isAppError } from '@tcs/domain';
import { JOBS, WORKER_APPS, type Handlers, type JobName, type QueueName } from './catalog';
import { createRedis, workerHeartbeatKey } from './connection';
import { HEARTBEAT_EVERY_MS, HEARTBEAT_STALE_MS } from './queues';

export interface RunWorkerOptions<Q extends QueueName> {
  queue: Q;
  handlers: Handlers<Q>;
  redisUrl: string;
  prefix: string;
  concurrency: number;
  logger: Logger;
  /** How long shutdown waits for running jobs before handing them back to the queue. */
  shutdownDeadlineMs?: number;
}

export interface RunningWorker {
  instanceId: string;
  close: () => Promise<void>;
}

/** Starts one worker app: consumes its queue, reports liveness, and shuts down without losing a job. */
export async function runWorker<Q extends QueueName>(options: RunWorkerOptions<Q>): Promise<RunningWorker> {
  const { queue, handlers, logger, prefix } = options;
  const app = WORKER_APPS[queue];
  const instanceId = `${hostname()}-${process.pid}-${randomBytes(3).toString('hex')}`;
  const connection = createRedis(options.redisUrl, true);
  const heartbeatKey = workerHeartbeatKey(prefix, app);

  const worker = new Worker(queue, (job: Job) => dispatch(job, handlers as unknown as Record<string, Handler>, logger), {
    connection,
    prefix,
    concurrency: options.concurrency,
    autorun: true,
  });
  worker.on('failed', (job, error) => logger.warn('job failed', { job_id: job?.id, job: job?.name, attempt: job?.attemptsMade, error: error.message }));
  worker.on('error', (error) => logger.error('worker error', { error: error.message }));

  await scheduleTimers(queue, connection, prefix);

  const beat = async () => {
    const now = Date.now();
    await connection.hset(heartbeatKey, instanceId, String(now));
    // Instances that died without a goodbye are swept by whoever beats next.
    const beats = await connection.hgetall(heartbeatKey);
    const stale = Object.entries(beats).filter(([, t]) => now - Number(t) > HEARTBEAT_STALE_MS * 4).map(([id]) => id);
    if (stale.length) await connection.hdel(heartbeatKey, ...stale);
  };
  await beat();
  const timer = setInterval(() => beat().catch((error) => logger.warn('heartbeat failed', { error: error.message })), HEARTBEAT_EVERY_MS);
  timer.unref();
  logger.info('worker started', { queue, instance: instanceId, concurrency: options.concurrency });

  let closing: Promise<void> | null = null;
  const close = () => {
    closing ??= (async () => {
      clearInterval(timer);
      const deadline = options.shutdownDeadlineMs ?? 25_000;
      // worker.close() waits for running jobs with no limit of its own; past the deadline the
      // jobs are handed back (they become stalled and another instance picks them up).
      const graceful = worker.close().then(() => true);
      const timedOut = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), deadline).unref());
      if (!(await Promise.race([graceful, timedOut]))) {
        logger.warn('shutdown deadline reached; returning running jobs to the queue', { queue });
        await worker.close(true);
      }
      await connection.hdel(heartbeatKey, instanceId).catch(() => undefined);
      await connection.quit().catch(() => undefined);
      logger.info('worker stopped', { queue, instance: instanceId });
    })();
    return closing;
  };
  return { instanceId, close };
}

type Handler = (payload: unknown, context: { jobId: string; attempt: number; requestId?: string }) => Promise<unknown>;

async function dispatch(job: Job, handlers: Record<string, Handler>, logger: Logger): Promise<unknown> {
  const handler = handlers[job.name];
  if (!handler) throw new UnrecoverableError(`No handler for job ${job.name}`);
  const { requestId, ...payload } = (job.data ?? {}) as { requestId?: string };
  try {
    return await handler(payload, { jobId: String(job.id), attempt: job.attemptsMade + 1, requestId });
  } catch (error) {
    // A domain refusal will not change on retry; anything else (database, network) may.
    if (isAppError(error)) {
      logger.warn('job refused', { job_id: job.id, job: job.name, request_id: requestId, code: error.code });
      throw new UnrecoverableError(error.message);
    }
    throw error;
  }
}

/** Timer jobs of this queue run through BullMQ job schedulers: one run per period across all instances. */
async function scheduleTimers(queueName: QueueName, connection: Redis, prefix: string): Promise<void> {
  const timers = (Object.entries(JOBS) as [JobName, (typeof JOBS)[JobName]][]).filter(([, d]) => d.queue === queueName && d.everyMs);
  if (!timers.length) return;
  const queue = new Queue(queueName, { connection, prefix });
  for (const [name, definition] of timers) {
    await queue.upsertJobScheduler(name, { every: definition.everyMs! }, { name, data: {}, opts: { removeOnComplete: true, removeOnFail: 100 } });
  }
  await queue.close();
}
