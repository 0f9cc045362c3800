import { PrismaPg } from '@prisma/adapter-pg';
import { Pool } from 'pg';
import { PrismaClient } from './generated/client';

export { Prisma } from './generated/client';
export type * from './generated/client';
export { PrismaClient };
export { migrate, listMigrations, MIGRATIONS_DIR, type MigrationResult } from './migrate';
export { ensureDatabase, databaseName } from './ensure-database';

/**
 * Prisma for everything, plus its own pg pool for the few hot single-row reads where the
 * client's per-query overhead dominates (the key and balance reads behind every request).
 */
export type Db = PrismaClient & { pool: Pool };

export function createDb(databaseUrl: string, poolSize = 10): Db {
  const pool = new Pool({ connectionString: databaseUrl, max: poolSize });
  // A connection the server ends (restart, failover, a dropped database) must not crash the
  // process: a query on it fails with the error, and the pool opens a new connection next time.
  // Without these listeners an idle or closing connection's error is an unhandled 'error' event.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  const client = new PrismaClient({ adapter: new PrismaPg(pool) });
  const disconnectPrisma = client.$disconnect.bind(client);
  // The pool is ours, so closing the client must close it too.
  return Object.assign(client, {
    pool,
    $disconnect: async () => {
      await disconnectPrisma();
      if (!pool.ended) await pool.end();
    },
  });
}
