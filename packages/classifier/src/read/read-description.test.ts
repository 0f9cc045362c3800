import type { ClassifyInput, Lang, Normalized } from '../types';
import { readDescription } from './read-description';
import { singular } from './product';
import { defaultSubheading } from '../glossary';

const read = (description: string, fields: Partial<ClassifyInput> = {}): Normalized => readDescription({ description, market: 'US', language: 'en', ...fields });

/**
 * Realistic descriptions written for these tests in the styles the service receives: customs declarant
 * wording (goods; trade name; country), Korean and mixed Korean–English, Japanese and Vietnamese shop
 * titles, English e-commerce titles. Each with the reading expected in full.
 */
const REALISTIC: Array<[string, Partial<ClassifyInput>, Partial<Normalized>]> = [
  [
    'T-shirts of cotton, knitted; MEN ROUND NECK TEE; BANGLADESH',
    {},
    {
      clean_description: 'T-shirts of cotton, knitted; MEN ROUND NECK TEE', language: 'en', languages: ['en'], category: 'apparel', product_type: 't-shirt',
      materials: [{ name: 'cotton', group: 'textile_vegetable', percent: null }], material_groups: ['textile_vegetable'], construction: 'knitted', gender: 'men', state: null,
      electrical: null, power_source: null, function: null, hs_headings: ['6109'], translation: null, missing: [], flags: ['origin_from_description'],
      extra: { material: null, use: null, composition: null, origin: 'BD', notes: null },
    },
  ],
  [
    '여성 니트 원피스 레이온 95% 스판덱스 5%',
    {},
    {
      language: 'ko', languages: ['ko'], category: 'apparel', product_type: 'dress', construction: 'knitted', gender: 'women', hs_headings: ['6104'], missing: [], flags: [],
      materials: [{ name: 'viscose', group: 'textile_artificial', percent: 95 }, { name: 'elastane', group: 'textile_synthetic', percent: 5 }],
      translation: { from: 'ko', terms: [{ source: '여성', english: "women's" }, { source: '니트', english: 'knitted' }, { source: '원피스', english: 'dress' }, { source: '레이온', english: 'viscose' }, { source: '스판덱스', english: 'elastane' }] },
    },
  ],
  [
    '상의 Tshirts of cotton 60% polyester 40%',
    {},
    {
      language: 'en', languages: ['ko', 'en'], category: 'apparel', product_type: 't-shirt', construction: 'knitted', gender: null, hs_headings: ['6109'],
      materials: [{ name: 'cotton', group: 'textile_vegetable', percent: 60 }, { name: 'polyester', group: 'textile_synthetic', percent: 40 }],
      translation: { from: 'ko', terms: [{ source: '상의', english: 'upper garment' }] }, missing: ['gender'], flags: ['mixed_language'],
    },
  ],
  [
    'Quần jean nữ, vải denim 98% cotton 2% spandex',
    {},
    {
      language: 'vi', languages: ['vi'], category: 'apparel', product_type: 'jeans', construction: 'woven', gender: 'women', missing: [],
      materials: [{ name: 'cotton', group: 'textile_vegetable', percent: 98 }, { name: 'elastane', group: 'textile_synthetic', percent: 2 }],
    },
  ],
  [
    '冷凍むきえび(バナメイ) 1kg',
    {},
    { language: 'ja', languages: ['ja'], category: 'food', product_type: 'shrimp', state: 'frozen', hs_headings: ['0306', '1605'], missing: [], materials: [] },
  ],
  [
    'Frozen whole chicken wings, halal; BRAZIL',
    {},
    { language: 'en', category: 'food', product_type: 'chicken wing', state: 'frozen', hs_headings: ['0207'], missing: [], flags: ['origin_from_description'], extra: { material: null, use: null, composition: null, origin: 'BR', notes: null } },
  ],
  [
    "Men's leather dress shoes, rubber outsole",
    {},
    {
      category: 'footwear', product_type: 'dress shoe', gender: 'men', hs_headings: ['6403', '6406'], missing: [],
      materials: [{ name: 'leather', group: 'leather', percent: null }, { name: 'rubber', group: 'rubber', percent: null }],
    },
  ],
  [
    'Giày thể thao nữ, mũ giày vải lưới, đế cao su',
    {},
    {
      language: 'vi', category: 'footwear', product_type: 'sports shoes', gender: 'women', missing: [],
      materials: [{ name: 'textile', group: 'textile', percent: null }, { name: 'rubber', group: 'rubber', percent: null }],
    },
  ],
  [
    'Jasper beaded stretch bracelet',
    {},
    {
      category: 'jewellery', product_type: 'bracelet', hs_headings: ['7116', '7117', '7113'], missing: [],
      materials: [{ name: 'precious or semi-precious stones', group: 'stone_precious', percent: null }],
    },
  ],
  [
    'Cutting oil preparation (CoolMax)',
    {},
    { category: 'chemicals', product_type: 'cutting oil', hs_headings: ['3403'], missing: ['petroleum'], petroleum: null },
  ],
  [
    'Cutting oil preparation (CoolMax)',
    { notes: 'fully synthetic' },
    { category: 'chemicals', product_type: 'cutting oil', hs_headings: ['3403'], missing: [], petroleum: 'not_petroleum' },
  ],
  [
    'Cordless impact drill 20V with lithium battery',
    {},
    { category: 'tools', product_type: 'impact drill', electrical: true, power_source: 'battery', hs_headings: ['8467', '8507', '8506'], missing: [] },
  ],
  [
    'SUS304 hex bolts M10; RKOREA',
    {},
    {
      clean_description: 'SUS304 hex bolts M10', category: 'metals', product_type: 'hex bolt', materials: [{ name: 'stainless steel', group: 'metal_ferrous', percent: null }],
      hs_headings: ['7318', '7415', '7616', '3926'], abbreviations: { SUS: 'stainless steel' }, missing: [], flags: ['origin_from_description'],
    },
  ],
  [
    'Parts for air conditioner: control PCB assy (P/N 2345AB6789)',
    {},
    {
      clean_description: 'Parts for air conditioner: control PCB assy', category: 'machinery', product_type: 'parts of air conditioner', function: 'for air conditioner',
      electrical: true, hs_headings: ['8415'], abbreviations: { assy: 'assembly', PCB: 'printed circuit board' }, missing: [], flags: [],
    },
  ],
  [
    '19인치 컴퓨터 모니터용 LCD 구동 PBA',
    {},
    {
      language: 'ko', languages: ['ko', 'en'], category: 'electronics', product_type: 'parts of computer monitor', function: 'for computer monitor', electrical: true,
      hs_headings: ['8529'], missing: [], flags: ['mixed_language'],
    },
  ],
  [
    'キッズ 長袖Tシャツ 綿100% 女の子',
    {},
    {
      language: 'ja', category: 'apparel', product_type: 't-shirt', construction: 'knitted', gender: 'girls', hs_headings: ['6109'], missing: [], flags: ['children'],
      materials: [{ name: 'cotton', group: 'textile_vegetable', percent: 100 }],
    },
  ],
  [
    '노트북 가방 15.6인치 나일론',
    {},
    { language: 'ko', category: 'leather_goods', product_type: 'laptop bag', materials: [{ name: 'nylon', group: 'textile_synthetic', percent: null }], hs_headings: ['4202'], missing: [] },
  ],
  [
    'Electric kettle 1.7L stainless steel 220V',
    {},
    { category: 'electronics', product_type: 'electric kettle', electrical: true, power_source: 'electric', materials: [{ name: 'stainless steel', group: 'metal_ferrous', percent: null }], hs_headings: ['8516'], missing: [] },
  ],
  [
    'Ghế văn phòng lưới, chân nhựa',
    {},
    { language: 'vi', category: 'furniture', product_type: 'office chair', materials: [{ name: 'plastic', group: 'plastic', percent: null }], hs_headings: ['9401'], missing: [] },
  ],
  [
    'AS8K215GY30M',
    {},
    { clean_description: '', category: null, product_type: null, hs_headings: [], missing: ['product_type', 'material'], flags: ['very_short', 'code_like', 'no_product_match'] },
  ],
  [
    'Ladies pullover',
    { composition: '70% wool 30% cashmere', origin: 'IT' },
    {
      category: 'apparel', product_type: 'pullover', construction: 'knitted', gender: 'women', hs_headings: ['6110'], missing: [], flags: [],
      materials: [{ name: 'wool', group: 'textile_animal', percent: 70 }, { name: 'cashmere', group: 'textile_animal', percent: 30 }],
      extra: { material: null, use: null, composition: '70% wool 30% cashmere', origin: 'IT', notes: null },
    },
  ],
  [
    'Control board',
    { notes: 'used in washing machines' },
    { category: 'machinery', product_type: 'parts of washing machine', function: 'for washing machines', hs_headings: ['8450'], missing: [] },
  ],
  // How goods are put up is no use of theirs: a yarn "not for retail sale" serves no retail trade.
  ['COTTON YARN, 100% COTTON; NE 30/1, ON CONES, NOT FOR RETAIL SALE; ORIGIN: IN', {}, { product_type: 'cotton yarn', function: null }],
  // Clothes made for dolls are the dolls' accessories, not garments.
  ['Plaid Shirt & Sherpa Vest Set for 18-inch Dolls', {}, { category: 'toys', product_type: 'doll', hs_headings: ['9503'] }],
  // An extract of a plant is a vegetable extract, a sensor of a gas an analysing instrument, straw of a cereal straw.
  ['Vanilla extract', {}, { product_type: 'extract', hs_headings: ['1302'] }],
  ['Carbon dioxide sensor module', {}, { category: 'instruments', hs_headings: ['9027'] }],
  ['Wheat straw pellet 8mm', {}, { product_type: 'straw pellet', hs_headings: ['1213'] }],
  // Parts of an electro-thermic appliance of 8516 are its parts (8516.90).
  ['가정용 전자약탕기 부분품', {}, { product_type: 'parts of electrothermic appliances', hs_headings: ['8516'] }],
];

