/** Rows from the thirty-fourth session's team titles (dev-cd, dev-ce, dev-cf and earlier files), reworded: what the engine misread there. */
import { askBundledEngine } from './test-engine';

const { expectFirstHs6InLanguages } = askBundledEngine();

describe('tyre cord fabric splits on its polymer, as the HS text words it ("of polyester")', () => {
  expectFirstHs6InLanguages([
    ['Dipped tyre cord fabric, high tenacity nylon 66 yarn', 'en', '590210'],
    ['Tyre cord fabric of high tenacity polyester yarn, dipped', 'en', '590220'],
  ]);
});

describe('silk named beside a man-made fibre, neither with a share, is the look of a man-made satin', () => {
  expectFirstHs6InLanguages([
    ['Satin Silk Pyjama Set for Women Long Sleeve, Polyester Charmeuse', 'en', '620822'],
    ['Đồ ngủ pijama nữ lụa satin polyester tay dài', 'vi', '620822'],
    ['새틴 잠옷 원피스 여성 폴리에스터', 'ko', '620822'],
  ]);
});

describe('copper wire splits on its maximum cross-sectional dimension (over 6 mm is 7408.11)', () => {
  expectFirstHs6InLanguages([
    ['Copper wire rod, refined copper 99.99 %, diameter 8 mm, in coils', 'en', '740811'],
    ['Dây đồng tinh luyện dạng cuộn, đường kính 8mm', 'vi', '740811'],
  ]);
});

describe('a Korean form whose goods-name label opens the first field still names the goods', () => {
  expectFirstHs6InLanguages([
    ['품명: 참깨(식용, 탈피 전); 규격: 30kg 포대; 원산지: 탄자니아', 'ko', '120740'],
    ['품명: 주석 잉곳; 규격: Sn 99.95%, 비합금; 원산지: 말레이시아', 'ko', '800110'],
  ]);
});

describe('a charger, flashlight or drill bit named with what it plugs, hangs or cuts by', () => {
  expectFirstHs6InLanguages([
    ['45W USB C Wall Charger Fast Charging Plug Adapter for Samsung', 'en', '850440'],
    ['Key Chain Flashlight Rechargeable Mini LED Torch', 'en', '851310'],
    ['HSS Twist Drill Bits Set 19pcs for Metal 1-10mm', 'en', '820750'],
    ['Nail Art Rhinestones Flatback Glass Crystals 2000pcs', 'en', '701810'],
    ['Embroidery Floss 50 Skeins Cotton Thread for Friendship Bracelet String', 'en', '520710'],
  ]);
});

describe('a plated metal covers the goods: plated stainless jewellery is imitation jewellery, vermeil on silver is silver', () => {
  expectFirstHs6InLanguages([
    ['18K PVD Gold Plated Stainless Steel Figaro Chain Necklace', 'en', '711719'],
    ['14K Gold Vermeil Stud Earrings, Gold Plated on 925 Sterling Silver', 'en', '711311'],
  ]);
});

describe('football boots and spiked shoes are sports footwear whether or not they cover the ankle', () => {
  expectFirstHs6InLanguages([['Football Boots Firm Ground Studded Sole, PU Synthetic Upper, Men', 'en', '640219']]);
});

describe('LED strip lights are LED luminaires, not Christmas-tree lighting strings', () => {
  expectFirstHs6InLanguages([
    ['LED Strip Lights 5m RGB with Remote and Power Adapter', 'en', '940542'],
    ['テープライト LED 3m リモコン付き', 'ja', '940542'],
    ['Solar Stake Lights Garden Pathway 6 Pack', 'en', '940541'],
  ]);
});

describe('a kayak or a boat said to have no motor is not designed to be used with one', () => {
  expectFirstHs6InLanguages([['Inflatable Kayak 1 Person PVC with Paddle, no Motor', 'en', '890312']]);
});

describe('a fabric named last after made goods is their material', () => {
  expectFirstHs6InLanguages([['Fake Flower Bouquet Peonies Wedding Decor Polyester Fabric', 'en', '670290']]);
});

