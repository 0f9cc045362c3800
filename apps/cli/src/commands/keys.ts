import { createApiKey, listApiKeys, revokeApiKey } from '@tcs/domain';
import { requiredStr, str, usage, type Parsed } from '../args';
import type { CliContext } from '../context';

export async function keysCommand(ctx: CliContext, sub: string | undefined, { flags, positionals }: Parsed) {
  const deps = { accounts: ctx.repos.accounts, keys: ctx.repos.keys, invalidateAuth: ctx.invalidateAuth };
  switch (sub) {
    case 'create': {
      const ref = positionals[2];
      if (!ref) throw usage('keys create <id|email> --name N [--role R]');
      return createApiKey(deps, ref, { name: requiredStr(flags, 'name'), role: str(flags, 'role') });
    }
    case 'revoke': {
      const id = positionals[2];
      if (!id) throw usage('keys revoke <key-id>');
      return revokeApiKey(deps, id);
    }
    case 'list':
      return listApiKeys(deps, positionals[2]);
    default:
      throw usage('keys create|revoke|list');
  }
}
