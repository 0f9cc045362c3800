/**
 * Whether oils and lubricating preparations contain petroleum oils: heading 2710 holds
 * preparations of 70 % or more, 3403 and 3811 split on "containing" or "not containing" them.
 * Read from the description and the fields the user filled; null when nothing says.
 */
import type { Normalized } from '../types';

export type PetroleumContent = Normalized['petroleum'];

/** Said first, as "without mineral oil" names the oil it leaves out. */
const WITHOUT = /\b(?:without|free (?:of|from)|no|not containing|non)[- ](?:petroleum|mineral)\b|\bmineral[- ]oil[- ]free\b|\bfully synthetic\b|\b(?<!semi[- ])synthetic\b|\bester[- ]based\b|\bvegetable[- ]oil[- ]based\b|\bbio[- ]?based\b|\bwater[- ]based\b|\bpolyglycol\b|\bsilicone oil\b|합성유|合成油|dầu tổng hợp|광유\s?(?:미함유|무함유|불포함|없음)|무광유|(?<!반)합성\s?수용성|鉱物油(?:を含まない|不使用|フリー)|không chứa dầu khoáng/i;
const WITH = /\bpetroleum\b|\bmineral oils?\b|\bparaffinic\b|\bnaphthenic\b|\bbase oils?\b|\bsemi[- ]synthetic\b|광유|석유|반합성|鉱物油|石油|dầu khoáng|dầu mỏ/i;

export function petroleumContent(text: string): PetroleumContent {
  if (WITHOUT.test(text)) return 'not_petroleum';
  if (WITH.test(text)) return 'petroleum';
  return null;
}
