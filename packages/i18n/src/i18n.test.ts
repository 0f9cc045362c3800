import { catalogs, countryName, ISO_COUNTRY_CODES, negotiateLanguage, primaryLanguage, SUPPORTED_LANGUAGES, translate } from './index';

describe('message catalogs', () => {
  const englishKeys = Object.keys(catalogs.en).sort();

  it.each(SUPPORTED_LANGUAGES)('when the %s catalog is read, then it has exactly the English keys, none empty', (lang) => {
    expect(Object.keys(catalogs[lang]).sort()).toEqual(englishKeys);
    for (const key of englishKeys) expect(catalogs[lang][key as keyof typeof catalogs.en].trim()).not.toBe('');
  });

  it.each(SUPPORTED_LANGUAGES)('when a %s message has placeholders, then they are the English ones', (lang) => {
    const names = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort();
    for (const key of englishKeys) expect(names(catalogs[lang][key as keyof typeof catalogs.en])).toEqual(names(catalogs.en[key as keyof typeof catalogs.en]));
  });

  it('when params are given, then they fill the placeholders', () => {
    expect(translate('en', 'error.out_of_credits', { balance: 0, needed: 1 })).toBe('Not enough credits: the balance is 0 and this call needs 1.');
    expect(translate('vi', 'role.admin')).toBe('Quản trị viên');
  });
});

describe('Accept-Language negotiation', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['vi', 'vi'],
    ['vi-VN', 'vi'],
    ['JA-jp', 'ja'],
    ['fr-FR, ko;q=0.8, vi;q=0.9', 'vi'],
    ['fr, de', 'en'],
    ['ko;q=0.2, ja;q=0.2', 'ko'],
    ['vi;q=0, ja', 'ja'],
    ['*', 'en'],
    ['en;q=0.1, vi;q=0.5', 'vi'],
    ['garbage;;;q=x, ko', 'ko'],
  ])('when the header is %p, then the answer language is %s', (header, expected) => {
    expect(negotiateLanguage(header, 'en')).toBe(expected);
  });

  it('when nothing supported is asked, then the configured default wins', () => {
    expect(negotiateLanguage('fr', 'vi')).toBe('vi');
  });

  it('when a tag is read by its primary subtag, then case and region do not matter', () => {
    expect(primaryLanguage('Vi_vn')).toBe('vi');
    expect(primaryLanguage('zh-Hant')).toBeNull();
  });
});

describe('country names', () => {
  it.each(SUPPORTED_LANGUAGES)('when names are asked in %s, then every ISO code has one', (lang) => {
    for (const code of ISO_COUNTRY_CODES) expect(countryName(lang, code)).toBeTruthy();
  });

  it('when asked in Vietnamese, Japanese and Korean, then the names are in those languages', () => {
    expect(countryName('vi', 'DE')).toBe('Đức');
    expect(countryName('ja', 'VN')).toBe('ベトナム');
    expect(countryName('ko', 'US')).toBe('미국');
  });
});
