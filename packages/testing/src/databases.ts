import { Client } from 'pg';
import { databaseName } from '@tcs/db';

/** Drops a test database, closing whatever connections a failed test left open. */
export async function dropDatabase(databaseUrl: string): Promise<void> {
  const name = databaseName(databaseUrl);
  if (!name.startsWith('tcs_test')) throw new Error(`refusing to drop ${name}`);
  const admin = new URL(databaseUrl);
  admin.pathname = '/postgres';
  const client = new Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

/** A plain connection for seeding history a test cannot make through the use cases (rows dated in the past). */
export async function openSql(databaseUrl: string): Promise<Client> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  return client;
}
