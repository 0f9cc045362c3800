import { TextView } from '../glossary';
import { koreanCustomsWords } from './korean-words';
import { readDescription } from './read-description';

const english = (text: string) => koreanCustomsWords(new TextView(text), []).map((word) => word.english);

describe('Korean customs vocabulary', () => {
  it('reads generic words of forms, parts and apparatus, the longest first', () => {
    expect(english('구리 분말')).toEqual(['powder']);
    expect(english('엔진 부분품 조립체')).toEqual(['parts', 'assembly']);
    expect(english('소형 공기청정기')).toEqual(['small', 'air purifier']);
    expect(english('반도체 식각기 부품')).toEqual(['etching machine', 'parts']);
  });

  it('leaves spans already read to the glossary and the word lists', () => {
    expect(koreanCustomsWords(new TextView('구리 분말'), [{ start: 3, end: 5 }])).toEqual([]);
  });

  it('adds the English of unread Korean words to the search terms', () => {
    const reading = readDescription({ description: '티타늄 분말', market: 'US', language: 'ko' });
    expect(reading.search_terms).toContain('powder');
    expect(reading.search_text).toContain('powder');
  });
});
