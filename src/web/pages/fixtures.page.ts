import { fixturesPath, matchDicePath, matchPath, type WebLeague, type WebWeek } from '../../league/web/index.js';
import { html, type Html } from '../html.js';
import { page } from '../layout.js';
import { divisionName } from '../words.js';
import { clubLink, leagueShell } from './links.js';

function weekTable(league: WebLeague, season: number, week: WebWeek): Html {
  const rows = week.fixtures.map((f) => {
    const ref = { season, division: f.division, round: f.round, homeId: f.homeId };
    const score = f.score
      ? html`<a href="${matchPath(league.slug, ref)}" aria-label="Match report">${f.score.home}–${f.score.away}</a>`
      : html`<span class="muted">v</span>`;
    const dice = f.score ? html`<a href="${matchDicePath(league.slug, ref)}" aria-label="Every roll of the match">rolls</a>` : '';
    return html`<tr><td>${divisionName(f.division)}</td><td class="club">${clubLink(league, { id: f.homeId, name: f.homeName })}</td><td class="n">${score}</td><td class="club">${clubLink(league, { id: f.awayId, name: f.awayName })}</td><td>${dice}</td></tr>`;
  });
  return html`<section aria-labelledby="week-${week.week}"><h2 id="week-${week.week}">Week ${week.week}</h2>
<div class="scroll"><table><caption>Week ${week.week}: fixtures and results</caption>
<thead><tr><th scope="col">Division</th><th scope="col">Home</th><th scope="col" class="n">Score</th><th scope="col">Away</th><th scope="col">Dice</th></tr></thead>
<tbody>${rows}</tbody></table></div></section>`;
}

/** A season's fixtures and results, week by week; each score links to its match report, and each result to its dice. */
export function fixturesPage(league: WebLeague, season: number, weeks: WebWeek[]): string {
  const seasons = Array.from({ length: league.season }, (_, i) => i + 1);
  const picker =
    seasons.length > 1
      ? html`<nav aria-label="Seasons"><ul>${seasons.map((s) => html`<li>${s === season ? html`<strong>Season ${s}</strong>` : html`<a href="${fixturesPath(league.slug, s)}">Season ${s}</a>`}</li>`)}</ul></nav>`
      : '';
  const body = html`<h1>Fixtures and results, season ${season}</h1>
${picker}
${weeks.length ? weeks.map((w) => weekTable(league, season, w)) : html`<p>No fixtures yet: they are drawn when the season starts.</p>`}`;
  return page(leagueShell(league, `Fixtures, season ${season}`, body));
}
