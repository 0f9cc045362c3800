import { readFileSync, rmSync } from 'node:fs';
import IORedis from 'ioredis';
import { dropDatabase } from './databases';
import { TEST_ENV_FILE, type TestEnv } from './test-env';

export default async function globalTeardown(): Promise<void> {
  const env = JSON.parse(readFileSync(TEST_ENV_FILE, 'utf8')) as TestEnv;
  await dropDatabase(env.databaseUrl);
  const redis = new IORedis(env.redisUrl);
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${env.redisPrefix}:*`, 'COUNT', 1000);
    if (keys.length) await redis.del(...keys);
    cursor = next;
  } while (cursor !== '0');
  await redis.quit();
  rmSync(TEST_ENV_FILE, { force: true });
}
