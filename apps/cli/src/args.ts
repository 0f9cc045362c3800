import { parseArgs } from 'node:util';
import { AppError } from '@tcs/domain';

export type Flags = Record<string, string | boolean | string[] | undefined>;

export interface Parsed {
  positionals: string[];
  flags: Flags;
  json: boolean;
}

const OPTIONS = {
  json: { type: 'boolean' },
  email: { type: 'string' },
  name: { type: 'string' },
  role: { type: 'string' },
  credits: { type: 'string' },
  unlimited: { type: 'string' },
  plan: { type: 'string' },
  active: { type: 'string' },
  'trial-ended': { type: 'string' },
  note: { type: 'string' },
  feature: { type: 'string', multiple: true },
  limit: { type: 'string', multiple: true },
  market: { type: 'string' },
  version: { type: 'string' },
  file: { type: 'string' },
  format: { type: 'string' },
  'effective-date': { type: 'string' },
  demo: { type: 'boolean' },
  activate: { type: 'boolean' },
  wait: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

export function parse(argv: string[]): Parsed {
  // `--unlimited` alone means true on `accounts create`; `--unlimited true|false` on update.
  const normalized = argv.flatMap((arg, i) => (arg === '--unlimited' && (argv[i + 1] === undefined || argv[i + 1].startsWith('--')) ? ['--unlimited=true'] : [arg]));
  // A negative amount (`credits grant x -5`) is a value, not a flag.
  const negatives = new Map<string, string>();
  const args = normalized.map((arg, i) => {
    if (!/^-\d+$/.test(arg)) return arg;
    const marker = `\u0000${i}`;
    negatives.set(marker, arg);
    return marker;
  });
  try {
    const { values, positionals } = parseArgs({ args, options: OPTIONS, allowPositionals: true, strict: true });
    return { positionals: positionals.map((p) => negatives.get(p) ?? p), flags: values as Flags, json: Boolean(values.json) };
  } catch (error) {
    throw usage((error as Error).message);
  }
}

export const usage = (message: string) => new AppError('bad_request', { detail: message });

export function str(flags: Flags, name: string): string | undefined {
  const value = flags[name];
  return typeof value === 'string' ? value : undefined;
}

export function requiredStr(flags: Flags, name: string): string {
  const value = str(flags, name);
  if (value === undefined || value === '') throw usage(`--${name} is required`);
  return value;
}

export function bool(flags: Flags, name: string): boolean | undefined {
  const value = str(flags, name);
  if (value === undefined) return undefined;
  if (value === 'true') return true;
  if (value === 'false') return false;
  throw usage(`--${name} takes true or false`);
}

export function int(value: string | undefined, name: string): number | undefined {
  if (value === undefined) return undefined;
  if (!/^-?\d+$/.test(value)) throw usage(`${name} must be a whole number`);
  return Number(value);
}

export function list(flags: Flags, name: string): string[] {
  const value = flags[name];
  return Array.isArray(value) ? value : [];
}
