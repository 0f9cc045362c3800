import { randomBytes } from 'node:crypto';

/** Where the run's own database and Redis prefix are announced to every test file. */
export const TEST_ENV_FILE = require('node:path').resolve(__dirname, '../../../.tcs/test-env.json');

export interface TestEnv {
  databaseUrl: string;
  redisUrl: string;
  redisPrefix: string;
  adminUrl: string;
}

export const baseDatabaseUrl = () => process.env.DATABASE_URL ?? 'postgresql://postgres:postgres@127.0.0.1:5432/tcs';
export const baseRedisUrl = () => process.env.REDIS_URL ?? 'redis://127.0.0.1:6379/0';

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

export const uniqueName = (stem: string) => `${stem}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
