/** Rows from the sixtieth session's look at the team titles, reworded: what the engine misread there. */
import { askBundledEngine } from './test-engine';

const { expectFirstHs6InLanguages } = askBundledEngine();

describe('yarn declared "not put up for retail sale" is yarn, not the retail goods whose cases share those words', () => {
  expectFirstHs6InLanguages([
    // No shipped case denies retail sale: those that share the words are adhesives and pet food put up for it (3506.10, 2309.10).
    ['Polyester/cotton open end yarn; 65% polyester 35% cotton; Ne 20/1; on paper cones; not put up for retail sale', 'en', '550953'],
  ]);
});

describe('"Hàng mới 100%" (new goods) closing a Vietnamese declaration is no share of a fibre', () => {
  expectFirstHs6InLanguages([
    // Counted as a share it made the composition name-first (cotton 65 %): polyester stays the chief fibre.
    ['Sợi TC 65% polyester 35% cotton Ne 32/1, sợi đơn, quấn côn, chưa đóng gói bán lẻ. Hàng mới 100%', 'vi', '550953'],
  ]);
});

describe('cotton yarn named by its ply in Japanese and Korean is cotton yarn of 5205 or 5206, not apparel of cotton', () => {
  expectFirstHs6InLanguages([
    ['CVC糸 綿55% ポリエステル45% コーマ 40番手 単糸 コーン巻', 'ja', '520624'],
    ['綿コーマ双糸 40/2 綿100% 小売用でない コーン巻 1.5kg', 'ja', '520544'],
    ['면 합연사 면 100% 코마 Ne 40/2, 비소매용, 콘사', 'ko', '520544'],
  ]);
});

describe('plain yarn is none of 5606 gimped or chenille yarn unless it says so; ring-spun is how it is spun, no ring', () => {
  expectFirstHs6InLanguages([
    ['Yarn of 50% acrylic and 50% wool, Nm 2/30, on cones, not put up for retail sale', 'en', '550961'],
    ['Polyester chenille yarn for blankets, 1 kg cone', 'en', '560600'],
    ['Ring spun yarn, 100% polyester, Ne 30/1, raw white', 'en', '550921'],
  ]);
});

describe('knitting yarn in balls of 125 g or less is put up for retail sale, in the heading of its fibre (Section XI note 4)', () => {
  expectFirstHs6InLanguages([
    // 毛糸, 털실 and "knitting yarn" name knitting yarn of any fibre, not wool's alone.
    ['アクリル100% 手編み毛糸 合太 30g玉', 'ja', '551110'],
    ['毛糸 ウール100% 小売用 50g巻', 'ja', '510910'],
    ['아크릴 100% 털실 80g 볼 뜨개질용', 'ko', '551110'],
    ['Acrylic knitting yarn, 100g balls, pack of 5', 'en', '551110'],
  ]);
});
