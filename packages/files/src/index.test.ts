import * as files from './index';

describe('@tcs/files entry point', () => {
  it.each([
    ['products.xlsx', 'xlsx'],
    ['PRODUCTS.XLSX', 'xlsx'],
    ['list.csv', 'csv'],
    ['list.TXT', 'csv'],
    ['list.tsv', 'csv'],
    ['macro.xlsm', null],
    ['old.xls', null],
    ['noext', null],
    ['csv', null],
  ])('sheetKindOf(%j) is %j', (name, kind) => {
    expect(files.sheetKindOf(name)).toBe(kind);
  });

  it('exports the agreed API', () => {
    for (const name of ['readSheet', 'SheetError', 'suggestMapping', 'mappingFieldOf', 'neutralizeFormula', 'csvLine', 'createXlsxWriter', 'writeTemplate', 'isTemplateExample']) {
      expect(typeof (files as Record<string, unknown>)[name]).toBe('function');
    }
    expect(files.MAPPING_FIELDS).toEqual(['description', 'material', 'use', 'composition', 'origin', 'notes', 'sku', 'existing_code']);
    expect(files.TEMPLATE_COLUMNS).toHaveLength(8);
    const error = new files.SheetError('zip_bomb', 'x');
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ reason: 'zip_bomb', message: 'x', name: 'SheetError' });
  });
});
