export type TemplateLang = 'en' | 'vi' | 'ja' | 'ko';

/**
 * Example rows in TEMPLATE_COLUMNS order (description, material, use, composition, origin,
 * notes, sku, hts_code). Their descriptions are also how uploads recognise rows left over
 * from the template, so change them only together with the data already uploaded in mind.
 */
export const TEMPLATE_EXAMPLES: Record<TemplateLang, string[][]> = {
  en: [
    ["Men's short-sleeve cotton T-shirt, knitted", 'Cotton jersey knit', 'Casual wear for adults', '100% cotton', 'VN', 'Example row: skipped automatically', 'EX-TSHIRT-001', '6109.10.0012'],
    ['Stainless steel vacuum water bottle, 500 ml', 'Stainless steel', 'Keeping drinks hot or cold', 'Steel body 90%, polypropylene lid 10%', 'China', 'Example row: skipped automatically', 'EX-BOTTLE-002', ''],
    ["Women's leather ankle boots with rubber soles", 'Leather upper, rubber sole', 'Everyday footwear', 'Upper 100% cow leather; sole 100% rubber', 'IT', 'Example row: skipped automatically', 'EX-BOOT-003', ''],
  ],
  vi: [
    ['Áo thun nam ngắn tay bằng cotton, dệt kim', 'Vải cotton dệt kim', 'Quần áo mặc hằng ngày cho người lớn', '100% cotton', 'VN', 'Dòng ví dụ: sẽ được tự động bỏ qua', 'EX-TSHIRT-001', '6109.10.0012'],
    ['Bình giữ nhiệt bằng thép không gỉ, 500 ml', 'Thép không gỉ', 'Giữ nóng hoặc giữ lạnh đồ uống', 'Thân bằng thép 90%, nắp nhựa polypropylen 10%', 'Trung Quốc', 'Dòng ví dụ: sẽ được tự động bỏ qua', 'EX-BOTTLE-002', ''],
    ['Giày bốt cổ ngắn nữ bằng da, đế cao su', 'Mũ giày bằng da, đế cao su', 'Giày dép đi hằng ngày', 'Mũ giày 100% da bò; đế 100% cao su', 'IT', 'Dòng ví dụ: sẽ được tự động bỏ qua', 'EX-BOOT-003', ''],
  ],
  ja: [
    ['メンズ 半袖Tシャツ 綿 ニット', '綿 天竺ニット', '大人用の普段着', '綿100%', 'VN', '記入例です（自動的にスキップされます）', 'EX-TSHIRT-001', '6109.10.0012'],
    ['ステンレス製 真空断熱ボトル 500ml', 'ステンレス鋼', '飲み物の保温・保冷', '本体 ステンレス90%、ふた ポリプロピレン10%', '中国', '記入例です（自動的にスキップされます）', 'EX-BOTTLE-002', ''],
    ['レディース 革製アンクルブーツ ゴム底', '甲革：革、靴底：ゴム', '普段履きの靴', '甲革 牛革100%、靴底 ゴム100%', 'IT', '記入例です（自動的にスキップされます）', 'EX-BOOT-003', ''],
  ],
  ko: [
    ['남성용 면 반팔 티셔츠(니트)', '면 저지 니트', '성인용 일상복', '면 100%', 'VN', '작성 예시 행입니다(자동으로 건너뜀)', 'EX-TSHIRT-001', '6109.10.0012'],
    ['스테인리스 진공 보온병 500ml', '스테인리스강', '음료 보온·보냉', '본체 스테인리스 90%, 뚜껑 폴리프로필렌 10%', '중국', '작성 예시 행입니다(자동으로 건너뜀)', 'EX-BOTTLE-002', ''],
    ['여성용 가죽 앵클부츠(고무 밑창)', '갑피 가죽, 밑창 고무', '일상용 신발', '갑피 소가죽 100%, 밑창 고무 100%', 'IT', '작성 예시 행입니다(자동으로 건너뜀)', 'EX-BOOT-003', ''],
  ],
};

const normalize = (text: string) => text.normalize('NFC').trim().toLowerCase();

const exampleDescriptions = new Set(Object.values(TEMPLATE_EXAMPLES).flatMap((rows) => rows.map((row) => normalize(row[0]))));

/** Whether a description is one of the template's example rows, in any of its languages. */
export function isTemplateExample(description: string): boolean {
  return exampleDescriptions.has(normalize(description));
}
