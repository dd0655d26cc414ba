import { t } from '../../i18n/translate.js';
import { fixturesPath, matchDicePath, matchPath, type WebLeague, type WebWeek } from '../../league/web/index.js';
import { html, type Html } from '../html.js';
import { page } from '../layout.js';
import { divisionName, scoreText } from '../words.js';
import { clubLink, leagueShell } from './links.js';

function weekTable(league: WebLeague, season: number, week: WebWeek): Html {
  const l = league.language;
  const rows = week.fixtures.map((f) => {
    const ref = { season, division: f.division, round: f.round, homeId: f.homeId };
    const score = f.score
      ? html`<a href="${matchPath(league.slug, ref)}" aria-label="${t(l, 'web.fixtures.report')}">${scoreText(f.score.home, f.score.away, l)}</a>`
      : html`<span class="muted">${t(l, 'web.vs')}</span>`;
    const dice = f.score
      ? html`<a href="${matchDicePath(league.slug, ref)}" aria-label="${t(l, 'web.fixtures.everyRoll')}">${t(l, 'web.fixtures.rolls')}</a>`
      : '';
    return html`<tr><td>${divisionName(f.division, l)}</td><td class="club">${clubLink(league, { id: f.homeId, name: f.homeName })}</td><td class="n">${score}</td><td class="club">${clubLink(league, { id: f.awayId, name: f.awayName })}</td><td>${dice}</td></tr>`;
  });
  return html`<section aria-labelledby="week-${week.week}"><h2 id="week-${week.week}">${t(l, 'web.fixtures.week', { week: week.week })}</h2>
<div class="scroll"><table><caption>${t(l, 'web.fixtures.caption', { week: week.week })}</caption>
<thead><tr><th scope="col">${t(l, 'web.col.division')}</th><th scope="col">${t(l, 'web.col.home')}</th><th scope="col" class="n">${t(l, 'web.col.score')}</th><th scope="col">${t(l, 'web.col.away')}</th><th scope="col">${t(l, 'web.fixtures.dice')}</th></tr></thead>
<tbody>${rows}</tbody></table></div></section>`;
}

/** A season's fixtures and results, week by week; each score links to its match report, and each result to its dice. */
export function fixturesPage(league: WebLeague, season: number, weeks: WebWeek[]): string {
  const l = league.language;
  const seasons = Array.from({ length: league.season }, (_, i) => i + 1);
  const named = (s: number) => t(l, 'web.season', { season: s });
  const picker =
    seasons.length > 1
      ? html`<nav aria-label="${t(l, 'web.nav.seasons')}"><ul>${seasons.map((shown) => html`<li>${shown === season ? html`<strong>${named(shown)}</strong>` : html`<a href="${fixturesPath(league.slug, shown)}">${named(shown)}</a>`}</li>`)}</ul></nav>`
      : '';
  const body = html`<h1>${t(l, 'web.fixtures.title', { season })}</h1>
${picker}
${weeks.length ? weeks.map((w) => weekTable(league, season, w)) : html`<p>${t(l, 'web.fixtures.none')}</p>`}`;
  return page(leagueShell(league, t(l, 'web.fixtures.short', { season }), body));
}
