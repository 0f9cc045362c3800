import { grantCredits } from '@tcs/domain';
import { int, str, usage, type Parsed } from '../args';
import type { CliContext } from '../context';

export async function creditsCommand(ctx: CliContext, sub: string | undefined, { flags, positionals }: Parsed) {
  if (sub !== 'grant' || !positionals[2] || positionals[3] === undefined) throw usage('credits grant <id|email> <amount> [--note T]');
  return grantCredits({ accounts: ctx.repos.accounts, ledger: ctx.repos.ledger }, positionals[2], int(positionals[3], 'amount')!, str(flags, 'note'));
}
