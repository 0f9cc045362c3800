import type { ParsedLine, ReadResult } from '../types';
import { loadManifest, readBundled } from './bundled';
import { TEST_CHAPTER_TITLES, streamOf } from './test-streams';
import { readVnTariff, withoutDashes } from './vn';

describe('readVnTariff on the bundled 2026 schedule', () => {
  let result: ReadResult;
  let byCode: Map<string, ParsedLine>;
  beforeAll(async () => {
    result = await readBundled(loadManifest().find((entry) => entry.market === 'VN') as never);
    byCode = new Map(result.lines.map((line) => [line.code, line]));
  });
  const count = (test: (line: ParsedLine) => boolean) => result.lines.filter(test).length;

  it('accepts every row of the corrected bundle', () => {
    expect(result.problems).toEqual([]);
    // 12,004 eight-digit rows in the source, less 129 exact repeats and 4 malformed codes dropped by the bundle.
    expect(count((l) => l.level === 'national')).toBe(11_871);
    expect(count((l) => l.level === 'heading')).toBe(1_080);
    expect(count((l) => l.level === 'chapter')).toBe(97);
    expect(count((l) => l.is_leaf)).toBe(11_871);
    expect(result.stats).toEqual({ rows_read: 17_510, uncoded_rows: 2_528 });
  });

  it('reads 6109.10.10 with both texts, MFN rate, agreement rates and procedures', () => {
    const line = byCode.get('6109.10.10') as ParsedLine;
    expect(line).toMatchObject({
      level: 'national',
      is_leaf: true,
      parent_code: '6109.10',
      description: 'For men or boys',
      description_vi: 'Dùng cho nam giới hoặc trẻ em trai',
      full_description: 'T-shirts, singlets and other vests, knitted or crocheted > Of cotton > For men or boys',
      duty_rate: '20',
      special_rate: null,
    });
    expect(line.extra.full_description_vi).toBe('Áo phông, áo ba lỗ (singlet) và các loại áo lót khác, dệt kim hoặc móc > Từ bông > Dùng cho nam giới hoặc trẻ em trai');
    expect(line.extra).toMatchObject({ standard_rate: '30', agreement_rates: { ACFTA: '0 (-KH, ID)', EVFTA: '0', VIFTA: '14', 'RCEPT A': '0' } });
    expect(line.extra.specialised_procedures).toMatch(/08\/2023\/TT-BCT/);
  });

  it('falls back on the Vietnamese text where the English one is missing', () => {
    const line = byCode.get('9805.00.00') as ParsedLine;
    expect(line).toMatchObject({ description: 'Quả và hạt có dầu để làm giống.', description_vi: 'Quả và hạt có dầu để làm giống.', extra: { description_en_missing: true } });
    expect(byCode.get('98')).toMatchObject({ description_vi: expect.stringMatching(/^Quy định mã hàng/) });
  });
});

describe('readVnTariff on small inputs', () => {
  const HEADER = 'Level,HSCode,Description_VN,Description_EN,Standard import duty rate,MFN rate,Import duty rate per ACFTA,Import duty rate per EVFTA';
  const read = (rows: string[], procedures?: string[]) =>
    readVnTariff(streamOf([HEADER, ...rows].join('\n')), {
      chapterTitles: TEST_CHAPTER_TITLES,
      specialisedProcedures: procedures && streamOf(['Level,HSCode,Description_VN,Description_EN,Specialised procedures', ...procedures].join('\n')),
    });

  it('strips the dash indentation from both texts', () => {
    expect(withoutDashes('- - - Loại khác')).toBe('Loại khác');
    expect(withoutDashes('-\u00a0- Bộ dây')).toBe('Bộ dây');
  });

  it('reports rates that are not rates, a missing MFN rate and malformed codes', async () => {
    const { problems, lines } = await read([
      '0,6109,"Áo phông","T-shirts",,,,', // 2
      '1,,- Từ bông:,- Of cotton:,,,,', // 3
      '2,61091010,- - Nam,- - For men,30,20,"0 (-KH, ID)",*', // 4
      '2,61091020,- - Nữ,- - For women,30,abc,Q,7.2', // 5
      '2,61091030,- - Khác,- - Other,30,,0,x', // 6
      '2,6109104\u00a0,- - Sai,,30,20,,', // 7
    ]);
    expect(problems).toEqual([
      { line: 5, code: '61091020', reason: "MFN rate 'abc' is not a rate" },
      { line: 6, code: '61091030', reason: 'missing MFN rate' },
      { line: 6, code: '61091030', reason: "EVFTA rate 'x' is not a rate" },
      { line: 7, code: '6109104', reason: 'code has 7 digits, not a VN code length' },
    ]);
    expect(lines.find((l) => l.code === '6109.10.10')).toMatchObject({
      description: 'For men',
      description_vi: 'Nam',
      full_description: 'T-shirts > Of cotton > For men',
      extra: { standard_rate: '30', agreement_rates: { ACFTA: '0 (-KH, ID)', EVFTA: '*' } },
    });
  });

  it('joins specialised procedures by code and reports those for unknown codes', async () => {
    const rows = ['0,6109,Áo phông,T-shirts,,,,', '1,61091000,- Từ bông,- Of cotton,30,20,,'];
    const { lines, problems } = await read(rows, ['0,6109,Áo phông,T-shirts,', '1,61091000,- Từ bông,- Of cotton,Kiểm tra chất lượng', '1,61099000,- Khác,- Other,Giấy phép']);
    expect(lines.find((l) => l.code === '6109.10.00')?.extra.specialised_procedures).toBe('Kiểm tra chất lượng');
    expect(problems).toEqual([{ line: 4, code: '61099000', reason: 'specialised procedures file: code is not in the tariff' }]);
  });
});
