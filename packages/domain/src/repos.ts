import type { Db } from '@tcs/db';
import { AccountRepo } from './accounts/account.repo';
import { ApiKeyRepo } from './keys/api-key.repo';
import { PlanRepo } from './plans/plan.repo';
import { LedgerRepo } from './credits/ledger.repo';
import { OutboxRepo } from './outbox/outbox.repo';
import { DatasetRepo } from './tariffs/dataset.repo';
import { TariffLineRepo } from './tariffs/tariff-line.repo';
import { TariffChangeRepo } from './tariffs/tariff-change.repo';
import { SearchIndexCache } from './tariffs/search-cache';
import { FileStore } from './files/file-store';
import { RulingSearch } from './tariffs/rulings';
import { LookupRepo } from './lookups/lookup.repo';
import { BatchRepo } from './batches/batch.repo';
import { SkuRepo } from './catalog/sku.repo';
import { UsageRepo } from './usage/usage.repo';
import { ReportRepo } from './reports/report.repo';

export function createRepos(db: Db) {
  return {
    accounts: new AccountRepo(db),
    keys: new ApiKeyRepo(db),
    plans: new PlanRepo(db),
    ledger: new LedgerRepo(db),
    outbox: new OutboxRepo(db),
    datasets: new DatasetRepo(db),
    tariffLines: new TariffLineRepo(db),
    tariffChanges: new TariffChangeRepo(db),
    /** Per-process search indexes (datasets never change once loaded, so they never go stale). */
    tariffSearch: new SearchIndexCache(db),
    rulings: new RulingSearch(db),
    files: new FileStore(db),
    lookups: new LookupRepo(db),
    batches: new BatchRepo(db),
    skus: new SkuRepo(db),
    usage: new UsageRepo(db),
    reports: new ReportRepo(db),
  };
}

export type Repos = ReturnType<typeof createRepos>;
