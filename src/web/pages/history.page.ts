import type { WebLeague, WebSeason } from '../../league/web/index.js';
import { html, name, type Html } from '../html.js';
import { page } from '../layout.js';
import { divisionName } from '../words.js';
import { clubLink, leagueShell } from './links.js';

function seasonOf(league: WebLeague, s: WebSeason): Html {
  const list = (clubs: { id: string; name: string }[]) => (clubs.length ? clubs.map((c, i) => html`${i ? ', ' : ''}${clubLink(league, c)}`) : '—');
  const rows = s.divisions.map(
    (d) =>
      html`<tr><th scope="row">${divisionName(d.division)}</th><td>${d.winner ? clubLink(league, d.winner) : '—'}</td><td>${list(d.promoted)}</td><td>${list(d.relegated)}</td></tr>`,
  );
  const scorers = s.topScorers.map((t) => html`<li>${name(t.name)}${t.clubName ? html` (${name(t.clubName)})` : ''}: ${t.goals}</li>`);
  return html`<section aria-labelledby="season-${s.season}"><h2 id="season-${s.season}">Season ${s.season}</h2>
<p>Champions: ${clubLink(league, s.champion)} · runners-up: ${clubLink(league, s.runnerUp)}</p>
<div class="scroll"><table><caption>Season ${s.season}: each division</caption>
<thead><tr><th scope="col">Division</th><th scope="col">Winner</th><th scope="col">Promoted</th><th scope="col">Relegated</th></tr></thead>
<tbody>${rows}</tbody></table></div>
${scorers.length ? html`<h3>Top scorers</h3><ol>${scorers}</ol>` : ''}</section>`;
}

/** Every finished season, newest first. */
export function historyPage(league: WebLeague, seasons: WebSeason[]): string {
  const body = html`<h1>History</h1>
${seasons.length ? seasons.map((s) => seasonOf(league, s)) : html`<p>No season has finished yet.</p>`}`;
  return page(leagueShell(league, 'History', body));
}
