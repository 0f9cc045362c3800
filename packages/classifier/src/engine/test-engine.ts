/** The engine over the bundled schedules and cases, for the tests that ask it whole lookups. */
import { buildEngineData, type EngineData } from './data';
import { loadBundledSources } from './bundled-sources';
import { classifyProduct } from './engine';
import { initReader } from '../read';
import type { Lang } from '../types';

export async function loadBundledEngine(): Promise<EngineData> {
  await initReader();
  return buildEngineData(await loadBundledSources());
}

/** The first HS6 the engine gives a description on the US schedule. */
export async function firstHs6Of(data: EngineData, description: string, language: Lang = 'en'): Promise<string | undefined> {
  return (await classifyProduct({ description, language, market: 'US' }, data)).candidates[0]?.hs6;
}
