/** The engine over the bundled schedules and cases, for the tests that ask it whole lookups. */
import { buildEngineData, type EngineData } from './data';
import { loadBundledSources } from './bundled-sources';
import { classifyProduct } from './engine';
import { initReader } from '../read';
import type { Lang } from '../types';

let bundled: Promise<EngineData> | undefined;

/** Loaded once per module registry: the audit themes of audits.test.ts share it. */
export function loadBundledEngine(): Promise<EngineData> {
  bundled ??= initReader().then(async () => buildEngineData(await loadBundledSources()));
  return bundled;
}

/** The first HS6 the engine gives a description on the US schedule. */
export async function firstHs6Of(data: EngineData, description: string, language: Lang = 'en'): Promise<string | undefined> {
  return (await firstCandidatesOf(data, description, language, 1))[0];
}

async function firstCandidatesOf(data: EngineData, description: string, language: Lang, count: number): Promise<string[]> {
  return (await classifyProduct({ description, language, market: 'US' }, data)).candidates.slice(0, count).map((c) => c.hs6);
}

/**
 * For a test file that asks whole lookups: loads the bundled engine once before its tests (the
 * load takes seconds, hence the long time-out) and returns the questions the files ask of it.
 */
export function askBundledEngine() {
  let data: EngineData;
  beforeAll(async () => {
    data = await loadBundledEngine();
  }, 120_000);
  return {
    firstHs6: (description: string, language: Lang = 'en') => firstHs6Of(data, description, language),
    firstFive: (description: string, language: Lang = 'en') => firstCandidatesOf(data, description, language, 5),
    /** One test per [description, HS6] row: the engine's first HS6 for the description, in the given language. */
    expectFirstHs6: (rows: Array<[string, string]>, language: Lang = 'en') =>
      it.each(rows)('%s → %s', async (description, hs6) => {
        expect(await firstHs6Of(data, description, language)).toBe(hs6);
      }),
    /** The same for rows in several languages: [description, language, HS6]. */
    expectFirstHs6InLanguages: (rows: Array<[string, Lang, string]>) =>
      it.each(rows)('%s (%s) → %s', async (description, language, hs6) => {
        expect(await firstHs6Of(data, description, language)).toBe(hs6);
      }),
    /** The whole outcome on the US schedule, for the tests that read more than the codes. */
    lookup: (description: string, language: Lang = 'en') => classifyProduct({ description, language, market: 'US' }, data),
  };
}