describe('readDescription on realistic descriptions', () => {
  it.each(REALISTIC)('%s', (description, fields, expected) => {
    expect(read(description, fields)).toMatchObject(expected);
  });
});

describe('translation into English search terms', () => {
  it.each([
    ['áo phông nam', 'vi', [['áo phông', 't-shirt'], ['nam', "men's"]]],
    ['dao inox nhà bếp', 'vi', [['dao inox', 'knife'], ['inox', 'stainless steel']]],
    ['Tシャツ メンズ', 'ja', [['Tシャツ', 't-shirt'], ['メンズ', "men's"]]],
    ['包丁 ステンレス', 'ja', [['包丁', 'knife'], ['ステンレス', 'stainless steel']]],
    ['남성 티셔츠', 'ko', [['남성', "men's"], ['티셔츠', 't-shirt']]],
    ['냉동 새우', 'ko', [['냉동', 'frozen'], ['새우', 'shrimp']]],
    ['노트북', 'ko', [['노트북', 'laptop computer']]],
    // A term narrower than its concept is read as its own English: a soccer ball, not any ball.
    ['축구공', 'ko', [['축구공', 'soccer ball']]],
    ['bóng đá', 'vi', [['bóng đá', 'soccer ball']]],
    ['ゴルフボール', 'ja', [['ゴルフボール', 'golf ball']]],
  ] as const)('%s', (text, from, terms) => {
    const reading = read(text);
    expect(reading.translation).toEqual({ from, terms: terms.map(([source, english]) => ({ source, english })) });
    for (const [, english] of terms) expect(reading.search_terms).toContain(english);
    expect(reading.search_text).toContain(terms[0][1]);
  });

  it('reads what goods come with ("カメラ付き", "카메라 포함", "có camera") as a part of them, not the product', () => {
    expect(read('ドローン 4Kカメラ付き', { language: 'ja' }).product_type).toBe('unmanned aircraft');
    expect(read('드론 4K 카메라 포함', { language: 'ko' }).product_type).toBe('unmanned aircraft');
    expect(read('Flycam 4K có camera', { language: 'vi' }).product_type).toBe('flycam');
  });

  it('reads goods named right before a piece of jewellery as its motif, the jewellery as the product', () => {
    expect(read('Brass O-ring necklace, unisex', { language: 'en' }).product_type).toBe('necklace');
    expect(read('Guitar pick necklace on a leather cord', { language: 'en' }).product_type).toBe('necklace');
    expect(read('Bottle opener necklace', { language: 'en' }).product_type).toBe('necklace');
    expect(read('Guitar pick for acoustic guitar', { language: 'en' }).product_type).toBe('guitar pick');
  });

  it('names the product by a narrower term\'s own English', () => {
    expect(read('축구공').product_type).toBe('soccer ball');
    expect(read('공').product_type).toBe('ball');
  });

  it('reads the head of a Korean declaration past its kinds, uses and fuels', () => {
    expect(read('화물차 디젤 적재중량 1톤').product_type).toBe('truck');
    expect(read('침대시트 면 직물').product_type).toBe('bed sheet');
    expect(read('김치냉장고 스탠드형').product_type).not.toBe('lamp');
    expect(read('경첩 가구용 철제').function).toBe('for furniture');
    expect(read('컴퓨터 모니터용 케이블').function).toBe('for computer monitor');
    expect(read('로봇청소기 물걸레 겸용').product_type).toBe('robot vacuum');
  });

  it('reads the goods a Korean declaration says it is made into or reinforces ("… 제조용", "… 보강용") as their use, never as the goods', () => {
    expect(read('정제 연 괴, 순도 99.9%, 축전지 극판 제조용').product_type).toBe('refined lead');
    expect(read('연(납) 괴, Pb 99.97%, 가공하지 않은 것, 축전지 극판 제조용').product_type).toBe('lead ingot');
    // Nothing else named: no goods rather than the battery plates the metal is made into.
    expect(read('정제 금속, 순도 99.9%, 축전지 극판 제조용').product_type).toBeNull();
    expect(read('카본블랙, 펠릿 형태, 타이어 고무 보강용').product_type).toBe('carbon black');
    // The method the goods are made by is neither the goods nor their use.
    const powder = read('텅스텐 분말, W 99.9%, 평균 입도 2μm, 수소 환원법으로 제조, 초경합금 원료용', { language: 'ko' });
    expect(powder.product_type).toBe('tungsten powder');
    expect(powder.function).not.toMatch(/hydrogen/);
    expect(read('금속 분말, 평균 입도 2μm, 수소 환원법으로 제조', { language: 'ko' }).product_type).toBeNull();
    // A plain use word stays as it was: the goods before it are still the goods' own ("경첩 가구용").
    expect(read('자동차 부품 제조용 금형').product_type).not.toBe('car');
  });

  it('reads the shape of a tip ("Chisel Tip", "Bullet Tip") as a feature of the goods, not goods of that name', () => {
    expect(read('Dry Erase Markers Chisel Tip Black 4 Count').product_type).toBe('marker');
    expect(read('Whiteboard Dry Erase Markers Bullet Tip 8 Colors').product_type).toBe('marker');
  });

  it('reads a name that holds its own "for" ("Seed for Sowing") as the goods, not as a use', () => {
    expect(read('Grass Seed for Sowing, 3 lb Bag, Sun and Shade Lawn').hs_headings[0]).toBe('1209');
  });

  it('reads a plant or flower said not to be real as an artificial one (6702)', () => {
    expect(read('Artificial Tulip Flowers Real Touch 12 Stems for Vase').hs_headings[0]).toBe('6702');
    expect(read('Faux Rose Flowers 6 Pcs Pink').hs_headings[0]).toBe('6702');
    expect(read('Fresh Cut Tulip Flowers 10 Stems').hs_headings[0]).toBe('0603');
  });

  it('reads a jar, pouch or refill after the weight or volume of its contents as their packing, and "Plug and Play" as no plug', () => {
    expect(read('Extra Virgin Olive Oil 33.8 fl oz Jar for Cooking and Salad').product_type).toBe('extra virgin olive oil');
    expect(read('Skim Milk Powder Instant 1 lb Resealable Pouch for Baking').product_type).toBe('skim milk powder');
    expect(read('9005 LED Headlight Bulbs 12000LM Plug and Play for Truck').product_type).not.toBe('plug');
  });

  it('reads a snack named after a food as how that food is eaten, the food as the goods', () => {
    expect(read('Dried Apricots 1 lb Unsulphured Healthy Fruit Snack').hs_headings[0]).toBe('0813');
    expect(read('Rice Crackers Snack Mix 12 oz').hs_headings[0]).toBe('1905');
  });

  it('reads microfiber as a synthetic fibre', () => {
    expect(read('Microfiber Bed Sheet Set Queen 4 Piece').materials.map((material) => material.group)).toContain('textile_synthetic');
  });

  it('reads tungsten in a Korean text as tungsten, not as the stainless steel (스텐) inside its name', () => {
    expect(read('텅스텐 분말 순도 99.9%').materials.map((material) => material.name)).toEqual(['tungsten']);
  });

  it('reads a Korean name joined to what the goods do to it as that action\'s object, not the goods', () => {
    expect(read('블렌더 대용량 얼음분쇄', { language: 'ko' }).product_type).toBe('blender');
    expect(read('얼음분쇄기 업소용', { language: 'ko' }).product_type).toBe('crusher');
    expect(read('얼음 트레이', { language: 'ko' }).product_type).not.toBe('blender');
  });

  it('reads a name followed by a quality, a function, what the goods fit, what is sold apart or a box for it as no goods of the title', () => {
    expect(read('厚底スニーカー レディース 合皮 クッション性 ラバーソール', { language: 'ja' }).product_type).toBe('sneakers');
    expect(read('お弁当箱 2段 電子レンジ対応 ランチボックス', { language: 'ja' }).product_type).toBe('lunch box');
    expect(read('ペンダントライト E26 1灯 ガラスシェード 電球別売', { language: 'ja' }).product_type).toBe('pendant light');
    expect(read('스텐 밀폐용기 304 사각 김치통 3종 세트', { language: 'ko' }).product_type).toBe('food storage container');
    expect(read('참치통조림 150g', { language: 'ko' }).product_type).toBe('canned tuna');
  });

  it('reads English names inside a Japanese title in its order, goods first', () => {
    expect(read('ワイヤレス充電器 15W Qi対応 iPhone Android 急速 スタンド型', { language: 'ja' }).product_type).toBe('wireless charger');
  });

  it('reads down, feathers and paperboard after Korean goods as what they are made of', () => {
    expect(read('배드민턴 셔틀콕 오리털 12개입', { language: 'ko' }).product_type).toBe('shuttlecock');
    expect(read('고양이 스크래쳐 골판지 대형', { language: 'ko' }).product_type).toBe('cat scratcher');
    expect(read('고무나무 원목 4인 식탁', { language: 'ko' }).materials.map((m) => m.name)).toEqual(['wood']);
  });

  it('reads pearls named beside Japanese or Korean jewellery as what it is made of, and keeps a Korean compound from holding a word across its parts', () => {
    expect(read('あこや真珠 ネックレス 7.5mm', { language: 'ja' }).product_type).toBe('necklace');
    expect(read('담수진주 목걸이', { language: 'ko' }).product_type).toBe('necklace');
    expect(read('봉고데기 32mm 온도조절 자동전원차단', { language: 'ko' }).product_type).toBe('curling iron');
    expect(read('본차이나 머그컵', { language: 'ko' }).materials.map((m) => m.name)).toEqual(['porcelain']);
  });

  it('reads precious metal named for a piece of jewellery\u2019s clasp or findings as a minor part, not what the piece is made of', () => {
    const heading = (description: string, language: Lang = 'en') => read(description, { language }).hs_headings[0];
    expect(heading('Cultured pearl strand necklace with sterling silver clasp')).toBe('7116');
    expect(heading('アコヤ真珠ブレスレット 6mm SV925 クラスプ', 'ja')).toBe('7116');
    expect(heading('真珠ブレスレット（淡水真珠、留め具：銀製）', 'ja')).toBe('7116');
    expect(heading('Brass hoop earrings with sterling silver posts')).toBe('7117');
    expect(heading('Sterling silver pendant with freshwater pearl')).toBe('7113');
  });

  it('reads Korean names side by side as one compound, head last, and the goods in a title\'s first such run', () => {
    expect(read('스마트폰 거치대 차량용', { language: 'ko' }).product_type).not.toBe('smartphone');
    expect(read('캠핑 의자 접이식', { language: 'ko' }).product_type).toBe('camping chair');
    expect(read('국산 스포츠 양말 남성 쿠션 중목', { language: 'ko' }).product_type).toBe('socks');
    expect(read('가습기 5L 가정용 LED 무드등 리모컨', { language: 'ko' }).product_type).toBe('humidifier');
    expect(read('유리제 화병 대형', { language: 'ko' }).product_type).toBe('vase');
  });

  it('reads a motor named right after goods as the goods ("Drone Motor"), one named later as what drives them', () => {
    expect(read('RC Drone Motor 2205 2300KV 4 Pack').hs_headings[0]).toBe('8501');
    expect(read('Cordless Drill 20V Brushless Motor 2 Batteries').hs_headings[0]).toBe('8467');
  });

  it('reads what Vietnamese goods are made into or sold to be processed as their use, not their name or state', () => {
    expect(read('Gỗ thông xẻ sấy; dày 30mm; dùng sản xuất đồ nội thất', { language: 'vi' }).product_type).toBe('sawn pine');
    expect(read('Tôm thẻ nguyên con đông lạnh; nguyên liệu chế biến', { language: 'vi' }).state).toBe('frozen');
    expect(read('Ống đồng tinh luyện; phi 12,7mm', { language: 'vi' }).product_type).toBe('copper tube');
  });

  it('reads a vehicle named before Korean goods in the same words as what they fit, one set apart by a comma or bracket as the goods', () => {
    expect(read('승용차 디스크 브레이크 패드; 비석면 마찰재', { language: 'ko' }).product_type).toBe('brake pads');
    expect(read('전기자동차 충전기 7kW 가정용', { language: 'ko' }).hs_headings[0]).toBe('8504');
    expect(read('승용차(가솔린, 2000cc)', { language: 'ko' }).hs_headings[0]).toBe('8703');
  });

  it('reads a Korean name after 무 (no) as what the goods lack', () => {
    expect(read('제로 콜라 355ml 24캔 탄산음료 무설탕', { language: 'ko' }).product_type).toBe('cola');
    expect(read('설탕 1kg', { language: 'ko' }).product_type).toBe('sugar');
  });

  it('reads goods named after a word for two or more of them, after other goods, as a part counted out ("Speaker … Dual Driver")', () => {
    expect(read('휴대용 블루투스 스피커 듀얼 드라이버 방수', { language: 'ko' }).product_type).toBe('bluetooth speaker');
    expect(read('Portable Bluetooth Speaker Dual Driver Waterproof', { language: 'en' }).product_type).toBe('bluetooth speaker');
    expect(read('정밀 드라이버 세트', { language: 'ko' }).product_type).toBe('precision screwdriver');
  });

  it('reads an adapter or charger listed after a Korean main unit ("본체 및 …") as supplied with it, not as the goods', () => {
    expect(read('무선 청소기 본체 및 충전기').hs_headings).not.toContain('8504');
    expect(read('가습기 본체와 어댑터').product_type).toBe('humidifier');
    // A name without a known unit leaves the goods unknown rather than calling them an adapter.
    expect(read('아로마 송풍기 본체 및 어댑터').hs_headings).not.toContain('8504');
    expect(read('노트북 어댑터').hs_headings).toContain('8504');
  });

  it('reads parts declared of a machine or vehicle that are goods of a heading of their own as those goods', () => {
    // Section XVI note 2(a), Section XVII note 2(e)-(g).
    expect(read('Gantry crane spare parts (limit alarm)').hs_headings[0]).toBe('8531');
    expect(read('Truck parts; windscreen wiper').hs_headings[0]).toBe('8512');
    expect(read('Tower crane parts; hydraulic motor').hs_headings[0]).toBe('8412');
    // Parts that are only parts stay with the machine or vehicle, and so do goods of 8480-8487 named among a vehicle's parts.
    expect(read('Tower crane parts; motor parts').hs_headings[0]).toBe('8431');
    expect(read('Truck parts; ball bearing').hs_headings[0]).toBe('8708');
    // Named first, such goods stay themselves; a hydraulic servo is a linear-acting hydraulic power engine (8412.21).
    expect(read('Spare parts for wheel loader; gear pump').hs_headings[0]).toBe('8413');
    expect(read('Airplane parts; hydraulic servo actuator').hs_headings[0]).toBe('8412');
    expect(read('Refrigerator parts; evaporator').hs_headings[0]).toBe('8418');
  });

  it('reads a toy named right before an appliance as its shape or theme, the appliance as the goods', () => {
    expect(read('Teddy bear desk fan USB').hs_headings[0]).toBe('8414');
    expect(read('Rubiks cube lamp for kids room').hs_headings[0]).toBe('9405');
    expect(read('Doll house lamp miniature').hs_headings[0]).toBe('9503');
  });

  it('reads a machine or line named after the goods it makes or works as the machine, not those goods', () => {
    expect(read('Paper straw making machine, 220V').hs_headings[0]).toBe('8479');
    expect(read('Paper straw making machine, 220V').function?.toLowerCase()).toBe('for paper straw');
    expect(read('Instant noodle production line').hs_headings).not.toContain('1902');
    // A machine the glossary names as such stays that machine.
    expect(read('Bottle filling machine').hs_headings[0]).toBe('8422');
    // Words before the goods do not make the glossary's machine name a use phrase.
    expect(read('Four lane wet wipes converting line').hs_headings[0]).toBe('8441');
  });

  it('reads a Korean machine named after the goods it makes, works or packs as the machine, not those goods', () => {
    const ko = { language: 'ko' as const };
    expect(read('세탁비누 제조기계', ko).hs_headings[0]).toBe('8479');
    expect(read('세탁비누 제조기계', ko).product_type).toBe('machine');
    expect(read('순두부제조기 220V', ko).hs_headings).not.toContain('2106');
    expect(read('마스크 생산설비 일식', ko).hs_headings[0]).toBe('8479');
    // Making a generator is not being one of its parts (8503).
    expect(read('소형 발전기 제조기계', ko).hs_headings[0]).toBe('8479');
    // "생산기술" (production know-how) names no machine.
    expect(read('세탁비누 생산기술 안내서', ko).product_type).not.toBe('machine');
  });

  it('puts base metal mountings named with a motor vehicle in 8302 first (8302.30), before articles of iron or steel', () => {
    expect(read('BRACKET HOOD STAY 소나타').hs_headings[0]).toBe('8302');
    expect(read('Bracket, galvanised steel, 40 mm').hs_headings[0]).toBe('7326');
    expect(read('BRKT ENG MTG LH 그랜저').hs_headings[0]).toBe('8302');
  });

  it('reads a Korean car model named in a declaration as what the goods are parts of, not as a car', () => {
    expect(read('FR DOOR TRIM LH 투싼').hs_headings[0]).toBe('8708');
    expect(read('FR DOOR TRIM LH 투싼').product_type).not.toBe('car');
    expect(read('승용차 2000cc').hs_headings[0]).toBe('8703');
  });

  it('keeps words it cannot translate for the lexical search', () => {
    expect(read('áo thun nam cổ tròn').search_terms).toEqual(expect.arrayContaining(['t-shirt', "men's", 'cổ', 'tròn']));
  });

  it('reads a name right after a share as what the goods are made of ("… guide book. 100% paper" is a book)', () => {
    expect(read('Garden guide book 2024. 100% paper').product_type).toBe('book');
    expect(read('100% cotton t-shirt').product_type).toBe('t-shirt');
    // A material in its primary form after made goods is what they are made of or work by.
    expect(read('Suitcase hard shell polycarbonate').product_type).toBe('suitcase');
    expect(read('Wristwatch quartz').product_type).toBe('wristwatch');
    expect(read('Polycarbonate pellets').product_type).not.toBe('pellet');
  });

  it('reads a dash right after a word as a field break ("Book- Trout, Carp …" is a book)', () => {
    expect(read('Book- Trout, Carp, Perch, and Pike(Paperback)').product_type).toBe('book');
  });

  it('puts a chain of precious metal with the jewellery, any other with the chains of base metal', () => {
    expect(read('Replacement Chain - 18 inches / 14K Gold Filled').hs_headings[0]).toBe('7113');
    expect(read('Steel chain 8mm').hs_headings[0]).toBe('7315');
  });

  it('searches other goods named in English by the words written, not by a canonical name', () => {
    expect(read('Magnesium chloride flakes 25 kg').search_terms).not.toContain('tungsten');
  });

  it('names a concept of several goods by what they have in common, a term in another language by its own goods', () => {
    expect(read('frozen blueberries').search_terms).not.toContain('strawberries');
    expect(read('car air filter').search_terms).not.toContain('water filter');
    expect(read('cordless hair clipper').search_terms).not.toContain('electric shaver');
    expect(read('digital multimeter').search_terms).not.toContain('oscilloscope');
    expect(read('냉동 블루베리').search_terms).toContain('blueberries');
    expect(read('いちご 冷凍').product_type).toBe('strawberries');
  });

  it('has no translation for English', () => {
    expect(read('cotton t-shirt').translation).toBeNull();
  });
});

