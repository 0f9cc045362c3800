/**
 * Goods that declarants name in a word the reader did not know, or read as another word: found by
 * asking the engine the shipped Korea Customs cases with their namesakes left out (`pnpm eval:cases`).
 * Each row is written here in its own words; its HS6 was decided from the schedule's texts and notes.
 */
import { askBundledEngine } from './test-engine';

const { firstHs6, expectFirstHs6 } = askBundledEngine();

describe('a Korean state word before the goods is not the start of a freezer (냉동고)', () => {
  expectFirstHs6([
    ['냉동고등어 1kg 국내산', '030354'],
    ['냉동고추 슬라이스 500g', '071080'],
    ['냉동고구마 스틱 1kg', '071420'],
    ['가정용 냉동고 200L', '841840'],
  ], 'ko');
});

describe('gum without sugar is a food preparation (2106.90), gum with it sugar confectionery (1704.10)', () => {
  expectFirstHs6([
    ['Sugar-Free Chewing Gum Spearmint 14 Pieces x 12 Packs', '210690'],
    ['Xylitol Gum Peppermint Bottle 100 Pieces', '210690'],
    ['Bubble Gum Tape Original Fruit Flavour', '170410'],
  ]);
  it('자일리톨 껌 리필 → 210690', async () => {
    expect(await firstHs6('자일리톨 껌 리필용 86g', 'ko')).toBe('210690');
  });
});

describe('goods named by a term of the trade', () => {
  expectFirstHs6([
    ['Stainless Steel Grease Trap for Restaurant Kitchen Sink 25 lb', '842121'],
    ['Truck-Mounted Concrete Pump 37 m Boom', '870590'],
    ['Acrylic Whirlpool Bathtub with 6 Jets 1700 mm', '392210'],
    ['Resin Nativity Scene 11 Figures Christmas Decoration', '950510'],
    ['Home Air Washer Humidifier and Purifier 5 L Tank', '850980'],
    ['Gold Tone Eyeglass Chain Sunglasses Holder Strap', '711719'],
  ]);
  expectFirstHs6([
    ['주방용 유수분리조 스테인리스', '842121'],
    ['아크릴 월풀욕조 1500', '392210'],
  ], 'ko');
});

describe('a band, strap or bracelet made to fit a watch is a watch strap (9113), smart watches included', () => {
  expectFirstHs6([
    ['Sport Band for Apple Watch 41mm Soft Silicone Replacement Strap', '911390'],
    ['Nylon Loop Band Compatible with Galaxy Watch 6 Classic', '911390'],
    ['Stainless Steel Link Bracelet for Samsung Galaxy Watch 5 Pro', '911320'],
    ['Smart Watch for Men with Silicone Band Heart Rate Monitor', '851762'],
  ]);
  it.each([
    'Charging Stand for Apple Watch with Band Holder Aluminum',
    'Protective Case for Apple Watch Series 9 with Band',
  ])('%s is no watch strap', async (description) => {
    expect(await firstHs6(description)).not.toMatch(/^9113/);
  });
  it.each([
    ['애플워치 호환 실리콘 스트랩 45mm', 'ko', '911390'],
    ['アップルウォッチ 対応 バンド ナイロン 41mm', 'ja', '911390'],
  ])('%s (%s) → %s', async (description, language, hs6) => {
    expect(await firstHs6(description, language as 'ko' | 'ja')).toBe(hs6);
  });
});

describe('the goods named last in an English compound, and what fills them', () => {
  expectFirstHs6([
    ['Mountain Bike Freewheel 8 Speed Silver', '871493'],
    ['Road Bike Saddle Gel Comfort Seat', '871495'],
    // Bedding internally fitted with glass beads is of 9404, not an unstuffed blanket of 6301.
    ['Weighted Blanket 15 lbs Queen Size Glass Beads Cooling Microfiber', '940490'],
  ]);
});

describe('a residual default yields to the sibling made of the stated material, and only to one made "of" it', () => {
  it.each([
    ['Dây đồng hồ da bò 20mm', 'vi', '911390'],
    ['Slant Tip Tweezers Stainless Steel Precision Eyebrow Tweezer', 'en', '820320'],
  ])('%s (%s) → %s', async (description, language, hs6) => {
    expect(await firstHs6(description, language as 'vi' | 'en')).toBe(hs6);
  });
});

describe('a bag after foods with their weight packs them; fastenings after goods are their fittings', () => {
  expectFirstHs6([
    ['Whole Black Peppercorns 2 lb Resealable Bag for Grinder', '090411'],
    ['Decaf Ground Coffee Dark Roast 10 oz Bag', '090122'],
    ['Kettle Cooked Potato Chips Jalapeno 1.5 oz Bags 12 Pack', '200520'],
    ['Mulberry Silk Pillowcase Standard Size with Hidden Zipper', '630239'],
    ['Garden Flag 12 x 18 Double Sided Polyester with Metal Grommets', '630790'],
    ['Clear PEVA Shower Curtain Liner 72 x 72 with Magnets and Rust-Proof Grommets', '392490'],
    ['Stoneware Pet Food and Water Dish for Cats 5 inch', '691200'],
  ]);
});

