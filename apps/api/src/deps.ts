import type { Config } from '@tcs/config';
import type { Db } from '@tcs/db';
import type { Authenticator, Repos } from '@tcs/domain';
import type { JobQueues } from '@tcs/jobs';
import type { Logger } from '@tcs/logger';

/** Everything the HTTP app needs, built once in main.ts (or by a test). */
export interface AppDeps {
  config: Config;
  logger: Logger;
  db: Db;
  repos: Repos;
  authenticator: Authenticator;
  queues: JobQueues;
  embedderStatus: () => Promise<'ok' | 'paused' | null>;
}
