import { matchDicePath, type WebLeague, type WebMatch, type WebSide } from '../../league/web/index.js';
import { html, isolate, name, type Html } from '../html.js';
import { page } from '../layout.js';
import { divisionName } from '../words.js';
import { clubLink, leagueShell } from './links.js';

function lineup(league: WebLeague, side: WebSide, where: string): Html {
  const ratings = side.ratings.length
    ? html`<table><caption>Team ratings</caption><thead><tr>${side.ratings.map((r) => html`<th scope="col">${r.label}</th>`)}</tr></thead><tbody><tr>${side.ratings.map((r) => html`<td>${r.value}</td>`)}</tr></tbody></table>`
    : '';
  const players = side.players.length
    ? html`<p>In the report:</p><ul>${side.players.map((p) => html`<li>${name(p)}</li>`)}</ul>`
    : html`<p class="muted">No player of theirs is named in the report.</p>`;
  return html`<section><h3>${clubLink(league, side)} <span class="muted">(${where})</span></h3>
<p>${side.formation ? `Formation ${side.formation}` : 'No formation in the report.'}</p>
<div class="scroll">${ratings}</div>
${players}</section>`;
}

/** A match's full report: line-ups, statistics and every line of the commentary, minute by minute. */
export function matchPage(league: WebLeague, match: WebMatch): string {
  const title = `${isolate(match.home.name)} ${match.home.goals}–${match.away.goals} ${isolate(match.away.name)}`;
  const stats = match.statistics.map((s) => html`<tr><td class="n">${s.home}</td><th scope="row">${s.label}</th><td class="n">${s.away}</td></tr>`);
  const commentary = match.commentary.map((line) => html`<li><span class="minute">${line.minute ?? ''}</span><span>${line.text}</span></li>`);
  const body = html`<h1><span class="score">${name(match.home.name)} ${match.home.goals}–${match.away.goals} ${name(match.away.name)}</span></h1>
<p>Season ${match.season}, week ${match.week} · ${divisionName(match.division)} · <a href="${matchDicePath(league.slug, { season: match.season, division: match.division, round: match.week, homeId: match.home.id })}">Every roll</a></p>
<h2>Line-ups</h2>
<div class="grid">${lineup(league, match.home, 'home')}${lineup(league, match.away, 'away')}</div>
<h2>Statistics</h2>
<div class="scroll"><table><caption>Match statistics</caption>
<thead><tr><th scope="col" class="n"><bdi>${match.home.name}</bdi></th><th scope="col">Statistic</th><th scope="col" class="n"><bdi>${match.away.name}</bdi></th></tr></thead>
<tbody>${stats}</tbody></table></div>
<h2>Commentary</h2>
<ol class="commentary">${commentary}</ol>`;
  return page(leagueShell(league, title, body));
}
