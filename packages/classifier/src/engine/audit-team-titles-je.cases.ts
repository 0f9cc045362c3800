/** Rows from the sixty-second session's look at the team titles, reworded: milk by its fat and form, peanuts, pretzels, vitamins in doses, air conditioners by kind. */
import { askBundledEngine } from './test-engine';

const { expectFirstHs6InLanguages } = askBundledEngine();

describe('milk by its fat, its form and added sugar', () => {
  expectFirstHs6InLanguages([
    ['Instant whole milk powder 900 g tin', 'en', '040221'],
    ['Sữa bột nguyên kem 25kg', 'vi', '040221'],
    ['Skimmed milk powder, 25 kg bag, for bakery use', 'en', '040210'],
    ['脱脂粉乳 25kg', 'ja', '040210'],
    ['Unsweetened cocoa powder 250 g', 'en', '180500'],
  ]);
});

describe('peanuts, pretzels and vitamins put up in doses', () => {
  expectFirstHs6InLanguages([
    ['Honey roasted peanuts 200 g jar', 'en', '200811'],
    ['볶은 땅콩 1kg', 'ko', '200811'],
    ['Raw peanuts in shell, 25 kg bags', 'en', '120241'],
    ['Salted pretzel twists 250 g bag', 'en', '190590'],
    ['Vitamin C 1000mg 100 tablets', 'en', '300450'],
  ]);
});

describe('air conditioners for vehicles and floor-standing ones', () => {
  expectFirstHs6InLanguages([
    ['12V truck parking air conditioner', 'en', '841520'],
    ['カーエアコン 12V 駐車クーラー', 'ja', '841520'],
    ['스탠드형 에어컨 냉방 전용 18평형', 'ko', '841582'],
    ['Điều hòa tủ đứng 48000BTU 1 chiều', 'vi', '841582'],
  ]);
});
