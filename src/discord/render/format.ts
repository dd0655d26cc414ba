import { DIVISIONS } from '../../league/state-views/rule-figures.js';
import type { DivisionIndex, Form, Position } from '../../engine/model/types.js';
import { escapeMarkdown } from '../text.js';

export const COLOURS = {
  league: 0x2e7d32,
  match: 0x1565c0,
  money: 0xf9a825,
  transfer: 0x6a1b9a,
  info: 0x455a64,
  warning: 0xe65100,
} as const;

export function money(amount: number): string {
  const sign = amount < 0 ? '−' : '';
  return `${sign}£${thousands(Math.abs(amount))}`;
}

/** Counts of people and places: "5,000". */
export function thousands(n: number): string {
  return n.toLocaleString('en-GB');
}

export function signedMoney(amount: number): string {
  return amount > 0 ? `+${money(amount)}` : money(amount);
}

export function divisionName(index: DivisionIndex | number): string {
  return `${DIVISIONS[index] ?? `Division ${index + 1}`} Division`;
}

/** Ability in half points: 7 shows as 7.0, 7.5 as 7.5. */
export function ability(value: number): string {
  return value.toFixed(1);
}

/** Form as arrows and a word (rulebook, "Form": a slump or a hot streak), never the bare code. */
export const FORM_WORDS: Readonly<Record<Form, string>> = {
  '--': '↓↓ slump',
  '-': '↓ poor',
  '+': '↑ good',
  '++': '↑↑ hot streak',
};

export function formMark(form: Form): string {
  return FORM_WORDS[form];
}

export function positions(list: readonly Position[]): string {
  return list.join('/');
}

/** A name someone typed, safe to show in markdown. */
export function name(text: string): string {
  return escapeMarkdown(text);
}

export { plural } from '../../plural.js';

/** Left-aligns a cell in a monospaced table. */
export function pad(text: string, width: number): string {
  return text.length >= width ? text.slice(0, width) : text + ' '.repeat(width - text.length);
}

/** A name in a column: whole when it fits, else cut with "…" so the reader sees it is cut. */
export function fitName(text: string, width: number): string {
  return text.length > width ? `${text.slice(0, width - 1)}…` : pad(text, width);
}

export function padStart(text: string, width: number): string {
  return text.length >= width ? text : ' '.repeat(width - text.length) + text;
}

/** Code blocks show text as typed; only a closing fence could break out of one. */
export function codeSafe(text: string): string {
  return text.replace(/`/g, 'ˋ');
}
