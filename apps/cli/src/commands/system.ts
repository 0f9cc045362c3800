import { ensureDatabase, migrate } from '@tcs/db';
import { bootstrapAdmin, accountView, datasetView, seedPlans, seedBundledData } from '@tcs/domain';
import { usage } from '../args';
import type { CliContext } from '../context';

export async function dbCommand(ctx: CliContext, sub: string | undefined) {
  if (sub !== 'migrate') throw usage('db migrate');
  await ensureDatabase(ctx.config.databaseUrl);
  return migrate(ctx.config.databaseUrl);
}

/** Bundled data when absent (idempotent): the seeded plans, the schedules of every market, the rulings. */
export async function seedCommand(ctx: CliContext) {
  const plans = await seedPlans(ctx.repos.plans);
  const seeded = await seedBundledData(ctx.db, ctx.repos);
  const datasets = (await ctx.repos.datasets.list()).map(datasetView);
  return { datasets, loaded: seeded.datasets.filter((d) => d.outcome !== 'present'), rulings: seeded.rulings, plans_created: plans };
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