describe('missing facts per category', () => {
  it.each([
    ['shirt', ['material', 'construction', 'gender']],
    ['cotton shirt', ['construction', 'gender']],
    ["men's woven cotton shirt", []],
    ['t-shirt', ['material', 'gender']], // a t-shirt is knitted by nature
    ['shrimp', ['state']],
    ['frozen shrimp', []],
    ['shoes', ['upper_material', 'sole_material']],
    ['sneakers, textile upper', ['sole_material']],
    ['control board', ['use']],
    ['electric drill', []],
    ['drill', ['power_source']],
    ['screws', ['material']],
    ['steel screws', []],
    ['sofa', ['material']],
    ['widget thing', ['product_type', 'material']],
  ] as const)('%s → %s', (text, missing) => {
    expect(read(text).missing).toEqual(missing);
  });
});

describe('fields and flags', () => {
  it('echoes the optional fields, taking the origin from the description only when none is given', () => {
    const given = read('Candy; PRCHNA', { origin: 'TH', material: ' sugar ', use: '', notes: null });
    expect(given.extra).toEqual({ material: 'sugar', use: null, composition: null, origin: 'TH', notes: null });
    expect(given.flags).not.toContain('origin_from_description');
    expect(read('Candy; PRCHNA').extra.origin).toBe('CN');
  });

  it('uses the use field as the function', () => {
    expect(read('Frozen fish', { use: 'human consumption' }).function).toBe('for human consumption');
  });

  it('flags short, code-like, mixed and unmatched descriptions', () => {
    expect(read('Valve').flags).toContain('very_short');
    expect(read('069E ; B10211 ; 48548 ; AS8K215GY30M').flags).toContain('code_like');
    expect(read('남성 티셔츠 cotton').flags).toContain('mixed_language');
    expect(read('zorblat quibble').flags).toContain('no_product_match');
    expect(read('cotton 60% polyester 30% shirt').flags).toContain('shares_do_not_add_up');
  });

  it('reports the rules as the extraction method', () => {
    expect(read('t-shirt').extraction).toEqual({ method: 'rules' });
  });

  it('survives empty and odd input', () => {
    expect(read('').product_type).toBeNull();
    expect(read('   ;;; ').clean_description).toBe('');
    expect(read('<b></b>&amp;').flags).toContain('no_product_match');
  });
});


