import { SheetError } from '../sheet-error';
import { readAll, tempFolder } from '../testing/sheet-fixtures';

const folder = tempFolder('csv');
afterAll(() => folder.cleanup());

const utf16be = (text: string) => {
  const le = Buffer.from(text, 'utf16le');
  for (let i = 0; i < le.length; i += 2) [le[i], le[i + 1]] = [le[i + 1], le[i]];
  return le;
};

describe('readSheet on csv', () => {
  it.each([
    [',', 'comma'],
    [';', 'semicolon'],
    ['\t', 'tab'],
  ])('detects the %j delimiter', async (delimiter, name) => {
    const text = ['description', 'material', 'origin'].join(delimiter) + '\n' + ['Shirt, cotton', 'cotton', 'VN'].join(delimiter) + '\n';
    // The comma inside the first cell needs quotes only when it is the delimiter.
    const file = folder.file(`${name}.csv`, delimiter === ',' ? text.replace('Shirt, cotton', '"Shirt, cotton"') : text);
    const out = await readAll(file, 'csv');
    expect(out.header).toMatchObject({ columns: ['description', 'material', 'origin'], header_row: 1, delimiter });
    expect(out.rows).toEqual([{ row_index: 2, cells: { description: 'Shirt, cotton', material: 'cotton', origin: 'VN' } }]);
  });

  const vietnamese = 'Mô tả,Chất liệu\nÁo sơ mi nam cotton,Bông\nGiày thể thao,Da\n';
  const expectVietnamese = (out: Awaited<ReturnType<typeof readAll>>) => {
    expect(out.header.columns).toEqual(['Mô tả', 'Chất liệu']);
    expect(out.rows.map((r) => r.cells['Mô tả'])).toEqual(['Áo sơ mi nam cotton', 'Giày thể thao']);
  };

  it.each([
    ['utf-8', Buffer.from(vietnamese, 'utf8')],
    ['utf-8-bom', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(vietnamese, 'utf8')])],
    ['utf-16le', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(vietnamese, 'utf16le')])],
    ['utf-16be', Buffer.concat([Buffer.from([0xfe, 0xff]), utf16be(vietnamese)])],
  ])('keeps Vietnamese text in %s', async (encoding, bytes) => {
    const out = await readAll(folder.file(`vi-${encoding}.csv`, bytes), 'csv');
    expect(out.header.encoding).toBe(encoding);
    expectVietnamese(out);
  });

  it('detects UTF-16LE without a BOM', async () => {
    const out = await readAll(folder.file('vi-utf16-nobom.csv', Buffer.from(vietnamese, 'utf16le')), 'csv');
    expect(out.header.encoding).toBe('utf-16le');
    expectVietnamese(out);
  });

  it('falls back to Windows-1252 when the bytes are not UTF-8', async () => {
    // "description;notes\nCafé crème;50 €\n" as Windows-1252: é = E9, è = E8, € = 80.
    const bytes = Buffer.concat([
      Buffer.from('description;notes\nCaf', 'latin1'),
      Buffer.from([0xe9]),
      Buffer.from(' cr', 'latin1'),
      Buffer.from([0xe8]),
      Buffer.from('me;50 ', 'latin1'),
      Buffer.from([0x80]),
      Buffer.from('\n', 'latin1'),
    ]);
    const out = await readAll(folder.file('cp1252.csv', bytes), 'csv');
    expect(out.header).toMatchObject({ encoding: 'windows-1252', delimiter: ';' });
    expect(out.rows[0].cells).toEqual({ description: 'Café crème', notes: '50 €' });
  });

  it('keeps Japanese and Korean text and NFC-normalises it', async () => {
    const decomposed = 'Cafe\u0301';
    const text = `品名,원산지,notes\nステンレス製ボトル,대한민국,${decomposed}\n`;
    const out = await readAll(folder.file('cjk.csv', text), 'csv');
    expect(out.rows[0].cells).toEqual({ 品名: 'ステンレス製ボトル', 원산지: '대한민국', notes: 'Café' });
  });

  it('reads quoted multi-line fields and counts records, not lines', async () => {
    const text = 'description,sku\r\n"Line one\r\nline two, with ""quotes""",A1\r\nSecond,A2\r\n';
    const out = await readAll(folder.file('multiline.csv', text), 'csv');
    expect(out.rows).toEqual([
      { row_index: 2, cells: { description: 'Line one\r\nline two, with "quotes"', sku: 'A1' } },
      { row_index: 3, cells: { description: 'Second', sku: 'A2' } },
    ]);
  });

  it('finds the header on row 3 after title rows and skips blank rows with true row numbers', async () => {
    const text = 'Product list;;\nExported 2024-05-01;;\ndescription;material;origin\nShirt;cotton;VN\n;;\n\n  ;  ;\nBottle;steel;CN\n';
    const out = await readAll(folder.file('title-rows.csv', text), 'csv');
    expect(out.header.header_row).toBe(3);
    expect(out.rows.map((r) => r.row_index)).toEqual([4, 8]);
    expect(out).toMatchObject({ data_rows: 2, blank_rows: 3 });
  });

  it('uses the first non-blank row when no column name is recognised', async () => {
    const out = await readAll(folder.file('unknown-header.csv', '\nfoo,bar\n1,2\n'), 'csv');
    expect(out.header).toMatchObject({ columns: ['foo', 'bar'], header_row: 2 });
    expect(out.rows).toEqual([{ row_index: 3, cells: { foo: '1', bar: '2' } }]);
  });

  it('names empty and duplicate header cells and drops cells past the header', async () => {
    const out = await readAll(folder.file('names.csv', 'Name, ,Name,,Name,x\na,b,c,d,e,f,g,h\n'), 'csv');
    expect(out.header.columns).toEqual(['Name', 'column_2', 'Name (2)', 'column_4', 'Name (3)', 'x']);
    expect(out.rows[0].cells).toEqual({ Name: 'a', column_2: 'b', 'Name (2)': 'c', column_4: 'd', 'Name (3)': 'e', x: 'f' });
  });

  it('keeps a column called __proto__ as a plain key', async () => {
    const out = await readAll(folder.file('proto.csv', '__proto__,description\npolluted,Shirt\n'), 'csv');
    expect(Object.getOwnPropertyDescriptor(out.rows[0].cells, '__proto__')?.value).toBe('polluted');
    expect(Object.keys(out.rows[0].cells)).toEqual(['__proto__', 'description']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('fills short rows with empty cells and truncates huge cells', async () => {
    const out = await readAll(folder.file('short.csv', `description,material,origin\n${'x'.repeat(12_000)}\n`), 'csv');
    expect(out.rows[0].cells.description).toHaveLength(10_000);
    expect(out.rows[0].cells.origin).toBe('');
    expect(out.warnings).toContain('cells_truncated');
  });

  it('hands rows over in chunks of chunkRows', async () => {
    const lines = ['description', ...Array.from({ length: 25 }, (_, i) => `item ${i}`)];
    const out = await readAll(folder.file('chunks.csv', lines.join('\n')), 'csv', { chunkRows: 10 });
    expect(out.chunks).toBe(3);
    expect(out.data_rows).toBe(25);
  });

  it('refuses a file with more data rows than maxRows', async () => {
    const lines = ['description,sku', ...Array.from({ length: 50_001 }, (_, i) => `Product ${i},S${i}`)];
    const file = folder.file('rows.csv', lines.join('\n'));
    await expect(readAll(file, 'csv', { maxRows: 50_000 })).rejects.toMatchObject({ reason: 'too_many_rows', message: 'The file has more than 50000 data rows' });
    await expect(readAll(file, 'csv', { maxRows: 50_001 })).resolves.toMatchObject({ data_rows: 50_001 });
  });

  it('refuses a header wider than maxColumns', async () => {
    const file = folder.file('wide.csv', Array.from({ length: 6 }, (_, i) => `c${i}`).join(',') + '\n');
    await expect(readAll(file, 'csv', { maxColumns: 5 })).rejects.toMatchObject({ reason: 'too_many_columns' });
  });

  it('refuses a file without any non-blank row', async () => {
    const error = await readAll(folder.file('blank.csv', '\n ,, \n\n'), 'csv').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SheetError);
    expect(error).toMatchObject({ reason: 'no_header' });
  });
});
