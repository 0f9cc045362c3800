/** Column-name vocabulary: which mapping field a column name means. */
export const MAPPING_FIELDS = ['description', 'material', 'use', 'composition', 'origin', 'notes', 'sku', 'existing_code'] as const;
export type MappingField = (typeof MAPPING_FIELDS)[number];
export type ColumnMapping = Partial<Record<MappingField, string | null>>;

/**
 * Names as they appear after `normalizeColumnName` (lower case, Latin diacritics removed so "Mo ta"
 * and "Mô tả" both match, punctuation as spaces). Earlier entries are better evidence, which
 * decides between two columns that mean the same field.
 */
export const FIELD_SYNONYMS: Record<MappingField, string[]> = {
  description: [
    'description', 'product description', 'item description', 'goods description', 'description of goods',
    'commercial description', 'product name', 'item name', 'goods', 'product', 'item', 'name', 'article', 'desc',
    'mo ta', 'mo ta san pham', 'mo ta hang hoa', 'ten hang', 'ten hang hoa', 'ten san pham',
    '品名', '商品名', '商品説明', '製品名', '品目名', '説明',
    '품명', '상품명', '제품명', '품목명', '상품 설명', '제품 설명', '설명',
  ],
  material: [
    'material', 'materials', 'main material', 'fabric', 'fabric material',
    'chat lieu', 'vat lieu', 'nguyen lieu', 'chat lieu chinh',
    '材質', '素材', '材料', '主素材',
    '재질', '소재', '재료', '주재료',
  ],
  use: [
    'use', 'usage', 'intended use', 'end use', 'purpose', 'application', 'function',
    'cong dung', 'muc dich su dung', 'chuc nang', 'cong dung muc dich',
    '用途', '使用目的', '使用用途',
    '용도', '사용 용도', '사용용도',
  ],
  composition: [
    'composition', 'material composition', 'fiber content', 'fibre content', 'fabric content', 'content', 'ingredients',
    'thanh phan', 'thanh phan chat lieu',
    '組成', '成分', '混率', '素材構成', '構成',
    '성분', '구성', '조성', '혼용률', '소재 구성',
  ],
  origin: [
    'origin', 'country of origin', 'origin country', 'coo', 'made in', 'country', 'manufacturing country',
    'xuat xu', 'nuoc xuat xu', 'noi xuat xu', 'quoc gia xuat xu',
    '原産国', '原産地', '生産国', '製造国',
    '원산지', '원산국', '제조국', '생산국',
  ],
  notes: [
    'notes', 'note', 'remarks', 'remark', 'comments', 'comment', 'additional information', 'additional info',
    'ghi chu', 'luu y',
    '備考', '注記', 'メモ', '補足',
    '비고', '메모', '참고', '특이사항',
  ],
  sku: [
    'sku', 'part number', 'part no', 'item number', 'item no', 'item code', 'product code', 'product id',
    'article number', 'article no', 'style number', 'style no', 'model number', 'model', 'reference', 'ref', 'code',
    'ma sku', 'ma san pham', 'ma hang', 'ma hang hoa',
    '品番', '商品コード', '型番', '製品コード', '品目コード',
    '품번', '상품코드', '상품 코드', '제품코드', '제품 코드', '모델명',
  ],
  existing_code: [
    'hts code', 'hs code', 'hts', 'hs', 'tariff code', 'hts number', 'hs number', 'htsus', 'hs tariff code',
    'tariff number', 'harmonized code', 'harmonised code', 'commodity code', 'customs code', 'schedule b',
    'existing code', 'current code', 'hs hts code', 'hts hs code',
    'ma hs', 'ma so hs', 'ma hs code', 'ma thue', 'ma hang hoa hs',
    'hsコード', '関税番号', '統計品目番号', '税番', '関税分類番号',
    'hs 코드', 'hs코드', '세번', '세번부호', '관세번호', 'hs 부호', 'hs부호',
  ],
};

/**
 * English compound names ("Supplier part number", "HTS classification code"), tried only on short
 * names so that a title row such as "Product list 2024" is not taken for a header.
 */
export const FIELD_PATTERNS: Array<[RegExp, MappingField]> = [
  [/\b(hts|hs|tariff|harmoni[sz]ed|commodity)\b.*\b(code|number|no|classification)\b/, 'existing_code'],
  [/\b(sku|part (number|no)|item (number|no|code)|article (number|no)|style (number|no)|product code)\b/, 'sku'],
  [/\bcountry of origin\b|\borigin\b/, 'origin'],
  [/\bcomposition\b|\bfib(er|re) content\b/, 'composition'],
  [/\bmaterials?\b/, 'material'],
  [/\b(intended|end) use\b|\busage\b/, 'use'],
  [/\bdescription\b/, 'description'],
  [/\b(notes?|remarks?|comments?)\b/, 'notes'],
];
