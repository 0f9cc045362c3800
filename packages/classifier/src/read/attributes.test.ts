import { TextView } from '../glossary';
import type { Lang } from '../types';
import { readAttributes } from './attributes';

const read = (text: string, langs: Lang[] = ['en', 'vi', 'ja', 'ko']) => readAttributes(new TextView(text), langs);

describe('construction', () => {
  it.each([
    ['knitted cotton shirt', 'knitted'], ['knit top', 'knitted'], ['jersey dress', 'knitted'], ['crocheted scarf', 'knitted'],
    ['woven shirt', 'woven'], ['denim jacket', 'woven'], ['twill trousers', 'woven'], ['shirts, not knitted or crocheted', 'woven'],
    ['non-woven bag', 'nonwoven'], ['nonwoven fabric', 'nonwoven'],
    ['áo dệt kim', 'knitted'], ['vải dệt thoi', 'woven'], ['túi vải không dệt', 'nonwoven'],
    ['ニット セーター', 'knitted'], ['メリヤス肌着', 'knitted'], ['綿織物', 'woven'], ['不織布マスク', 'nonwoven'],
    ['니트 원피스', 'knitted'], ['편직 원단', 'knitted'], ['면직물', 'woven'], ['부직포 가방', 'nonwoven'],
    // Said not to be knitted, the goods are woven (chapter 62, the "not knitted" lines of 6302).
    ['침대 시트, 면 100%, 편직하지 않은 것', 'woven'], ['シャツ、綿100%、メリヤス編みでないもの', 'woven'], ['áo sơ mi cotton, không dệt kim', 'woven'],
    ['cotton shirt', null],
    ['polar fleece jacket', 'knitted'], ['fleece pullover', 'knitted'], ['fleece lined denim jacket', 'woven'], ['fleece-lined boots', null], ['raw sheep fleece', null],
  ])('%s → %s', (text, construction) => {
    expect(read(text).construction).toBe(construction);
  });
});

describe('gender and age', () => {
  it.each([
    ["men's shirt", 'men'], ['mens jacket', 'men'], ["women's dress", 'women'], ['ladies blouse', 'women'], ["boys' shorts", 'boys'], ['girls skirt', 'girls'],
    ['baby romper', 'babies'], ['unisex hoodie', 'unisex'], ["men's and women's socks", 'unisex'],
    ['áo thun nam', 'men'], ['váy nữ', 'women'], ['quần áo bé trai', 'boys'], ['đồ sơ sinh', 'babies'],
    ['メンズ シャツ', 'men'], ['レディース ワンピース', 'women'], ['女の子 スカート', 'girls'], ['ベビー 肌着', 'babies'],
    ['남성 티셔츠', 'men'], ['여성 블라우스', 'women'], ['여아 원피스', 'girls'], ['유아 내복', 'babies'],
    ['man-made fibres', null], ['nam châm', null], ['xuất xứ Việt Nam', null],
  ])('%s → %s', (text, gender) => {
    expect(read(text).gender).toBe(gender);
  });

  it('notes children without a gender', () => {
    expect(read('KIDS TSHIRT')).toMatchObject({ gender: null, children: true });
    expect(read('áo thun trẻ em')).toMatchObject({ gender: null, children: true });
    expect(read('キッズ Tシャツ')).toMatchObject({ gender: null, children: true });
    expect(read('아동 티셔츠')).toMatchObject({ gender: null, children: true });
  });
});

describe('food state', () => {
  it.each([
    ['frozen shrimp', 'frozen'], ['chilled salmon fillet', 'chilled'], ['fresh mango', 'fresh'], ['live lobster', 'live'], ['dried mango', 'dried'],
    ['salted fish', 'salted'], ['smoked salmon', 'smoked'], ['cooked peeled shrimp, frozen', 'cooked'], ['canned tuna in oil', 'preserved'],
    ['tôm đông lạnh', 'frozen'], ['cá khô', 'dried'], ['cá hồi hun khói', 'smoked'], ['xoài tươi', 'fresh'],
    ['冷凍えび', 'frozen'], ['冷蔵 サーモン', 'chilled'], ['乾燥しいたけ', 'dried'], ['燻製', 'smoked'],
    ['냉동 새우', 'frozen'], ['냉장 연어', 'chilled'], ['건조 표고버섯', 'dried'], ['훈제 연어', 'smoked'], ['소금 조미 견과류', 'prepared'], ['볶은 땅콩', 'cooked'],
    ['dry ice', null], ['냉동고', null], ['조미료', null],
    // States the goods are said not to be in are not theirs; fruit in syrup is preserved (2008).
    ['frozen duck legs, not seasoned or cooked', 'frozen'], ['trout fillets, chilled, not smoked, salted or dried', 'chilled'], ['dried morels, not further prepared', 'dried'],
    ['fresh whole chicken, not frozen', 'fresh'], ['pineapple chunks in light syrup', 'preserved'],
    // Korean says so after the state words, Vietnamese before them.
    ['고등어, 소금에 절인 것, 건조·훈제하지 않은 것', 'salted'], ['냉동 새우, 조리하지 않은 것', 'frozen'], ['sắn lát khô, chưa chế biến thêm', 'dried'], ['cá basa phi lê không da đông lạnh', 'frozen'],
  ])('%s → %s', (text, state) => {
    expect(read(text).state).toBe(state);
  });
});

describe('power source and electricity', () => {
  it.each([
    ['electric kettle', 'electric'], ['e-bike 250W', 'electric'], ['cordless drill', 'battery'], ['rechargeable flashlight', 'battery'], ['manual can opener', 'manual'],
    ['gasoline lawn mower', 'engine'], ['máy khoan dùng pin', 'battery'], ['xe chạy xăng', 'engine'], ['電動ドリル', 'electric'], ['充電式 掃除機', 'battery'],
    ['手動 鉛筆削り', 'manual'], ['전동 드릴', 'electric'], ['충전식 청소기', 'battery'], ['수동 펌프', 'manual'],
    ['manual transmission', null], ['휴대폰 충전기', null], ['điện thoại', null],
  ])('%s → %s', (text, power) => {
    expect(read(text).power).toBe(power);
  });

  it('sees electricity in voltage, wattage and electronic words', () => {
    expect(read('LED strip 12V').electricalHint).toBe(true);
    expect(read('bluetooth speaker').electricalHint).toBe(true);
    expect(read('wooden spoon').electricalHint).toBe(false);
  });
});
