/** Rows from the thirty-sixth session's team titles (dev-cs, dev-ct, dev-cu, dev-cw and earlier files), reworded: what the engine misread there. */
import { askBundledEngine } from './test-engine';

const { expectFirstHs6InLanguages } = askBundledEngine();

describe('a declaration named by the glossary keeps its heading where the cases are less than sure of another', () => {
  expectFirstHs6InLanguages([
    ['LED BULB; B22 BASE, 12W, 1055LM; 230VAC; FOR HOUSEHOLD LIGHTING; ORIGIN CN', 'en', '853952'],
  ]);
});

describe("whom the goods are for and their grade are part of a declaration's name, not other goods", () => {
  expectFirstHs6InLanguages([
    ['SPECIAL HIGH GRADE ZINC INGOTS; ZN 99.995%; ORIGIN: KR', 'en', '790111'],
    ["WOMEN'S ANKLE SOCKS; 75% COTTON 22% POLYESTER 3% SPANDEX; KNITTED; ORIGIN: CN", 'en', '611595'],
  ]);
});

describe('a Korean form names its goods whole where the glossary holds the name with its modifier', () => {
  expectFirstHs6InLanguages([
    ['품명: 소설책 / 규격: 무선본, 280페이지 / 원산지: 영국', 'ko', '490199'],
    ['품명: 전기 승용자동차 / 규격: 배터리 60kWh, 5인승 / 원산지: 독일', 'ko', '870380'],
  ]);
});

describe("a Vietnamese or Japanese declaration's unsure ranking yields to the reader's heading", () => {
  expectFirstHs6InLanguages([
    ['Rượu vang trắng Chardonnay 12.5% vol, chai 750ml, xuất xứ Úc; hàng mới 100%', 'vi', '220421'],
    ['Cá tra phi lê đông lạnh, không da, không xương, thùng 10kg; hàng mới 100%', 'vi', '030462'],
    ['天然ゴム、技術的格付けをしたもの(TSR10)、ベール', 'ja', '400122'],
  ]);
});

describe("a Korean declaration's doubtful ranking yields to the reader's heading", () => {
  expectFirstHs6InLanguages([
    ['품명: 증분형 로터리 엔코더 / 분해능 2,048펄스/회전 / 원산지: 일본', 'ko', '903180'],
    ['품명: 대두유 조유(정제하지 않은 것); 규격: 벌크; 원산지: 미국', 'ko', '150710'],
  ]);
});

describe('polyester staple is a fibre, not stapler staples', () => {
  expectFirstHs6InLanguages([
    ['품명: 폴리에스터 방적사 / 규격: 폴리에스터 스테이플 100%, Ne 40/1, 단사, 콘 권취', 'ko', '550921'],
  ]);
});
