import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ensureDatabase, migrate } from '@tcs/db';
import { baseDatabaseUrl, baseRedisUrl, TEST_ENV_FILE, uniqueName, withDatabase, type TestEnv } from './test-env';

/** Each run gets its own database and Redis key prefix, migrated from the SQL files, dropped at the end. */
export default async function globalSetup(): Promise<void> {
  const name = uniqueName('tcs_test');
  const databaseUrl = withDatabase(baseDatabaseUrl(), name);
  await ensureDatabase(databaseUrl);
  await migrate(databaseUrl);
  const env: TestEnv = { databaseUrl, redisUrl: baseRedisUrl(), redisPrefix: name, adminUrl: baseDatabaseUrl() };
  mkdirSync(path.dirname(TEST_ENV_FILE), { recursive: true });
  writeFileSync(TEST_ENV_FILE, JSON.stringify(env));
}
