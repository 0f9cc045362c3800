import { TariffIndex, searchModeOf, type SearchableLine } from './tariff-index';
import { englishTokens, vietnameseTokens } from './tokenize';

const line = (code: string, parent: string | null, description: string, path: string[], vi: string | null = null): SearchableLine => ({
  code,
  code_digits: code.replace(/\D/g, ''),
  parent_code: parent,
  description,
  description_vi: vi,
  full_description: [...path, description].join(' > '),
  is_leaf: code.replace(/\D/g, '').length >= 8,
});

const lines = [
  line('61', null, 'Articles of apparel and clothing accessories, knitted or crocheted', []),
  line('6109', '61', 'T-shirts, singlets, tank tops and similar garments, knitted or crocheted', ['Articles of apparel']),
  line('6109.10.00', '6109', 'Of cotton', ['T-shirts, singlets, tank tops and similar garments, knitted or crocheted'], 'Từ bông'),
  line('6109.90.00', '6109', 'Of other textile materials', ['T-shirts, singlets, tank tops and similar garments, knitted or crocheted'], 'Từ các vật liệu dệt khác'),
  line('5208', null, 'Woven fabrics of cotton', []),
  line('5208.11.00', '5208', 'Plain weave, weighing not more than 100 g/m2', ['Woven fabrics of cotton'], 'Vải dệt vân điểm'),
  line('6403', null, 'Footwear with outer soles of rubber and uppers of leather', [], 'Giày, dép có đế ngoài bằng cao su và mũ giày bằng da thuộc'),
];

describe('tariff search index', () => {
  const index = new TariffIndex(lines);

  it('reads digits with dots or spaces as a code, and words as keywords', () => {
    expect(searchModeOf('6109.10')).toBe('code');
    expect(searchModeOf('6109 10 00')).toBe('code');
    expect(searchModeOf('cotton t-shirt')).toBe('keyword');
    expect(searchModeOf('áo thun')).toBe('keyword');
  });

  it('finds every line under a code start, the exact line scoring highest', () => {
    const { mode, hits } = index.search('6109', 10);
    expect(mode).toBe('code');
    expect(hits.map((h) => h.line.code)).toEqual(['6109', '6109.10.00', '6109.90.00']);
    expect(hits[0].score).toBe(1);
    expect(index.search('6109 10', 10).hits.map((h) => h.line.code)).toEqual(['6109.10.00']);
    expect(index.search('9999', 10).hits).toEqual([]);
  });

  it('stems English words and weighs a line’s own text over its parents’', () => {
    const hits = index.search('knitted cotton t-shirts', 5).hits.map((h) => h.line.code);
    expect(hits[0]).toBe('6109.10.00');
    // "cotton" alone: the lines whose own text says cotton come before lines that only inherit it.
    const cotton = index.search('cotton', 5).hits.map((h) => h.line.code);
    expect(cotton.slice(0, 2).sort()).toEqual(['5208', '6109.10.00']);
    expect(cotton.indexOf('5208.11.00')).toBeGreaterThan(cotton.indexOf('5208'));
  });

  it('finds Vietnamese text with and without tone marks', () => {
    expect(index.search('giày đế cao su', 3).hits[0].line.code).toBe('6403');
    expect(index.search('giay de cao su', 3).hits[0].line.code).toBe('6403');
    expect(index.search('bông', 3).hits[0].line.code).toBe('6109.10.00');
  });

  it('answers nothing for words no line has', () => {
    expect(index.search('zzzqqq', 5).hits).toEqual([]);
  });
});

describe('tokens', () => {
  it('drops stop words, stems, and keeps numbers', () => {
    expect(englishTokens('Of cotton, knitted; weighing 100 g/m2')).toEqual(['cotton', 'knit', 'weigh', '100', 'm2']);
    expect(englishTokens('T-shirts')).toEqual(['tshirt']);
  });

  it('indexes Vietnamese syllables and syllable pairs, also without marks', () => {
    expect(vietnameseTokens('Áo thun')).toEqual(['vi:áo', 'vi:ao', 'vi:áo_thun', 'vi:ao_thun', 'vi:thun']);
  });
});
