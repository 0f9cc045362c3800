import { notesForCode } from '../reference';
import { complianceHints, type HintLine } from './hints';
import { parseVnProcedures } from './vn-procedures';

const usTshirt: HintLine = { code: '6109.10.00.12', code_digits: '6109100012', footnotes: ['See 9903.88.15.'], additional_duties: ['9903.88.15'], extra: {} };

describe('compliance hints', () => {
  it('US: chapter 99 references, marking, and the section and chapter notes that exclude goods, once each', () => {
    const hints = complianceHints({ market: 'US', line: usTshirt, origin: 'CN', lang: 'en', notes: notesForCode('6109100012') });
    expect(hints.find((h) => h.kind === 'additional_duty')).toMatchObject({ title: 'Additional duty: HTS 9903.88.15', text: expect.stringContaining('Section 301') });
    expect(hints.some((h) => h.kind === 'marking')).toBe(true);
    const exclusions = hints.filter((h) => h.kind === 'exclusion').map((h) => h.source);
    expect(exclusions).toEqual(['HTSUS, Section XI note 1', 'HTSUS, Chapter 61 note 2']);
    expect(hints.find((h) => h.source === 'HTSUS, Chapter 61 note 2')?.text).toContain('heading 6212');
  });

  it('US: an origin other than China is told Section 301 should not apply; Vietnamese readers read Vietnamese titles', () => {
    const en = complianceHints({ market: 'US', line: usTshirt, origin: 'VN', lang: 'en' });
    expect(en[0].text).toContain('is not China');
    const vi = complianceHints({ market: 'US', line: usTshirt, origin: 'VN', lang: 'vi' });
    expect(vi.find((h) => h.kind === 'marking')?.title).toBe('Ghi nhãn xuất xứ');
  });

  it('US: steel goods get the AD/CVD hint', () => {
    const steel = { ...usTshirt, code: '7306.30.50.55', code_digits: '7306305055', additional_duties: [] };
    expect(complianceHints({ market: 'US', line: steel, lang: 'en' }).map((h) => h.kind)).toContain('anti_dumping');
  });

  it('VN: each specialised procedure becomes a hint of its kind with its legal basis; an origin adds proof of origin', () => {
    const line: HintLine = {
      code: '0101.29.00',
      code_digits: '01012900',
      footnotes: [],
      additional_duties: [],
      extra: {
        specialised_procedures: 'HH là mẫu vật động vật rừng nguy cấp, quý, hiếm và động vật thuộc các phụ lụcCITES (17/2023/TT-BNNPTNT); Động vật, sản phẩm động vật trên cạn phải kiểm dịch (01/2024/TT-BNNPTNT M1)',
        agreement_rates: { ATIGA: '0', EVFTA: '*' },
      },
    };
    const hints = complianceHints({ market: 'VN', line, origin: 'TH', lang: 'en' });
    expect(hints.map((h) => [h.kind, h.source])).toEqual([
      ['licence', '17/2023/TT-BNNPTNT'],
      ['quarantine', '01/2024/TT-BNNPTNT M1'],
      ['origin_proof', 'Decree 26/2023/ND-CP; Circular 33/2023/TT-BTC'],
    ]);
    expect(hints[1]).toMatchObject({ title: 'Quarantine required (01/2024/TT-BNNPTNT M1)', text: expect.stringContaining('kiểm dịch') });
  });

  it('EU: points to TARIC for the code and origin', () => {
    const [hint] = complianceHints({ market: 'EU', line: { code: '6109 10 00', code_digits: '61091000', footnotes: [], additional_duties: [], extra: {} }, origin: 'VN', lang: 'en' });
    expect(hint.url).toContain('Taric=6109100000');
    expect(hint.url).toContain('Area=VN');
  });

  it('splits procedures on semicolons outside parentheses', () => {
    expect(parseVnProcedures('A (x; y); B kiểm dịch').map((p) => p.text_vi)).toEqual(['A (x; y)', 'B kiểm dịch']);
    expect(parseVnProcedures('')).toEqual([]);
  });
});
