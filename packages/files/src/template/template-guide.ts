import type { TemplateLang } from './template-examples';

export interface GuideText {
  sheets: { products: string; guide: string };
  title: string;
  labels: [column: string, what: string, required: string, limit: string];
  yes: string;
  no: string;
  chars: (n: number) => string;
  /** One line per template column, in TEMPLATE_COLUMNS order. */
  columns: string[];
  /** General rules, shown after the column lines. */
  rules: string[];
}

const grouped = (n: number, separator: string) => String(n).replace(/\B(?=(\d{3})+$)/g, separator);

export const GUIDE_TEXT: Record<TemplateLang, GuideText> = {
  en: {
    sheets: { products: 'products', guide: 'guide' },
    title: 'How to fill in the product list',
    labels: ['Column', 'What to enter', 'Required', 'Limit'],
    yes: 'Yes',
    no: 'No',
    chars: (n) => `${grouped(n, ',')} characters`,
    columns: [
      'What the product is, in plain words: type, main features, how it is made. The more specific, the better the classification.',
      'Main material(s), e.g. cotton, stainless steel, leather.',
      'What the product is used for, and by whom.',
      'Share of each material, e.g. 60% cotton, 40% polyester.',
      'Country of origin: country code (VN, CN) or country name.',
      'Anything else that matters: size, power, packaging, contents of a set.',
      'Your own product reference; it is copied to the results so you can match them.',
      'The code you use today, if any; it is compared with the suggested code.',
    ],
    rules: [
      'Files up to 20 MB and 50,000 product rows (.xlsx or .csv). Only the first sheet is read.',
      'The example rows are skipped automatically: you can keep or delete them.',
    ],
  },
  vi: {
    sheets: { products: 'sản phẩm', guide: 'hướng dẫn' },
    title: 'Hướng dẫn điền danh sách sản phẩm',
    labels: ['Cột', 'Nội dung cần điền', 'Bắt buộc', 'Giới hạn'],
    yes: 'Có',
    no: 'Không',
    chars: (n) => `${grouped(n, '.')} ký tự`,
    columns: [
      'Sản phẩm là gì, diễn đạt bằng lời đơn giản: loại hàng, đặc điểm chính, cách sản xuất. Mô tả càng cụ thể, kết quả phân loại càng chính xác.',
      'Chất liệu chính, ví dụ: cotton, thép không gỉ, da.',
      'Sản phẩm dùng để làm gì và dành cho ai.',
      'Tỷ lệ của từng chất liệu, ví dụ: 60% cotton, 40% polyester.',
      'Nước xuất xứ: mã nước (VN, CN) hoặc tên nước.',
      'Các thông tin quan trọng khác: kích thước, công suất, bao bì, thành phần của bộ sản phẩm.',
      'Mã sản phẩm của bạn; mã này được giữ nguyên trong kết quả để bạn dễ đối chiếu.',
      'Mã HS/HTS bạn đang dùng (nếu có); mã này sẽ được so sánh với mã đề xuất.',
    ],
    rules: [
      'Tệp tối đa 20 MB và 50.000 dòng sản phẩm (.xlsx hoặc .csv). Hệ thống chỉ đọc trang tính đầu tiên.',
      'Các dòng ví dụ được tự động bỏ qua: bạn có thể giữ lại hoặc xóa đi.',
    ],
  },
  ja: {
    sheets: { products: '商品', guide: '記入方法' },
    title: '商品リストの記入方法',
    labels: ['列', '記入内容', '必須', '上限'],
    yes: '必須',
    no: '任意',
    chars: (n) => `${grouped(n, ',')}文字`,
    columns: [
      '商品が何かを分かりやすく記入してください（種類、主な特徴、製法など）。具体的なほど分類の精度が上がります。',
      '主な素材（例：綿、ステンレス鋼、革）。',
      '商品の用途と、誰が使うか。',
      '素材ごとの割合（例：綿60%、ポリエステル40%）。',
      '原産国：国コード（VN、CNなど）または国名。',
      'その他の重要な情報（サイズ、消費電力、包装、セット内容など）。',
      '貴社の商品番号。結果にそのまま記載されるので、照合に使えます。',
      '現在使用しているHS/HTSコード（あれば）。提案されたコードと比較されます。',
    ],
    rules: [
      'ファイルは20MB・50,000行まで（.xlsx または .csv）。読み込むのは最初のシートのみです。',
      '記入例の行は自動的にスキップされます。残しても削除しても構いません。',
    ],
  },
  ko: {
    sheets: { products: '상품', guide: '작성 방법' },
    title: '상품 목록 작성 방법',
    labels: ['열', '입력 내용', '필수', '제한'],
    yes: '필수',
    no: '선택',
    chars: (n) => `${grouped(n, ',')}자`,
    columns: [
      '상품이 무엇인지 쉬운 말로 적어 주세요(종류, 주요 특징, 제조 방식 등). 구체적일수록 분류가 정확해집니다.',
      '주요 소재(예: 면, 스테인리스강, 가죽).',
      '상품의 용도와 사용자.',
      '소재별 비율(예: 면 60%, 폴리에스터 40%).',
      '원산지: 국가 코드(VN, CN 등) 또는 국가명.',
      '그 밖의 중요한 정보(크기, 소비 전력, 포장, 세트 구성 등).',
      '귀사의 상품 코드. 결과에 그대로 표시되므로 대조할 때 쓸 수 있습니다.',
      '현재 사용 중인 HS/HTS 코드(있는 경우). 제안된 코드와 비교합니다.',
    ],
    rules: [
      '파일은 최대 20MB, 50,000행까지 올릴 수 있습니다(.xlsx 또는 .csv). 첫 번째 시트만 읽습니다.',
      '예시 행은 자동으로 건너뜁니다. 그대로 두거나 삭제해도 됩니다.',
    ],
  },
};
