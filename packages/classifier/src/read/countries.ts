/**
 * Country names as declarants write them at the end of a description ("; VIETNAM", "; PRCHNA") or after
 * "made in", in the four languages, with the ISO 3166 code the `origin` field takes.
 */
const COUNTRIES: Record<string, string[]> = {
  CN: ['china', 'prchna', 'p.r.china', 'pr china', 'prc', "people's republic of china", 'trung quốc', 'trung quoc', '中国', '中國', '중국'],
  VN: ['vietnam', 'viet nam', 'việt nam', 'vn', '베트남', 'ベトナム'],
  KR: ['korea', 'south korea', 'rkorea', 'republic of korea', 'r.o.korea', 'hàn quốc', 'han quoc', '韓国', '한국', '대한민국'],
  JP: ['japan', 'nhật bản', 'nhat ban', '日本', '일본'],
  US: ['usa', 'u.s.a.', 'united states', 'united states of america', 'america', 'hoa kỳ', 'mỹ', '米国', 'アメリカ', '미국'],
  DE: ['germany', 'đức', 'ドイツ', '독일'],
  IN: ['india', 'ấn độ', 'インド', '인도'],
  ID: ['indonesia', 'indnsia', 'インドネシア', '인도네시아'],
  TH: ['thailand', 'thailnd', 'thái lan', 'タイ', '태국'],
  MY: ['malaysia', 'malaysa', 'マレーシア', '말레이시아'],
  TW: ['taiwan', 'đài loan', '台湾', '대만'],
  HK: ['hong kong', 'hongkong', 'hongkng', '香港', '홍콩'],
  SG: ['singapore', 'sngapor', 'シンガポール', '싱가포르'],
  PH: ['philippines', 'philipn', 'フィリピン', '필리핀'],
  KH: ['cambodia', 'campuchia', 'カンボジア', '캄보디아'],
  BD: ['bangladesh', 'バングラデシュ', '방글라데시'],
  PK: ['pakistan', 'パキスタン', '파키스탄'],
  LK: ['sri lanka', 'スリランカ', '스리랑카'],
  MM: ['myanmar', 'ミャンマー', '미얀마'],
  IT: ['italy', 'ý', 'イタリア', '이탈리아'],
  FR: ['france', 'pháp', 'フランス', '프랑스'],
  GB: ['united kingdom', 'uk', 'england', 'great britain', 'イギリス', '영국'],
  ES: ['spain', 'tây ban nha', 'スペイン', '스페인'],
  PT: ['portugal', 'ポルトガル', '포르투갈'],
  NL: ['netherlands', 'holland', 'オランダ', '네덜란드'],
  BE: ['belgium', 'ベルギー', '벨기에'],
  CH: ['switzerland', 'スイス', '스위스'],
  AT: ['austria', 'オーストリア', '오스트리아'],
  PL: ['poland', 'ポーランド', '폴란드'],
  CZ: ['czech republic', 'czechia', 'チェコ', '체코'],
  SE: ['sweden', 'スウェーデン', '스웨덴'],
  DK: ['denmark', 'デンマーク', '덴마크'],
  FI: ['finland', 'フィンランド', '핀란드'],
  NO: ['norway', 'ノルウェー', '노르웨이'],
  IE: ['ireland', 'アイルランド', '아일랜드'],
  TR: ['turkey', 'turkiye', 'türkiye', 'トルコ', '터키', '튀르키예'],
  RU: ['russia', 'nga', 'ロシア', '러시아'],
  IL: ['israel', 'イスラエル', '이스라엘'],
  AE: ['united arab emirates', 'uae', 'アラブ首長国連邦', '아랍에미리트'],
  SA: ['saudi arabia', 'サウジアラビア', '사우디아라비아'],
  AU: ['australia', 'austral', 'úc', 'オーストラリア', '호주'],
  NZ: ['new zealand', 'newzlnd', 'ニュージーランド', '뉴질랜드'],
  CA: ['canada', 'カナダ', '캐나다'],
  MX: ['mexico', 'メキシコ', '멕시코'],
  BR: ['brazil', 'ブラジル', '브라질'],
  AR: ['argentina', 'アルゼンチン', '아르헨티나'],
  CL: ['chile', 'チリ', '칠레'],
  PE: ['peru', 'ペルー', '페루'],
  CO: ['colombia', 'コロンビア', '콜롬비아'],
  PY: ['paraguay', 'paraguy', 'パラグアイ', '파라과이'],
  ZA: ['south africa', '南アフリカ', '남아프리카공화국'],
  EG: ['egypt', 'エジプト', '이집트'],
  LA: ['laos', 'lào', 'ラオス', '라오스'],
  HU: ['hungary', 'hungari', 'ハンガリー', '헝가리'],
  GR: ['greece', 'hy lạp', 'ギリシャ', '그리스'],
  RO: ['romania', 'ルーマニア', '루마니아'],
  BG: ['bulgaria', 'ブルガリア', '불가리아'],
  RS: ['serbia', 'セルビア', '세르비아'],
  HR: ['croatia', 'クロアチア', '크로아티아'],
  SK: ['slovakia', 'スロバキア', '슬로바키아'],
  SI: ['slovenia', 'スロベニア', '슬로베니아'],
  LT: ['lithuania', 'リトアニア', '리투아니아'],
  LV: ['latvia', 'ラトビア', '라트비아'],
  EE: ['estonia', 'エストニア', '에스토니아'],
  UA: ['ukraine', 'ukraina', 'ウクライナ', '우크라이나'],
  IS: ['iceland', 'アイスランド', '아이슬란드'],
  LU: ['luxembourg', 'ルクセンブルク', '룩셈부르크'],
  EC: ['ecuador', 'エクアドル', '에콰도르'],
  GT: ['guatemala', 'グアテマラ', '과테말라'],
  CR: ['costa rica', 'コスタリカ', '코스타리카'],
  HN: ['honduras', 'ホンジュラス', '온두라스'],
  UY: ['uruguay', 'ウルグアイ', '우루과이'],
  CI: ["ivory coast", "cote d'ivoire", "côte d'ivoire", 'bờ biển ngà', 'コートジボワール', '코트디부아르'],
  GH: ['ghana'], // not ガーナ or 가나: Lotte's Ghana chocolate is sold under both names
  KE: ['kenya', 'ケニア', '케냐'],
  ET: ['ethiopia', 'エチオピア', '에티오피아'],
  MA: ['morocco', 'モロッコ', '모로코'],
  TN: ['tunisia', 'チュニジア', '튀니지'],
  NG: ['nigeria', 'ナイジェリア', '나이지리아'],
  IR: ['iran', 'イラン', '이란'],
  KZ: ['kazakhstan', 'カザフスタン', '카자흐스탄'],
  UZ: ['uzbekistan', 'ウズベキスタン', '우즈베키스탄'],
  MN: ['mongolia', 'mông cổ', 'モンゴル', '몽골'],
  NP: ['nepal', 'ネパール', '네팔'],
};

const BY_NAME = new Map<string, string>();
for (const [code, names] of Object.entries(COUNTRIES)) for (const name of names) BY_NAME.set(name, code);

/** ISO code of a country named exactly by the text (case-insensitive), or null. */
export function countryCode(text: string): string | null {
  const key = text.trim().toLowerCase().replace(/\s+/g, ' ').replace(/[.,:]+$/, '');
  return BY_NAME.get(key) ?? null;
}

/** "origin CN", "Country of origin: VN": a label makes an upper-case ISO code safe to read as the country ("IN", "NO" are words elsewhere). */
export function labelledIsoCode(text: string): string | null {
  const code = text.trim();
  return /^[A-Z]{2}$/.test(code) && code in COUNTRIES ? code : null;
}

/** Korean "중국산", Japanese "中国製", "ベトナム産": a country name with a made-in suffix. */
export function countryWithSuffix(word: string): string | null {
  const match = /^(.+?)(산|製|産|製造)$/.exec(word.trim());
  return match ? countryCode(match[1]) : null;
}
