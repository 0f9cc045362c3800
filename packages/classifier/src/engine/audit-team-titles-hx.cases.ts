/** Rows from the fifty-sixth session's team titles (dev-hx to dev-ie), reworded: what the engine misread there. */
import { askBundledEngine } from './test-engine';

const { expectFirstHs6InLanguages } = askBundledEngine();

describe('British shop words: hobs, trunks, throws, TV units, oven-safe dishes (dev-hx)', () => {
  expectFirstHs6InLanguages([
    ['Built-in Electric Ceramic Hob 60cm, 4 Cooking Zones, Black Glass Top', 'en', '851660'],
    ["Men's Cotton Stretch Trunks 3 Pack, 95% Cotton 5% Elastane, Navy, Large", 'en', '610711'],
    ['Sherpa Fleece Throw 150 x 200cm, 100% Polyester, Cream', 'en', '630140'],
    ['Oak Effect TV Unit with Two Drawers, 140cm, Wooden', 'en', '940360'],
    ['Borosilicate Glass Roaster Dish 2.5L, Oven & Freezer Safe', 'en', '701342'],
  ]);
});

describe('Korean chemical and metal declarations: words inside words (밀도, 육수화물, 니트릴, 비발포, 비중공) and English grades (dev-ia)', () => {
  expectFirstHs6InLanguages([
    ['PP 블록 코폴리머 (Polypropylene Impact Copolymer) 사출용 펠릿, 25kg 포대', 'ko', '390230'],
    ['LLDPE 수지 (에틸렌-부텐 공중합체) 밀도 0.920, 필름용 펠릿', 'ko', '390140'],
    ['황산니켈 육수화물 (NiSO4·6H2O), 이차전지 전구체용, 25kg 포대', 'ko', '283324'],
    ['탄산리튬 배터리급 (Lithium Carbonate) Li2CO3 99.5%, 500kg 톤백', 'ko', '283691'],
    ['PTFE 파인파우더, 페이스트 압출용, 25kg 드럼', 'ko', '390461'],
    ['실리콘 오일 (Dimethyl Silicone Fluid) 점도 1000 cSt, 200kg 드럼', 'ko', '391000'],
    ['캐스트 아크릴판 (PMMA) 투명 10T x 1,220 x 2,440mm, 비발포', 'ko', '392051'],
    ['EPDM 고무 (Ethylene Propylene Diene Monomer) 베일, 무니점도 50', 'ko', '400270'],
    ['의료용 니트릴 검사장갑 무분말, L 사이즈, 100매/박스', 'ko', '401512'],
    ['알루미늄 합금 압출 앵글 6063-T5, 50x50x5mm, 비중공, 6m', 'ko', '760429'],
    ['알루미늄 합금 판재 5052-H32, 2.0t x 1,220 x 2,440mm', 'ko', '760612'],
    ['Seamless stainless steel tube, cold drawn, 304, OD 19.05 mm', 'en', '730441'],
  ]);
});

describe('Vietnamese grocery titles: states denied (không cấp đông), cooking uses (nhúng lẩu), fish and fruit by kind (dev-hy)', () => {
  expectFirstHs6InLanguages([
    ['Ba chỉ bò Úc cắt lát đông lạnh 500g - thịt bò không xương nhúng lẩu, nướng BBQ', 'vi', '020230'],
    ['Cá lóc tươi làm sạch nguyên con 1kg', 'vi', '030279'],
    ['Gà ta nguyên con làm sạch, hàng tươi, không đông lạnh', 'vi', '020711'],
    ['Phô mai Con Bò Cười hộp 16 miếng 240g', 'vi', '040630'],
    ['Long nhãn sấy khô 300g', 'vi', '081340'],
    ['Kem tẩy đa năng chai 500ml, tẩy rửa bếp (dạng kem có hạt mài)', 'vi', '340540'],
    ['Socola đen 85% dạng thanh 100g - không nhân', 'vi', '180632'],
  ]);
});

