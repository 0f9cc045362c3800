/** Rows from the fifty-eighth session's team titles (dev-it to dev-ja), reworded: what the engine misread there. */
import { askBundledEngine } from './test-engine';

const { expectFirstHs6InLanguages } = askBundledEngine();

describe('Vietnamese factory declarations: gas cylinders, taps, hoists, switches, alarms, sockets, diodes, brushes, dust collectors, metal band saws (dev-it)', () => {
  expectFirstHs6InLanguages([
    ['Chai chứa khí bằng thép đúc liền 50 lít, chưa nạp khí, dùng chứa oxy, mới 100%', 'vi', '731100'],
    ['Mũi ta rô tay bằng thép gió M10x1.5, dùng tạo ren lỗ, mới 100%', 'vi', '820740'],
    ['Palang xích điện 1 tấn, điện 220V, dùng nâng hàng trong kho, mới 100%', 'vi', '842511'],
    ['Bộ chuyển mạch mạng (switch Ethernet) 16 cổng dùng cho mạng nội bộ văn phòng, mới 100%', 'vi', '851762'],
    ['Chuông báo cháy 24VDC lắp cho tủ trung tâm báo cháy, mới 100%', 'vi', '853110'],
    ['Ổ cắm công nghiệp 4 chân 16A 400V gắn tường, mới 100%', 'vi', '853669'],
    ['Điốt chỉnh lưu 3A 600V dùng cho bo mạch, mới 100%', 'vi', '854110'],
    ['Cọ quét sơn cán nhựa bản 75mm, mới 100%', 'vi', '960340'],
    ['Máy lọc bụi túi vải 5.5kW cho xưởng gỗ, mới 100%', 'vi', '842139'],
    ['Máy cưa vòng cắt kim loại, đường kính cắt 300mm, mới 100%', 'vi', '846150'],
    ['Điốt phát quang 3mm màu xanh dùng làm đèn báo, mới 100%', 'vi', '854141'],
  ]);
});
describe('Korean shop titles: the food named last after what it is made of, chestnuts, strawberries, tofu, colas and soy milk apart, brand words that are no goods (dev-iv)', () => {
  expectFirstHs6InLanguages([
    ['매일유업 체다 슬라이스치즈 200g 가공치즈', 'ko', '040630'],
    ['충남 공주 알밤 2kg 생밤', 'ko', '080241'],
    ['하우스 설향 생딸기 1kg', 'ko', '081010'],
    ['국산 참깨 100% 참기름 300ml', 'ko', '151550'],
    ['사조참치 라이트 스탠다드 100g x 6캔', 'ko', '160414'],
    ['일동후디스 산양 분유 2단계 800g', 'ko', '190110'],
    ['버터 샌드위치 쿠키 300g', 'ko', '190531'],
    ['카누 미니 마일드 로스트 아메리카노 100T 인스턴트 커피', 'ko', '210111'],
    ['국산콩 두부 찌개용 300g', 'ko', '210690'],
    ['펩시 콜라 제로 355ml x 24캔', 'ko', '220210'],
    ['검은콩 두유 190ml x 16팩', 'ko', '220299'],
    ['노와이어 브라 3매 세트 여성', 'ko', '621210'],
    ['호주산 LA갈비 냉동 1.5kg 양념 안 한 것', 'ko', '020220'],
    ['찹쌀가루 1kg 100% 국산 찹쌀 떡 만들기용', 'ko', '110290'],
    ['焼き甘栗 むき栗 50g×6袋', 'ja', '200819'],
  ]);
});
describe('Shop titles and metal invoices: bath accessories, oak barrels, pliers, plant cages, jar lids, band saw blades, unwrought cobalt, titanium, manganese, chromium and zinc (dev-iu, dev-iw)', () => {
  expectFirstHs6InLanguages([
    ['Plastic Soap Dish with Drain, Bathroom Shower Soap Holder, 2 Pack', 'en', '392490'],
    ['Porcelain Toothbrush Holder, White Ceramic Bathroom Accessory', 'en', '691190'],
    ['American Oak Aging Barrel 3 Liter with Spigot for Whiskey', 'en', '441600'],
    ['Water Pump Pliers 12 Inch, Chrome Vanadium', 'en', '820320'],
    ['Galvanized Steel Tomato Cages, 3 Pack Plant Support', 'en', '732620'],
    ['Plastic Wide Mouth Mason Jar Lids, 12 Pack Storage Caps', 'en', '392350'],
    ['Building Blocks Toy Set, 500 Pieces Creative Brick Box for Kids', 'en', '950300'],
    ['Bi-metal band saw blade, 2360 x 19 x 0.9 mm, 10/14 TPI', 'en', '820220'],
    ['COBALT CATHODE 99.8% MIN', 'en', '810520'],
    ['TITANIUM SPONGE 0.83-25.4MM', 'en', '810820'],
    ['ELECTROLYTIC MANGANESE METAL FLAKES', 'en', '811100'],
    ['CHROMIUM METAL LUMPS 99%', 'en', '811221'],
    ['SHG ZINC INGOTS 99.995%', 'en', '790111'],
    // An aluminium's grade with its temper is no part number making the line a declaration (the cases then found steel line pipe).
    ['ALUMINUM TUBE 1100-H14 SEAMLESS DRAWN OD 30MM', 'en', '760810'],
  ]);
});
describe('Listings after a maker and model, and ferroalloys named in full: briefcases, soldering stations, RC trucks, instant cameras, tractor tyres (dev-iz, dev-iy)', () => {
  expectFirstHs6InLanguages([
    ['Samsonite Leather Briefcase 14 inch Laptop Attache Bag', 'en', '420211'],
    ['Hakko FX888D Soldering Iron Station Digital', 'en', '851511'],
    ['Traxxas Rustler 1/10 RC Truck Brushless', 'en', '950300'],
    ['Fujifilm Instax Square Instant Film Camera', 'en', '900640'],
    ['Rear Farm Tractor Tire 18.4-38 R-1', 'en', '401170'],
    ['High-carbon ferro-chromium lumps, 65% Cr', 'en', '720241'],
    ['Ferro-molybdenum Mo 60%, lumps 10-50 mm', 'en', '720270'],
  ]);
});
describe('Japanese shop titles: dog harnesses, wash basins, tap-mounted water filters, mops and phone tripods (dev-ix)', () => {
  expectFirstHs6InLanguages([
    ['【小型犬用】犬 ハーネス リード セット', 'ja', '420100'],
    ['【磁器製】置き型 洗面ボウル 丸型', 'ja', '691010'],
    ['【蛇口直結型】浄水器 カートリッジ付き', 'ja', '842121'],
    ['フロアモップ マイクロファイバー 伸縮柄', 'ja', '960390'],
    ['スマホ 三脚 自撮り リモコン付き', 'ja', '962000'],
  ]);
});
describe('Korean declarations of materials: p-xylene, styrene, DOP, industrial stearic acid, random PP copolymer, tissue jumbo rolls, textured yarn, stainless wire, brass strip, nickel cathodes, spiral wound gaskets (dev-ja)', () => {
  expectFirstHs6InLanguages([
    ['파라자일렌 (PX 99.8%) PTA 원료', 'ko', '290243'],
    ['스티렌 모노머 (SM 99.9%)', 'ko', '290250'],
    ['프탈산디옥틸 (DOP) 가소제', 'ko', '291732'],
    ['공업용 스테아린산 (트리플프레스)', 'ko', '382311'],
    ['폴리프로필렌 랜덤 공중합체 (펠릿)', 'ko', '390230'],
    ['티슈 원지 (점보롤, 18G/M2)', 'ko', '480300'],
    ['폴리에스터 가연사 (DTY 75D/36F)', 'ko', '540233'],
    ['스테인리스강 선 (STS304, 직경 2.0MM)', 'ko', '722300'],
    ['황동 스트립 (C2600, 두께 0.5MM)', 'ko', '740921'],
    ['전해니켈 (캐소드, Ni 99.9%)', 'ko', '750210'],
    ['스파이럴 와운드 개스킷 (SUS316 + 흑연)', 'ko', '848410'],
  ]);
});
