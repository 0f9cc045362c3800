/**
 * Printed matter, paper goods, media and games as shops and importers name them: books and their
 * formats, pictures and originals, cards, stationery, records and discs, video games and consoles,
 * stamps. Each row's HS6 was decided from the schedule's texts and notes, not from the engine.
 */
import { askBundledEngine } from './test-engine';
import type { Lang } from '../types';

const { firstHs6 } = askBundledEngine();

describe('goods counted out in a box are the goods, not a box for them', () => {
  it.each([
    ['Christmas cards box of 20 with envelopes', '490900'],
    ['Window envelopes #10 500 box', '481710'],
  ])('%s → %s', async (description, hs6) => {
    expect(await firstHs6(description)).toBe(hs6);
  });
});

describe('paper stationery by its subheading: pads and books to write in, exercise books, binders and folders, sets, plain cards, bags, blank labels', () => {
  it.each([
    ['Legal pad yellow 8.5x11 12 pack', '482010'],
    ['Field Notes memo books 3-pack', '482010'],
    ['Mead Composition Book 100 sheets wide ruled', '482010'],
    ['Address book small alphabetical', '482010'],
    ['Blank recipe book to write in', '482010'],
    ['Graph paper pad 8.5x11 quad ruled', '482010'],
    ['Exercise book A4 48 pages school', '482020'],
    ['Cardboard ring binder 2 inch', '482030'],
    ['Manila file folders letter size 100 box', '482030'],
    ['Boxed stationery set writing paper and envelopes', '481730'],
    ['Letter writing stationery set with envelopes', '481730'],
    ['Blank postcards 100 pack kraft', '481720'],
    ['Mailing envelopes 9x12 catalog clasp 100 count', '481710'],
    ['Gift bags medium with tissue paper kraft 12 pack', '481940'],
    ['Avery address labels 30 per sheet white', '482190'],
    ['Blank shipping labels 4x6 thermal direct 500 per roll', '482190'],
    ['Custom printed product labels roll 2x3 inch paper', '482110'],
  ])('%s → %s', async (description, hs6) => {
    expect(await firstHs6(description)).toBe(hs6);
  });
});

describe('trading cards named by their game\'s shorthand', () => {
  it.each([
    ['MTG Secret Lair drop sealed', '950440'],
  ])('%s → %s', async (description, hs6) => {
    expect(await firstHs6(description)).toBe(hs6);
  });
});

describe('the names shops give printed matter, originals, stamps, games and recordings', () => {
  it.each([
    ['Encyclopaedia Britannica 1985 complete set 32 volumes', '490191'],
    ['Collins Spanish-English Dictionary paperback', '490191'],
    ['Holy Bible King James Version leather bound', '490199'],
    ['Math workbook grade 3 practice', '490199'],
    ['Sudoku puzzle book large print 300 puzzles', '490199'],
    ['Where the Crawdads Sing by Delia Owens (Hardcover, 2018) 1st Edition', '490199'],
    ['Beethoven Symphony No. 5 full score', '490400'],
    ['USGS topographic map quadrangle', '490590'],
    ['Original pastel drawing portrait', '970191'],
    ['Charcoal drawing original figure study', '970191'],
    ['Original serigraph by Peter Max signed', '970290'],
    ['Original screen print hand-pulled 2/50 signed', '970290'],
    ['Collection of 1000 different worldwide stamps', '970400'],
    ['USPS Forever stamps book of 20 current issue', '490700'],
    ['Dominoes double six set', '950490'],
    ['Foosball table', '950490'],
    ['Poker chips set 500 pcs with case', '950490'],
    ['Go game set with bamboo board and stones', '950490'],
    ['DualSense wireless controller PS5 midnight black', '950450'],
    ['Logitech G29 racing wheel for PS5', '950450'],
    ['PS4 Slim 500GB console bundle with 2 controllers', '950450'],
    ['Pokemon Scarlet Violet 151 Elite Trainer Box', '950440'],
    ['Topps Series 1 baseball cards 2024 hanger box', '491199'],
    ['Hamilton Original Broadway Cast Recording 2CD', '852349'],
  ])('%s → %s', async (description, hs6) => {
    expect(await firstHs6(description)).toBe(hs6);
  });

  it.each([
    ['村上春樹 ノルウェイの森 文庫本', 'ja', '490199'],
    ['영어 사전', 'ko', '490191'],
    ['PS5 コントローラー DualSense', 'ja', '950450'],
  ])('%s (%s) → %s', async (description, language, hs6) => {
    expect(await firstHs6(description, language as Lang)).toBe(hs6);
  });
});

