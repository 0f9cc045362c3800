import { csvLine, parseBundleCsv } from './bundle-files';

describe('bundle CSV', () => {
  it('reads back what csvLine writes: quotes, commas, line breaks, empty fields', () => {
    const rows = [
      ['x, "y"', ''],
      ['1', 'multi\nline'],
      ['Tシャツ、シングレット', 'plain'],
    ];
    const text = ['a,b', ...rows.map((row) => csvLine(row))].join('\n') + '\n';
    expect(parseBundleCsv(text)).toEqual(rows.map(([a, b]) => ({ a, b })));
  });

  it('accepts CRLF line ends and a missing final newline', () => {
    expect(parseBundleCsv('a,b\r\n1,2\r\n"3",4')).toEqual([
      { a: '1', b: '2' },
      { a: '3', b: '4' },
    ]);
  });
});
