import { csvLine } from './csv-writer';
import { neutralizeFormula } from './formula-guard';

describe('neutralizeFormula', () => {
  it.each(['=1+1', '+1+1', '-1+1', '@SUM(A1)', '\tcmd', '\r=1', '=HYPERLINK("http://x","y")', "-2+3+cmd|' /C calc'!A0", '-', '+'])(
    'prefixes %j with an apostrophe',
    (value) => expect(neutralizeFormula(value)).toBe(`'${value}`),
  );

  it.each(['-5', '-0.5', '-.5', '-1e3', 'Shirt', '', '5-6', "'=1", ' =1'])('leaves %j unchanged', (value) => {
    expect(neutralizeFormula(value)).toBe(value);
  });
});

describe('csvLine', () => {
  it('quotes per RFC 4180 and ends with CRLF', () => {
    expect(csvLine(['a', 'b,c', 'say "hi"', 'two\nlines', 'x;y'])).toBe('a,"b,c","say ""hi""","two\nlines","x;y"\r\n');
  });

  it('writes numbers and empty values and neutralises formulas', () => {
    expect(csvLine([1.5, -5, null, undefined, '=1+1', '-5', NaN])).toBe("1.5,-5,,,'=1+1,-5,\r\n");
  });

  it('quotes a neutralised value that needs quoting', () => {
    expect(csvLine(['=A1,B1'])).toBe(`"'=A1,B1"\r\n`);
  });
});
