/** Rows from the thirty-seventh session's team titles (dev-cx, dev-cy, dev-cz and earlier files), reworded: what the engine misread there. */
import { askBundledEngine } from './test-engine';

const { expectFirstHs6InLanguages } = askBundledEngine();

describe('a roll of self-adhesive film or tape is split on its width, and a film said not adhesive is no 3919', () => {
  expectFirstHs6InLanguages([
    ['PROTECTIVE FILM PE 60UM SELF ADHESIVE 1250MM X 100M', 'en', '391990'],
    ['아크릴 폼 양면테이프 10MM X 10M', 'ko', '391910'],
    ['PTFE thread seal tape 3/4 inch x 260 inch 5 rolls', 'en', '392099'],
    ['품명: PET 필름; 비접착; 롤 형태(폭 1,000mm)', 'ko', '392062'],
  ]);
});

describe('what a declaration states of the goods decides between sibling lines', () => {
  expectFirstHs6InLanguages([
    ['Swivel seats with variable height adjustment, other than of wood; EXECUTIVE CHAIR WITH NYLON BASE; CN', 'en', '940139'],
    ['Aluminium foil 0.009 mm thick laminated to paper, in rolls, for packaging', 'en', '760720'],
    ['Blood glucose test strips 50 count for glucose meter', 'en', '382219'],
    ['COTTON YARN COMBED NE40/1 (NM 67.7) 100% NOT FOR RETAIL SALE', 'en', '520524'],
    ['Rubber hydraulic hose of vulcanised rubber reinforced with two steel wire braids, with fittings', 'en', '400922'],
    ['자동차용 강화유리; 뒷문용, 승용차용', 'ko', '700711'],
    ['DIESEL ENGINE 6-CYL 150KW FOR HYDRAULIC EXCAVATOR', 'en', '840890'],
    ['Handmade oatmeal soap bar 4 pack', 'en', '340111'],
    ['Rơ le trung gian 12VDC 14 chân kèm đế cắm', 'vi', '853641'],
  ]);
});

describe('a Japanese declaration keeps its ratings across full-width slashes, and batteries are split on their chemistry', () => {
  expectFirstHs6InLanguages([
    ['品名：三相誘導電動機／出力7.5kW／AC400V 50Hz', 'ja', '850152'],
    ['品名：自動車用鉛蓄電池（始動用）／12V 60Ah', 'ja', '850710'],
    ['Bình ắc quy khô AGM 12V 9Ah dùng cho bộ lưu điện', 'vi', '850720'],
  ]);
});

describe('the glossary names machine, instrument and bicycle parts in Japanese and Vietnamese', () => {
  expectFirstHs6InLanguages([
    ['品名：3爪スクロールチャック／6インチ／旋盤用', 'ja', '846620'],
    ['品名：眼鏡フレーム（チタン製）', 'ja', '900319'],
    ['品名：ディスポーザブル注射筒（針なし）／10mL', 'ja', '901831'],
    ['Yên xe đạp thể thao đệm gel', 'vi', '871495'],
    ['Đĩa xích thép 30 răng dùng cho băng tải', 'vi', '848390'],
    ['Lốc lạnh điều hòa ô tô Honda City', 'vi', '841430'],
  ]);
});

describe('a woven fabric is read by its chief fibre, its origin (synthetic or artificial), its form (staple or filament) and its coating', () => {
  expectFirstHs6InLanguages([
    ['PVC coated polyester fabric 500 g/m2 for truck covers', 'en', '590310'],
    ['비스코스 레이온 필라멘트 100% 직물, 염색, 폭 150cm', 'ko', '540822'],
    ['ポリエステル短繊維80% 綿20% 先染めストライプ 平織 120g/m2', 'ja', '551331'],
    ['綿100% ギンガムチェック 先染め 平織 90g/m2 幅110cm', 'ja', '520841'],
    ['Vải dệt thoi từ sợi đay, chưa tẩy trắng, khổ 120cm, dùng may bao tải', 'vi', '531010'],
    ['TR FABRIC, POLYESTER STAPLE 70% / VISCOSE STAPLE 30%; YARN-DYED, 210 G/M2', 'en', '551511'],
    ['POLYESTER SPUN YARN 30/2, 100% POLYESTER, DYED, ON CONES, NOT SEWING THREAD', 'en', '550922'],
    ['綿糸 綿100% コーマ糸 単糸 30番手 小売用でない 織物用', 'ja', '520523'],
    ['가황고무제 컨베이어 벨트, EP 직물 3겹 보강, 폭 800mm', 'ko', '401012'],
  ]);
});

describe('garments of rayon are of "other textile materials" where their kind has no line of artificial fibres', () => {
  expectFirstHs6InLanguages([
    ["Women's Jersey Knit Midi Skirt 95% Rayon 5% Spandex", 'en', '610459'],
    ["Women's Knit Blazer 70% Rayon 25% Nylon 5% Spandex", 'en', '610439'],
    ['Knit Beanie Hat Acrylic Cuffed Winter Skull Cap Stocking Cap', 'en', '650500'],
  ]);
});

describe('Japanese and Vietnamese shop titles name household goods and foods the glossary now holds', () => {
  expectFirstHs6InLanguages([
    ['Ghế ăn gỗ cao su không bọc nệm, KT 40x45x85cm', 'vi', '940169'],
    ['メンズ クルーネックT 綿100% 半袖 白', 'ja', '610910'],
    ['Hoa hồng lụa giả trang trí 5 bông', 'vi', '670290'],
    ['品名：鉄瓶（鋳鉄製、ほうろう引きでないもの）', 'ja', '732391'],
    ['竹製 盆ざる 30cm 手編み', 'ja', '460211'],
    ['原木栽培 干し椎茸 どんこ 80g', 'ja', '071234'],
    ['日清 カップヌードル シーフード 75g×12個', 'ja', '190230'],
  ]);
});

describe('roasted coffee and folding umbrellas are read in every language', () => {
  expectFirstHs6InLanguages([
    ['네스프레소 호환 캡슐커피 미디엄로스트 50개입', 'ko', '090121'],
    ['3단 자동 우산 경량 암막', 'ko', '660191'],
    ['日傘 折りたたみ 遮光 UVカット 晴雨兼用', 'ja', '660191'],
    ['STRAIGHT UMBRELLA, AUTO OPEN, NON-TELESCOPIC', 'en', '660199'],
  ]);
});
