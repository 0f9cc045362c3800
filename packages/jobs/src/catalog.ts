/**
 * The job catalog: every job the service runs, the queue (worker app) that runs it, its payload
 * and its retry policy. Payloads carry ids only; the database carries state. Each worker app
 * must supply a handler for every job of its queue (a missing one is a compile error).
 */
export const QUEUES = ['classify', 'batch', 'tariff', 'webhook'] as const;
export type QueueName = (typeof QUEUES)[number];

/** Worker app of each queue (names used in health and logs). */
export const WORKER_APPS: Record<QueueName, string> = {
  classify: 'worker-classify',
  batch: 'worker-batch',
  tariff: 'worker-tariff',
  webhook: 'worker-webhook',
};

export interface JobDefinition<Q extends QueueName, P> {
  queue: Q;
  attempts: number;
  backoffMs: number;
  /** A job id makes a second enqueue of the same work a no-op while the first is known. */
  jobId?: (payload: P) => string;
  /** Present for jobs that run on a timer rather than on demand. */
  everyMs?: number;
  /** Jobs with the same key collapse into one while it waits or runs (BullMQ deduplication). */
  dedupe?: (payload: P) => string;
  /** Only for the type: never read. */
  payload?: P;
}

const job = <Q extends QueueName, P>(definition: JobDefinition<Q, P>) => definition;

export const JOBS = {
  /** Hands outbox events to webhook deliveries; also enqueued right after a commit that wrote an event. */
  'relay-outbox': job<'webhook', Record<string, never>>({ queue: 'webhook', attempts: 3, backoffMs: 1000, everyMs: 1000 }),
  /** Sends one webhook's due deliveries in creation order (one step per webhook at a time). */
  'deliver-webhook': job<'webhook', { webhook_id: string }>({ queue: 'webhook', attempts: 3, backoffMs: 1000, dedupe: (p) => `deliver-${p.webhook_id}` }),
  /** Reads a schedule file into a dataset (all or nothing) and activates it when the load asked. */
  'ingest-dataset': job<'tariff', { dataset_id: string }>({ queue: 'tariff', attempts: 3, backoffMs: 5000, jobId: (p) => `ingest-${p.dataset_id}` }),
  /** Classifies one lookup; a retry after a crash finds it `processing` and takes it again (charged once, on finish). */
  'classify-lookup': job<'classify', { lookup_id: string }>({ queue: 'classify', attempts: 3, backoffMs: 2000, jobId: (p) => `lookup-${p.lookup_id}` }),
  /** Re-enqueues lookups left unfinished by a worker that died, so none stays queued or processing. */
  'sweep-lookups': job<'classify', Record<string, never>>({ queue: 'classify', attempts: 1, backoffMs: 1000, everyMs: 60_000 }),
  /** Puts the next rows of a batch into classification (bounded), fails them when credits ran out, ends the batch. */
  'advance-batch': job<'batch', { batch_id: string }>({ queue: 'batch', attempts: 3, backoffMs: 1000, dedupe: (p) => `advance-${p.batch_id}` }),
  /** Nudges active batches whose wake-up was lost and re-enqueues row lookups whose job never left a worker that died. */
  'sweep-batches': job<'batch', Record<string, never>>({ queue: 'batch', attempts: 1, backoffMs: 1000, everyMs: 10_000 }),
  /** Folds the lookup figures' pending deltas into the daily rows that usage and the report read. */
  'fold-lookup-stats': job<'batch', Record<string, never>>({ queue: 'batch', attempts: 1, backoffMs: 1000, everyMs: 5_000 }),
};

export type JobName = keyof typeof JOBS;
export type PayloadOf<N extends JobName> = NonNullable<(typeof JOBS)[N]['payload']>;
export type JobsOf<Q extends QueueName> = { [N in JobName]: (typeof JOBS)[N]['queue'] extends Q ? N : never }[JobName];

export interface JobContext {
  jobId: string;
  attempt: number;
  requestId?: string;
}

export type Handlers<Q extends QueueName> = { [N in JobsOf<Q>]: (payload: PayloadOf<N>, context: JobContext) => Promise<unknown> };
