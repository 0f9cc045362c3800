/** Rows from the sixty-sixth session's look at the team titles, reworded: polymer ropes, copper wire by its size, hardwoods of no listed kind, textile-reinforced hoses, computers without their monitor, real fur, dried grasses, flavoured waters, knee-high boots, malleable fittings, leather and fur hats, PET chips. */
import { askBundledEngine } from './test-engine';

const { expectFirstHs6InLanguages } = askBundledEngine();

describe('a polymer the line names decides its rope; wire is sized by its diameter; rubberwood and acacia are neither coniferous nor tropical', () => {
  expectFirstHs6InLanguages([
    ['Twisted polypropylene rope, 3 strand, 10 mm, 200 m coil', 'en', '560749'],
    ['General purpose polystyrene pellets (GPPS)', 'en', '390319'],
    ['Copper wire rod of refined copper, 8 mm, in coils', 'en', '740811'],
    ['Gỗ cao su xẻ sấy, dày 30mm, dùng làm đồ gỗ', 'vi', '440799'],
    ['Gỗ keo (Acacia) rừng trồng xẻ sấy, dày 25mm, làm bàn ghế', 'vi', '440799'],
  ]);
});

describe('a hose reinforced with textile is 4009.31; a computer without its monitor and keyboard is a processing unit', () => {
  expectFirstHs6InLanguages([
    ['Rubber air hose, textile reinforced, without fittings, 10 mm', 'en', '400931'],
    ['Ống cao su gia cố bằng sợi dệt, chưa lắp đầu nối, phi 12mm', 'vi', '400931'],
    ['Mini PC with Intel processor, 16GB RAM, 512GB SSD', 'en', '847150'],
    ['데스크톱 컴퓨터 본체 (모니터·키보드 미포함)', 'ko', '847150'],
    ['Desktop computer system presented together: tower unit, 24" monitor, keyboard, mouse', 'en', '847149'],
  ]);
});

describe('real fur makes apparel 4303.10 and hats 6506.99; pampas is a grass; lemon water is flavoured; knee-high boots are 6401.99', () => {
  expectFirstHs6InLanguages([
    ['リアルファー フォックス マフラー', 'ja', '430310'],
    ['Faux fur scarf for women, polyester', 'en', '621430'],
    ['Real rabbit fur trapper hat with ear flaps', 'en', '650699'],
    ['Dried pampas grass stems for vase decoration', 'en', '060490'],
    ['레몬향 탄산수 무가당 500ml', 'ko', '220210'],
    ['Kids knee high rubber rain boots, one piece moulded', 'en', '640199'],
    ['Black malleable iron 90 degree elbow, 1 inch, threaded', 'en', '730719'],
    ['PET bottle grade chips, IV 0.82 dl/g', 'en', '390761'],
    ['흰다리새우 머리 제거 껍질째 냉동, 가공용', 'ko', '030617'],
  ]);
});
