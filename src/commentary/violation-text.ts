import type { Violation, ViolationParams } from '../engine/model/violations.js';
import { CATALOGUES, type MessageKey } from '../i18n/catalogue/index.js';
import type { Locale } from '../i18n/locales.js';
import { t, type MessageParams } from '../i18n/translate.js';

/** A violation as events stored before reasons had their own messages kept it: its sentence, in English. */
interface StoredSentence {
  code: string;
  message: string;
}

/** The params that name one of the engine's ids, and where the catalogue names each id. */
const TERMS: Readonly<Record<string, (id: string) => string>> = {
  role: (id) => `staff.${id}`,
  position: (id) => `violation.term.position.${id}`,
  stand: (id) => `violation.term.stand.${id}`,
  slot: (id) => `violation.term.slot.${id}`,
  tactic: (id) => `violation.term.tactic.${id}`,
  kind: (id) => `violation.term.kind.${id}`,
};

function isMessageKey(key: string): key is MessageKey {
  return key in CATALOGUES.en;
}

/** The params with each id named in the language; an id the catalogue does not know is shown as it is. */
function named(locale: Locale, params: ViolationParams): MessageParams {
  const out: Record<string, string | number> = {};
  for (const [param, value] of Object.entries(params)) {
    const term = TERMS[param];
    const key = term && typeof value === 'string' ? term(value) : null;
    out[param] = key && isMessageKey(key) ? t(locale, key) : value;
  }
  return out;
}

/** The sentence a manager reads for a broken rule, in his language. */
export function violationText(locale: Locale, violation: Violation | StoredSentence): string {
  if (!('reason' in violation)) return violation.message;
  // Every reason has its message: the template type makes a reason without one fail to compile.
  const key: MessageKey = `violation.${violation.reason}`;
  return t(locale, key, named(locale, violation.params));
}

/** Several broken rules, each its sentence, as one answer. */
export function violationsText(locale: Locale, violations: readonly (Violation | StoredSentence)[]): string {
  return violations.map((v) => violationText(locale, v)).join(' ');
}