describe('product type in the singular', () => {
  it('drops the plural of the last word only, short "-ies" words keeping their stem', () => {
    expect(['kitchen knives', 't-shirts', 'batteries', 'pies', 'neck ties', 'boxes', 'jeans', 'gas'].map(singular)).toEqual(['kitchen knife', 't-shirt', 'battery', 'pie', 'neck tie', 'box', 'jeans', 'gas']);
  });
});

describe('an article named after the goods it serves', () => {
  it('is read as a use of those goods, not as them, where the glossary does not hold the article ("laptop stand", "fish tank lid")', () => {
    for (const [description, use] of [
      ['Razor holder', 'for razor'],
      ['Fish tank lid', 'for fish tank'],
      ['Steering wheel tray', 'for steering wheel'],
      ['Banana holder, handheld', 'for bananas'],
      ['Center Dash Radio Storage Cubby Compartment Bin Pocket', 'for radio'],
      // A housing or casing named after a machine or instrument is made for it, not the machine.
      ['Gear pump housing, cast', 'for gear pump'],
      ['Dehumidifier casing', 'for dehumidifier'],
    ]) {
      const n = read(description);
      expect(n.function).toBe(use);
      expect(n.hs_headings).toEqual([]);
      expect(n.flags).toContain('no_product_match');
    }
    expect(read('Razor holder').product_type).toBe('razor holder');
  });

  it('is an article of its stated material, in that material\u2019s catch-all heading', () => {
    for (const [description, use, heading] of [
      ['Guitar stand, aluminium', 'for guitar', '7616'],
      ['Glass spice jar with bamboo lid', 'for spices', '7013'],
      ['Wooden wine bottle holder, wall mounted', 'for wine bottle', '4421'],
      ['Plastic toothpaste tube squeezer', 'for toothpaste', '3926'],
    ]) {
      const n = read(description);
      expect(n.function).toBe(use);
      expect(n.hs_headings[0]).toBe(heading);
      expect(n.flags).not.toContain('no_product_match');
    }
  });

  it('reads a resin named before the shape it was worked into as its material, in the headings of that shape', () => {
    expect(read('HDPE sheet 2 mm').hs_headings).toEqual(['3920', '3921']);
    expect(read('PTFE rod 20 mm').hs_headings).toEqual(['3916']);
    expect(read('PTFE tubing 6 x 8 mm').hs_headings).toEqual(['3917']);
    expect(read('HDPE sheet 2 mm').materials[0].name).toBe('polyethylene');
    // the resin itself, in granules or powder, keeps its primary form
    expect(read('HDPE granules').hs_headings[0]).toBe('3901');
    expect(read('PTFE fine powder').hs_headings[0]).toBe('3904');
  });

  it('reads a plastic no glossary term names, before the shape it was worked into, in the headings of that shape', () => {
    expect(read('PP tube 12 mm').hs_headings).toEqual(['3917']);
    expect(read('Polycarbonate sheet').hs_headings).toEqual(['3920', '3921']);
    expect(read('PVC strip').hs_headings).toEqual(['3920', '3921']);
    // a shape word after another material says nothing of plastics
    expect(read('Steel sheet').hs_headings).not.toContain('3920');
  });

  it('leaves a name the glossary holds whole, and a head that is the goods themselves, as they are', () => {
    expect(read('Phone case for iPhone 14').product_type).toBe('phone case'); // a glossary term of its own
    expect(read('Candle holder').hs_headings).toContain('9405');
    expect(read('Electric oven 30 litres').hs_headings[0]).toBe('8516'); // no article after the oven
    expect(read('Coffee mug').hs_headings).toContain('6912');
    // the same goods named again at the end, not an article for them
    expect(read('Winter Mittens 100% Merino Wool Wind Resistant Mitts').hs_headings[0]).toBe('6116');
    // a radio's frequency bands are its specification, not a band (strap) made for it
    expect(read('Wireless access point dual band').hs_headings[0]).toBe('8517');
    expect(read('Two way radio single band UHF').hs_headings[0]).toBe('8525');
  });
});

describe('a plate', () => {
  it('is tableware only where the text says so ("dinner plate", "đĩa sứ"), not a metal plate or a part', () => {
    expect(read('Aluminum Alloy plates; GageCarve C1000').hs_headings).not.toContain('6912');
    expect(read('Porcelain dinner plate 27 cm').hs_headings[0]).toMatch(/^691[12]$/);
  });
});

describe('"manual" as an adjective', () => {
  it('names no printed manual, while an instruction manual is one', () => {
    expect(read('Manual Dock Ramp; EFRZ3096').hs_headings).not.toContain('4911');
    expect(read('Instruction manual for washing machine').hs_headings[0]).toBe('4901'); // a manual is a printed book or brochure (4901.99), other printed matter (4911) second
  });
});

describe('a name given as the colour', () => {
  it('names no product and no heading ("color: Walnut" is no nut)', () => {
    const n = read('8" x 10" Stained Pine Wood Frame - color: Walnut');
    expect(n.hs_headings).not.toContain('0802');
    expect(n.hs_headings[0]).toBe('4414');
  });
});

