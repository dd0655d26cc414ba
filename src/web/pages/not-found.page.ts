import { html } from '../html.js';
import { page } from '../layout.js';
import type { Locale } from '../../i18n/locales.js';
import { t } from '../../i18n/translate.js';

/**
 * Unknown addresses, a league whose page is off, a match or club that is not there: the same page, saying nothing more.
 * In the league's language when the address is a page of a known league, else in the visitor's browser's.
 */
export function notFoundPage(locale: Locale = 'en'): string {
  const title = t(locale, 'web.notFound.title');
  return page({
    locale,
    title,
    body: html`<h1>${title}</h1><p>${t(locale, 'web.notFound.ask')} <code>/league web</code>.</p>`,
  });
}

/** An unexpected fault: the visitor gets the incident id the log carries. */
export function errorPage(incident: string, locale: Locale = 'en'): string {
  const title = t(locale, 'web.error.title');
  return page({ locale, title, body: html`<h1>${title}</h1><p>${t(locale, 'web.error.text', { incident })}</p>` });
}

/** One address asked for too many pages too fast. */
export function tooManyPage(locale: Locale = 'en'): string {
  const title = t(locale, 'web.tooMany.title');
  return page({ locale, title, body: html`<h1>${title}</h1><p>${t(locale, 'web.tooMany.text')}</p>` });
}
