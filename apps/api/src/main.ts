import { loadConfig } from '@tcs/config';
import { createDb } from '@tcs/db';
import { Authenticator, createRepos, type Repos } from '@tcs/domain';
import { authInvalidationChannel, createRedis, embedderStatusKey, JobQueues, onShutdown } from '@tcs/jobs';
import { createLogger, type Logger } from '@tcs/logger';
import { createApp } from './app';

async function main() {
  const config = loadConfig();
  const logger = createLogger('api', config.logLevel);
  const db = createDb(config.databaseUrl, 20);
  const redis = createRedis(config.redisUrl);
  const subscriber = createRedis(config.redisUrl);
  const repos = createRepos(db);
  const authenticator = new Authenticator(repos.keys, config.keyCacheMs);
  const queues = new JobQueues(redis, config.redisPrefix);

  // Key changes made anywhere (CLI, another process) reach this process at once; the cache's
  // short lifetime covers a missed notice.
  await subscriber.subscribe(authInvalidationChannel(config.redisPrefix));
  subscriber.on('message', () => authenticator.clear());

  const embedderStatus = async () => ((await redis.get(embedderStatusKey(config.redisPrefix))) as 'ok' | 'paused' | null);
  const { app } = createApp({ config, logger, db, repos, authenticator, queues, embedderStatus });
  const server = app.listen(config.port, () => {
    logger.info('api listening', { port: config.port });
    void warmSearchIndexes(repos, logger);
  });
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;

  onShutdown(logger, async () => {
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    await closed;
    await queues.close();
    await Promise.all([redis.quit(), subscriber.quit(), db.$disconnect()]);
  });
}

/** Builds the active schedules' search indexes in the background so no caller waits for the first build. */
async function warmSearchIndexes(repos: Repos, logger: Logger) {
  try {
    for (const dataset of await repos.datasets.list()) {
      if (!dataset.active || dataset.status !== 'ready') continue;
      const started = Date.now();
      await repos.tariffSearch.get(dataset.id);
      logger.info('search index ready', { market: dataset.market, version: dataset.version, ms: Date.now() - started });
    }
  } catch (error) {
    logger.warn('search index warm-up failed; indexes build on first use', { error: (error as Error).message });
  }
}

main().catch((error) => {
  console.error(JSON.stringify({ level: 'error', app: 'api', message: 'start failed', error: (error as Error).message }));
  process.exit(1);
});