describe('a maker\'s or toy line\'s name', () => {
  it('stands for the goods only where nothing else in the title names them', () => {
    expect(read('New Balance hoodie, grey').product_type).toBe('hoodie');
    expect(read('New Balance 9060 in Sea Salt - 6.0 Men').hs_headings[0]).toBe('6404');
    expect(read('Disney Pixar Cars Lightning McQueen 2019').hs_headings[0]).toBe('9503');
  });
});

describe('Vietnamese typed without tone marks', () => {
  it('is told by names Vietnamese write without them ("balo", "tivi", "tai nghe"), not by ones English shares ("van", "pin")', () => {
    for (const [description, type] of [['balo', 'backpack'], ['tivi', 'television'], ['tai nghe', 'headphones']]) {
      const n = read(description);
      expect(n.language).toBe('vi');
      expect(n.product_type).toBe(type);
    }
    for (const description of ['Van', 'Pin', 'laptop']) expect(read(description).language).toBe('en');
  });

  it('reads a name English shares as Vietnamese when the lookup is in Vietnamese and the Vietnamese name says more ("pin lithium" is a battery)', () => {
    const vietnamese = readDescription({ description: 'Pin lithium 3.7V', market: 'US', language: 'vi' });
    expect(vietnamese.language).toBe('vi');
    expect(vietnamese.hs_headings[0]).toBe('8507');
    expect(read('Pin lithium 3.7V').language).toBe('en');
    // An English name that says as much stays English, whatever the lookup's language.
    expect(readDescription({ description: 'Enamel lapel pin', market: 'US', language: 'vi' }).hs_headings[0]).toBe('7117');
  });
});

describe('denim', () => {
  it('is cotton where no material is written, and gives way to what is written', () => {
    expect(read('Meadowlark denim jacket').materials.map((m) => m.name)).toEqual(['cotton']);
    expect(read('Denim shorts 98% cotton 2% spandex').materials.map((m) => [m.name, m.percent])).toEqual([['cotton', 98], ['elastane', 2]]);
    expect(read('Polyester denim shirt').materials.map((m) => m.name)).toEqual(['polyester']);
    expect(read('Denim fabric roll').materials.map((m) => m.name)).toEqual(['cotton']);
  });
});

describe('an animal, plant or food the goods depict', () => {
  it('is no product when named after what the goods are made of or before what shows it, and stays one otherwise', () => {
    expect(read('Small wooden horse kit').hs_headings).not.toContain('0101');
    expect(read('Hand-painted foam decorative pear').hs_headings).not.toContain('0808');
    expect(read('Duck figurine ceramic').product_type).toBe('figurine');
    expect(read('Frozen chicken wings').hs_headings[0]).toBe('0207');
    expect(read('Fresh pears').hs_headings[0]).toBe('0808');
  });
});

describe('a word or two after a quantity', () => {
  it('name a variant of the goods named before it, while a longer name after a quantity is still the goods', () => {
    expect(read('Chalk Mineral Paint 250 ml Chocolate').product_type).toMatch(/paint$/); // the mineral paint, not the chocolate colour
    expect(read('Bluebird 8oz hand-poured soy wax candle').product_type).toBe('candle');
    expect(read('Cream trucker, one size').hs_headings[0]).toBe('6505');
  });
});

describe('a print, and a count before the name', () => {
  it('reads a print named last as a printed picture, and the goods after "lot of 10" as the name', () => {
    expect(read('Jersey Cow Print').hs_headings[0]).toBe('4911');
    expect(read('Leopard print leggings').product_type).toBe('leggings');
    expect(read('Lot of 12 Vintage Print Magazines').product_type).toBe('magazine');
    expect(read('Set of 6 steak knives').product_type).toBe('steak knife');
  });
});

describe('a trading-card maker named in a title', () => {
  it('names the card wherever it stands, the other goods named being what the card shows', () => {
    const card = read('1978 Topps Football #311 Willow Branch ROOKIE RC PSA 7');
    expect(card.product_type).toBe('sports card');
    expect(card.hs_headings[0]).toBe('4911');
    expect(read('2018 PANINI DONRUSS ELITE JALEN RAMSEY HARD HATS DIE-CUT').hs_headings[0]).toBe('4911');
    expect(read('Topps baseball cards').product_type).toBe('baseball card');
    expect(read('Leather football').hs_headings[0]).toBe('9506');
  });
});

describe('hair preparations and cloth napkins', () => {
  it('reads a cream or oil for the hair as a hair preparation, and napkins of cotton as table linen', () => {
    expect(read('Foodlover Nourishing Hair Cream').hs_headings[0]).toBe('3305');
    expect(read('Quinoa & Black Seed Hair Growth Oil - 4oz').hs_headings[0]).toBe('3305');
    expect(read('Set of 8 Cotton Napkins Hand Printed').hs_headings[0]).toBe('6302');
    expect(read('Paper napkins 100 pack').hs_headings[0]).toBe('4818');
  });
});

describe('hand stamps', () => {
  it('are stamps of 9611, apart from boards (9610), ink pads (9612) and postage stamps (9704); a hanko is a seal, no whiteboard', () => {
    expect(read('Return Address Sleeping Fox Stamp | Salt & Paper - Yes Ink').hs_headings[0]).toBe('9611');
    expect(read('印鑑', { language: 'ja' }).hs_headings[0]).toBe('9611');
    expect(read('whiteboard 90x60').hs_headings[0]).toBe('9610');
    expect(read('stamp pad black').hs_headings[0]).toBe('9612');
    expect(read('Postage Stamps Lot of Hungary').hs_headings[0]).toBe('9704');
  });
});

describe('glossary gaps closed on 2026-11-25', () => {
  it('reads sunglasses cases, bagasse and crude building stone by their headings', () => {
    expect(read('Quilted Cotton Fabric Sunglasses Case').hs_headings[0]).toBe('4202');
    expect(read('건조 사탕수수 찌꺼기', { language: 'ko' }).hs_headings[0]).toBe('2303');
    expect(read('crude gneiss').hs_headings[0]).toBe('2516');
    expect(read('mens polyester Cargo Pant, khaki').hs_headings).toContain('6203');
    expect(read('FLY WHEEL sub assy').hs_headings[0]).toBe('8483');
    expect(read('Rear combination lamp LH').hs_headings[0]).toBe('8512');
    expect(read('유압 압쇄기', { language: 'ko' }).hs_headings[0]).toBe('8431');
    expect(read('Long Reach Pruners').hs_headings[0]).toBe('8201');
  });
});

describe('a metal named beside goods made of it', () => {
  it('is their material, the goods the head, wherever the language puts the metal', () => {
    expect(read('はんこ 印鑑 チタン', { language: 'ja' }).hs_headings[0]).toBe('9611');
    expect(read('Black Titanium Brushed finish round dome ring core').hs_headings[0]).not.toBe('8108');
    expect(read('Titanium bar 10mm').hs_headings[0]).toBe('8108');
  });
});

describe('a fruit, plant or food named before made goods', () => {
  it('is their scent, flavour or motif; the made goods are the head', () => {
    expect(read('Green Apple Refreshing Cleanser, 150ml').product_type).toBe('cleanser');
    expect(read('Lavender Honey Soap Bar').hs_headings[0]).toBe('3401');
    expect(read('Apple juice').hs_headings[0]).toBe('2009');
  });
});

describe('a scale named after a size ratio', () => {
  it('is the size of a model, no weighing scale', () => {
    expect(read('Resin figure kit 1/10 scale unpainted').hs_headings).not.toContain('8423');
    expect(read('Tank miniature 28mm scale').hs_headings).not.toContain('8423');
    expect(read('Digital kitchen scale 5kg').hs_headings[0]).toBe('8423');
  });
  it('is the gauge a model railway is built to, or a scale model, no weighing scale', () => {
    expect(read('N Scale Station Building Kit').hs_headings).not.toContain('8423');
    expect(read('Fingerboard hobby scale ramp').hs_headings).not.toContain('8423');
    expect(read('Scale model of a sailing ship').hs_headings).not.toContain('8423');
    expect(read('Luggage scale 50 kg').hs_headings[0]).toBe('8423');
  });
});

describe('goods made for dolls', () => {
  it('are the dolls\u2019 accessories (9503), not clothes, shoes or furniture', () => {
    expect(read('Handmade Doll Skirt, Tulle Tutu Skirt for Playscale 1:6 Size Dolls').hs_headings[0]).toBe('9503');
    expect(read('Miniature Dollhouse Kitchen Furniture').hs_headings[0]).toBe('9503');
    expect(read('Tulle tutu skirt for girls').hs_headings[0]).not.toBe('9503');
  });
});

