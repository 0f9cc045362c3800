import { loadJpBridge, normalizeJa, searchJapanese } from './jp-bridge';

describe('Japanese term bridge', () => {
  it('loads deduplicated lines joined to HS6 English texts', () => {
    const { entries } = loadJpBridge();
    expect(entries.length).toBe(13127);
    expect(entries.every((entry) => /^\d{6}$/.test(entry.hs6) && entry.text_ja && entry.text_en)).toBe(true);
    const cotton = entries.find((entry) => entry.hs6 === '610910' && entry.text_ja === '綿製のもの');
    expect(cotton?.path_ja).toMatch(/^Tシャツ、シングレット/);
    expect(cotton?.text_en).toBe('T-shirts, singlets and other vests; of cotton, knitted or crocheted');
  });

  it('ranks T-shirts (6109) first for Tシャツ, full-width or not', () => {
    // The schedule writes "Tシャツ" (heading 61.09); "ティーシャツ" does not occur in it.
    const hits = searchJapanese('Tシャツ', 5);
    expect(hits.slice(0, 2).map((hit) => hit.hs6).sort()).toEqual(['610910', '610990']);
    expect(hits[0].score).toBeGreaterThan(hits[2].score);
    expect(searchJapanese('Ｔシャツ', 2).map((hit) => hit.hs6).sort()).toEqual(['610910', '610990']);
  });

  it('finds green tea and returns nothing for an empty term', () => {
    expect(searchJapanese('緑茶', 2).map((hit) => hit.hs6).sort()).toEqual(['090210', '090220']);
    expect(searchJapanese('  ')).toEqual([]);
    expect(normalizeJa('Ｔ シャツ')).toBe('tシャツ');
  });
});
