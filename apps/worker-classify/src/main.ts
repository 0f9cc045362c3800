import { createLlmClient } from '@tcs/classifier';
import { createRedis, embedderStatusKey, JOBS, startWorkerApp } from '@tcs/jobs';
import { EngineProvider } from './engine-provider';
import { runLookup } from './run-lookup';
import { sweepLookups } from './sweep-lookups';

const EMBEDDER_STATUS_EVERY_MS = 10_000;

startWorkerApp('classify', (deps) => {
  const engine = new EngineProvider(deps.db, deps.logger, deps.config.embeddings);
  const llm = createLlmClient(deps.config.llm);
  const run = { db: deps.db, repos: deps.repos, config: deps.config, logger: deps.logger, engine, llm, queues: deps.queues };
  // Health reads whether vector search is on from Redis: every instance reports it.
  const redis = createRedis(deps.config.redisUrl);
  const report = () => redis.set(embedderStatusKey(deps.config.redisPrefix), engine.embeddingStatus(), 'PX', EMBEDDER_STATUS_EVERY_MS * 3).catch(() => undefined);
  setInterval(report, EMBEDDER_STATUS_EVERY_MS).unref();
  void report();
  engine.warm().catch((error) => deps.logger.error('engine warm-up failed; retried on the first lookup', { error: (error as Error).message }));
  return {
    'classify-lookup': ({ lookup_id }, { attempt }) => runLookup(run, lookup_id, attempt, JOBS['classify-lookup'].attempts),
    'sweep-lookups': () => sweepLookups({ repos: deps.repos, queues: deps.queues, logger: deps.logger, config: deps.config, db: deps.db }),
  };
});