describe('shop titles whose goods a goods word inside them hid', () => {
  it('reads engine valves, control cables and vehicle interior lights as vehicle parts', () => {
    expect(read('HONDA CB550F 4 x INTAKE VALVE + 4 x EXHAUST VALVE SET').hs_headings[0]).toBe('8409');
    expect(read('HONDA CA77 305 DREAM THROTTLE CABLE').hs_headings[0]).toBe('8714');
    expect(read('2002 - 2006 Honda CR-V Overhead Console Dome Map Light Lamp').hs_headings[0]).toBe('8512');
  });

  it('reads the last of a compound of parts as the goods, a machine or its part before it saying what they are for', () => {
    expect(read('Valve cover gasket rubber').product_type).toBe('gasket');
    expect(read('Cylinder head bolt M10').hs_headings[0]).toBe('7318');
    expect(read('Brake caliper bolt').hs_headings[0]).toBe('7318');
    expect(read('Radiator fan motor 12V').product_type).toBe('motor');
    // Goods of general use before another name keep their own, longer name ("self-tapping screw", "swivel caster").
    expect(read('Self tapping screw 4.2x13 pan head').product_type).toBe('self-tapping screw');
  });

  it('reads MTG in a parts declaration as a mounting, and a Korean car name after an English part as what the part is for', () => {
    expect(read('BRKT ASSY COWL MTG LH').category).not.toBe('toys');
    expect(read('BRKT ASSY COWL MTG LH').product_type).toBe('bracket');
    expect(read('MTG booster box sealed').hs_headings[0]).toBe('9504');
    expect(read('BRKT ASSY MTG FRT 소나타').product_type).toBe('bracket');
  });

  it('reads a motor vehicle part named for a motorcycle or a cycle as that vehicle\u2019s part (8714), not of 8708', () => {
    expect(read('Motorcycle clutch plate')).toMatchObject({ product_type: 'parts of motorcycle', hs_headings: ['8714'] });
    expect(read('Bicycle brake caliper').hs_headings[0]).toBe('8714');
    expect(read('Brake pads for scooter').hs_headings[0]).toBe('8714');
    expect(read('Brake caliper rear left').hs_headings[0]).toBe('8708');
    expect(read('Motorcycle drive chain 520').hs_headings[0]).toBe('7315');
  });

  it('reads jewellery named with a goods word as jewellery', () => {
    expect(read('Gold Bar Necklace Personalized Engraved Nameplate').hs_headings).not.toContain('7108');
    expect(read('Surgical Steel Belly Button Rings 16 gauge - 6 pcs').hs_headings[0]).toBe('7117');
    expect(read('Vintage Medal: Round Catholic Child-with-Lamb Necklace Pendant').category).toBe('jewellery');
  });

  it('reads a tree named where the text speaks of wood as the timber, not the nuts', () => {
    expect(read('handmade tv frame walnut').hs_headings[0]).toBe('4414');
    expect(read('Square wood ring box - Walnut').hs_headings).not.toContain('0802');
    expect(read('Hardwood Catchall Tray | Maple Cherry Walnut').hs_headings[0]).toBe('4419');
    expect(read('Walnut kernels, shelled').hs_headings[0]).toBe('0802');
  });

  it('reads a colour named like a plant or fruit as a colour', () => {
    expect(read('Dustpan & Brush Set Moss Green - Long Handle').hs_headings[0]).toBe('9603');
  });

  it('reads a lone w between words as with', () => {
    expect(read('Android Tablet w Precision Pen').product_type).toBe('tablet');
  });

  it('reads other shop names of goods the glossary holds', () => {
    expect(read('Soapstone Owl Figurines Book Ends').hs_headings).not.toContain('4901');
    expect(read('Knit Christmas Stocking made of acrylic wool').hs_headings[0]).toBe('9505');
    expect(read('Plastic wristwatch strap width adapter, 3d printed').hs_headings[0]).toBe('9113');
    expect(read('Press-On Toe Nails, 24 pcs').hs_headings[0]).toBe('3926');
    expect(read('Colorful Ceramic Planter Cactus Pot with Drainage').hs_headings[0]).toBe('6914');
    expect(read('Vintage Johnson Bros Ironstone Platter').hs_headings[0]).toBe('6912');
  });
});

describe('shop titles whose theme a food, animal or other goods word named', () => {
  it('reads printed matter in a later field as the goods when the first names only a food, plant or animal', () => {
    expect(read('Bread | Baguette Planner Icon Stickers').product_type).toBe('sticker');
    expect(read('Autumn Apples - Fine Art Print by Jane Doe').hs_headings[0]).toBe('4911');
    expect(read('Coffee | Ethiopia Yirgacheffe 250g').category).toBe('food');
  });

  it('reads a container named with goods as holding them, and a fruit or food named as a scent or flavour as no goods', () => {
    expect(read('Freeze Dried Instant Coffee 200g Rich Roast Glass Jar').product_type).toBe('instant coffee');
    expect(read('Ground Ceylon Cinnamon 500g Pure Powder Resealable Bag for Baking').product_type).toBe('cinnamon');
    expect(read('Strawberry Scented Glass Jar Candle').product_type).toBe('candle');
    expect(read('Disinfecting Wipes 3 Pack 225 Count Lemon Scent').product_type).toBe('disinfecting wipe');
    expect(read('Vanilla Flavored Protein Powder').product_type).toBe('protein powder');
    expect(read('Glass jar honey').product_type).toBe('honey');
  });

  it('reads goods named right before a lamp as where it stands or what it serves, and "Plug In" as how it is powered', () => {
    expect(read('Bedside Table Lamp with USB Charging Ports').product_type).toBe('lamp');
    expect(read('Motion Sensor Night Light Plug In LED 2 Pack').product_type).toBe('night light');
    expect(read('Plug-in air freshener refill').product_type).toBe('air freshener');
    expect(read('EU plug adapter').product_type).toBe('plug adapter');
  });

  it('puts bags of rattan, sedge or seagrass with the plaited goods of 4602 first (4202 takes no plaiting materials)', () => {
    expect(read('Túi cói đan tay đi biển', { language: 'vi' }).hs_headings[0]).toBe('4602');
    expect(read('Seagrass tote bag beach').hs_headings[0]).toBe('4602');
    expect(read('Canvas tote bag').hs_headings[0]).toBe('4202');
  });

  it('reads paper before paper goods, and metal wire after made goods, as what they are made of', () => {
    expect(read('Kraft Paper Gift Bags with Handles 24pcs').product_type).toBe('gift bag');
    expect(read('Fairy String Lights 33ft 100 LED Copper Wire Warm White').product_type).toBe('string light');
    expect(read('Copper wire 2.5mm 100m').product_type).toBe('copper wire');
    expect(read('Kraft paper roll 30cm').product_type).toBe('kraft paper');
  });

  it('reads artificial fur after goods as their material, and "plush" right before goods as their pile', () => {
    expect(read('Memory Foam Slippers Fuzzy Plush Faux Fur Slip On House Shoes').product_type).toBe('slipper');
    expect(read('Plush Blanket Throw').product_type).toBe('blanket');
    expect(read('Pikachu Plush 8 inch').product_type).toBe('plush');
    expect(read('Coir Door Mat with Non-Slip PVC Backing').materials[0].name).toBe('coir');
  });

  it('reads a picture format after "with" as the goods shown with their subject', () => {
    expect(read('Lipstick with skull Sticker ~ Vinyl ~ Water-resistant').product_type).toBe('sticker');
    expect(read('Girl with a Pearl Earring Poster').product_type).toBe('poster');
    expect(read('Balloon Cluster DIY Kit with Custom Vinyl Stickers').product_type).not.toBe('vinyl sticker');
    // A garment or bag with a patch or pins wears them; it is the goods.
    expect(read('Cotton T-shirt with leather patch').product_type).toBe('t-shirt');
    expect(read('Backpack with enamel pins').product_type).toBe('backpack');
    expect(read('Cat with hat embroidered patch').product_type).toBe('embroidered patch');
  });

  it('reads a book for babies as the book, "for" a buyer not ending the name', () => {
    expect(read('Handmade Volleyball for Babies Book - Soft Sports Nursery Gift').product_type).toBe('baby book'); // a picture book for infants (4903)
    expect(read('Preparation for infant use; MILK POWDER').product_type).not.toBe('book');
  });

  it('reads oracle and tarot decks as cards, also after another goods word', () => {
    expect(read('The Mirror Oracle, a 50-card Oracle Deck and Guidebook').hs_headings[0]).toBe('9504');
    expect(read('Keepers of the River Oracle').hs_headings[0]).toBe('9504');
  });

  it('reads the animals of a toy line, and names of genres, motifs and shops, as no goods', () => {
    expect(read('Littlest Pet Shop #1462 White Orange Calico Kitten Green Eyes').hs_headings[0]).toBe('9503');
    expect(read('Vintage Pizza Time Plush Chuck E Cheese 9"').hs_headings).not.toContain('0406');
    expect(read('Vintage Rap Hip Hop T-Shirt Size XL').hs_headings[0]).toBe('6109');
    expect(read('Tree Of Life Metal Wall Medallion').hs_headings).not.toContain('0602');
  });

  it('reads a fruit after a catch-all for clothing as its colour', () => {
    expect(read("Hi-Vis Flagger's Coverall, Unlined - Lime / M").hs_headings[0]).toBe('6211');
  });

  it('reads kitchen towels as cloth and gear shift boots as car parts', () => {
    expect(read('Cross Stitch Kitchen Towel (45cm x 70cm) - Color Peach').hs_headings[0]).toBe('6302');
    expect(read('Kitchen towel rolls, 2-ply, 6 rolls').hs_headings[0]).toBe('4818');
    expect(read('Universal Leather Shift Boot').hs_headings[0]).toBe('8708');
  });
});

describe('a food or animal named before a place', () => {
  it('is the name of a place or maker, not the goods', () => {
    expect(read('Duck Lake - Pet ID tag - Hand Stamped').hs_headings).not.toContain('0207');
    expect(read('Frozen duck breast, skin on').hs_headings[0]).toBe('0207');
  });
});

