/** Rows from the forty-second session's team titles (dev-dz to dev-eb) and leftovers, reworded: what the engine misread there. */
import { askBundledEngine } from './test-engine';

const { expectFirstHs6InLanguages } = askBundledEngine();

describe('fresh goods are no dried line, and an unrefined fat without a crude line is not another oil crude', () => {
  expectFirstHs6InLanguages([
    ['Fresh sugar snap peas, 500 g clamshell', 'en', '070810'],
    ['Unrefined raw shea butter, 1 kg tub', 'en', '151590'],
    ['Crude palm oil in bulk', 'en', '151110'],
  ]);
});

describe('switchgear over 1000 volts is heading 8535, whatever its subheadings repeat', () => {
  expectFirstHs6InLanguages([
    ['Máy cắt chân không 24kV, 1250A, lắp trong nhà', 'vi', '853521'],
    ['Vacuum circuit breaker, 36 kV, indoor type', 'en', '853521'],
    ['Moulded case circuit breaker 400V 250A', 'en', '853620'],
  ]);
});

describe('an excavator turns on a revolving superstructure, on tracks or not', () => {
  expectFirstHs6InLanguages([
    ['Máy đào bánh xích Hitachi ZX200, đã qua sử dụng', 'vi', '842952'],
    ['중고 굴삭기 (크롤러형) 21톤', 'ko', '842952'],
    ['Bulldozer, track laying, 200 hp', 'en', '842911'],
  ]);
});

describe('Japanese foods by their own names, and a cooked state denied in joined words', () => {
  expectFirstHs6InLanguages([
    ['カップめん（しょうゆ味、油揚げめん、かやく付き）', 'ja', '190230'],
    ['冷凍ぎょうざ（豚肉・野菜入り、生、50個入り）', 'ja', '190220'],
    ['冷凍唐揚げ（鶏もも肉、衣付き、油で揚げたもの）', 'ja', '160232'],
    ['ベーコンブロック（豚ばら肉、塩漬け・くん製、加熱調理していないもの）', 'ja', '021012'],
    ['板のり（乾燥あまのり、焼いていないもの、10枚入り）', 'ja', '121221'],
  ]);
});

describe('goods read by the name of the kind the subheading gives them', () => {
  expectFirstHs6InLanguages([
    ['Genuine chamois leather for car drying, large', 'en', '411410'],
    ['手動カーペットスイーパー（電源不要、回転ブラシ）', 'ja', '960390'],
    ['はんだこて 40W セラミックヒーター', 'ja', '851511'],
    ['家庭用ミシン針 14番 5本入り', 'ja', '845230'],
    ['酸化銀電池 SR44 1.55V 2個入', 'ja', '850640'],
    ['補聴器用空気電池 PR48 6粒', 'ja', '850660'],
    ['ハリケーンランタン 灯油式 アンティーク', 'ja', '940550'],
    ['電動さく乳器 充電式 片胸用', 'ja', '901890'],
    ['Máy sủi oxy bể cá mini 1 vòi siêu êm', 'vi', '841480'],
    ['Đồng hồ định vị trẻ em lắp sim nghe gọi', 'vi', '851762'],
    ['Bóng đèn tuýp huỳnh quang T8 0.6m 18W', 'vi', '853931'],
    ['Bút chì kim bấm 0.7mm kèm ruột chì', 'vi', '960840'],
    ['Máy tính Casio FX-570VN Plus', 'vi', '847010'],
    ['Genuine Cowhide Leather Bifold Wallet for Men', 'en', '420231'],
  ]);
});

describe('looks that are not the material, and household goods of a base metal their usual headings do not take', () => {
  expectFirstHs6InLanguages([
    ['Stoneware Dinner Plates Set of 4, Porcelain Look Glaze', 'en', '691200'],
    ['Leather Texture Crossbody Bag for Women, PU', 'en', '420222'],
    ['Pewter Beer Tankard, 1 Pint', 'en', '800700'],
    ['Titanium Camping Mug 300 ml, Folding Handle', 'en', '810890'],
    ['Copper Moscow Mule Mug 16 oz', 'en', '741810'],
  ]);
});

