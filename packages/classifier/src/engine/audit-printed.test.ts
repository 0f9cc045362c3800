/**
 * Printed matter, paper goods, media and games as shops and importers name them: books and their
 * formats, pictures and originals, cards, stationery, records and discs, video games and consoles,
 * stamps. Each row's HS6 was decided from the schedule's texts and notes, not from the engine.
 */
import { buildEngineData, type EngineData } from './data';
import { loadBundledSources } from './bundled-sources';
import { classifyProduct } from './engine';
import { initReader } from '../read';
import type { Lang } from '../types';

let data: EngineData;
beforeAll(async () => {
  await initReader();
  data = buildEngineData(await loadBundledSources());
}, 120_000);

const firstHs6 = async (description: string, language: Lang = 'en') => (await classifyProduct({ description, language, market: 'US' }, data)).candidates[0]?.hs6;

describe('goods counted out in a box are the goods, not a box for them', () => {
  it.each([
    ['Christmas cards box of 20 with envelopes', '490900'],
    ['Window envelopes #10 500 box', '481710'],
  ])('%s → %s', async (description, hs6) => {
    expect(await firstHs6(description)).toBe(hs6);
  });
});