describe('goods of the trade the glossary now names', () => {
  expectFirstHs6([
    ['Perennial Ryegrass Seed 5 lb Coated', '120925'],
    ['Denture Adhesive Cream Extra Hold 2 oz', '330690'],
    ['Nylon String Trimmer Line .095 inch 200 ft Spool', '391690'],
    ['Breakaway Cat Collar with Bell 3 Pack', '420100'],
    ['Knife Sharpening Stone Double Sided Whetstone with Bamboo Base', '680430'],
    ['Aluminum Moka Pot 3 Cup Stovetop Espresso Maker', '761510'],
    ['Brass Floating House Numbers 4 inch', '831000'],
    ['Insulin Pen Needles 31G 5mm 100 Count', '901832'],
    ['Twist Kitchen Timer 60 Minutes Mechanical', '910690'],
    ['Cajon Drum with Snare Wires Birch', '920600'],
    ['Cast Iron Kettle Bell 35 lb', '950691'],
    ['Goose Down Duvet Insert King Cotton Shell', '940440'],
  ]);
});

describe('rain ponchos by their material: plastic sheeting (3926.20), woven nylon (6201/6202)', () => {
  it.each([
    ['Disposable Rain Ponchos 20 Pack PEVA with Hood', 'en', '392620'],
    ['Rain Poncho Nylon Ripstop Waterproof Men', 'en', '620140'],
    ['レインポンチョ EVA 男女兼用 フード付き', 'ja', '392620'],
  ])('%s (%s) → %s', async (description, language, hs6) => {
    expect(await firstHs6(description, language as 'en' | 'ja')).toBe(hs6);
  });
});

describe('shells of nuts are vegetable products (1404.90), not the nuts', () => {
  it('Crushed Walnut Shells Blasting Media 25 lb → 140490', async () => {
    expect(await firstHs6('Crushed Walnut Shells Blasting Media 25 lb')).toBe('140490');
  });
});

describe('a Korean declaration is the goods it names, not what they are for (…용) or made into (… 제조용, … 보강용)', () => {
  expectFirstHs6([
    ['업소용 전기밥솥; 10인용; 220V', '851660'],
    ['카본블랙 N220, 펠릿 형태, 타이어 보강용', '280300'],
    ['라탄 줄기, 껍질 벗긴 것, 지름 4mm, 의자 제조 재료용', '140120'],
  ], 'ko');
});

describe('goods a team title named by a marketplace word the glossary lacked, or by a word that only described them', () => {
  expectFirstHs6([
    ['Whiteboard Dry Erase Markers Bullet Tip 8 Colors Low Odor', '960820'],
    ['Brass Fishing Sinkers Assorted Sizes 60 Pcs with Storage Box', '950790'],
    ['Kids Ride On Car 6V Battery Powered with Parent Remote', '950300'],
    ['Organic Cotton Balls Large 100 Count for Nail Polish Removal', '560121'],
    ['Ant Killer Bait Stations Indoor 6 Count', '380891'],
    ['Mandarin orange segments in light syrup, 312 g can', '200830'],
    ['Frozen pork belly slices, not seasoned or cooked, 1 kg bag', '020329'],
  ]);
});

describe('Japanese and Vietnamese names the glossary lacked', () => {
  expectFirstHs6([['ゴムベラ シリコン製 製菓用 2本組', '392410']], 'ja');
  it('Nhôm lá mỏng (thin aluminium foil) → 7607', async () => {
    expect(await firstHs6('Nhôm lá mỏng cuộn 30cm x 5m dùng nướng thực phẩm', 'vi')).toMatch(/^7607/);
  });
});

describe('marketplace titles: goods said not to be real, goods packed in what they are sold in, a fibre named by its trade name', () => {
  expectFirstHs6([
    ['Artificial Hydrangea Flowers 6 Heads Blue Silk Faux Flowers for Table Decor', '670290'],
    ['Organic Coconut Oil Unrefined 32 fl oz Jar for Cooking and Baking', '151311'],
    ['Microfiber Pillowcases Standard Size Set of 2 Soft Wrinkle Free', '630232'],
    ['Centrifugal Pump Cast Iron with 3 kW Electric Motor for Irrigation', '841370'],
  ]);
});

