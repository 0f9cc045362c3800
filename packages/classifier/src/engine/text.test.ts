import { caseTokens, cjkBigrams, englishProductTokens, withoutKoreanPurpose, wordPairs } from './text';

describe('engine text tokens', () => {
  it('keeps product words and drops origins, part numbers and bare numbers', () => {
    expect(englishProductTokens('Stainless steel wire; SUS304; 2mm; PRCHNA')).toEqual(['stainless', 'steel', 'wire']);
  });

  it('pairs adjacent English words, so a case sharing the phrase is closer than one sharing the words', () => {
    expect(wordPairs(englishProductTokens('Stainless steel wire'))).toEqual(['stainless_steel', 'steel_wire']);
    expect(wordPairs(['wire'])).toEqual([]);
  });

  it('reads Korean and Japanese by character pairs, without form labels or countries', () => {
    expect(cjkBigrams('품명 냉간압조용강선 중국')).toEqual(['cjk:냉간', 'cjk:간압', 'cjk:압조', 'cjk:조용', 'cjk:용강', 'cjk:강선']);
  });

  it('drops what Korean goods are for before their name, keeping the two-syllable words that say what the goods are', () => {
    expect(withoutKoreanPurpose('자동차용 교류발전기; 12V').trim()).toBe('교류발전기; 12V');
    expect(withoutKoreanPurpose('산업용 볼밸브; 식용 버섯')).toBe('  볼밸브; 식용 버섯');
    expect(withoutKoreanPurpose('볼밸브 산업용')).toBe('볼밸브 산업용');
  });

  it('drops the words for any use (범용, 다용도), which cases of other goods share', () => {
    expect(withoutKoreanPurpose('볼베어링 6205ZZ, 범용').trim()).toBe('볼베어링 6205ZZ,');
    expect(withoutKoreanPurpose('다용도 수납함')).toBe('  수납함');
    expect(withoutKoreanPurpose('범용성')).toBe('범용성');
  });

  it('indexes a case by its words, its word pairs and its character pairs', () => {
    // A Korean word also stands whole, as written: a case with the same word matches it exactly.
    expect(caseTokens('Steel wire 강선')).toEqual(['steel', 'wire', '강선', 'cjk:강선', 'steel_wire', 'wire_강선']);
  });
});