describe('Craft and sewing supplies by kind: dyes, foils, papers, charcoal, frit, chenille and coated fabrics (dev-hz)', () => {
  expectFirstHs6InLanguages([
    ['Fiber Reactive Procion MX Dye, Fuchsia, 2 oz Jar', 'en', '320416'],
    ['Toner Reactive Foil, Silver, 12 in x 8 ft Roll', 'en', '321210'],
    ['Compressed Charcoal Sticks, Soft, 12 pcs', 'en', '960990'],
    ['Tracing Paper Pad 9 x 12 in, 50 Sheets', 'en', '480630'],
    ['Crepe Paper Roll 180 g, Italian, Red', 'en', '480890'],
    ['Glass Frit, Coarse, Opaque White, 1 lb, for Kiln Fusing', 'en', '320740'],
    ['Blanket Yarn, 100% Polyester Chenille, Super Bulky, 10 oz', 'en', '560600'],
    ['Wool Coating Fabric, Melton, 100% Wool, Woollen-Spun, 450 gsm, 58 in', 'en', '511119'],
    ['Wire Wreath Frame 16 in, Green Steel Wire', 'en', '732620'],
    ['Carded Wool Batts for Needle Felting, 4 oz', 'en', '510510'],
    ['Dried Lavender Bundles, Natural, 2 oz', 'en', '060390'],
  ]);
});

describe('Outdoor and sporting goods by kind: coolers, holsters, golf carts, hooks, wetsuits and bicycle parts (dev-ic)', () => {
  expectFirstHs6InLanguages([
    ['Hard Cooler 35 qt, Rotomolded Polyethylene, White', 'en', '392490'],
    ['Leather Belt Holster for Compact Pistol, Brown Steerhide', 'en', '420291'],
    ['3-Wheel Golf Push Cart, Foldable, Black', 'en', '871680'],
    ['Octopus Hooks Size 2/0, 25 Pack', 'en', '950720'],
    ['Candle Lantern, Brass, with 3 Candles', 'en', '940550'],
    ['Natural Palm Straw Cowboy Hat, Wide Brim', 'en', '650400'],
  ]);
});

describe("Exporters' machinery and electrical names: switchgear, arresters, insulators, brushes and process plant (dev-ie)", () => {
  expectFirstHs6InLanguages([
    ['Hermetic Rotary Compressor R22 12000BTU for Window Air Conditioner', 'en', '841430'],
    ['Gasketed Plate Heat Exchanger, SUS316 Plates, NBR Gaskets, 15 m2', 'en', '841950'],
    ['200L Steam Jacketed Kettle with Stirrer, Stainless Steel, for Sauce Cooking', 'en', '841981'],
    ['Reverse Osmosis Water Treatment Plant 500 LPH with Sand Filter', 'en', '842121'],
    ['Horizontal Flow Pack Machine for Candy Bars, Pillow Bag', 'en', '842240'],
    ['Plastic Crusher Granulator 200 kg/h for PET Bottles', 'en', '847780'],
    ['Horizontal Ribbon Blender 500L Stainless Steel Powder Mixer', 'en', '847982'],
    ['CNC Plasma Cutting Machine 1530 Gantry Type, 63A', 'en', '845640'],
    ['Three Phase Output Line Reactor 50A 380V, Choke', 'en', '850450'],
  ]);
});

describe('Japanese textile names and Vietnamese fashion titles: fabrics named by the garment they are for, sewing thread, scarves (dev-ib, dev-id)', () => {
  expectFirstHs6InLanguages([
    ['家庭用ミシン糸 綿100% #60 200m巻 スプール 小売用', 'ja', '520420'],
    ['綿100% 敷布 無地 布帛 ダブル 180×250cm', 'ja', '630231'],
    ['PP織袋 ポリプロピレン フラットヤーン 平織 30kg入 500枚/梱', 'ja', '630533'],
    ['Khăn rằn Nam Bộ 100% cotton dệt, 60x120cm', 'vi', '621490'],
  ]);
});

describe('Home-improvement titles and Korean groceries: metal hoses, safes, flooring, coveralls; seasoning denied (양념 안 한, 조미 안 함), mandarins by kind (dev-if, dev-ig, dev-ii)', () => {
  expectFirstHs6InLanguages([
    ['Stainless Steel Flexible Shower Hose 1.5 m, Interlocking, Chrome, 1/2 in Nuts', 'en', '830710'],
    ['Fireproof Steel Safe with Digital Keypad, 0.8 Cu. Ft.', 'en', '830300'],
    ['Peel and Stick Vinyl Tile, 12 x 12 in, Marble Look, 30 Pack', 'en', '391810'],
    ['SMS nonwoven disposable coverall, white, hooded, front zipper', 'en', '621010'],
    ['Hot rolled pickled and oiled coil SPHC 2.3mm x 1,219mm, non-alloy', 'en', '720827'],
    ['[냉동] 미국산 LA갈비 1.5kg 양념 안 한 생갈비 (뼈포함)', 'ko', '020220'],
    ['국내산 마른오징어 5미 (건오징어, 조미 안 함)', 'ko', '030749'],
    ['제주 노지감귤 3kg 가정용', 'ko', '080521'],
    ['제주 한라봉 2kg 선물용', 'ko', '080529'],
  ]);
});
