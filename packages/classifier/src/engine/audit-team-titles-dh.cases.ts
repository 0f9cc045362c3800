/** Rows from the thirty-ninth session's team titles (dev-dd to dev-dk), reworded: what the engine misread there. */
import { askBundledEngine } from './test-engine';

const { expectFirstHs6InLanguages } = askBundledEngine();

describe('a three-phase motor is no universal AC/DC motor, and a figure before "vòng/phút" is no voltage', () => {
  expectFirstHs6InLanguages([
    ['Động cơ điện 3 pha xoay chiều 11kW 380V 2 cực, vỏ gang. Hàng mới 100%', 'vi', '850152'],
    ['Three-phase AC induction motor 15 kW 400 V, 1460 rpm', 'en', '850152'],
  ]);
});

describe('yarn is read by its fibres, their partner and its put-up in Vietnamese', () => {
  expectFirstHs6InLanguages([
    ['Sợi TC 65/35 Ne 30/1 (65% xơ staple polyester, 35% cotton), sợi đơn. Hàng mới 100%', 'vi', '550953'],
    ['Sợi len acrylic 100% cuộn 50g để bán lẻ', 'vi', '551110'],
  ]);
});

describe('Japanese declarations name metals, dried mushrooms and cylinders in their own words', () => {
  expectFirstHs6InLanguages([
    ['品名：乾しいたけ スライス 国産', 'ja', '071234'],
    ['品名：精製銅の線（断面最大寸法 2.6mm、コイル巻き）', 'ja', '740819'],
    ['品名：アルミニウム合金の板（A6061、厚さ5mm）', 'ja', '760612'],
    ['品名：電解ニッケル（合金にしていないもの）', 'ja', '750210'],
    ['品名：エアシリンダー（単動式、ボア径25mm）', 'ja', '841231'],
    ['Hydraulic cylinder double acting bore 63mm stroke 200mm for tipper truck', 'en', '841221'],
  ]);
});

describe('a valve is for hydraulic or pneumatic transmissions by its use, not by its actuator', () => {
  expectFirstHs6InLanguages([
    ['Hydraulic directional control valve for excavator, 4/3 way, 24 V DC solenoid', 'en', '848120'],
    ['Pneumatic ball valve actuator-operated stainless steel DN50 for chemical pipeline', 'en', '848180'],
  ]);
});

describe('household textiles and fabrics are split on being knitted, bleached and their fibres', () => {
  expectFirstHs6InLanguages([
    ['ミラーレースカーテン 経編 ポリエステル100% 幅100×丈176cm', 'ja', '630312'],
    ['Ga giường cotton 100% trơn 1m8x2m', 'vi', '630231'],
    ['品名：綿織物 平織 未さらし 綿100% 目付：80g/㎡', 'ja', '520811'],
    ['品名：ストレッチデニム 綿98% ポリウレタン2% 目付：340g/㎡', 'ja', '520942'],
    ['品名：丸編生地 綿95% ポリウレタン5% 目付：180g/㎡', 'ja', '600410'],
    ['BLANKET(ACRYLIC 100%,NOT ELECTRIC) 180X220CM', 'en', '630140'],
  ]);
});

describe('what a description denies or says of its use decides the line', () => {
  expectFirstHs6InLanguages([
    ['동해 마른오징어 5미', 'ko', '030749'],
    ['품명: 하이브리드 승용차; 규격: 가솔린 엔진과 전기모터, 비 플러그인', 'ko', '870340'],
    ['Ắc quy axit chì kín khí VRLA 12V 200Ah cho UPS, không dùng để khởi động', 'vi', '850720'],
    ['Cast resin dry-type transformer 3-phase 1600 kVA 22kV/0.4kV', 'en', '850434'],
  ]);
});

describe('appliances and instruments named with their parts or in Korean', () => {
  expectFirstHs6InLanguages([
    ['Tủ lạnh gia đình 2 cửa, ngăn đá có cửa riêng biệt, máy nén inverter, 250 lít', 'vi', '841810'],
    ['Tủ đông dạng nằm 300 lít, nắp mở trên. Hàng mới 100%', 'vi', '841830'],
    ['품명: 심전계; 규격: 6채널 휴대형', 'ko', '901811'],
    ['품명: 펄스옥시미터; 규격: 손가락형', 'ko', '901819'],
  ]);
});

