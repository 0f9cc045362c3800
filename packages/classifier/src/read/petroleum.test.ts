import { petroleumContent } from './petroleum';

describe('petroleum content of oils and lubricating preparations', () => {
  it.each([
    ['Cutting oil, mineral oil based', 'petroleum'],
    ['Semi-synthetic metalworking fluid', 'petroleum'],
    ['Paraffinic process oil', 'petroleum'],
    ['Fully synthetic gear oil', 'not_petroleum'],
    ['Synthetic cutting oil', 'not_petroleum'],
    ['Release agent, free of mineral oil', 'not_petroleum'],
    ['Cutting oil; not containing petroleum oils', 'not_petroleum'],
    ['Ester-based chain lubricant', 'not_petroleum'],
    ['절삭유 광유', 'petroleum'],
    ['合成油 潤滑剤', 'not_petroleum'],
    ['합성 수용성 절삭유 20L (광유 미함유)', 'not_petroleum'],
    ['切削油 鉱物油を含まない', 'not_petroleum'],
    ['Cutting oil preparation (CoolMax)', null],
  ] as const)('%s → %s', (text, expected) => {
    expect(petroleumContent(text)).toBe(expected);
  });
});
