import type { WebDivision, WebLeague, WebReadiness } from '../../league/web/index.js';
import { positionChartSvg } from '../chart.js';
import { html, name, type Html } from '../html.js';
import { page } from '../layout.js';
import type { Locale } from '../../i18n/locales.js';
import { t } from '../../i18n/translate.js';
import { divisionName } from '../words.js';
import { clubLink, leagueShell, stepText } from './links.js';

/** A deadline readable without the script (UTC); the script rewrites it in the visitor's own zone. */
export function deadline(at: Date, locale: Locale = 'en'): Html {
  const utc = at.toLocaleString(locale === 'en' ? 'en-GB' : locale, {
    timeZone: 'UTC',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });
  return html`<time datetime="${at.toISOString()}" data-local>${utc} UTC</time>`;
}

function tableOf(league: WebLeague, d: WebDivision): Html {
  const l = league.language;
  const rows = d.rows.map(
    (r) =>
      html`<tr${r.managed ? html` class="managed"` : ''}><td class="n">${r.position}</td><td class="club">${clubLink(league, { id: r.clubId, name: r.clubName })}</td><td class="n">${r.played}</td><td class="n">${r.won}</td><td class="n">${r.drawn}</td><td class="n">${r.lost}</td><td class="n">${r.goalsFor}</td><td class="n">${r.goalsAgainst}</td><td class="n">${r.goalDifference}</td><td class="n">${r.points}</td></tr>`,
  );
  const heading = divisionName(d.division, l);
  return html`<section aria-labelledby="division-${d.division}">
<h2 id="division-${d.division}">${heading}</h2>
<div class="scroll"><table>
<caption>${t(l, 'web.table.caption', { division: heading })}</caption>
<thead><tr>${tableHeads(l, ['pos', 'club', 'p', 'w', 'd', 'l', 'gf', 'ga', 'gd', 'pts'])}</tr></thead>
<tbody>${rows}</tbody>
</table></div>
${d.chart ? positionChartSvg(d.chart, `chart-${d.division}`, l) : ''}
</section>`;
}

/** The abbreviated column heads of a results table, each with its whole word. */
const HEADS = {
  pos: ['web.col.pos', 'web.col.position'],
  p: ['web.col.p', 'web.col.played'],
  w: ['web.col.w', 'web.col.won'],
  d: ['web.col.d', 'web.col.drawn'],
  l: ['web.col.l', 'web.col.lost'],
  gf: ['web.col.gf', 'web.col.goalsFor'],
  ga: ['web.col.ga', 'web.col.goalsAgainst'],
  gd: ['web.col.gd', 'web.col.goalDifference'],
  pts: ['web.col.pts', 'web.col.points'],
} as const;

/** A table's column heads in the language: the club's, and the figures' abbreviated, their word in the title. */
export function tableHeads(locale: Locale, heads: readonly ('club' | keyof typeof HEADS)[]): Html[] {
  return heads.map((head) => {
    if (head === 'club') return html`<th scope="col">${t(locale, 'web.col.club')}</th>`;
    const [short, long] = HEADS[head];
    return html`<th scope="col" class="n"><abbr title="${t(locale, long)}">${t(locale, short)}</abbr></th>`;
  });
}

export function readinessOf(readiness: WebReadiness[], locale: Locale = 'en'): Html {
  if (readiness.length === 0) return html``;
  const rows = readiness.map(
    (r) =>
      html`<tr><td class="club"><bdi>${r.clubName}</bdi></td><td>${t(locale, r.managed ? (r.ready ? 'web.ready.yes' : 'web.ready.no') : 'web.ready.ai')}</td></tr>`,
  );
  return html`<section aria-labelledby="ready"><h2 id="ready">${t(locale, 'web.ready.heading')}</h2>
<div class="scroll"><table><caption>${t(locale, 'web.ready.caption')}</caption>
<thead><tr><th scope="col">${t(locale, 'web.col.club')}</th><th scope="col">${t(locale, 'web.ready.column')}</th></tr></thead><tbody>${rows}</tbody></table></div></section>`;
}

/** The league's front page: where it stands, the next deadline, who is ready, the four tables and their charts. */
export function leaguePage(league: WebLeague, tables: WebDivision[], readiness: WebReadiness[]): string {
  const l = league.language;
  const next =
    league.started && !league.paused && league.nextDeadline
      ? html`<p>${t(l, 'web.nextDeadline')} ${deadline(league.nextDeadline, l)}</p>`
      : html`<p class="muted">${t(l, league.paused ? 'web.paused' : 'web.noDeadline')}</p>`;
  const body = html`<h1>${name(league.name)}</h1>
<p>${stepText(league)}</p>
${next}
${readinessOf(readiness, l)}
${tables.map((d) => tableOf(league, d))}`;
  return page(leagueShell(league, t(l, 'web.nav.tables'), body));
}
