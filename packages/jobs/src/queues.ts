import { Queue, type JobsOptions } from 'bullmq';
import type { Redis } from 'ioredis';
import { JOBS, QUEUES, WORKER_APPS, type JobName, type PayloadOf, type QueueName } from './catalog';
import { workerHeartbeatKey } from './connection';

/** Liveness: a worker whose heartbeat is older than this is counted as gone. */
export const HEARTBEAT_EVERY_MS = 5000;
export const HEARTBEAT_STALE_MS = 15000;

/** Producer side: one BullMQ queue per worker app, sharing one Redis connection. */
export class JobQueues {
  private readonly queues = new Map<QueueName, Queue>();

  constructor(private readonly connection: Redis, readonly prefix: string) {}

  queue(name: QueueName): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Queue(name, { connection: this.connection, prefix: this.prefix });
      this.queues.set(name, queue);
    }
    return queue;
  }

  /** Enqueue after the commit that wrote the state the job reads. */
  /** `dedupe: false` adds the job even while one with the same deduplication key waits or runs. */
  async enqueue<N extends JobName>(name: N, payload: PayloadOf<N>, requestId?: string, options_: { dedupe?: boolean } = {}): Promise<void> {
    const definition = JOBS[name];
    const options: JobsOptions = {
      attempts: definition.attempts,
      backoff: { type: 'exponential', delay: definition.backoffMs },
      removeOnComplete: { age: 3600, count: 10_000 },
      removeOnFail: { age: 7 * 24 * 3600 },
    };
    const jobId = 'jobId' in definition && typeof definition.jobId === 'function' ? (definition.jobId as (p: PayloadOf<N>) => string)(payload) : undefined;
    if (jobId) options.jobId = jobId;
    const dedupe = 'dedupe' in definition && typeof definition.dedupe === 'function' ? (definition.dedupe as (p: PayloadOf<N>) => string)(payload) : undefined;
    if (dedupe && options_.dedupe !== false) options.deduplication = { id: dedupe };
    await this.queue(definition.queue).add(name, { ...payload, requestId }, options);
  }

  async counts(): Promise<Record<string, { waiting: number; active: number; delayed: number; failed: number }>> {
    const entries = await Promise.all(
      QUEUES.map(async (name) => {
        const c = await this.queue(name).getJobCounts('waiting', 'active', 'delayed', 'failed', 'prioritized');
        return [name, { waiting: (c.waiting ?? 0) + (c.prioritized ?? 0), active: c.active ?? 0, delayed: c.delayed ?? 0, failed: c.failed ?? 0 }] as const;
      }),
    );
    return Object.fromEntries(entries);
  }

  async workers(now = Date.now()): Promise<Record<string, { alive: boolean; instances: number; last_seen: string | null }>> {
    const entries = await Promise.all(
      QUEUES.map(async (queue) => {
        const app = WORKER_APPS[queue];
        const beats = Object.values(await this.connection.hgetall(workerHeartbeatKey(this.prefix, app))).map(Number);
        const live = beats.filter((t) => now - t < HEARTBEAT_STALE_MS);
        const last = beats.length ? Math.max(...beats) : null;
        return [app, { alive: live.length > 0, instances: live.length, last_seen: last ? new Date(last).toISOString() : null }] as const;
      }),
    );
    return Object.fromEntries(entries);
  }

  async close(): Promise<void> {
    await Promise.all([...this.queues.values()].map((q) => q.close()));
  }
}