describe('porcelain tableware is 6911; a granite look is no granite; steel mesh is steel', () => {
  expectFirstHs6InLanguages([
    ['Marble Look Cake Stand with Pedestal, White Porcelain, 12 Inch', 'en', '691110'],
    ['Granite Look Non-Stick Frying Pan, Aluminum Body, 11 Inch', 'en', '761510'],
    ['Desk Organizer Black Steel Mesh with Drawer and Pen Holder', 'en', '830400'],
  ]);
});

describe('fuel canisters, mop pads, hair extensions and speakers with two drivers', () => {
  expectFirstHs6InLanguages([
    ['Backpacking Stove Fuel Canister, Isobutane Blend 230 g', 'en', '271113'],
    ['Microfiber Mop Pads Refill for Spray Mop, 6 Pack, Washable', 'en', '630710'],
    ['Tape-In Hair Extensions Remy Human Hair 20 Inch', 'en', '670420'],
    ['Waterproof Bluetooth Speaker with Dual Drivers and Passive Radiator', 'en', '851822'],
  ]);
});

describe('Japanese: a skillet said to have no enamel, linen fabric, a mink coat', () => {
  expectFirstHs6InLanguages([
    ['鋳鉄 スキレット 25cm ホーロー加工なし', 'ja', '732391'],
    ['リネン織物 亜麻100% 無地 幅150cm', 'ja', '530919'],
    ['ミンク毛皮製コート 婦人用', 'ja', '430310'],
  ]);
});

describe('wood and pulp split on coniferous or not and on the species; wool yarn on being combed', () => {
  expectFirstHs6InLanguages([
    ['Gỗ thông xẻ sấy, dày 30mm, chưa bào', 'vi', '440711'],
    ['Sawn white oak lumber, 25 mm, kiln dried', 'en', '440791'],
    ['Sawn teak boards 30 mm thick', 'en', '440723'],
    ['Bột giấy hóa học từ gỗ cứng, sulphate, đã tẩy trắng', 'vi', '470329'],
    ['Sợi len chải kỹ 100% lông cừu, chưa đóng gói bán lẻ', 'vi', '510710'],
  ]);
});

describe('Korean declarations deny a state or other goods after naming them ("볶지 않은 것", "설탕·시럽 첨가 미함유", "당 절임 아닌 것")', () => {
  expectFirstHs6InLanguages([
    ['천연꿀(아카시아), 설탕·시럽 첨가 미함유; 1kg 병; 뉴질랜드', 'ko', '040900'],
    ['곶감(건조한 감), 당 절임 아닌 것; 500g; 원산지: 중국', 'ko', '081340'],
  ]);
});

describe('a Korean name followed by its part number or grade still names only the goods', () => {
  expectFirstHs6InLanguages([
    ['볼베어링 6204ZZ(깊은 홈)', 'ko', '848210'],
    ['헤드램프 ASSY 92102-XXXXX (승용차용, LED)', 'ko', '851220'],
    ['골판지제 상자(택배 포장용), 접은 상태; 원산지: 베트남', 'ko', '481910'],
  ]);
});

describe('the subheadings of the heading the reader named are all weighed: a diesel engine\u2019s part is 8409.99', () => {
  expectFirstHs6InLanguages([
    ['PISTON RING SET FOR MARINE DIESEL ENGINE; BORE 250MM; P/N 4410-220; JAPAN', 'en', '840999'],
    ['품명: 디젤엔진용 피스톤; 규격: 알루미늄합금, 트럭용; 원산지: 일본', 'ko', '840999'],
  ]);
});

describe('sesame seeds have their own subheading; peat moss is peat; anthracite in Vietnamese', () => {
  expectFirstHs6InLanguages([
    ['참깨(볶지 않은 것, 탈피하지 않은 것); 원산지 수단', 'ko', '120740'],
    ['Organic Black Sesame Seeds 500g', 'en', '120740'],
    ['Canadian Sphagnum Peat Moss 3 cu ft', 'en', '270300'],
    ['Than đá antraxit dạng cục, chưa đóng bánh', 'vi', '270111'],
  ]);
});