describe('goods named before a work\'s format are its title or subject', () => {
  it.each([
    ['Metallica Master of Puppets Remastered LP', '852380'],
    ['Minecraft PC game DVD-ROM', '852349'],
    ['Dr. Seuss The Cat in the Hat hardcover kids book', '490199'],
    ['Spanish course book with audio CD', '490199'],
    ['Car stereo with CD player', '852721'],
  ])('%s → %s', async (description, hs6) => {
    expect(await firstHs6(description)).toBe(hs6);
  });
});

describe('"vinyl" closing a title that names no goods, or a field of its own, is the record', () => {
  it.each([
    ['Frank Ocean Blonde vinyl', '852380'],
    ['Olivia Rodrigo GUTS Exclusive Limited Edition Purple Vinyl', '852380'],
    ['Taylor Swift Midnights Vinyl', '852380'],
    ['Nevermind (Vinyl) - Nirvana', '852380'],
  ])('%s → %s', async (description, hs6) => {
    expect(await firstHs6(description)).toBe(hs6);
  });

  it.each([['Clear vinyl 20 gauge'], ['Marine vinyl upholstery 54 inch'], ['Glitter HTV vinyl']])('%s is no record', async (description) => {
    expect((await firstHs6(description))?.slice(0, 4)).not.toBe('8523');
  });
});

describe('stickers of paper are printed matter (4911.99), of plastics self-adhesive plastics (3919.90)', () => {
  it.each([
    ['Paper stickers floral scrapbooking 40 pcs', '491199'],
    ['Vinyl stickers waterproof laptop stickers 50 pack', '391990'],
  ])('%s → %s', async (description, hs6) => {
    expect(await firstHs6(description)).toBe(hs6);
  });
});

describe('paper in the sheet named after paper goods is what they are made of', () => {
  it.each([
    ['Planner stickers printed paper sheets', '491199'],
    ['Garment hang tags printed kraft paper 500 pcs', '482110'],
    ['Sketchbook 9x12 100 sheets spiral bound drawing paper', '482010'],
  ])('%s → %s', async (description, hs6) => {
    expect(await firstHs6(description)).toBe(hs6);
  });
});

describe('maps in sheets (4905.90) and atlases, maps bound as a book (4905.20)', () => {
  it.each([
    ['Atlases; UK', 'en', '490520'],
    ['Rand McNally Road Atlas 2024', 'en', '490520'],
    ['Bản đồ thế giới khổ lớn', 'vi', '490590'],
  ])('%s (%s) → %s', async (description, language, hs6) => {
    expect(await firstHs6(description, language as Lang)).toBe(hs6);
  });
});

describe('trading cards and colouring books as Japanese and Korean shops name them', () => {
  it.each([
    ['ポケモンカード 拡張パック 151 BOX', 'ja', '950440'],
    ['遊戯王 カード ブラックマジシャン', 'ja', '950440'],
    ['포켓몬 카드 부스터팩', 'ko', '950440'],
    ['어린이 색칠공부 책', 'ko', '490300'],
  ])('%s (%s) → %s', async (description, language, hs6) => {
    expect(await firstHs6(description, language as Lang)).toBe(hs6);
  });
});
