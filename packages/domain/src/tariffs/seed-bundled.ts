import type { Db } from '@tcs/db';
import { loadManifest, type ManifestEntry } from '@tcs/tariffs';
import { newId } from '../ids';
import type { Repos } from '../repos';
import type { NewDataset } from './dataset.repo';
import { ingestDataset, type IngestOutcome } from './ingest-dataset';
import { scheduleReader } from './schedule-reader';
import type { ActivationHook } from './activate-dataset';
import { activationHooks } from './activation-hooks';
import { seedRulings } from './rulings';

export interface SeedReport {
  datasets: Array<{ market: string; version: string; outcome: 'present' | IngestOutcome['status']; lines: number; ms: number }>;
  rulings: { present: boolean; loaded: number };
}

/**
 * Loads every schedule shipped in the repo that the database lacks, in the manifest's order
 * (EU 2025 before 2026, so a fresh install has a real version history), then the rulings.
 * Idempotent, and safe when two installs start at once: one holds the lock, the other then
 * finds everything present.
 */
export async function seedBundledData(db: Db, repos: Repos, options: { hooks?: ActivationHook[]; log?: (message: string, fields: Record<string, unknown>) => void } = {}): Promise<SeedReport> {
  const lock = await db.pool.connect();
  try {
    await lock.query("SELECT pg_advisory_lock(hashtext('tcs:seed-bundled'))");
    const report: SeedReport = { datasets: [], rulings: { present: true, loaded: 0 } };
    for (const entry of [...loadManifest()].sort((a, b) => a.activate_order - b.activate_order)) {
      report.datasets.push(await seedOne(db, repos, entry, options));
    }
    report.rulings = await seedRulings(db);
    return report;
  } finally {
    await lock.query("SELECT pg_advisory_unlock(hashtext('tcs:seed-bundled'))").catch(() => undefined);
    lock.release();
  }
}

async function seedOne(db: Db, repos: Repos, entry: ManifestEntry, options: { hooks?: ActivationHook[]; log?: (m: string, f: Record<string, unknown>) => void }) {
  const started = Date.now();
  const existing = await repos.datasets.byVersion(entry.market, entry.version);
  if (existing?.status === 'ready') return { market: entry.market, version: entry.version, outcome: 'present' as const, lines: existing.entry_count, ms: 0 };
  // A seed interrupted mid-load left a `loading` row behind; nothing of it is visible, so start over.
  if (existing) await repos.datasets.remove(existing.id);
  // Never let a bundled version supersede one an operator loaded and activated.
  const active = await repos.datasets.active(entry.market);
  const activate = !active || active.bundle !== null;
  const dataset = await repos.datasets.create(bundledDataset(entry, activate));
  const outcome = await ingestDataset({ db, readSchedule: scheduleReader(repos), activationHooks: options.hooks ?? activationHooks(), log: options.log }, dataset.id);
  return { market: entry.market, version: entry.version, outcome: outcome.status, lines: outcome.entry_count, ms: Date.now() - started };
}

/** The dataset row of a schedule shipped in the repo: official text, publisher facts from its PROVENANCE. */
export const bundledDataset = (entry: ManifestEntry, activate: boolean): NewDataset => ({
  id: newId(),
  market: entry.market,
  version: entry.version,
  name: entry.name,
  format: entry.format,
  national_digits: entry.national_digits,
  source_name: entry.source_name,
  source_url: entry.source_url,
  official_domains: entry.official_domains,
  is_demo: false,
  effective_date: entry.effective_date,
  notes: entry.notes,
  file_id: null,
  bundle: entry.bundle,
  activate,
});
