import { createHash } from 'node:crypto';
import type { Locale } from '../i18n/locales.js';
import { t } from '../i18n/translate.js';
import { Html, html, name } from './html.js';

/** The one style sheet, inline: no build chain and no second request. */
const STYLE = `
:root{color-scheme:light;--ink:#1d2430;--muted:#5b6472;--line:#d7dce3;--band:#f3f5f8;--accent:#1f6f43;--link:#0b5cad}
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",sans-serif;color:var(--ink);background:#fff}
header,main,footer{max-width:72rem;margin:0 auto;padding:0 1rem}
header{padding-top:1rem;border-bottom:3px solid var(--accent)}
header p{margin:0;color:var(--muted);font-size:.9rem}
nav ul{display:flex;flex-wrap:wrap;gap:.25rem 1.25rem;list-style:none;margin:.5rem 0;padding:0}
a{color:var(--link)}
h1{font-size:1.6rem;margin:.25rem 0;overflow-wrap:anywhere}
h2{font-size:1.25rem;margin:1.75rem 0 .5rem;overflow-wrap:anywhere}
h3{font-size:1.05rem;margin:1.25rem 0 .4rem}
.scroll{overflow-x:auto;max-width:100%}
table{border-collapse:collapse;width:100%;font-size:.95rem}
caption{text-align:left;font-weight:600;padding:.25rem 0}
th,td{padding:.3rem .5rem;border-bottom:1px solid var(--line);text-align:left;vertical-align:top}
th{background:var(--band);font-weight:600}
td.n,th.n{text-align:right;font-variant-numeric:tabular-nums}
td.club{overflow-wrap:anywhere;min-width:8rem}
.managed{font-weight:600}
ol.commentary{list-style:none;padding:0;margin:0}
ol.commentary li{display:grid;grid-template-columns:3.5rem 1fr;gap:.5rem;padding:.2rem 0;border-bottom:1px solid var(--band)}
.minute{font-variant-numeric:tabular-nums;color:var(--muted);text-align:right}
.score{font-size:1.4rem;font-weight:700}
.grid{display:grid;grid-template-columns:repeat(auto-fit,minmax(16rem,1fr));gap:1rem}
figure{margin:1rem 0}
.chart>svg{width:100%;height:auto;max-width:44rem}
.legend svg{width:14px;height:14px;vertical-align:-2px}
.muted{color:var(--muted)}
.legend{list-style:none;display:flex;flex-wrap:wrap;gap:.25rem 1rem;padding:0;margin:.25rem 0}
footer{margin-top:2rem;padding:1rem;color:var(--muted);font-size:.85rem;border-top:1px solid var(--line)}
`;

/**
 * Shows each deadline in the visitor's own time zone, without the script in UTC: in the page's language, an English
 * page in the visitor's own way of writing dates.
 */
const SCRIPT = `const l=document.documentElement.lang;for(const t of document.querySelectorAll('time[data-local]')){const d=new Date(t.dateTime);if(!isNaN(d))t.textContent=d.toLocaleString(l==='en'?undefined:l,{weekday:'short',day:'numeric',month:'short',hour:'2-digit',minute:'2-digit',timeZoneName:'short'})}`;

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** Only the page's own inline style and script run: nothing from elsewhere, no injected markup can add either. */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  `style-src ${sha256(STYLE)}`,
  `script-src ${sha256(SCRIPT)}`,
  'img-src data:',
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

export interface PageShell {
  title: string;
  /** The page's language; English when absent (a page outside any league). */
  locale?: Locale;
  /** The league's name and links, or none on a page outside any league. */
  league?: { name: string; links: { href: string; label: string }[] };
  body: Html;
}

/** A whole page: language, title, the league's navigation, the content. */
export function page(shell: PageShell): string {
  const locale = shell.locale ?? 'en';
  const nav = shell.league
    ? html`<p>${name(shell.league.name)}</p><nav aria-label="${t(locale, 'web.nav.league')}"><ul>${shell.league.links.map((l) => html`<li><a href="${l.href}">${l.label}</a></li>`)}</ul></nav>`
    : '';
  return html`<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="referrer" content="no-referrer">
<link rel="icon" href="data:,">
<title>${shell.title}</title>
<style>${new Html(STYLE)}</style>
</head>
<body>
<header>${nav}</header>
<main>
${shell.body}
</main>
<footer>${t(locale, 'web.footer')}</footer>
<script>${new Html(SCRIPT)}</script>
</body>
</html>
`.text;
}
