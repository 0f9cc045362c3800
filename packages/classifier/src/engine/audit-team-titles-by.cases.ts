/** Rows from the thirty-third session's team titles (dev-by, dev-bz, dev-ca and earlier files), reworded: what the engine misread there. */
import { askBundledEngine } from './test-engine';

const { expectFirstHs6InLanguages } = askBundledEngine();

describe('gas pocket lighters split on being refillable', () => {
  expectFirstHs6InLanguages([
    ['Disposable gas lighters, non-refillable, 10 pack', 'en', '961310'],
    ['Refillable butane pocket lighter, windproof', 'en', '961320'],
    ['Bật lửa gas nhựa, không nạp lại được, 50 cái', 'vi', '961310'],
  ]);
});

describe('in a Japanese phrase what comes before の or から成る qualifies the name after it', () => {
  expectFirstHs6InLanguages([
    ['ペンチとドライバーの工具セット', 'ja', '820600'],
    ['スパナ・ドライバー・ペンチから成る工具セット、ケース入り', 'ja', '820600'],
  ]);
});

describe('a Korean ruling without "로서" names the goods last, before "임"', () => {
  expectFirstHs6InLanguages([['본 물품은 드라이버와 스패너를 케이스에 넣은 소매용 공구 세트임', 'ko', '820600']]);
});

describe('a Korean name followed only by its origin is a plain name, no declaration', () => {
  expectFirstHs6InLanguages([
    // Declared so, the cases sharing "냉동" (frozen vegetables) outweighed the shrimps the reader named.
    ['냉동 흰다리새우; 원산지 베트남', 'ko', '030617'],
    // Clauses saying what the goods are ("…것") qualify the name before them: the first field still names only the shrimps.
    ['냉동 흰다리새우, 껍데기 붙은 것, 조리하지 않은 것; 규격 21/25; 원산지 인도', 'ko', '030617'],
  ]);
});

describe('Korean, Japanese and Vietnamese say goods are not knitted', () => {
  expectFirstHs6InLanguages([
    ['침대 시트, 면 100%, 날염한 것, 편직하지 않은 것, 퀸 사이즈', 'ko', '630221'],
    ['Áo sơ mi nam 100% cotton, không dệt kim', 'vi', '620520'],
  ]);
});

describe('yarns go to their chief fibre\'s chapter', () => {
  expectFirstHs6InLanguages([
    ['Crochet yarn 100% cotton, 4 balls of 50 g', 'en', '520710'],
    ['면 100% 뜨개실 50g 6볼', 'ko', '520710'],
    // Yarn for hand knitting is put up for retail sale (Section XI note 4): thrown silk yarn of 5006, not 5004.
    ['Mulberry silk yarn for knitting, 100% silk', 'en', '500600'],
  ]);
});

describe('sneakers are no sports footwear of 6402.19 (Chapter 64 subheading note 1)', () => {
  expectFirstHs6InLanguages([
    ["Women's sneakers, PU leather upper, rubber sole", 'en', '640299'],
    ['Soccer cleats firm ground, synthetic upper, studded sole', 'en', '640219'],
  ]);
});

describe('words naming no goods', () => {
  expectFirstHs6InLanguages([
    // "Shelf Stable" says the drink keeps unrefrigerated; "Hook and Loop" closes the shoes.
    ['Almond Milk Unsweetened 6 x 32 oz Shelf Stable', 'en', '220299'],
    ['Toddler Light Up Sneakers Faux Leather Upper Hook and Loop Girls', 'en', '640299'],
  ]);
});

describe('Korean names the glossary did not know', () => {
  expectFirstHs6InLanguages([
    ['카카오 원두, 볶지 않은 것; 원산지 코트디부아르', 'ko', '180100'],
    ['그랜저 호환 캐빈필터 활성탄 에어컨 필터', 'ko', '842139'],
    // Not said pickled, under 3 mm: 7208.39.
    ['열간압연 코일, 비합금강, 두께 2.5mm, 폭 1,219mm', 'ko', '720839'],
  ]);
});
