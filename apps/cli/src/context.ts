import { loadConfig, type Config } from '@tcs/config';
import { createDb, type Db } from '@tcs/db';
import { createRepos, type Repos } from '@tcs/domain';
import { authInvalidationChannel, createRedis } from '@tcs/jobs';

export interface CliContext {
  config: Config;
  db: Db;
  repos: Repos;
  /** Tells every API process to drop its cached keys now (their 5 s cache covers a missed notice). */
  invalidateAuth: () => Promise<void>;
  close: () => Promise<void>;
}

export function createContext(config: Config = loadConfig()): CliContext {
  const db = createDb(config.databaseUrl, 2);
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
    close: () => db.$disconnect(),
  };
}
