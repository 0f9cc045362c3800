import type { Db } from '@tcs/db';
import { AccountRepo } from './accounts/account.repo';
import { ApiKeyRepo } from './keys/api-key.repo';
import { PlanRepo } from './plans/plan.repo';
import { LedgerRepo } from './credits/ledger.repo';
import { OutboxRepo } from './outbox/outbox.repo';
import { SystemRepo } from './system/system.repo';
import { DatasetRepo } from './tariffs/dataset.repo';

export function createRepos(db: Db) {
  return {
    accounts: new AccountRepo(db),
    keys: new ApiKeyRepo(db),
    plans: new PlanRepo(db),
    ledger: new LedgerRepo(db),
    outbox: new OutboxRepo(db),
    system: new SystemRepo(db),
    datasets: new DatasetRepo(db),
  };
}

export type Repos = ReturnType<typeof createRepos>;
