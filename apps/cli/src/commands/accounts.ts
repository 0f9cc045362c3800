import { accountView, createAccount, updateAccount } from '@tcs/domain';
import { bool, int, requiredStr, str, usage, type Parsed } from '../args';
import type { CliContext } from '../context';

export async function accountsCommand(ctx: CliContext, sub: string | undefined, args: Parsed) {
  const deps = { accounts: ctx.repos.accounts, plans: ctx.repos.plans, signupCredits: ctx.config.signupCredits, invalidateAuth: ctx.invalidateAuth };
  const { flags, positionals } = args;
  switch (sub) {
    case 'create':
      return accountView(
        await createAccount(deps, {
          email: requiredStr(flags, 'email'),
          name: requiredStr(flags, 'name'),
          role: requiredStr(flags, 'role'),
          credits: int(str(flags, 'credits'), '--credits'),
          unlimited: bool(flags, 'unlimited'),
          plan: str(flags, 'plan'),
        }),
      );
    case 'update': {
      const ref = positionals[2];
      if (!ref) throw usage('accounts update <id|email> [--role R] [--active true|false] [--trial-ended true|false] [--plan P|none] [--unlimited true|false]');
      return accountView(
        await updateAccount(deps, ref, {
          role: str(flags, 'role'),
          active: bool(flags, 'active'),
          trialEnded: bool(flags, 'trial-ended'),
          unlimited: bool(flags, 'unlimited'),
          plan: str(flags, 'plan'),
        }),
      );
    }
    case 'list':
      return { items: (await ctx.repos.accounts.list()).map(accountView) };
    default:
      throw usage('accounts create|update|list');
  }
}
