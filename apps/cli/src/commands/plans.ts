import { upsertPlan } from '@tcs/domain';
import { list, usage, type Parsed } from '../args';
import type { CliContext } from '../context';

function pairs(values: string[], flag: string): [string, string][] {
  return values.map((v) => {
    const at = v.indexOf('=');
    if (at < 1) throw usage(`--${flag} takes KEY=VALUE (got ${v})`);
    return [v.slice(0, at), v.slice(at + 1)];
  });
}

export async function plansCommand(ctx: CliContext, sub: string | undefined, { flags, positionals }: Parsed) {
  const name = positionals[2];
  if (sub !== 'upsert' || !name) throw usage('plans upsert <name> [--feature KEY=on|off]… [--limit KEY=N|unlimited]…');
  const features = Object.fromEntries(
    pairs(list(flags, 'feature'), 'feature').map(([k, v]) => {
      if (v !== 'on' && v !== 'off') throw usage(`--feature ${k} takes on or off`);
      return [k, v === 'on'];
    }),
  );
  const limits = Object.fromEntries(
    pairs(list(flags, 'limit'), 'limit').map(([k, v]) => {
      if (v === 'unlimited') return [k, 'unlimited' as const];
      if (!/^\d+$/.test(v)) throw usage(`--limit ${k} takes a whole number or unlimited`);
      return [k, Number(v)];
    }),
  );
  const plan = await upsertPlan(ctx.repos.plans, name, { features, limits });
  await ctx.invalidateAuth();
  return plan;
}