describe('a yarn named by a man-made fibre\'s word is of its stated chief fibre', () => {
  expectFirstHs6InLanguages([
    ['품명: CVC 방적사; 규격: 면 55% 폴리에스터 45%, Ne 20/1 코마; 원산지: 베트남', 'ko', '520622'],
    ['품명: 캐시미어 방적사; 규격: 캐시미어 100%, 소모, Nm 2/48', 'ko', '510810'],
  ]);
});

describe('Japanese shop titles and declarations of meat, fish and groceries', () => {
  expectFirstHs6InLanguages([
    ['品名：冷凍牛ショートリブ（骨付き、チョイス）', 'ja', '020220'],
    ['品名：冷蔵大西洋さけ（ラウンド、養殖）チリ産', 'ja', '030214'],
    ['品名：干しだら（Gadus morhua、塩蔵後乾燥、頭部除去）', 'ja', '030551'],
    ['品名：くん製にしん（Clupea harengus、キッパー）', 'ja', '030542'],
    ['クノール カップスープ ポタージュ 8袋入', 'ja', '210410'],
    ['キャットフード 成猫用 ドライフード 1.5kg', 'ja', '230910'],
    ['伯方の塩 あら塩 1kg', 'ja', '250100'],
  ]);
});

describe('Vietnamese foods and chemicals by their own names, medium and species', () => {
  expectFirstHs6InLanguages([
    ['Bột ngũ vị hương gói 100g', 'vi', '091091'],
    ['Snack bắp vị phô mai gói 50g', 'vi', '190410'],
    ['Cá nục khô có muối, bao 10kg', 'vi', '030554'],
    ['Natri clorua tinh khiết (NaCl 99.8%), dạng bột, chai 500g', 'vi', '250100'],
    ['Sơn lót gốc dung môi, thùng 18L', 'vi', '320890'],
    ['Keo dán gỗ PVA nhũ tương, can 5kg', 'vi', '350691'],
    ['Hạt nhựa PVC đã hóa dẻo dùng sản xuất ống mềm', 'vi', '390422'],
    ['Gà con 1 ngày tuổi, khoảng 42g/con', 'vi', '010511'],
  ]);
});

describe('a coating, a look and a device the goods answer to are not the goods', () => {
  expectFirstHs6InLanguages([
    ['세라믹 코팅 궁중팬 26cm 알루미늄 다이캐스팅', 'ko', '761510'],
    ['우드 스타일 PP 수납장 4단', 'ko', '940370'],
    ['스마트폰 터치 장갑 니트 아크릴', 'ko', '611693'],
    ['수채화 물감 36색 세트 튜브형', 'ko', '321310'],
    ['LED 수면등 무드등 스탠드 터치식', 'ko', '940521'],
  ]);
});

describe('Vietnamese declarations of vehicle and machine parts, cables and pumps', () => {
  expectFirstHs6InLanguages([
    ['Má phanh đĩa sau dùng cho xe máy Honda Wave, có tấm đế thép', 'vi', '871410'],
    ['Cụm đèn pha LED bên phải dùng cho xe ô tô Toyota Vios', 'vi', '851220'],
    ['Cáp điện trung thế 3 lõi Cu/XLPE/PVC 3x95mm2, 12,7/22(24)kV', 'vi', '854460'],
    ['Càng nâng bằng thép rèn cho xe nâng hàng 3 tấn, dài 1.070mm', 'vi', '843120'],
    ['Khuôn ép phun nhựa 2 lòng khuôn bằng thép, dùng sản xuất nắp chai', 'vi', '848071'],
    ['Máy bơm ly tâm trục đứng đa tầng cánh, động cơ 5,5kW, bơm nước sạch', 'vi', '841370'],
    ['Máy điều hòa không khí dùng cho xe khách 29 chỗ, công suất lạnh 20kW', 'vi', '841520'],
    ['Động cơ điện không đồng bộ 3 pha 0,55kW 4 cực 380V', 'vi', '850151'],
  ]);
});

describe('what the goods are made of or for decides between like lines', () => {
  expectFirstHs6InLanguages([
    ['Kawaii Animal Erasers 24 pcs PVC Pencil Erasers for Kids', 'en', '392610'],
    ['Natural rubber pencil eraser, white, 12 pack', 'en', '401692'],
    ['ロードバイク用 リアディレイラー 11速 シマノ互換', 'ja', '871499'],
    ['バイク用 ブレーキパッド フロント PCX125 対応', 'ja', '871410'],
    ['Adult Coloring Book Mandala Designs 60 pages', 'en', '490199'],
  ]);
});