/**
 * Vietnamese and Japanese shop titles written for these tests: the goods, and the heading the reader
 * gives them first. Vietnamese puts the head first, English words inside it too; a Japanese title
 * names the material after the goods.
 */
describe('Vietnamese and Japanese shop titles', () => {
  it.each([
    ['vi', 'Balo vải dù đựng laptop 15.6 inch', 'backpack', '4202'],
    ['vi', 'Túi chống sốc macbook 13 inch màu xám', 'laptop sleeve', '4202'],
    ['ja', 'ストレートジーンズ レディース デニム', 'jeans', '6204'],
    ['ja', 'ショルダーバッグ ブラック 合成皮革', 'shoulder bag', '4202'],
    ['ja', 'ローファー 合成皮革 ブラウン', 'loafers', '6402'],
    ['ja', '食品用ラップ 30cm ポリエチレン製', 'food wrap', '3920'],
    ['ja', '小便器 陶器製 壁掛け', 'urinal', '6910'],
    ['ja', 'デオドラントスプレー 無香料 150g', 'deodorant spray', '3307'],
    ['ja', 'PETボトル 2L 空容器', 'pet bottle', '3923'],
    ['ja', '爪やすり ネイルファイル ステンレス', 'nail file', '8214'],
    ['vi', 'Tất lười cotton nam hộp 5 đôi', 'socks', '6115'],
    ['vi', 'Xe ô tô đồ chơi chạy pin cho bé', 'toy car', '9503'],
    ['vi', 'bong den led tron 12w', 'led lamp', '8539'],
    ['vi', 'Túi giấy kraft đựng quà size M', 'paper bag', '4819'],
    ['vi', 'Serum vitamin C dưỡng sáng da 20ml', 'serum', '3304'],
    ['vi', 'Que thử thai nhanh hộp 1 que', 'pregnancy test', '3822'],
    ['ja', 'ゲーミングマウス 無線 RGB', 'gaming mouse', '8471'],
    ['ja', 'シャワージェル 500ml ローズ', 'shower gel', '3401'],
    ['ja', '冷凍 しじみ 500g', 'clams', '0307'],
    ['ja', 'ワンピース水着 レディース 花柄', 'swimsuit', '6112'],
    ['vi', 'Yên xe máy bọc da chống nóng', 'motorcycle seat', '8714'],
    ['ja', 'とびこ 醤油漬け 100g', 'tobiko', '1604'],
    // What the goods hold or lack ("抜き", "入り", "不使用") is no name of the goods.
    ['ja', '焙煎コーヒー豆 カフェイン抜きでないもの', 'roasted coffee beans', '0901'],
    ['ja', 'ミルク入り チョコレート', 'chocolate', '1806'],
    ['ja', '砂糖不使用 ジャム いちご', 'jam', '2007'],
    ['ja', 'デカフェ コーヒー豆', 'decaf coffee beans', '0901'],
    ['ja', 'キムチ 大根 500g 国産', 'kimchi', '2005'],
    ['ja', 'ロースハム 切り落とし', 'ham', '0210'],
    ['ja', 'ボールペン替芯 黒 0.5mm 3本', 'ballpoint refill', '9608'],
    ['vi', 'Cà phê phin Buôn Ma Thuột gói 250g', 'ground coffee', '0901'],
  ])('%s: %s', (language, description, productType, heading) => {
    const n = read(description, { language: language as Lang });
    expect([n.product_type, n.hs_headings[0]]).toEqual([productType, heading]);
  });

  it('reads "bạc" and "vàng" after a piece of jewellery as its metal, and "tất cả" as no socks', () => {
    expect(read('Bông tai bạc đính đá', { language: 'vi' }).materials[0]?.name).toBe('silver');
    expect(read('Dây chuyền vàng trắng', { language: 'vi' }).materials[0]?.name).toBe('gold');
    expect(read('Ốp lưng điện thoại bạc', { language: 'vi' }).materials).toEqual([]);
    expect(read('Áo thun nam tất cả size', { language: 'vi' }).product_type).toBe('t-shirt');
    expect(read('Áo len cổ lọ nữ len cừu', { language: 'vi' }).materials[0]?.name).toBe('wool');
  });

  it('reads roasted nuts in Japanese as cooked, and a pregnancy test as a reagent on a backing', () => {
    expect(read('ミックスナッツ ロースト 無塩', { language: 'ja' }).state).toBe('cooked');
    expect(defaultSubheading(read('妊娠検査薬 2回用', { language: 'ja' }).product_type)).toBe('382219');
  });

  it('reads a Japanese state denied by 無 ("生・無加熱") as no state of the goods, and a watch with a solid gold case as one of 9101', () => {
    expect(read('冷凍えび 無頭殻付き 生・無加熱 1.8kg', { language: 'ja' }).state).toBe('frozen');
    expect(read('14K Solid Gold Pocket Watch, Stem Wind').hs_headings[0]).toBe('9101');
    expect(read('Gold Tone Stainless Steel Quartz Watch').hs_headings[0]).toBe('9102');
  });
});

describe('the material a shop title offers and the buyer chose', () => {
  const metals = (description: string) => read(description).materials.map((material) => material.name);
  it('takes the metal named in the closing variant field among those offered before it', () => {
    expect(metals('Moon Phase Pendant: Sterling Silver, Gold Filled or 14K Solid Gold (Gold Filled, 18 inch)')).toEqual(['gold-filled']);
    expect(metals('Tiny Star Pendant in 14k Gold Fill, Sterling Silver or 14K Solid Gold (Silver)')).toEqual(['silver']);
    expect(metals('Leaf Earrings in Sterling Silver or Gold Filled - Sterling Silver')).toEqual(['silver']);
    expect(metals('Wave Ring: Sterling Silver, 14k Gold Fill, 14K Solid Gold (Solid Gold, size 7)')).toEqual(['gold']);
  });
  it('keeps every metal where the field names none, or names gold bare beside gold filled and solid gold', () => {
    expect(metals('Wave Ring: Sterling Silver, 14k Gold Fill, 14K Solid Gold (GOLD, size 7)')).toEqual(['silver', 'gold-filled', 'gold']);
    expect(metals('Sterling silver and 14k gold ring (size 7)')).toEqual(['silver', 'gold']);
  });
});

describe('names joined by a slash that share their head noun', () => {
  it('reads the first name across the slash with the head written once at the end', () => {
    expect(read('Bat Cookie / Polymer Clay Cutter').product_type).toBe('cookie cutter');
    expect(read('Bat Cookie / Polymer Clay Cutter').hs_headings[0]).toBe('3924');
  });
  it('leaves a slash between words that make no name with the head', () => {
    expect(read('Men / Women Cotton T-shirt').product_type).toBe('t-shirt');
  });
});

describe('a fruit, plant or food closing a field after made goods', () => {
  it('is their colour or scent; the made goods are the head', () => {
    expect(read('Classic Mini Boot Chestnut').product_type).toBe('boot');
    expect(read('Crew neck sweater Oatmeal - M').product_type).toBe('sweater');
  });
  it('is the goods after the machine that prepares them or the container that holds them', () => {
    expect(read('Microwave steak and kidney pie').hs_headings[0]).toBe('1905'); // the pie, not the oven
    expect(read('Glass jar honey 500g').hs_headings).toContain('0409');
  });
  it('reads a sandal named by its footbed as footwear, not a foot and a bed', () => {
    expect(read('Arizona Soft Footbed Suede Leather').category).toBe('footwear');
  });
});

describe('an article noun closing the name before "for"', () => {
  it('is the goods, by their material; what it holds or fits is its use', () => {
    expect(read('Acrylic display stand for trading cards').hs_headings[0]).toBe('3926');
    expect(read('Wooden holder for guitar picks').hs_headings[0]).toBe('4421');
    expect(read('Wall mount for wifi access point, 3D printed').hs_headings[0]).toBe('3926'); // no access point of 8517
  });
  it('leaves parts named for their machine to the machine', () => {
    expect(read('Spare parts holder for lathe').product_type).not.toBe('spare parts holder');
  });
});

describe('an article named by what it shows in one field and by its goods in another', () => {
  it('is the goods the other field names with the same article noun', () => {
    expect(read('Three Ghosts Cutter | Polymer Clay Cutter').product_type).toBe('polymer clay cutter');
    expect(read('Three Ghosts Cutter | Polymer Clay Cutter').hs_headings[0]).toBe('3926');
  });
  it('stays an article for what it serves where no other field names it', () => {
    expect(read('Glass spice jar with bamboo lid').hs_headings[0]).not.toBe('0910');
  });
});

describe('a garment named right before another garment', () => {
  it('gives the cut of the last one, which is the goods', () => {
    expect(read('Brushed cotton flannel shirt jacket for men').product_type).toBe('jacket');
    expect(read('Ribbed knit sweater dress, midi length').product_type).toBe('dress');
  });
  it('leaves a set named first holding its pieces', () => {
    expect(read('Linen suit blazer and trousers').hs_headings[0]).toMatch(/^620[34]$/);
  });
});

describe('the last goods of an English noun phrase are its head', () => {
  it('takes goods named before a noun they modify, itself before other goods, for no head', () => {
    expect(read('Braided Leather Belt Loop Keychain, tan').product_type).toBe('keychain');
    expect(read('Address Book Logo Stamp for envelopes').product_type).toBe('stamp');
  });

  it('keeps the first goods where the word between is a participle', () => {
    expect(read('Leather belt studded keychain').product_type).not.toBe('keychain');
  });
});

