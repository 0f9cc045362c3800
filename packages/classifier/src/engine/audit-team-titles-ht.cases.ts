/** Rows from the fifty-fifth session's third team titles (dev-ht, dev-hu), reworded: what the engine misread there. */
import { askBundledEngine } from './test-engine';

const { expectFirstHs6InLanguages } = askBundledEngine();

describe('Wood by species: Vietnamese sawn wood (xẻ) and logs (tròn), English lumber by species (dev-ht)', () => {
  expectFirstHs6InLanguages([
    ['Gỗ sồi trắng xẻ sấy (White Oak), dày 25mm, rộng 100-200mm, hàng mới 100%', 'vi', '440791'],
    ['Gỗ tần bì xẻ sấy (White Ash), dày 32mm, dài 2.4m', 'vi', '440795'],
    ['Gỗ thông xẻ sấy (Radiata Pine) 22 x 100 x 3000mm', 'vi', '440711'],
    ['Gỗ teak xẻ, đã sấy, dày 30mm, xuất xứ Myanmar', 'vi', '440723'],
    ['Gỗ bạch đàn tròn (Eucalyptus), đường kính 20-30cm, dài 2m, chưa xử lý', 'vi', '440398'],
    ['Gỗ sồi đỏ tròn (Red Oak), đường kính 40cm, dài 3m', 'vi', '440391'],
    ['Hard maple lumber 4/4 FAS, kiln dried', 'en', '440793'],
    ['Black cherry lumber 5/4, rough sawn', 'en', '440794'],
  ]);
});

describe('Korean personal-care titles: model words that spell other goods (센서티브, 헤어망), repellents and lens care (dev-hu)', () => {
  expectFirstHs6InLanguages([
    ['니베아 맨 센서티브 쉐이빙 폼 200ml', 'ko', '330710'],
    ['모기 기피제 스프레이 이카리딘 100ml', 'ko', '380891'],
    ['망사 헤어망 블랙 10개입', 'ko', '650500'],
    ['렌즈 다목적 관리용액 500ml', 'ko', '330790'],
  ]);
});
