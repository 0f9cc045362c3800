import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { bundledFilePath } from '../formats';
import { parseRate, parseSpecialRate } from './parse-rate';
import { parseVnRate } from './parse-vn-rate';

// The USITC export as the repo ships it (data/tariffs), so the check runs wherever the repo does.
const US_HTS_JSON = bundledFilePath('us-hts-2024-12.json.gz');

describe('parseRate: US rate forms', () => {
  it.each([
    ['Free', 'free', 0],
    ['free', 'free', 0],
    ['6.5%', 'ad_valorem', 6.5],
    ['37% /', 'ad_valorem', 37],
    ['33 1/3%', 'ad_valorem', 33.333333],
    ['6.5% on the entire set', 'ad_valorem', 6.5],
    ['5% on the full value of the imported article', 'ad_valorem', 5],
  ])('%s → %s %d%%', (text, kind, pct) => {
    const rate = parseRate(text);
    expect(rate.kind).toBe(kind);
    expect(rate.ad_valorem_pct).toBe(pct);
    expect(rate.specific).toEqual([]);
  });

  it.each([
    ['2.4¢/kg', 0.024, 'kg'],
    ['$1.035/kg', 1.035, 'kg'],
    ['0.9¢/liter', 0.009, 'liter'],
    ['4.5¢/ liter', 0.045, 'liter'],
    ['1¢ each', 0.01, 'each'],
    ['$3.47/pf. liter', 3.47, 'pf_liter'],
    ['18.9¢/pf.liter', 0.189, 'pf_liter'],
    ['2.8¢/doz.', 0.028, 'doz'],
    ['$6/1000', 6, 'thousand'],
    ['$2.50/thou- sand', 2.5, 'thousand'],
    ['38¢/m2', 0.38, 'm2'],
    ['$1.13/m3', 1.13, 'm3'],
    ['3.3¢/lin. m', 0.033, 'm'],
    ['39.7¢/t', 0.397, 't'],
    ['$3/head', 3, 'head'],
    ['10.6¢/g', 0.106, 'g'],
    ['5.25¢/bbl', 0.0525, 'bbl'],
  ])('%s → %d USD per %s', (text, amount, per) => {
    const rate = parseRate(text);
    expect(rate.kind).toBe('specific');
    expect(rate.ad_valorem_pct).toBeNull();
    expect(rate.specific).toEqual([{ amount, currency: 'USD', per }]);
  });

  it('keeps what a specific quantity is measured on', () => {
    expect(parseRate('1.5¢/kg on drained weight').specific).toEqual([{ amount: 0.015, currency: 'USD', per: 'kg', basis_note: 'on drained weight' }]);
    expect(parseRate('33.6¢/kg on entire contents of container').specific[0].basis_note).toBe('on entire contents of container');
    expect(parseRate('55.1¢/clean kg').specific[0]).toEqual({ amount: 0.551, currency: 'USD', per: 'kg', basis_note: 'clean kg' });
  });

  it('reads compound rates in either order, with and without spaces round "+"', () => {
    expect(parseRate('3.9% + 1.2¢/kg')).toMatchObject({ kind: 'compound', ad_valorem_pct: 3.9, specific: [{ amount: 0.012, per: 'kg' }] });
    expect(parseRate('25¢/kg + 6.4%')).toMatchObject({ kind: 'compound', ad_valorem_pct: 6.4, specific: [{ amount: 0.25, per: 'kg' }] });
    expect(parseRate('22¢/kg on drained weight+45%')).toMatchObject({ kind: 'compound', ad_valorem_pct: 45, specific: [{ amount: 0.22, basis_note: 'on drained weight' }] });
    expect(parseRate('$16/doz. + 25%')).toMatchObject({ kind: 'compound', ad_valorem_pct: 25, specific: [{ amount: 16, per: 'doz' }] });
  });

  it('reads three-part compound rates', () => {
    const rate = parseRate('13.5¢/kg + 6.3% + 1.9¢/article');
    expect(rate.kind).toBe('compound');
    expect(rate.ad_valorem_pct).toBe(6.3);
    expect(rate.specific).toEqual([
      { amount: 0.135, currency: 'USD', per: 'kg' },
      { amount: 0.019, currency: 'USD', per: 'each' },
    ]);
  });

  it('reads per-liter plus per-proof-liter rates as two specific terms', () => {
    expect(parseRate('4.4¢/liter + 31.4¢/pf. liter').specific).toEqual([
      { amount: 0.044, currency: 'USD', per: 'liter' },
      { amount: 0.314, currency: 'USD', per: 'pf_liter' },
    ]);
  });

  it('keeps percents on a part of the goods apart from the whole-value percent', () => {
    const rate = parseRate('$1.60 each + 6.7% on the case + 14% on the strap, band or bracelet + 5.3% on the battery');
    expect(rate.kind).toBe('compound');
    expect(rate.ad_valorem_pct).toBeNull();
    expect(rate.specific).toEqual([{ amount: 1.6, currency: 'USD', per: 'each' }]);
    expect(rate.ad_valorem_parts).toEqual([
      { pct: 6.7, basis: 'the case' },
      { pct: 14, basis: 'the strap, band or bracelet' },
      { pct: 5.3, basis: 'the battery' },
    ]);
    expect(parseRate('2.5% on the value of the lead content').ad_valorem_parts).toEqual([{ pct: 2.5, basis: 'the value of the lead content' }]);
  });

  it('reads the sugar polarity range with its floor', () => {
    const rate = parseRate(
      '3.6606¢/kg less 0.020668¢/kg for each degree under 100 degrees (and fractions of a degree in proportion) but not less than 3.143854¢/kg',
    );
    expect(rate.kind).toBe('specific');
    expect(rate.specific).toEqual([
      { amount: 0.036606, currency: 'USD', per: 'kg', min_amount: 0.03143854, basis_note: 'less 0.00020668 USD/kg for each degree under 100 degrees' },
    ]);
  });

  it.each([
    'The rate applicable to the article of which it is a part or accessory',
    'The rate applicable to the natural juice in heading 2009',
    'The rate of duty applicable to that article in the set subject to the highest rate of duty',
    'A duty upon the value of the repairs or alterations (see U.S. note 3 of this subchapter)',
    'See 9822.04.10',
    'No change',
  ])('"%s" is a reference to another rate', (text) => {
    const rate = parseRate(text);
    expect(rate).toMatchObject({ kind: 'reference', reference: text, ad_valorem_pct: null, specific: [] });
  });

  it('keeps the adjustment of a chapter 99 reference rate', () => {
    expect(parseRate('The duty provided in the applicable subheading + 25%').reference_adjust_pct).toBe(25);
    expect(parseRate('[The duty provided in the applicable subheading + 100%]').reference_adjust_pct).toBe(100);
    expect(parseRate('The duty rate provided in such subheading minus 0.5%').reference_adjust_pct).toBe(-0.5);
  });

  it('keeps the conditions of a free rate', () => {
    expect(parseRate('Free, under bond')).toMatchObject({ kind: 'free', ad_valorem_pct: 0, note: 'under bond' });
  });

  it.each([[''], [' '], [':'], [null]])('%p is empty', (text) => {
    expect(parseRate(text).kind).toBe('empty');
  });
});

