import type { Locale } from '../../i18n/locales.js';
import { t } from '../../i18n/translate.js';
import { matchDicePath, type WebLeague, type WebMatch, type WebSide } from '../../league/web/index.js';
import { html, isolate, name, type Html } from '../html.js';
import { page } from '../layout.js';
import { divisionName, scoreText } from '../words.js';
import { clubLink, leagueShell } from './links.js';

function lineup(league: WebLeague, side: WebSide, where: 'home' | 'away'): Html {
  const l = league.language;
  const ratings = side.ratings.length
    ? html`<table><caption>${t(l, 'web.match.ratings')}</caption><thead><tr>${side.ratings.map((r) => html`<th scope="col">${r.label}</th>`)}</tr></thead><tbody><tr>${side.ratings.map((r) => html`<td>${r.value}</td>`)}</tr></tbody></table>`
    : '';
  const players = side.players.length
    ? html`<p>${t(l, 'web.match.inReport')}</p><ul>${side.players.map((p) => html`<li>${name(p)}</li>`)}</ul>`
    : html`<p class="muted">${t(l, 'web.match.noPlayers')}</p>`;
  return html`<section><h3>${clubLink(league, side)} <span class="muted">(${t(l, `web.match.${where}`)})</span></h3>
<p>${side.formation ? t(l, 'web.match.formation', { formation: side.formation }) : t(l, 'web.match.noFormation')}</p>
<div class="scroll">${ratings}</div>
${players}</section>`;
}

/** "Season 2, week 5 · Premier Division": where a match was played. */
export function matchPlace(match: WebMatch, l: Locale): string {
  return `${t(l, 'web.seasonWeek', { season: match.season, week: match.week })} · ${divisionName(match.division, l)}`;
}

/** A match's full report: line-ups, statistics and every line of the commentary, minute by minute. */
export function matchPage(league: WebLeague, match: WebMatch): string {
  const l = league.language;
  const score = scoreText(match.home.goals, match.away.goals, l);
  const title = `${isolate(match.home.name)} ${score} ${isolate(match.away.name)}`;
  const stats = match.statistics.map((s) => html`<tr><td class="n">${s.home}</td><th scope="row">${s.label}</th><td class="n">${s.away}</td></tr>`);
  const commentary = match.commentary.map((line) => html`<li><span class="minute">${line.minute ?? ''}</span><span>${line.text}</span></li>`);
  const body = html`<h1><span class="score">${name(match.home.name)} ${score} ${name(match.away.name)}</span></h1>
<p>${matchPlace(match, l)} · <a href="${matchDicePath(league.slug, { season: match.season, division: match.division, round: match.week, homeId: match.home.id })}">${t(l, 'web.match.everyRoll')}</a></p>
<h2>${t(l, 'web.match.lineups')}</h2>
<div class="grid">${lineup(league, match.home, 'home')}${lineup(league, match.away, 'away')}</div>
<h2>${t(l, 'web.match.statistics')}</h2>
<div class="scroll"><table><caption>${t(l, 'web.match.statisticsCaption')}</caption>
<thead><tr><th scope="col" class="n"><bdi>${match.home.name}</bdi></th><th scope="col">${t(l, 'web.match.statistic')}</th><th scope="col" class="n"><bdi>${match.away.name}</bdi></th></tr></thead>
<tbody>${stats}</tbody></table></div>
<h2>${t(l, 'web.match.commentary')}</h2>
<ol class="commentary">${commentary}</ol>`;
  return page(leagueShell(league, title, body));
}
