/** Rows from the forty-fifth session's team titles (dev-ex to dev-ez) and leftovers, reworded: what the engine misread there. */
import { askBundledEngine } from './test-engine';

const { expectFirstHs6InLanguages } = askBundledEngine();

describe('a Vietnamese declaration labelled "Hóa chất" is the chemical it names, not a chemical preparation', () => {
  expectFirstHs6InLanguages([
    ['Hóa chất Natri hydroxit (xút vảy) NaOH 98%, dạng vảy, bao 25kg, dùng xử lý nước', 'vi', '281511'],
    ['Hóa chất Natri sunfat khan Na2SO4 99%, bao 50kg', 'vi', '283311'],
    ['Hóa chất Bentonite natri tự nhiên dạng bột, bao 25kg, dùng cho dung dịch khoan', 'vi', '250810'],
  ]);
});

describe('chemicals and wood by their own names: turpentine, LABSA, ammonium sulphate, particle board, wood flour', () => {
  expectFirstHs6InLanguages([
    ['Dầu thông (gum turpentine) chưng cất, phuy 170 kg', 'vi', '380510'],
    ['Linear alkylbenzene sulphonic acid (LABSA) 96%, 220 kg drums', 'en', '340231'],
    ['Phân bón amoni sunfat (NH4)2SO4, N 21%, bao 50 kg', 'vi', '310221'],
    ['Ván dăm dày 18 mm, 1220 x 2440 mm, dùng đóng tủ bếp', 'vi', '441011'],
    ['OSB board 12 mm, 1220 x 2440 mm, for sheathing', 'en', '441012'],
    ['Bột gỗ thông 100 mesh, bao 20 kg, dùng làm chất độn', 'vi', '440500'],
    ['Ván sàn gỗ kỹ thuật nhiều lớp, mặt gỗ óc chó 2 mm', 'vi', '441875'],
  ]);
});

describe('a drum after the weight it holds is the packing, not a musical drum', () => {
  expectFirstHs6InLanguages([['Spin finish oil for nylon FDY, 180 kg drums', 'en', '340311']]);
});

describe('Korean shop titles: a material in Latin letters or in its primary form beside the goods is their material', () => {
  expectFirstHs6InLanguages([
    ['지퍼백 LDPE 대형 30매 냉동용', 'ko', '392321'],
    ['PMMA 아크릴판 투명 5T 200x300mm', 'ko', '392051'],
    ['욕실 고무매트 천연고무 60x40cm', 'ko', '401691'],
  ]);
});

describe('Korean shop titles: the opening tag names the shop, a device the bag holds is what it is for', () => {
  expectFirstHs6InLanguages([
    ['[시몬스침대] 포켓스프링 매트리스 슈퍼싱글', 'ko', '940429'],
    ['소가죽 브리프케이스 노트북 14인치 수납 남성', 'ko', '420211'],
    ['니트릴 검진장갑 파우더프리 100매 블루', 'ko', '401512'],
    ['강아지 우비 방수 레인코트 중형견', 'ko', '420100'],
    ['고양이 하네스 메쉬 리드줄 세트', 'ko', '420100'],
  ]);
});

describe('a material named for the frame is not the goods\'', () => {
  expectFirstHs6InLanguages([
    ['全身鏡 木製フレーム スタンドミラー 幅35cm', 'ja', '700992'],
    ['Gương soi toàn thân khung gỗ thông 40x150cm', 'vi', '700992'],
  ]);
});

describe('Japanese looks and uses that name no goods: 鋳物調, 南部鉄器風, 食洗機対応', () => {
  expectFirstHs6InLanguages([
    ['南部鉄器風 アルミ やかん 1.5L 鋳物調', 'ja', '761510'],
    ['キッチンバサミ ステンレス 食洗機対応 分解可能', 'ja', '821300'],
    ['鉄瓶 0.8L 南部鉄器 直火対応', 'ja', '732391'],
  ]);
});

describe('goods the English titles named by a narrower name', () => {
  expectFirstHs6InLanguages([
    ['Heavy Duty Christmas Tree Stand for Real Trees up to 8 ft, Steel', 'en', '732399'],
    ['Zippo Windproof Lighter Black Matte, Refillable with Lighter Fluid', 'en', '961380'],
    ['Galvanized Trampoline Springs 5.5 Inch, Pack of 15', 'en', '732020'],
    ['Compost Soil Sieve 15 Inch Stainless Mesh Garden Riddle', 'en', '960400'],
  ]);
});

describe('goods named in their own subheading: rubies, zinc anodes, golf grips, OCC, organic fertiliser, hand saws', () => {
  expectFirstHs6InLanguages([
    ['天然ルビー ルース 0.3ct ラウンドカット 鑑別書付', 'ja', '710391'],
    ['Boat Hull Zinc Anode 4 x 2 in Sacrificial Zinc with Bolts', 'en', '790700'],
    ['Golf Club Grips Midsize 13 Pack Rubber, with Grip Tape', 'en', '950639'],
    ['Giấy phế liệu OCC đóng kiện, dùng sản xuất giấy', 'vi', '470710'],
    ['Phân bón hữu cơ từ phân gà ủ hoai, bao 20 kg', 'vi', '310100'],
    ['両刃のこぎり 替刃式 240mm 木工用', 'ja', '820210'],
  ]);
});

describe('tropical wood named in Korean, Japanese or Vietnamese; a painting by the artist\'s hand', () => {
  expectFirstHs6InLanguages([
    ['티크 원목 도마 40x25cm', 'ko', '441920'],
    ['チーク材 カッティングボード 35cm', 'ja', '441920'],
    ['肉筆 掛け軸 花鳥画 絹本', 'ja', '970191'],
  ]);
});

describe('Korean titles: MDF beside a frame is its material, a Latin word between keeps a Korean name whole', () => {
  expectFirstHs6InLanguages([
    ['MDF 액자 A4 화이트 벽걸이', 'ko', '441490'],
    ['[호환] 전기밥솥 EPDM 고무패킹 10인용', 'ko', '401693'],
  ]);
});

describe('chemicals the Japanese and Korean declarations name: ammonium nitrate, activated clay, LABSA, flares, car wax', () => {
  expectFirstHs6InLanguages([
    ['品名：硝酸アンモニウム、用途：肥料原料、規格：25kg袋', 'ja', '310230'],
    ['品名: 활성백토; 규격: 20kg; 용도: 윤활유 탈색', 'ko', '380290'],
    ['품명: 직쇄 알킬벤젠 술폰산; 규격: 200kg 드럼; 용도: 세제 원료', 'ko', '340231'],
    ['自動車用 発炎筒 5分間燃焼', 'ja', '360490'],
    ['자동차 왁스 고체형 300g 광택 코팅', 'ko', '340530'],
  ]);
});
