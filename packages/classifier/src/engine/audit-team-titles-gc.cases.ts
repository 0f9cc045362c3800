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