describe('power banks are lithium-ion accumulators (8507.60); a whetstone sold as a knife sharpener is a hand sharpening stone (6804.30)', () => {
  expectFirstHs6([
    ['Portable Charger 10000mAh Slim Power Bank with LED Display', '850760'],
    ['Whetstone Sharpener 400/1000 Grit Double Sided with Non-Slip Base', '680430'],
  ]);
  expectFirstHs6([['모바일 보조배터리 10000mAh 고속충전', '850760']], 'ko');
});

describe('a low-wattage charger stays a static converter (8504.40); windshield wiper blades are parts of wipers (8512.90)', () => {
  expectFirstHs6([
    ['30W USB C Charger Block Dual Port Fast Charging Wall Adapter', '850440'],
    ['Windshield Wiper Blades 24 and 17 Inch Pair for Ford Escape', '851290'],
  ]);
});

describe('front brake pads are parts of brakes (8708.30); false eyelashes are 6704.19, not complete wigs; kitchen foil is plain rolled foil (7607.11)', () => {
  expectFirstHs6([
    ['Front Ceramic Brake Pad Kit for Toyota RAV4 2019-2023 with Clips', '870830'],
    ['Wispy False Eyelashes 8 Pairs Natural Look Reusable', '670419'],
    ['Aluminum Foil 12 inch x 200 ft Standard Roll Kitchen Wrap', '760711'],
  ]);
});

describe('Korean and Japanese trade names: wool tops (양모 톱, no saw), instant miso soup (味噌汁)', () => {
  it('양모 톱 → wool tops of 5105', async () => {
    expect(await firstHs6('양모 톱; 메리노; 볼 형태', 'ko')).toMatch(/^5105/);
  });
  expectFirstHs6([['インスタント 味噌汁 10食入り', '210410']], 'ja');
});

describe('Korean metals and yarns declared by their trade names: lead, nickel and copper cathodes, flax yarn wound on cones (감은 것, no persimmons)', () => {
  expectFirstHs6([
    ['비합금 니켈 음극판(캐소드), Ni 99.9%, 가공하지 않은 것', '750210'],
    ['정제한 구리 음극(캐소드), 가공하지 않은 것', '740311'],
    ['아마 단사(린넨 100%), 표백하지 않은 것, 콘에 감은 것', '530610'],
    ['텅스텐 분말, 수소 환원법으로 제조, 초경합금 원료용', '810110'],
    ['굴삭기용 버킷, 고장력강 용접 구조, 용량 0.8m3', '843141'],
    ['폴리프로필렌 호모폴리머, 펠릿 형태, 사출성형용', '390210'],
    ['요소, 질소 함량 46%, 입상, 비료용', '310210'],
    ['기술적 규격 천연고무(TSR 20), 블록 형태', '400122'],
  ], 'ko');
});

describe('Japanese and Vietnamese names the glossary lacked: a dishwasher (食器洗い乾燥機, no tableware), carbide drills, PE carrier bags, cassava chips not further prepared, rebar, clutch discs, engine oil, modified starch', () => {
  expectFirstHs6([
    ['食器洗い乾燥機 家庭用 コンパクト', '842211'],
    ['ポリエチレン製手提げ袋、厚さ0.02mm、印刷あり', '392321'],
  ], 'ja');
  expectFirstHs6([
    ['Sắn lát khô, chưa chế biến thêm, dùng làm thức ăn chăn nuôi', '071410'],
    ['Thép cốt bê tông không hợp kim, cán nóng, có gân, đường kính 16mm', '721420'],
    ['Đĩa ly hợp dùng cho xe tải, đường kính 350mm', '870893'],
    ['Dầu nhờn động cơ gốc khoáng SAE 20W-50, phuy 209 lít', '271019'],
    ['Tinh bột sắn biến tính, dạng bột, dùng trong công nghiệp giấy', '350510'],
  ], 'vi');
});

describe('shipped cases\' words the glossary lacked: LAN cables (LAN선), wool bedding (양모요), a makeup brush set spelt 브레쉬, a water bike (수상자전거, no bicycle), beef soup (쇠고기 스프, no beef); an air-compressed confetti cannon is a festive article, no firework', () => {
  expectFirstHs6([
    ['인터넷 LAN선 5m', '854442'],
    ['양모요 싱글', '940490'],
    ['메이크업 브레쉬세트 12종', '960330'],
    ['수상자전거 2인용', '890399'],
    ['쇠고기 스프 분말 1kg', '210410'],
  ], 'ko');
  expectFirstHs6([['Confetti Cannon Party Poppers 4 Pack Air Compressed', '950590']]);
});

describe('a count written in capitals ("3-PHASE", "4-CYL") is no part number: the declaration reads as its words do in lower case', () => {
  expectFirstHs6([
    ['AC INDUCTION MOTOR 3-PHASE 15KW 4P', '850152'],
    ['AC induction motor 3-phase 15kW 4P', '850152'],
  ]);
});
