import type { Db } from '@tcs/db';
import { AppError } from '../errors';
import { OutboxRepo } from '../outbox/outbox.repo';

export const CHANGE_KINDS = ['added', 'removed', 'description_changed', 'rate_changed', 'moved'] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];
export type ChangeCounts = Record<ChangeKind, number>;

type Tx = Parameters<Parameters<Db['$transaction']>[0]>[0];

/**
 * Runs inside the activation transaction, after the changes are recorded: the catalog issue
 * plugs SKU checks and alerts in here. Returns the number of alerts raised.
 */
export type ActivationHook = (tx: Tx, activation: Activation) => Promise<number>;

export interface Activation {
  market: string;
  fromDatasetId: string | null;
  toDatasetId: string;
  fromVersion: string | null;
  toVersion: string;
  changes: ChangeCounts;
}

export interface ActivationResult {
  changes: ChangeCounts;
  alerts: number;
  superseded: string | null;
}

const emptyCounts = (): ChangeCounts => ({ added: 0, removed: 0, description_changed: 0, rate_changed: 0, moved: 0 });

/** What a line looked like, as tariff changes report it. */
const SNAPSHOT = (alias: string) =>
  `jsonb_build_object('description', ${alias}.description, 'duty_rate', ${alias}.duty_rate, 'special_rate', ${alias}.special_rate, 'unit', ${alias}.unit)`;

// Lines are compared by their digits: a line present in only one version was added or removed;
// one present in both may have a new text, new rates or unit, or a new parent (moved).
const DIFF_SQL = `
  WITH a AS (SELECT DISTINCT ON (code_digits) * FROM tariff_lines WHERE dataset_id = $1 ORDER BY code_digits, position),
       b AS (SELECT DISTINCT ON (code_digits) * FROM tariff_lines WHERE dataset_id = $2 ORDER BY code_digits, position),
       pairs AS (SELECT a, b, coalesce(b.code, a.code) AS code, coalesce(b.code_digits, a.code_digits) AS code_digits, coalesce(b.position, a.position) AS position FROM a FULL JOIN b ON a.code_digits = b.code_digits)
  INSERT INTO tariff_changes (market, from_dataset_id, to_dataset_id, from_version, to_version, code, code_digits, kind, before, after)
  SELECT $3, $1, $2, $4, $5, code, code_digits, kind, before, after FROM (
    SELECT code, code_digits, position, 'added' AS kind, NULL::jsonb AS before, ${SNAPSHOT('(b)')} AS after FROM pairs WHERE (a).id IS NULL
    UNION ALL SELECT code, code_digits, position, 'removed', ${SNAPSHOT('(a)')}, NULL FROM pairs WHERE (b).id IS NULL
    UNION ALL SELECT code, code_digits, position, 'description_changed', ${SNAPSHOT('(a)')}, ${SNAPSHOT('(b)')} FROM pairs
      WHERE (a).id IS NOT NULL AND (b).id IS NOT NULL AND (a).description IS DISTINCT FROM (b).description
    UNION ALL SELECT code, code_digits, position, 'rate_changed', ${SNAPSHOT('(a)')}, ${SNAPSHOT('(b)')} FROM pairs
      WHERE (a).id IS NOT NULL AND (b).id IS NOT NULL AND ((a).duty_rate, (a).special_rate, (a).column2_rate, (a).unit) IS DISTINCT FROM ((b).duty_rate, (b).special_rate, (b).column2_rate, (b).unit)
    UNION ALL SELECT code, code_digits, position, 'moved', ${SNAPSHOT('(a)')} || jsonb_build_object('parent_code', (a).parent_code), ${SNAPSHOT('(b)')} || jsonb_build_object('parent_code', (b).parent_code) FROM pairs
      WHERE (a).id IS NOT NULL AND (b).id IS NOT NULL AND (a).parent_code IS DISTINCT FROM (b).parent_code
  ) d ORDER BY position, kind
  RETURNING kind`;

/**
 * Makes a ready dataset the active one of its market: supersedes the current one, records the
 * differences as tariff changes, lets the hooks (SKU alerts) act, and records `tariff.changed`,
 * all in one transaction under a per-market lock so two activations never interleave.
 */
export async function activateDataset(db: Db, datasetId: string, hooks: ActivationHook[] = []): Promise<ActivationResult> {
  return db.$transaction(
    async (tx) => {
      const target = await tx.dataset.findUnique({ where: { id: datasetId } });
      if (!target || target.status !== 'ready') throw new AppError('conflict', { detail: 'Only a completely loaded dataset can be activated.' });
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`activate:${target.market}`}))`;
      const current = await tx.dataset.findFirst({ where: { market: target.market, active: true } });
      if (current?.id === target.id) return { changes: emptyCounts(), alerts: 0, superseded: null };

      const now = new Date();
      if (current) await tx.dataset.update({ where: { id: current.id }, data: { active: false, superseded_at: now } });
      await tx.dataset.update({ where: { id: target.id }, data: { active: true, activated_at: now, superseded_at: null } });

      const changes = emptyCounts();
      if (current) {
        const rows = await tx.$queryRawUnsafe<{ kind: ChangeKind }[]>(DIFF_SQL, current.id, target.id, target.market, current.version, target.version);
        for (const row of rows) changes[row.kind] += 1;
      }
      const activation: Activation = { market: target.market, fromDatasetId: current?.id ?? null, toDatasetId: target.id, fromVersion: current?.version ?? null, toVersion: target.version, changes };
      let alerts = 0;
      for (const hook of hooks) alerts += await hook(tx, activation);
      const total = Object.values(changes).reduce((sum, n) => sum + n, 0);
      if (total > 0) {
        const query = new URLSearchParams({ market: target.market, from_version: activation.fromVersion ?? '', to_version: target.version });
        await OutboxRepo.record(tx, 'tariff.changed', {
          market: target.market,
          from_version: activation.fromVersion,
          to_version: target.version,
          counts: changes,
          changes_url: `/api/tariff-changes?${query}`,
          dataset_id: target.id,
          total_changes: total,
          sku_alerts: alerts,
        });
      }
      return { changes, alerts, superseded: current?.id ?? null };
    },
    { timeout: 120_000 },
  );
}
