import { countScripts, detectLanguage, setLanguageModel } from './language';

const noHints = { englishConcepts: 1, looksVietnamese: () => false };
const detect = (text: string) => detectLanguage(text, noHints);

describe('countScripts', () => {
  it('counts Hangul, kana, kanji, Latin and Vietnamese-only letters', () => {
    expect(countScripts('티셔츠 Tシャツ 綿 áo phông')).toEqual({ hangul: 3, kana: 3, han: 1, latin: 8, vietnamese: 1 });
  });
});

describe('detectLanguage (script rules, no model)', () => {
  it.each([
    ['Tshirts of cotton knitted', 'en', ['en']],
    ['áo thun nam cổ tròn', 'vi', ['vi']],
    ['nồi cơm điện', 'vi', ['vi']],
    ['メンズ Tシャツ 綿100%', 'ja', ['ja']],
    ['包丁', 'ja', ['ja']],
    ['남성 티셔츠 면 100%', 'ko', ['ko']],
    ['노트북', 'ko', ['ko']],
  ] as const)('%s → %s', (text, language, languages) => {
    expect(detect(text)).toMatchObject({ language, languages, method: 'script' });
  });

  it('reads Korean with English as mixed, with the heavier language first', () => {
    expect(detect('상의 Tshirts of cotton knitted')).toMatchObject({ language: 'en', languages: ['ko', 'en'] });
    expect(detect('남성용 반팔 티셔츠 cotton')).toMatchObject({ language: 'ko', languages: ['ko', 'en'] });
  });

  it('ignores units and sizes written in Latin letters', () => {
    expect(detect('冷凍えび 1kg').languages).toEqual(['ja']);
    expect(detect('냉동 새우 500g XL').languages).toEqual(['ko']);
  });

  it('takes tone-less Vietnamese when the glossary recognises it', () => {
    expect(detectLanguage('ao thun nam', { englishConcepts: 0, looksVietnamese: () => true }).language).toBe('vi');
  });

  it('defaults very short or symbol-only text to English', () => {
    expect(detect('12345').language).toBe('en');
    expect(detect('').languages).toEqual(['en']);
  });
});

describe('detectLanguage with a language model', () => {
  const fake = (label: string, p: number) => ({ predict: () => new Map([[`__label__${label}`, p]]) });
  afterEach(() => setLanguageModel(null));

  it('lets the model name Vietnamese written without its special letters', () => {
    setLanguageModel(fake('vi', 0.9));
    expect(detectLanguage('ao so mi tay dai', { englishConcepts: 0, looksVietnamese: () => false })).toMatchObject({ language: 'vi', method: 'model' });
  });

  it('flags a language outside the four', () => {
    setLanguageModel(fake('fr', 0.97));
    expect(detectLanguage('chemises homme en coton tissé', { englishConcepts: 0, looksVietnamese: () => false })).toMatchObject({ language: 'en', unsupported: 'fr' });
  });

  it('does not ask the model about plain English the glossary understood', () => {
    const predict = jest.fn(() => new Map([['__label__de', 0.99]]));
    setLanguageModel({ predict });
    expect(detectLanguage('cotton knitted t-shirts for men', noHints).unsupported).toBeNull();
    expect(predict).not.toHaveBeenCalled();
  });
});
