import type { Form } from '../../engine/model/types.js';
import type { MessageKey } from '../../i18n/catalogue/index.js';
import type { Locale } from '../../i18n/locales.js';
import { t } from '../../i18n/translate.js';

const FORM_KEYS: Readonly<Record<Form, MessageKey>> = { '--': 'form.slump', '-': 'form.poor', '+': 'form.good', '++': 'form.hot' };

/** Form as arrows and a word in the reader's language ("↑↑ hot streak", "↑↑ Topform"), never the bare code. */
export function formIn(locale: Locale, form: Form): string {
  return t(locale, FORM_KEYS[form]);
}

/** Ability in half points as the language writes them: 7.5 in English, 7,5 in German. */
export function abilityIn(locale: Locale, value: number): string {
  return value.toLocaleString(locale === 'en' ? 'en-GB' : locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}
