import { activationHooks, ingestDataset, scheduleReader } from '@tcs/domain';
import { JOBS, startWorkerApp } from '@tcs/jobs';

startWorkerApp('tariff', (deps) => ({
  'ingest-dataset': async ({ dataset_id }, { attempt }) => {
    try {
      const outcome = await ingestDataset(
        { db: deps.db, readSchedule: scheduleReader(deps.repos), activationHooks: activationHooks(), log: (message, fields) => deps.logger.info(message, fields) },
        dataset_id,
      );
      deps.logger.info('ingestion finished', { dataset_id, status: outcome.status, lines: outcome.entry_count, problems: outcome.problems, changes: outcome.activation?.changes });
      return outcome;
    } catch (error) {
      // After the last attempt the load is reported failed, so nobody waits on a version forever.
      if (attempt >= JOBS['ingest-dataset'].attempts) {
        await deps.db.dataset.updateMany({ where: { id: dataset_id, status: 'loading' }, data: { status: 'failed', error: `ingestion failed: ${(error as Error).message}` } });
      }
      throw error;
    }
  },
}));
