import { chapterTitle, headingText, hs6Text, loadHs2022, sectionOfChapter, sectionTitle, subheadingsByHeading } from './hs2022';

describe('HS 2022 bundle', () => {
  it('has the whole nomenclature without Comtrade artefacts', () => {
    const hs = loadHs2022();
    expect([hs.sections.size, hs.chapters.size, hs.headings.size, hs.subheadings.size]).toEqual([21, 96, 1228, 5612]);
    expect(hs.chapters.has('99')).toBe(false);
  });

  it('groups the subheadings by heading in code order', () => {
    expect(subheadingsByHeading(['610990', '420212', '610910'])).toEqual(new Map([['4202', ['420212']], ['6109', ['610910', '610990']]]));
    const byHeading = loadHs2022().subheadingsByHeading;
    expect(byHeading.get('6109')).toEqual(['610910', '610990']);
    expect([...byHeading.values()].flat()).toHaveLength(5612);
  });

  it('gives texts by code', () => {
    expect(hs6Text('610910')).toBe('T-shirts, singlets and other vests; of cotton, knitted or crocheted');
    expect(hs6Text('6109.10.00.12')).toBe(hs6Text('610910'));
    expect(headingText('6109')).toBe('T-shirts, singlets and other vests; knitted or crocheted');
    expect(chapterTitle('61')).toBe('Apparel and clothing accessories; knitted or crocheted');
    expect(chapterTitle('1')).toBe(chapterTitle('01'));
    expect(hs6Text('999999')).toBeUndefined();
  });

  it('maps chapters to sections and titles sections', () => {
    expect(sectionOfChapter('61')).toBe('XI');
    expect(sectionOfChapter('01')).toBe('I');
    expect(sectionOfChapter('97')).toBe('XXI');
    expect(sectionTitle('XI')).toBe('Textiles and textile articles');
    expect(sectionTitle('I')).toBe('Live animals; animal products');
  });
});
