import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { testEnv } from '@tcs/testing';

const ROOT = path.resolve(__dirname, '../../../..');

/**
 * A real worker app on the run's database and Redis (lexical: no embedding model in tests).
 * Node itself with tsx's loader, not the tsx command: a signal (SIGKILL included) then reaches
 * the worker, not a wrapper that would leave it running. `WORKER_LOG_LEVEL=info` shows its logs.
 */
export function startWorker(app: 'worker-classify' | 'worker-batch' | 'worker-webhook', env: Record<string, string> = {}): ChildProcess {
  const e = testEnv();
  return spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, `apps/${app}/src/main.ts`)], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: e.databaseUrl, REDIS_URL: e.redisUrl, TCS_REDIS_PREFIX: e.redisPrefix, LOG_LEVEL: process.env.WORKER_LOG_LEVEL ?? 'error', TCS_EMBEDDINGS: 'off', TCS_WORKER_CONCURRENCY: '4', ...env },
    stdio: process.env.WORKER_LOG_LEVEL ? 'inherit' : 'ignore',
  });
}