describe('metal forms, parts and refills named in their own words', () => {
  expectFirstHs6InLanguages([
    ['Nickel Silver Wire 18 Gauge, Half Hard, 5 m', 'en', '740822'],
    ['Zinc Strip Roll 3 in x 25 ft for Roof Moss', 'en', '790500'],
    ['Lead Came U Channel 1/4 inch for Stained Glass, 6 ft', 'en', '780600'],
    ['Disposable Aluminum Foil Pans with Lids, 20 Pack', 'en', '761510'],
    ['Wiper Blade Refills, Natural Rubber Inserts, 2 Pack', 'en', '401699'],
    ['Replacement Hickory Axe Handle 36 inch', 'en', '441700'],
    ['Aromatic Red Cedar Blocks for Closets, 20 Pack', 'en', '442199'],
    ['Bamboo Plates Disposable, 9 inch, 25 Pack', 'en', '441919'],
    ['Cotton Linter Pulp for Papermaking, 1 lb', 'en', '470610'],
    ['Titanium Spork with Bottle Opener', 'en', '821599'],
    ['Drywall Screws #6 x 1-1/4 in, Coarse Thread, 1 lb', 'en', '731814'],
  ]);
});

describe('a Japanese comma parts fields, so only the words a negation joins are denied', () => {
  expectFirstHs6InLanguages([
    ['鶏肉（骨付きもも肉、冷凍、加熱していないもの）', 'ja', '020714'],
    ['ほたて貝柱（冷凍、殻を除いたもの、加熱・調味していないもの）', 'ja', '030722'],
  ]);
});

describe('goods whose subheading names them apart from their heading', () => {
  expectFirstHs6InLanguages([
    ['塩数の子（にしんの卵、塩蔵）', 'ja', '030520'],
    ['ばれいしょでん粉（食品用、25kg袋）', 'ja', '110813'],
    ['鉄道車両用台車（付随車用、輪軸付き）', 'ja', '860712'],
    ['電車（通勤用、ステンレス車体）', 'ja', '860310'],
    ['プラグインハイブリッド乗用車（ガソリンエンジン付き）', 'ja', '870360'],
    ['航空機用降着装置の部分品（前脚用ストラット）', 'ja', '880720'],
    ['補聴器（耳あな型、デジタル式）', 'ja', '902140'],
    ['チェロ（4/4サイズ、弓付き）', 'ja', '920210'],
    ['エアピストル（競技用、口径4.5mm）', 'ja', '930400'],
    ['家庭用テレビゲーム機（携帯型でないもの）', 'ja', '950450'],
    ['書道用毛筆（いたち毛、竹軸）', 'ja', '960330'],
    ['Helicopter main rotor blades, composite, for civil use', 'en', '880710'],
    ['12-gauge shotgun shells, 25 rounds', 'en', '930621'],
  ]);
});

describe('Vietnamese and Japanese foods, drinks and cleaners by their own names', () => {
  expectFirstHs6InLanguages([
    ['Bún gạo khô, chưa nấu chín, chưa nhồi, gói 500 g', 'vi', '190219'],
    ['Thịt trâu đông lạnh không xương, cắt miếng', 'vi', '020230'],
    ['Đường thốt nốt dạng bánh, túi 500 g', 'vi', '170290'],
    ['Xà phòng giặt dạng bánh 150 g', 'vi', '340119'],
    ['Đạm đậu nành dạng sợi, túi 500 g', 'vi', '210610'],
    ['Mạch nha đại mạch sấy khô, chưa rang, bao 25 kg', 'vi', '110710'],
    ['エバミルク 無糖練乳 411g', 'ja', '040291'],
    ['梅酒 720ml アルコール12%', 'ja', '220870'],
    ['ハッカ油 スプレー 10ml', 'ja', '330125'],
    ['빨래비누 200g 3개입', 'ko', '340119'],
  ]);
});

describe('a knitting stitch and a cup sleeve named with goods words', () => {
  expectFirstHs6InLanguages([
    ['Cable Knit Beanie for Women, Acrylic, Winter Slouchy Hat', 'en', '650500'],
    ['Silicone Boot for 30oz Tumbler, Anti-Slip Bottom Protector', 'en', '392410'],
  ]);
});

describe('a laundry drying rack is a household article of its material', () => {
  expectFirstHs6InLanguages([
    ['접이식 빨래건조대 철제 대형', 'ko', '732399'],
  ]);
});
