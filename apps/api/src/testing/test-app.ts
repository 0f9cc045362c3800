import { Authenticator } from '@tcs/domain';
import { createRedis, JobQueues } from '@tcs/jobs';
import { createLogger } from '@tcs/logger';
import { openTestDb, testConfig } from '@tcs/testing';
import { createApp } from '../app';
import type { AppDeps } from '../deps';

/** The real app on the run's database and Redis, for supertest; nothing of ours is mocked. */
export function buildTestApp(overrides: Record<string, string> = {}) {
  const config = testConfig(overrides);
  const { db, repos, close: closeDb } = openTestDb(config);
  const redis = createRedis(config.redisUrl);
  const queues = new JobQueues(redis, config.redisPrefix);
  const deps: AppDeps = {
    config,
    logger: createLogger('api-test', 'error', true),
    db,
    repos,
    authenticator: new Authenticator(repos.keys, config.keyCacheMs),
    queues,
    embedderStatus: async () => null,
  };
  const { app, routes } = createApp(deps);
  return {
    app,
    routes,
    deps,
    close: async () => {
      await queues.close();
      await redis.quit();
      await closeDb();
    },
  };
}