describe('parseSpecialRate', () => {
  it('splits a special column into rates and their programs', () => {
    expect(parseSpecialRate('Free (A+,AU,BH,CA,CL,CO,D,E,IL,JO,KR,MA,OM,P,PA,PE,S,SG)')).toEqual([
      { rate: expect.objectContaining({ kind: 'free' }), programs: ['A+', 'AU', 'BH', 'CA', 'CL', 'CO', 'D', 'E', 'IL', 'JO', 'KR', 'MA', 'OM', 'P', 'PA', 'PE', 'S', 'SG'] },
    ]);
    const segments = parseSpecialRate('Free (A*,AU,BH) 3.4% (JP)');
    expect(segments.map((segment) => [segment.rate.kind, segment.rate.ad_valorem_pct, segment.programs])).toEqual([
      ['free', 0, ['A*', 'AU', 'BH']],
      ['ad_valorem', 3.4, ['JP']],
    ]);
  });

  it('copes with the export’s typos: missing commas, stray dots, doubled parentheses, no space', () => {
    expect(parseSpecialRate('Free (A*,AU,BH,CL,CO,D,E IL,JO)')[0].programs).toEqual(['A*', 'AU', 'BH', 'CL', 'CO', 'D', 'E', 'IL', 'JO']);
    expect(parseSpecialRate('Free (AU,BH,.OM,P)')[0].programs).toEqual(['AU', 'BH', 'OM', 'P']);
    expect(parseSpecialRate('Free (A,AU,BH)2.7% (JP)')[1]).toMatchObject({ rate: { ad_valorem_pct: 2.7 }, programs: ['JP'] });
    expect(parseSpecialRate('Free (BH) See 9919.04.50, 9919.04.57 (PA (PA)')[1]).toMatchObject({ rate: { kind: 'reference' }, programs: ['PA'] });
  });

  it('leaves lower-case and note parentheses inside the rate text', () => {
    const segments = parseSpecialRate('Free (AU,SG) A duty upon the value of the repairs or alterations (see U.S. note 3 of this subchapter) (B,C,)');
    expect(segments[1].rate.kind).toBe('reference');
    expect(segments[1].rate.text).toContain('(see U.S. note 3 of this subchapter)');
    expect(segments[1].programs).toEqual(['B', 'C']);
    expect(parseSpecialRate('Free, under the terms of U.S. note 1(b) to this subchapter')).toEqual([{ rate: expect.objectContaining({ kind: 'free' }), programs: [] }]);
  });

  it('gives nothing for an empty column', () => {
    expect(parseSpecialRate('')).toEqual([]);
    expect(parseSpecialRate(null)).toEqual([]);
  });
});

