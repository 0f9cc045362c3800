import { ingestDataset, scheduleReader } from '@tcs/domain';
import { startWorkerApp } from '@tcs/jobs';

startWorkerApp('tariff', (deps) => ({
  'ingest-dataset': async ({ dataset_id }) => {
    const outcome = await ingestDataset(
      { db: deps.db, readSchedule: scheduleReader(deps.repos), log: (message, fields) => deps.logger.info(message, fields) },
      dataset_id,
    );
    deps.logger.info('ingestion finished', { dataset_id, status: outcome.status, lines: outcome.entry_count, problems: outcome.problems, changes: outcome.activation?.changes });
    return outcome;
  },
}));