describe('a sibling far closer to the stated kinds goes first: hot-rolled coil said not pickled', () => {
  expectFirstHs6InLanguages([['HOT ROLLED STEEL COIL; NON-ALLOY; 3.5MM X 1500MM; NOT PICKLED; NOT CLAD, PLATED OR COATED', 'en', '720838']]);
});

describe('accessories and machines named with what they fit or how they work', () => {
  expectFirstHs6InLanguages([
    ['Tempered Glass Screen Protector Galaxy S25 3 Pack', 'en', '700719'],
    ['Foldable mini drone with 4K camera, 249 g', 'en', '880621'],
    ['TUG BOAT; STEEL HULL; 2400HP; HARBOUR TOWING', 'en', '890400'],
    ['BALL POINT PENS; PLASTIC BARREL; BLACK INK; 50 PCS', 'en', '960810'],
    ['CNC LATHE; HORIZONTAL; FOR METAL; NUMERICALLY CONTROLLED; KOREA', 'en', '845811'],
    ['Palletizing robot, 4-axis, for bags and cartons', 'en', '842870'],
    ['Articles of apparel of furskin; LADIES MINK FUR JACKET; DENMARK', 'en', '430310'],
  ]);
});

describe('Japanese and Vietnamese names: refined copper wire, padlocks, roses', () => {
  expectFirstHs6InLanguages([
    ['品名：精製銅線 最大断面寸法8mm 用途：電線製造用', 'ja', '740811'],
    ['Ổ khóa thép chống cắt 50mm kèm 3 chìa', 'vi', '830110'],
    ['Bó 30 bông hồng tươi cắt cành', 'vi', '060311'],
  ]);
});

describe('Korean and Vietnamese names: an inverter air conditioner, oak firewood, copper pipe, a manual coffee grinder', () => {
  expectFirstHs6InLanguages([
    ['벽걸이 에어컨 인버터 9평형 (실내기+실외기)', 'ko', '841510'],
    ['캠핑용 참나무 장작 10kg', 'ko', '440112'],
    ['정제동 배관 파이프 15A', 'ko', '741110'],
    ['수동 커피 그라인더 세라믹 날', 'ko', '821000'],
  ]);
});

describe('a thickness written "0,012 mm", paper-faced plasterboard, machine-made lace, a motorcycle\u2019s intake air filter', () => {
  expectFirstHs6InLanguages([
    ['Nhôm lá mỏng chưa bồi, dày 0,015mm, dạng cuộn', 'vi', '760711'],
    ['Tấm thạch cao phủ giấy, dày 12mm, dùng làm vách', 'vi', '680911'],
    ['Ren dệt máy bằng sợi nylon dạng dải khổ 3cm, dùng may đồ lót', 'vi', '580421'],
    ['Lọc gió xe máy Honda Vision, lọc khí nạp động cơ', 'vi', '842131'],
  ]);
});

describe('Japanese words in brackets are read, no code; inflatable boats in every language', () => {
  expectFirstHs6InLanguages([
    ['品名：製材（マツ属、厚さ45mm、かんな掛けなし） 用途：建築用', 'ja', '440711'],
    ['品名：精製鉛（インゴット、未加工） 用途：蓄電池製造用', 'ja', '780110'],
    ['Thuyền kayak bơm hơi 1 người PVC, không dùng động cơ', 'vi', '890312'],
  ]);
});

describe('a boat for an outboard motor, white cement, a Korean telescopic umbrella', () => {
  expectFirstHs6InLanguages([
    ['Pleasure boats; INFLATABLE BOAT FOR OUTBOARD MOTOR, NET WEIGHT 55KG; CHINA', 'en', '890311'],
    ['백색 포틀랜드 시멘트; 25kg 포대; 원산지: 태국', 'ko', '252321'],
    ['접는 우산(자루가 신축식인 것), 나일론 덮개', 'ko', '660191'],
  ]);
});

describe('an English first field names the goods before its first comma', () => {
  expectFirstHs6InLanguages([['Extra virgin olive oil, not chemically modified, 5 L tins; Origin: Italy', 'en', '150920']]);
});