describe('parseVnRate', () => {
  it.each([
    ['5', 5],
    ['0', 0],
    ['12.5', 12.5],
    ['7,2', 7.2],
  ])('%s → %d%%', (cell, pct) => {
    expect(parseVnRate(cell)).toMatchObject({ kind: 'ad_valorem', ad_valorem_pct: pct });
  });

  it('reads "*" as not eligible and an empty cell as empty', () => {
    expect(parseVnRate('*')).toMatchObject({ kind: 'empty', ad_valorem_pct: null, not_eligible: true });
    expect(parseVnRate('')).toMatchObject({ kind: 'empty', ad_valorem_pct: null });
    expect(parseVnRate(null).kind).toBe('empty');
  });

  it('reads origin exceptions, quotas, Mexico rates and split lines', () => {
    expect(parseVnRate('0 (-KH, TH)')).toMatchObject({ ad_valorem_pct: 0, excluded_origins: ['KH', 'TH'] });
    expect(parseVnRate('0(-MM)(GIC)')).toMatchObject({ ad_valorem_pct: 0, excluded_origins: ['MM'] });
    expect(parseVnRate('40 (NHN: 80)')).toMatchObject({ ad_valorem_pct: 40, out_of_quota_pct: 80 });
    expect(parseVnRate('2,7; M: 5,4')).toMatchObject({ ad_valorem_pct: 2.7, country_rates: { MX: { ad_valorem_pct: 5.4 } } });
    expect(parseVnRate('0/5,5')).toMatchObject({ kind: 'ad_valorem', ad_valorem_pct: null, min_pct: 0, max_pct: 5.5 });
    expect(parseVnRate('0/0')).toMatchObject({ ad_valorem_pct: 0 });
  });

  it('reads rates defined elsewhere', () => {
    expect(parseVnRate('150% thuế MFN')).toMatchObject({ kind: 'reference', reference_factor: 1.5 });
    expect(parseVnRate('Theo hướng dẫn tại khoản 3 Chương 98').kind).toBe('reference');
    expect(parseVnRate('Q').kind).toBe('reference');
  });
});

describe('the real US schedule (USITC export, late 2024)', () => {
  // Every distinct general and column 2 text, and the rate part of every special segment.
  const rows = JSON.parse(gunzipSync(readFileSync(US_HTS_JSON)).toString('utf8')) as Array<{ general: string | null; special: string | null; other: string | null }>;
  const texts = new Set<string>();
  for (const row of rows) {
    texts.add(row.general ?? '');
    texts.add(row.other ?? '');
    for (const segment of parseSpecialRate(row.special)) texts.add(segment.rate.text);
  }

  it('parses every distinct rate text', () => {
    expect(texts.size).toBeGreaterThan(1800);
    const unknown = [...texts].filter((text) => parseRate(text).kind === 'unknown');
    expect(unknown).toEqual([]);
  });

  it('finds only known program codes in the special column', () => {
    const codes = new Set(rows.flatMap((row) => parseSpecialRate(row.special).flatMap((segment) => segment.programs)));
    const known = ['A', 'A*', 'A+', 'AU', 'B', 'BH', 'C', 'CA', 'CL', 'CO', 'D', 'E', 'E*', 'IL', 'J', 'J*', 'JO', 'JP', 'K', 'KR', 'L', 'MA', 'MX', 'NP', 'OM', 'P', 'P+', 'PA', 'PE', 'R', 'S', 'S+', 'SG'];
    expect([...codes].filter((code) => !known.includes(code))).toEqual([]);
  });
});
