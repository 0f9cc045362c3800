import { NATIONAL_DIGITS, digitsOf, formatCode, levelOf, normalizeCodeInput } from './codes';

describe('formatCode', () => {
  it.each([
    ['61', '61'],
    ['6109', '6109'],
    ['610910', '6109.10'],
    ['61091000', '6109.10.00'],
    ['6109100012', '6109.10.00.12'],
  ])('US %s → %s', (digits, written) => expect(formatCode('US', digits)).toBe(written));

  it.each([
    ['61', '61'],
    ['6109', '6109'],
    ['610910', '6109 10'],
    ['61091000', '6109 10 00'],
  ])('EU %s → %s', (digits, written) => expect(formatCode('EU', digits)).toBe(written));

  it.each([
    ['61', '61'],
    ['6109', '6109'],
    ['610910', '6109.10'],
    ['61091010', '6109.10.10'],
  ])('VN %s → %s', (digits, written) => expect(formatCode('VN', digits)).toBe(written));
});

describe('levelOf', () => {
  it('names each level by its digits', () => {
    expect(levelOf('US', '61')).toBe('chapter');
    expect(levelOf('US', '6109')).toBe('heading');
    expect(levelOf('US', '610910')).toBe('subheading');
    expect(levelOf('US', '61091000')).toBe('national');
    expect(levelOf('US', '6109100012')).toBe('statistical');
    expect(levelOf('EU', '61091000')).toBe('national');
    expect(levelOf('VN', '61091010')).toBe('national');
  });

  it('refuses lengths a market does not have', () => {
    expect(levelOf('EU', '6109100012')).toBeNull();
    expect(levelOf('VN', '6109100012')).toBeNull();
    expect(levelOf('US', '61091')).toBeNull();
    expect(levelOf('US', '6109.10')).toBeNull();
  });

  it('knows the declarable depth of each market', () => expect(NATIONAL_DIGITS).toEqual({ US: 10, EU: 8, VN: 8 }));
});

describe('normalizeCodeInput', () => {
  it.each(['6109100012', '6109.10.0012', '6109 10 00 12', '6109.10.00.12', ' 6109-10-00-12 ', 'HTS 6109.10.00.12', 'hts: 6109100012'])(
    'US reads %j',
    (text) => expect(normalizeCodeInput('US', text)).toBe('6109100012'),
  );

  it('accepts shorter codes', () => {
    expect(normalizeCodeInput('US', '6109.10')).toBe('610910');
    expect(normalizeCodeInput('EU', '6109 10 00')).toBe('61091000');
    expect(normalizeCodeInput('EU', 'CN 6109 10 00')).toBe('61091000');
    expect(normalizeCodeInput('VN', '6109.10.10')).toBe('61091010');
    expect(normalizeCodeInput('VN', '61')).toBe('61');
  });

  it('restores a leading zero a spreadsheet dropped', () => {
    expect(normalizeCodeInput('US', '101210010')).toBe('0101210010');
    expect(normalizeCodeInput('US', '101.21')).toBe('010121');
  });

  it.each([
    ['US', ''],
    ['US', 'cotton t-shirt'],
    ['US', '6109.1'], // odd digits after a full heading: not a lost zero
    ['US', '61091000123'],
    ['EU', '6109100012'], // TARIC depth is not a CN code
    ['VN', '6109.10.00.12'],
    ['US', '6109/10'],
    ['XX', '6109'],
  ])('%s refuses %j', (market, text) => expect(normalizeCodeInput(market, text)).toBeNull());

  it('digitsOf keeps only digits', () => expect(digitsOf('6109.10 00-12')).toBe('6109100012'));
});
