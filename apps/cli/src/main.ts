import { isAppError } from '@tcs/domain';
import { parse, usage, type Parsed } from './args';
import { createContext, type CliContext } from './context';
import { accountsCommand } from './commands/accounts';
import { creditsCommand } from './commands/credits';
import { keysCommand } from './commands/keys';
import { plansCommand } from './commands/plans';
import { bootstrapCommand, dbCommand, seedCommand } from './commands/system';
import { tariffsCommand } from './commands/tariffs';
import { printHuman } from './print';

const HELP = `tcs — admin commands (add --json for one JSON object on stdout)

  accounts create --email E --name N --role entry|reviewer|admin [--credits N] [--unlimited] [--plan P]
  accounts update <id|email> [--role R] [--active true|false] [--trial-ended true|false] [--plan P|none] [--unlimited true|false]
  accounts list
  credits grant <id|email> <amount> [--note T]
  keys create <id|email> --name N [--role R]
  keys revoke <key-id>
  keys list [<id|email>]
  plans upsert <name> [--feature KEY=on|off]… [--limit KEY=N|unlimited]…
  tariffs list
  tariffs load --market M --version V --file PATH [--format auto|usitc-json|tcs-csv|eu-cn|vn-xlsx] [--name N]
               [--effective-date D] [--demo] [--activate] [--wait]
  db migrate
  seed
  bootstrap            first admin account and key when none exists (used by ./tcs up)`;

type Command = (ctx: CliContext, sub: string | undefined, args: Parsed) => Promise<unknown>;

const COMMANDS: Record<string, Command> = {
  accounts: accountsCommand,
  credits: creditsCommand,
  keys: keysCommand,
  plans: plansCommand,
  tariffs: tariffsCommand,
  db: (ctx, sub) => dbCommand(ctx, sub),
  seed: (ctx) => seedCommand(ctx),
  bootstrap: (ctx) => bootstrapCommand(ctx),
};

async function main(argv: string[]): Promise<number> {
  let json = argv.includes('--json');
  let ctx: CliContext | undefined;
  try {
    const args = parse(argv);
    json = args.json;
    const [group, sub] = args.positionals;
    if (!group || args.flags.help) {
      process.stdout.write(`${HELP}\n`);
      return group ? 0 : 2;
    }
    const command = COMMANDS[group];
    if (!command) throw usage(`unknown command ${group}`);
    ctx = createContext();
    const result = await command(ctx, sub, args);
    process.stdout.write(json ? `${JSON.stringify(result)}\n` : printHuman(result));
    return 0;
  } catch (error) {
    reportError(error, json);
    return isAppError(error) && (error.code === 'bad_request' || error.code === 'validation_error') ? 2 : 1;
  } finally {
    await ctx?.close().catch(() => undefined);
  }
}

function reportError(error: unknown, json: boolean) {
  const body = isAppError(error)
    ? { code: error.code, detail: error.options.detail ?? error.code, ...(error.options.errors ? { errors: error.options.errors } : {}) }
    : { code: 'internal_error', detail: (error as Error)?.message ?? String(error) };
  if (json) process.stderr.write(`${JSON.stringify({ error: body })}\n`);
  else {
    const fields = 'errors' in body && body.errors ? body.errors.map((e) => `\n  ${e.field}: ${e.message}`).join('') : '';
    process.stderr.write(`error (${body.code}): ${body.detail}${fields}\n`);
    if (body.code === 'bad_request') process.stderr.write(`\n${HELP}\n`);
  }
}

main(process.argv.slice(2)).then((code) => process.exit(code));
