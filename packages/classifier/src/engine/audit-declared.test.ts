/**
 * Goods that declarants name in a word the reader did not know, or read as another word: found by
 * asking the engine the shipped Korea Customs cases with their namesakes left out (`pnpm eval:cases`).
 * Each row is written here in its own words; its HS6 was decided from the schedule's texts and notes.
 */
import { askBundledEngine } from './test-engine';

const { firstHs6 } = askBundledEngine();

describe('a Korean state word before the goods is not the start of a freezer (냉동고)', () => {
  it.each([
    ['냉동고등어 1kg 국내산', '030354'],
    ['냉동고추 슬라이스 500g', '071080'],
    ['냉동고구마 스틱 1kg', '071420'],
    ['가정용 냉동고 200L', '841840'],
  ])('%s → %s', async (description, hs6) => {
    expect(await firstHs6(description, 'ko')).toBe(hs6);
  });
});

describe('gum without sugar is a food preparation (2106.90), gum with it sugar confectionery (1704.10)', () => {
  it.each([
    ['Sugar-Free Chewing Gum Spearmint 14 Pieces x 12 Packs', '210690'],
    ['Xylitol Gum Peppermint Bottle 100 Pieces', '210690'],
    ['Bubble Gum Tape Original Fruit Flavour', '170410'],
  ])('%s → %s', async (description, hs6) => {
    expect(await firstHs6(description)).toBe(hs6);
  });
  it('자일리톨 껌 리필 → 210690', async () => {
    expect(await firstHs6('자일리톨 껌 리필용 86g', 'ko')).toBe('210690');
  });
});

describe('goods named by a term of the trade', () => {
  it.each([
    ['Stainless Steel Grease Trap for Restaurant Kitchen Sink 25 lb', '842121'],
    ['Truck-Mounted Concrete Pump 37 m Boom', '870590'],
    ['Acrylic Whirlpool Bathtub with 6 Jets 1700 mm', '392210'],
    ['Resin Nativity Scene 11 Figures Christmas Decoration', '950510'],
    ['Home Air Washer Humidifier and Purifier 5 L Tank', '850980'],
    ['Gold Tone Eyeglass Chain Sunglasses Holder Strap', '711719'],
  ])('%s → %s', async (description, hs6) => {
    expect(await firstHs6(description)).toBe(hs6);
  });
  it.each([
    ['주방용 유수분리조 스테인리스', '842121'],
    ['아크릴 월풀욕조 1500', '392210'],
  ])('%s → %s', async (description, hs6) => {
    expect(await firstHs6(description, 'ko')).toBe(hs6);
  });
});
