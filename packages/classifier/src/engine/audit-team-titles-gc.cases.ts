/** Rows from the fiftieth session's team titles (dev-gc, dev-gd), reworded: what the engine misread there. */
import { askBundledEngine } from './test-engine';

const { expectFirstHs6InLanguages } = askBundledEngine();

describe('Japanese technical names written without their last long-vowel mark, and parts named by their own words', () => {
  expectFirstHs6InLanguages([
    ['タイミングプーリ S8M 歯数24 アルミ', 'ja', '848350'],
    ['油圧シリンダ 片ロッド 内径50mm ストローク150mm', 'ja', '841221'],
    ['ベルトコンベヤ 幅450mm 機長3m', 'ja', '842833'],
    ['冷蔵ショーケース用エバポレーター', 'ja', '841899'],
    ['渦巻ポンプ用羽根車 青銅 φ200', 'ja', '841391'],
    ['DDR5 SDRAM 16Gbit BGA', 'en', '854232'],
    ['みがき棒鋼 S45C φ25 冷間引抜', 'ja', '721550'],
    ['可鍛鋳鉄製ねじ込み管継手 チーズ 25A', 'ja', '730719'],
    ['静脈留置針 20G 50本入', 'ja', '901839'],
    ['燃料タンク 樹脂製 乗用車用', 'ja', '870899'],
    ['ポリウレタンチューブ 外径8mm 継手なし 空圧配管用', 'ja', '391732'],
    ['アルミ合金地金 AC4C インゴット', 'ja', '760120'],
    ['Heat Resistant Fiber Wig Short Bob, Synthetic, for Women', 'en', '670411'],
  ]);
});

describe('Vietnamese steel and metal declarations: coils by kind and coating, bars drawn cold, seamless tubes, sizes typed without marks', () => {
  expectFirstHs6InLanguages([
    ['Inox 430 cán nguội dạng cuộn, dày 0.6mm, khổ 1219mm, bề mặt BA', 'vi', '721934'],
    ['Thép không gỉ cán nguội dạng cuộn SUS304 dày 2.0mm khổ 1240mm', 'vi', '721933'],
    ['Thep cuon can nong khong hop kim SS400, day 8.0mm, kho 1500mm', 'vi', '720837'],
    ['Thép lá mạ kẽm điện phân dạng cuộn, dày 0.8mm x rộng 1219mm', 'vi', '721030'],
    ['Thép cuộn mạ kẽm nhúng nóng Z80, dày 0.6mm, khổ 1219mm', 'vi', '721049'],
    ['Thép lá mạ thiếc (tinplate) dày 0.18mm, khổ 900mm, dạng tờ', 'vi', '721012'],
    ['Thép tròn S45C kéo nguội phi 30mm dài 6m, không hợp kim', 'vi', '721550'],
    ['Ống thép đúc cán nóng ASTM A106, OD 60.3mm x 3.91mm', 'vi', '730439'],
    ['Hạt nhựa GPPS nguyên sinh dùng ép phun', 'vi', '390319'],
    ['Đinh thép bê tông dài 4cm', 'vi', '731700'],
  ]);
});

describe('bars drawn cold and spring steel grades', () => {
  expectFirstHs6InLanguages([
    ['STS304 COLD DRAWN ROUND BAR 25MM X 6M', 'en', '722220'],
    ['PEELED ROUND BAR S45C DIA 60', 'en', '721550'],
  ]);
});

describe('shop titles: a count of colours names no colour, and what comes with the goods names no sibling line', () => {
  expectFirstHs6InLanguages([
    ['24 Colour Eyeshadow Palette Matte and Shimmer', 'en', '330420'],
    ['Table Tennis Paddles Set of 2 with 6 Balls and Carry Bag', 'en', '950640'],
  ]);
});

describe('a katakana compound is named by its last name, and Korean industrial names', () => {
  expectFirstHs6InLanguages([
    ['スニーカーソックス メンズ 綿混 くるぶし丈 5足組', 'ja', '611595'],
    ['カットソーワンピース レディース 綿100% 半袖 ロング', 'ja', '610442'],
    ['リネンシャツ レディース 麻100% 長袖 布帛', 'ja', '620690'],
    ['알루미늄 합금 관 ; 6063 ; 인발관 ; 외경 30mm', 'ko', '760820'],
    ['절삭 인서트 ; 초경합금 ; 선삭용 ; 공구 미부착', 'ko', '820900'],
  ]);
});
