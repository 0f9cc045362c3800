import type { Lang } from '../types';

/**
 * "PVC 재질, 고무 아님" (not rubber), "석면 미함유", "合成皮革(本革ではありません)", "※ミックスベジタブルではありません",
 * "không phải da thật": a word the description denies in Korean, Japanese or Vietnamese names neither the goods nor what they
 * are made of. Korean and Japanese deny after the word, Vietnamese before it.
 */
export const deniedInPlace = (text: string, span: { start: number; end: number }, lang: Lang): boolean =>
  (lang === 'en' && (EN_DENIED_BEFORE.test(text.slice(Math.max(0, span.start - 10), span.start)) || EN_DENIED_AFTER.test(text.slice(span.end, span.end + 8)))) ||
  (lang === 'ko' && KO_DENIED_AFTER.test(text.slice(span.end, span.end + 20))) ||
  (lang === 'ja' && JA_DENIED_AFTER.test(text.slice(span.end, span.end + 20))) ||
  // English names in a Vietnamese text are denied the Vietnamese way too ("không phải loại bao jumbo FIBC").
  ((lang === 'vi' || lang === 'en') && VI_DENIED_BEFORE.test(text.slice(Math.max(0, span.start - 32), span.start)));
// "Solder Wire No Flux Core", "Lamp without Bulb", "Nickel-Free Earrings": English denies before the word, or with "free" after it.
const EN_DENIED_BEFORE = /\b(?:no|non|without)[\s-]+$/i;
const EN_DENIED_AFTER = /^[\s-]*free\b/i;
// "감압밸브·체크밸브·안전밸브 아닌 것": a list of names the denial closes denies each of them.
const KO_DENIED_AFTER = /^\s?(?:(?:이|가)\s)?(?:아님|아닌|미함유|불포함|미포함|미사용|무첨가|없음|없는)|^(?:[·/][가-힣]{1,10}){1,3}\s?(?:아님|아닌)/;
// "玉軸受を組み込んでいないもの", "可塑剤その他の物質と混合していないもの", "継手なし": not built in, not mixed, without.
const JA_DENIED_AFTER = /^(?:では(?:ない|ありません)|でない|じゃない|不使用|なし|無し|のない|を含まない|(?:その他の[^、。(（]{0,6})?(?:を|と|との)?[^、。\s(（]{0,6}?(?:して|んで)いない)/;
// "chưa nhồi" (not stuffed), "chưa tẩm ướp": not yet so is not so.
// "không làm bằng gỗ" (not made of wood), "khong phai loai bao jumbo" (typed without tone marks): not made of, not of the kind.
const VI_DENIED_BEFORE = /\b(?:không|chưa|khong) (?:phải |phai )?(?:là |la )?(?:(?:được |duoc )?(?:làm|lam) )?(?:loại |loai )?(?:bằng |bang |từ )?$|\b(?:không chứa|khong chua) $/i;
