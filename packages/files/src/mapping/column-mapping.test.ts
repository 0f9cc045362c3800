import { mappingFieldOf, suggestMapping } from './column-mapping';
import { MAPPING_FIELDS } from './column-vocabulary';

describe('mappingFieldOf', () => {
  it.each([
    ['description', 'description'],
    ['Product Description', 'description'],
    ['Item Description', 'description'],
    ['Mô tả', 'description'],
    ['MO TA', 'description'],
    ['Tên hàng', 'description'],
    ['品名', 'description'],
    ['품명', 'description'],
    ['Description (EN) *', 'description'],
    ['Chất liệu', 'material'],
    ['材質', 'material'],
    ['재질', 'material'],
    ['Main material', 'material'],
    ['use', 'use'],
    ['Công dụng', 'use'],
    ['用途', 'use'],
    ['composition', 'composition'],
    ['Thành phần', 'composition'],
    ['Fiber content', 'composition'],
    ['origin', 'origin'],
    ['Country of Origin', 'origin'],
    ['Xuất xứ', 'origin'],
    ['原産国', 'origin'],
    ['원산지', 'origin'],
    ['notes', 'notes'],
    ['Ghi chú', 'notes'],
    ['備考', 'notes'],
    ['비고', 'notes'],
    ['SKU', 'sku'],
    ['Part Number', 'sku'],
    ['Part #', 'sku'],
    ['Supplier part number', 'sku'],
    ['Mã sản phẩm', 'sku'],
    ['品番', 'sku'],
    ['hts_code', 'existing_code'],
    ['HS code', 'existing_code'],
    ['HTS', 'existing_code'],
    ['Tariff code', 'existing_code'],
    ['Mã HS', 'existing_code'],
    ['ＨＳコード', 'existing_code'],
    ['HS 코드', 'existing_code'],
    ['HTS classification code (10 digits)', 'existing_code'],
  ])('%j means %s', (name, field) => {
    expect(mappingFieldOf(name)).toBe(field);
  });

  it.each(['Product list 2024', 'Exported by the ERP on 2024-05-01 for the customs broker', 'price', 'qty', '', 'Danh sách sản phẩm xuất khẩu tháng 5'])(
    '%j means nothing',
    (name) => expect(mappingFieldOf(name)).toBeNull(),
  );
});

describe('suggestMapping', () => {
  it('maps the template columns to their fields', () => {
    expect(suggestMapping(['description', 'material', 'use', 'composition', 'origin', 'notes', 'sku', 'hts_code'])).toEqual({
      description: 'description',
      material: 'material',
      use: 'use',
      composition: 'composition',
      origin: 'origin',
      notes: 'notes',
      sku: 'sku',
      existing_code: 'hts_code',
    });
  });

  it('maps Vietnamese, Japanese and Korean headers', () => {
    expect(suggestMapping(['Mô tả', 'Chất liệu', 'Mã HS', 'Xuất xứ'])).toMatchObject({ description: 'Mô tả', material: 'Chất liệu', existing_code: 'Mã HS', origin: 'Xuất xứ' });
    expect(suggestMapping(['品名', '材質', '原産国'])).toMatchObject({ description: '品名', material: '材質', origin: '原産国' });
    expect(suggestMapping(['품명', '재질', '원산지'])).toMatchObject({ description: '품명', material: '재질', origin: '원산지' });
  });

  it('prefers the stronger name and uses each column once', () => {
    const mapping = suggestMapping(['Item', 'Item Description', 'Part Number', 'SKU', 'Country of Origin', 'HTS', 'Tariff code', 'Price']);
    expect(mapping).toEqual({
      description: 'Item Description',
      material: null,
      use: null,
      composition: null,
      origin: 'Country of Origin',
      notes: null,
      sku: 'SKU',
      existing_code: 'HTS',
    });
    const used = Object.values(mapping).filter((c) => c !== null);
    expect(new Set(used).size).toBe(used.length);
  });

  it('returns null for every field when nothing matches', () => {
    expect(Object.values(suggestMapping(['price', 'qty']))).toEqual(MAPPING_FIELDS.map(() => null));
  });
});
