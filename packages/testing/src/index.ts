import { readFileSync } from 'node:fs';
import { loadConfig, type Config } from '@tcs/config';
import { createDb, type Db } from '@tcs/db';
import { createAccount, createApiKey, createRepos, type AccountRecord, type Repos, type Role } from '@tcs/domain';
import { TEST_ENV_FILE, uniqueName, type TestEnv } from './test-env';

export { TEST_ENV_FILE, uniqueName, withDatabase, type TestEnv } from './test-env';
export { dropDatabase } from './databases';

export function testEnv(): TestEnv {
  return JSON.parse(readFileSync(TEST_ENV_FILE, 'utf8')) as TestEnv;
}

/** Configuration of a test: the run's database and Redis prefix, never the developer's environment. */
export function testConfig(overrides: Record<string, string> = {}): Config {
  const env = testEnv();
  return loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: env.databaseUrl,
    REDIS_URL: env.redisUrl,
    TCS_REDIS_PREFIX: env.redisPrefix,
    LOG_LEVEL: 'error',
    ...overrides,
  });
}

export interface TestDb {
  db: Db;
  repos: Repos;
  close: () => Promise<void>;
}

export function openTestDb(config = testConfig()): TestDb {
  const db = createDb(config.databaseUrl, 5);
  return { db, repos: createRepos(db), close: () => db.$disconnect() };
}

export interface GivenAccount {
  account: AccountRecord;
  key: string;
  keyId: string;
}

/** `given.*` helpers insert data through the real use cases. */
export function given(repos: Repos) {
  return {
    async account(options: { role?: Role; credits?: number; unlimited?: boolean; plan?: string; keyRole?: Role } = {}): Promise<GivenAccount> {
      const role = options.role ?? 'entry';
      const account = await createAccount(
        { accounts: repos.accounts, plans: repos.plans, signupCredits: 50 },
        { email: `${uniqueName(role)}@example.test`, name: `Test ${role}`, role, credits: options.credits, unlimited: options.unlimited, plan: options.plan },
      );
      const key = await createApiKey({ accounts: repos.accounts, keys: repos.keys }, account.id, { name: `${role} key`, role: options.keyRole });
      return { account, key: key.key, keyId: key.id };
    },
  };
}
