import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from './generated/client';

export { Prisma } from './generated/client';
export type * from './generated/client';
export { PrismaClient };
export { migrate, listMigrations, MIGRATIONS_DIR, type MigrationResult } from './migrate';
export { ensureDatabase, databaseName } from './ensure-database';

export type Db = PrismaClient;

export function createDb(databaseUrl: string, poolSize = 10): Db {
  const adapter = new PrismaPg({ connectionString: databaseUrl, max: poolSize });
  return new PrismaClient({ adapter });
}
