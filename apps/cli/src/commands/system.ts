import { ensureDatabase, migrate } from '@tcs/db';
import { bootstrapAdmin, accountView, datasetView, seedPlans } from '@tcs/domain';
import { usage, type Parsed } from '../args';
import type { CliContext } from '../context';

export async function dbCommand(ctx: CliContext, sub: string | undefined) {
  if (sub !== 'migrate') throw usage('db migrate');
  await ensureDatabase(ctx.config.databaseUrl);
  return migrate(ctx.config.databaseUrl);
}

/** Bundled data when absent (idempotent): the seeded plans now; schedules join with the tariff data. */
export async function seedCommand(ctx: CliContext) {
  const plans = await seedPlans(ctx.repos.plans);
  const datasets = (await ctx.repos.datasets.list()).map(datasetView);
  return { datasets, plans_created: plans };
}

/** First start of an install: an admin account and its key, printed once; nothing when an admin exists. */
export async function bootstrapCommand(ctx: CliContext) {
  const created = await bootstrapAdmin({
    accounts: ctx.repos.accounts,
    plans: ctx.repos.plans,
    keys: ctx.repos.keys,
    signupCredits: ctx.config.signupCredits,
  });
  return created ? { created: true, account: accountView(created.account), key: created.key } : { created: false };
}

export async function tariffsCommand(ctx: CliContext, sub: string | undefined, _args: Parsed) {
  if (sub === 'list') return { items: (await ctx.repos.datasets.list()).map(datasetView) };
  if (sub === 'load') throw usage('tariffs load is not available in this release yet');
  throw usage('tariffs list|load');
}
