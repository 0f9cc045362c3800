import { readFileSync } from 'node:fs';
import { loadConfig, type Config } from '@tcs/config';
import { createDb, type Db } from '@tcs/db';
import { createAccount, createApiKey, createRepos, seedBundledData, type AccountRecord, type Repos, type Role } from '@tcs/domain';
import { TEST_ENV_FILE, uniqueName, withDatabase as withDatabaseName, type TestEnv } from './test-env';
import { dropDatabase } from './databases';

export { TEST_ENV_FILE, uniqueName, withDatabase, type TestEnv } from './test-env';
export { dropDatabase, openSql } from './databases';

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

/**
 * The real bundled schedules (US, EU 2025 and 2026, VN) and rulings in the run's database.
 * Loaded by the first suite that asks (about a minute) and found present by the others.
 */
export async function ensureTariffData(db: Db, repos: Repos): Promise<void> {
  const report = await seedBundledData(db, repos);
  const failed = report.datasets.filter((d) => d.outcome === 'failed');
  if (failed.length) throw new Error(`bundled data failed to load: ${failed.map((d) => `${d.market} ${d.version}`).join(', ')}`);
}

/** The URL of a new migrated database and how to drop it, for a suite that needs the whole database to itself. */
export async function scratchDatabaseUrl(): Promise<{ databaseUrl: string; drop: () => Promise<void> }> {
  const { ensureDatabase, migrate } = await import('@tcs/db');
  const databaseUrl = withDatabaseName(testEnv().databaseUrl, uniqueName('tcs_test_scratch'));
  await ensureDatabase(databaseUrl);
  await migrate(databaseUrl);
  return { databaseUrl, drop: () => dropDatabase(databaseUrl) };
}

/** A migrated database of its own, for tests that change what other suites read (active schedule versions). */
export async function scratchDatabase(): Promise<TestDb> {
  const { databaseUrl } = await scratchDatabaseUrl();
  const db = createDb(databaseUrl, 5);
  return {
    db,
    repos: createRepos(db),
    close: async () => {
      await db.$disconnect();
      await dropDatabase(databaseUrl);
    },
  };
}
