import { loadConfig, type Config } from '@tcs/config';
import { createDb, type Db } from '@tcs/db';
import { createRepos, type Repos } from '@tcs/domain';
import { createLogger, type Logger } from '@tcs/logger';
import { WORKER_APPS, type Handlers, type QueueName } from './catalog';
import { createRedis } from './connection';
import { onShutdown } from './main-helpers';
import { JobQueues } from './queues';
import { runWorker } from './run-worker';

export interface WorkerDeps {
  config: Config;
  logger: Logger;
  db: Db;
  repos: Repos;
  queues: JobQueues;
}

/** The composition root shared by the four worker apps: config once, connections, worker, shutdown. */
export async function bootWorker<Q extends QueueName>(queue: Q, makeHandlers: (deps: WorkerDeps) => Handlers<Q>): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(WORKER_APPS[queue], config.logLevel);
  const db = createDb(config.databaseUrl, Math.max(4, config.workerConcurrency + 2));
  const redis = createRedis(config.redisUrl);
  const queues = new JobQueues(redis, config.redisPrefix);
  const deps: WorkerDeps = { config, logger, db, repos: createRepos(db), queues };
  const worker = await runWorker({
    queue,
    handlers: makeHandlers(deps),
    redisUrl: config.redisUrl,
    prefix: config.redisPrefix,
    concurrency: config.workerConcurrency,
    logger,
  });
  onShutdown(logger, async () => {
    await worker.close();
    await queues.close();
    await redis.quit();
    await db.$disconnect();
  });
}

export function startWorkerApp<Q extends QueueName>(queue: Q, makeHandlers: (deps: WorkerDeps) => Handlers<Q>): void {
  bootWorker(queue, makeHandlers).catch((error) => {
    console.error(JSON.stringify({ level: 'error', app: WORKER_APPS[queue], message: 'start failed', error: (error as Error).message }));
    process.exit(1);
  });
}
