import { buildEngineData, type EngineData } from '../engine/data';
import { loadBundledSources } from '../engine/bundled-sources';
import { rankCandidates } from '../engine/classify';
import { respelled } from '../engine/engine';
import { initReader, readDescription } from '../read';
import { GOLDEN_SET, KNOWN_GAPS } from './golden-set';

describe('golden set: hand-checked descriptions in four languages', () => {
  let data: EngineData;
  beforeAll(async () => {
    await initReader();
    data = buildEngineData(await loadBundledSources());
  }, 120_000);

  const rank = async (description: string, language: 'en' | 'vi' | 'ja' | 'ko') => {
    const input = respelled({ description, market: 'US' as const, language }, data);
    return (await rankCandidates(input, readDescription(input), data)).candidates.map((c) => c.hs6);
  };

  it.each(GOLDEN_SET.filter((g) => !KNOWN_GAPS.has(g.description)).map((g) => [g.language, g.description, g.hs6] as const))(
    '%s: %s → %s first',
    async (language, description, hs6) => {
      expect((await rank(description, language))[0]).toBe(hs6);
    },
  );

  // Skipped while every golden description is put first: there is no gap to keep listed.
  const gaps = GOLDEN_SET.filter((x) => KNOWN_GAPS.has(x.description));
  (gaps.length ? it : it.skip)('keeps the known gaps listed, so fixing one means moving it into the checked set', async () => {
    for (const g of gaps) expect((await rank(g.description, g.language))[0]).not.toBe(g.hs6);
  });
});
