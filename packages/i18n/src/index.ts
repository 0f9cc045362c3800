import { en, type MessageKey } from './catalogs/en';
import { vi } from './catalogs/vi';
import { ja } from './catalogs/ja';
import { ko } from './catalogs/ko';

export type { MessageKey };
export const SUPPORTED_LANGUAGES = ['en', 'vi', 'ja', 'ko'] as const;
export type Lang = (typeof SUPPORTED_LANGUAGES)[number];

export const catalogs: Record<Lang, Record<MessageKey, string>> = { en, vi, ja, ko };

export function isSupportedLanguage(value: string): value is Lang {
  return (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

/** Primary subtag of a language tag in any case (`vi-VN` → `vi`), or null when unsupported. */
export function primaryLanguage(tag: string | null | undefined): Lang | null {
  if (!tag) return null;
  const primary = tag.trim().split(/[-_]/)[0].toLowerCase();
  return isSupportedLanguage(primary) ? primary : null;
}

/**
 * Accept-Language negotiation: q-values honoured (q=0 means "not this one"), ties keep the
 * header's order, region tags read by their primary subtag, first supported wins.
 */
export function negotiateLanguage(header: string | undefined, fallback: Lang): Lang {
  if (!header) return fallback;
  const ranked = header
    .split(',')
    .map((part, order) => {
      const [tag, ...params] = part.trim().split(';');
      const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const q = qParam ? Number(qParam.slice(2)) : 1;
      return { tag: tag.trim(), q: Number.isFinite(q) ? q : 0, order };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order);
  for (const entry of ranked) {
    const lang = primaryLanguage(entry.tag);
    if (lang) return lang;
  }
  return fallback;
}

export type Params = Record<string, string | number | undefined>;

export function translate(lang: Lang, key: MessageKey, params: Params = {}): string {
  const template = catalogs[lang][key] ?? catalogs.en[key] ?? key;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (params[name] === undefined ? whole : String(params[name])));
}

export function hasMessage(key: string): key is MessageKey {
  return Object.prototype.hasOwnProperty.call(en, key);
}

const regionNames = new Map<Lang, Intl.DisplayNames>();

/** Country name of an ISO 3166-1 alpha-2 code in the reader's language (Node ships full ICU). */
export function countryName(lang: Lang, code: string): string | null {
  let names = regionNames.get(lang);
  if (!names) {
    names = new Intl.DisplayNames([lang], { type: 'region', fallback: 'none' });
    regionNames.set(lang, names);
  }
  try {
    return names.of(code.toUpperCase()) ?? null;
  } catch {
    return null;
  }
}

export { ISO_COUNTRY_CODES } from './countries';
