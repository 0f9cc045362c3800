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
