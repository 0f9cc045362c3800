import { descriptionLanguage, formatHsk, loadKrRulings, newKrRulingsReport, readKrRulings, rulingId } from './rulings';

describe('Korea Customs rulings', () => {
  it('reads, deduplicates and reports', async () => {
    const { rulings, report } = await loadKrRulings();
    expect(report).toMatchObject({ rows_read: 35149, yielded: 34240, duplicates: 909, skipped_no_hs6: 0, same_description_other_code: 832 });
    expect(report.problems).toEqual([]);
    expect(rulings).toHaveLength(34240);
    expect(new Set(rulings.map((ruling) => ruling.ruling)).size).toBe(rulings.length);
  });

  it('yields a known ruling with all fields', async () => {
    const next = await readKrRulings(newKrRulingsReport()).next();
    if (next.done) throw new Error('no rulings');
    const first = next.value;
    expect(first).toEqual({
      source: 'Korea Customs Service, classification cases',
      ruling: rulingId('2841909000', 'Other inorganic compounds; Lithium nickel cobalt manganese oxide; BE6AI1; PRCHNA'),
      date: null,
      code: '2841.90-9000',
      hs6: '284190',
      description: 'Other inorganic compounds; Lithium nickel cobalt manganese oxide; BE6AI1; PRCHNA',
      text: null,
      language: 'en',
      url: null,
    });
    expect(first.ruling).toMatch(/^KCS-2841909000-[0-9a-f]{10}$/);
  });

  it('derives ids, codes and languages deterministically', () => {
    expect(rulingId('6109101000', 'T-Shirt  ')).toBe(rulingId('6109101000', 't-shirt'));
    expect(rulingId('6109101000', 'T-Shirt')).not.toBe(rulingId('6109909000', 'T-Shirt'));
    expect(formatHsk('0202300000')).toBe('0202.30-0000');
    expect(descriptionLanguage('샤오미 블루투스 스피커(NDZ03GA)')).toBe('ko');
    expect(descriptionLanguage('RUBBER BALL ; 지름6cm')).toBe('en');
  });
});
