import { loadConfig, type Config } from '@tcs/config';
import { createDb, type Db } from '@tcs/db';
import { createRepos, type Repos } from '@tcs/domain';
import { authInvalidationChannel, createRedis, JobQueues } from '@tcs/jobs';

export interface CliContext {
  config: Config;
  db: Db;
  repos: Repos;
  /** Tells every API process to drop its cached keys now (their 5 s cache covers a missed notice). */
  invalidateAuth: () => Promise<void>;
  /** Producer side of the job queues, connected on first use (most commands never enqueue). */
  queues: () => JobQueues;
  close: () => Promise<void>;
}

export function createContext(config: Config = loadConfig()): CliContext {
  const db = createDb(config.databaseUrl, 2);
  let queues: { redis: ReturnType<typeof createRedis>; queues: JobQueues } | undefined;
  return {
    config,
    db,
    repos: createRepos(db),
    invalidateAuth: async () => {
      const redis = createRedis(config.redisUrl);
      redis.on('error', () => undefined);
      try {
        await redis.publish(authInvalidationChannel(config.redisPrefix), 'keys');
      } catch {
        // Redis down: the cache lifetime still bounds how long a stale key works.
      } finally {
        redis.disconnect();
      }
    },
    queues: () => {
      if (!queues) {
        const redis = createRedis(config.redisUrl);
        queues = { redis, queues: new JobQueues(redis, config.redisPrefix) };
      }
      return queues.queues;
    },
    close: async () => {
      if (queues) {
        await queues.queues.close();
        await queues.redis.quit();
      }
      await db.$disconnect();
    },
  };
}
