/** Rows from the sixty-fifth session's look at the team titles, reworded: transformers by their VA, windscreens with devices, games on disc, connectors named twice, footwear that is no athletic shoe, car seats, refrigerant compressors, room lamps, chocolates in pieces and bars. */
import { askBundledEngine } from './test-engine';

const { expectFirstHs6InLanguages } = askBundledEngine();

describe('a transformer sold by its VA is a whole transformer; a windscreen with heating wires is 8708.22, a plain one 7007.21', () => {
  expectFirstHs6InLanguages([
    ['Control transformer, single phase, 250VA, 440V to 110V', 'en', '850431'],
    ['制御盤用トランス 単相 300VA 200V/100V', 'ja', '850431'],
    ['Biến áp cách ly 1 pha 200VA, điện áp 220V/110V', 'vi', '850431'],
    ['Heated front windscreen for a delivery van, laminated, with heating wires', 'en', '870822'],
    ['자동차용 프론트 윈드실드 (접합유리, 열선 내장)', 'ko', '870822'],
    ['Laminated windscreen for a pickup, unframed, without heating wires or antenna', 'en', '700721'],
    ['自動車用フロントガラス 合わせガラス 枠なし 熱線・センサー類なし 補修用', 'ja', '700721'],
  ]);
});

describe('a game on disc for a console is recorded media; the console stays 9504.50; connectors named twice take the narrower name', () => {
  expectFirstHs6InLanguages([
    ['Racing game for PlayStation 5, physical disc, English edition', 'en', '852349'],
    ['PS4 액션 게임 타이틀 한글판 블루레이 디스크', 'ko', '852349'],
    ['PlayStation 5 console with controller', 'en', '950450'],
    ['커넥터 (보드 대 보드) 0.5MM 피치 30핀', 'ko', '853669'],
    ['Đầu nối (connector) bo mạch - bo mạch 30 chân, bước 0,5mm', 'vi', '853669'],
  ]);
});

describe('boots and sandals of textile are no athletic footwear; a car seat is 9401.20; a fridge compressor is 8414.30', () => {
  expectFirstHs6InLanguages([
    ["Women's faux suede ankle boots, side zip, block heel", 'en', '640419'],
    ["Men's sport sandal, polyester webbing straps, rubber outsole", 'en', '640419'],
    ['Ghế ô tô bọc da khung thép, có ray trượt, dùng cho xe 7 chỗ', 'vi', '940120'],
    ['Hermetic compressor for household refrigerator, refrigerant R600a, 220V', 'en', '841430'],
    ['エアコン用ロータリーコンプレッサー 冷媒R32', 'ja', '841430'],
    ['Portable air compressor 12V for car tyres', 'en', '841480'],
    ['充電式 エアコンプレッサー 空気入れ 自転車 車 ボール用 デジタル', 'ja', '841480'],
  ]);
});

describe('room lamps are none of the vehicle lights or solar lamps; chocolates in pieces are 1806.90, bars 1806.32', () => {
  expectFirstHs6InLanguages([
    ['LED 책상용 스탠드 램프 (LED 전용)', 'ko', '940521'],
    ['LED wall sconce for a hallway', 'en', '940511'],
    ['Assorted milk and dark chocolate truffles, 300 g box', 'en', '180690'],
    ['ミルクチョコレート 板チョコ 50g×5枚', 'ja', '180632'],
  ]);
});