describe('a plain ornament is the ornament of its material', () => {
  it('takes an ornament named after a shape for the ornament, not the goods of the shape', () => {
    expect(read('Hand painted porcelain balloon ornament').product_type).toBe('ornament');
    expect(read('Frosted glass star hanging ornament').hs_headings[0]).toBe('7013');
  });

  it('leaves other goods named apart before an ornament the head', () => {
    expect(read('Dinosaur toys, resin shelf ornament set').product_type).not.toBe('ornament');
  });
});

describe('compositions as trade documents write them', () => {
  it('reads shares written as PCT or without a sign, POLY as polyester, the long number of a share as no part code', () => {
    const shares = (description: string) => read(description).materials.map(({ name, percent }) => [name, percent]);
    expect(shares('Woven fabrics of polyester staple fibres dyed; 51 POLY 36 COTTON 13 NYLON WOVEN FABRIC')).toEqual([['polyester', 51], ['cotton', 36], ['nylon', 13]]);
    expect(shares('COTTON YARN; 100PCT COTTON')).toEqual([['cotton', 100]]);
    expect(read('COTTON YARN; 100PCT COTTON').flags).not.toContain('code_like');
  });
});

describe('shop titles that name the goods first and their features after', () => {
  it('reads goods counted out after the goods named first as what those goods come with, keeping a model number before a case', () => {
    expect(read('Cordless Impact Driver Kit with Charger, 2 Batteries').hs_headings[0]).toBe('8467');
    expect(read('Rechargeable Epilator Wet and Dry 32 Tweezers').product_type).toBe('epilator');
    expect(read('入浴剤 ゆずの香り 20錠入', { language: 'ja' }).hs_headings[0]).toBe('3307');
    expect(read('iPhone 13 Case Shockproof').product_type).toBe('iphone case');
    // A part measured out after the goods is the size of their part.
    expect(read('Folding Lightweight Wheelchair Self Propelled 18 inch Seat with Footrests').product_type).toBe('wheelchair');
    // A case so sized holds the device named before it, and an "Accessory Pocket" makes it no accessory of that device.
    expect(read('MacBook Air 13 inch Laptop Sleeve Case Polyester Carrying Bag with Accessory Pocket').product_type).toBe('laptop sleeve');
  });

  it('reads a string gauge as the strings\' thickness and a musical key as the key an instrument plays in, neither as goods', () => {
    expect(read('Phosphor Bronze Acoustic Guitar Strings Light Gauge 12-53 3 Sets').hs_headings).toEqual(['9209']);
    expect(read('Diatonic Harmonica Key of C 10 Hole Blues Harp with Case').product_type).toBe('harmonica');
    expect(read('Alto Saxophone Keys Replacement Set').product_type).toBe('parts of wind musical instruments');
  });

  it('reads a count of parts fitted with the goods in Japanese and Korean as a part', () => {
    expect(read('電動歯ブラシ 充電式 替えブラシ8本付き', { language: 'ja' }).hs_headings[0]).toBe('8509');
    expect(read('전동칫솔 음파 칫솔모 2개 포함', { language: 'ko' }).hs_headings[0]).toBe('8509');
  });

  it('reads the date, calendar or alarm of a watch as what it shows', () => {
    expect(read('Automatic Diver Watch Stainless Steel Date').product_type).toBe('watch');
    expect(read('Ladies Watch Rose Gold Tone Calendar').hs_headings[0]).toBe('9102');
  });

  it('reads a container after the goods with their quantity or as a gift as their packing', () => {
    expect(read('Beeswax Pillar Candle Honey Scent 12oz Tin').hs_headings[0]).toBe('3406');
    expect(read('Damascus Santoku Knife Walnut Handle Gift Box').hs_headings[0]).toBe('8211');
    expect(read('Kids Toy Storage Box').hs_headings[0]).not.toBe('9503');
  });

  it('reads the tools named after a tool set as its pieces, a button fly as part of the garment, a lamp called a light as the lamp', () => {
    expect(read('Home Repair Tool Kit 65 Piece Claw Hammer Screwdrivers Pliers Tape Measure').hs_headings[0]).toBe('8206');
    expect(read("Men's Knit Boxer Briefs Cotton Button Fly").hs_headings[0]).not.toMatch(/^960/);
    expect(read('Clip On Desk Lamp Flexible Neck Reading Light').hs_headings[0]).toBe('9405');
    expect(read('Silicone Watch Band 22mm Replacement Strap').hs_headings[0]).toBe('9113'); // one of the goods' own names, no strap for a band
  });

  it('reads a name negated by non- or anti- as no goods and no material', () => {
    const shirt = read('Slim Fit Oxford Shirt Non-Iron Cotton');
    expect(shirt.hs_headings).not.toContain('7326');
    expect(shirt.materials.map((m) => m.name)).not.toContain('iron');
  });

  it('reads garments of leather or rubber into their own headings, before the material\'s other articles', () => {
    expect(read('Genuine Leather Bomber Jacket Men Black').hs_headings[0]).toBe('4203');
    expect(read('Rubber rain coat').hs_headings[0]).toBe('4015');
  });

  it('reads a print beside a bag or shoes as their pattern, and rubber named right before goods as their material', () => {
    expect(read('Toddler Backpack with Snack Pouch Unicorn Print').hs_headings[0]).toBe('4202');
    expect(read('Leopard Print Slippers').product_type).toBe('slipper');
    expect(read('Natural Rubber Teething Pacifier').hs_headings[0]).toBe('4014');
    expect(read('RC Monster Truck 1:12 Off Road').hs_headings[0]).toBe('9503');
  });

  it('reads a battery named between two names of the machine as what drives it, a battery for a machine as the goods', () => {
    expect(read('3 Ton Electric Forklift Truck Lithium Battery 4.5m Mast Warehouse Forklift').hs_headings[0]).toBe('8427');
    expect(read('Drill Battery 18V Li-ion for Makita Drill').hs_headings[0]).toBe('8507');
  });

  it('reads goods dated more than a century back as antiques (9706) first, a year that dates no goods as nothing', () => {
    expect(read('Antique Victorian Mahogany Side Table, circa 1870').hs_headings[0]).toBe('9706');
    expect(read('Hennessy VS cognac, house founded 1765').hs_headings[0]).not.toBe('9706');
    expect(read('Art Deco walnut cabinet circa 1950').hs_headings[0]).not.toBe('9706');
  });

  it('reads lenses named after the spectacles they are built into as part of the description, lenses for spectacles as the goods', () => {
    expect(read('Sunglasses Plastic Frame Polycarbonate Lenses UV400').hs_headings[0]).toBe('9004');
    expect(read('眼鏡用 プラスチックレンズ、視力矯正用', { language: 'ja' }).hs_headings[0]).toBe('9001');
  });

  it('reads fibres named after a fabric as what it is woven of, and "không làm bằng" as a denied material', () => {
    expect(read('Vải dệt thoi vân điểm 65% polyester 35% cotton (xơ staple), đã nhuộm', { language: 'vi' }).product_type).toBe('woven fabric');
    expect(read('Sợi polyester staple dùng dệt vải', { language: 'vi' }).product_type).not.toBe('woven fabric');
    expect(read('Ghế xoay văn phòng, chân thép, không làm bằng gỗ', { language: 'vi' }).materials.map((m) => m.name)).toEqual(['steel']);
  });
  it('reads no goods in how they are sold or shipped: a private label, an aseptic drum', () => {
    expect(read('Oyster Sauce 700g Chinese Cooking Sauce Wholesale Private Label').hs_headings[0]).toBe('2103');
    expect(read('Tomato Paste 28-30% Brix Aseptic Drum 220L').hs_headings[0]).toBe('2002');
    expect(read('[1+1] 여성 하이웨스트 요가 레깅스 폴리에스터 80% 스판 20%', { language: 'ko' }).hs_headings[0]).toBe('6104');
  });

  it('reads Korean ingredients named after the goods as what they are made of', () => {
    expect(read('순창 고추장 1kg 찹쌀', { language: 'ko' }).hs_headings[0]).toBe('2103');
  });
});

describe('fibre blends and constructions as Japanese, Korean and Vietnamese labels write them', () => {
  it('reads a blend\u2019s polyurethane share as elastane, a coating\u2019s polyurethane as plastic', () => {
    expect(read('混率：綿95% ポリウレタン5% 丸編生地', { language: 'ja' }).materials).toEqual([
      { name: 'cotton', group: 'textile_vegetable', percent: 95 },
      { name: 'elastane', group: 'textile_synthetic', percent: 5 },
    ]);
    expect(read('混率：綿95% ポリウレタン5% 丸編生地', { language: 'ja' }).construction).toBe('knitted');
    expect(read('PU coated polyester fabric').materials.find((m) => m.name === 'polyurethane')?.group).toBe('plastic');
  });
  it('takes the construction said in words over the one a fabric\u2019s name implies', () => {
    expect(read('Quần Legging Nữ Giả Jean Họa Tiết Denim Vải Thun Co Giãn', { language: 'vi' }).construction).toBe('knitted');
    expect(read('Women denim jeans, cotton twill').construction).toBe('woven');
  });
});
