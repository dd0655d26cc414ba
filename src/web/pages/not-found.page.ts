import { html } from '../html.js';
import { page } from '../layout.js';

/** Unknown addresses, a league whose page is off, a match or club that is not there: the same page, saying nothing more. */
export function notFoundPage(): string {
  return page({
    title: 'Page not found',
    body: html`<h1>Page not found</h1><p>There is no page at this address. Ask in the league's Discord channel for its link: <code>/league web</code>.</p>`,
  });
}

/** An unexpected fault: the visitor gets the incident id the log carries. */
export function errorPage(incident: string): string {
  return page({
    title: 'Something went wrong',
    body: html`<h1>Something went wrong</h1><p>Sorry: the page could not be shown. Incident ${incident}.</p>`,
  });
}

/** One address asked for too many pages too fast. */
export function tooManyPage(): string {
  return page({ title: 'Too many requests', body: html`<h1>Too many requests</h1><p>Please wait a minute before loading more pages.</p>` });
}
