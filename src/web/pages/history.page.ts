import type { WebAwardedPlayer, WebAwards, WebLeague, WebSeason } from '../../league/web/index.js';
import { html, name, type Html } from '../html.js';
import { page } from '../layout.js';
import { plural } from '../../plural.js';
import { shownAverage } from '../../league/web/index.js';
import { divisionName } from '../words.js';
import { clubLink, leagueShell, managerLink } from './links.js';

const LINE_WORDS = { G: 'Goalkeeper', D: 'Defender', M: 'Midfielder', A: 'Forward' } as const;

/** A season's awards (docs/rules.md, "Awards"): each award, the team of the season and each month's manager. */
function awardsOf(league: WebLeague, s: WebSeason, awards: WebAwards): Html {
  const man = (p: WebAwardedPlayer) => html`${name(p.name)} (${clubLink(league, p.club)})`;
  const rows: [string, WebAwardedPlayer | null, (p: WebAwardedPlayer) => string][] = [
    ['Player of the season', awards.playerOfTheSeason, (p) => `${shownAverage(p.average)} a game over ${plural(p.apps, 'game')}`],
    ['Golden boot', awards.goldenBoot, (p) => plural(p.goals, 'league goal')],
    ['Best goalkeeper', awards.bestGoalkeeper, (p) => `${shownAverage(p.average)} a game, ${plural(p.cleanSheets, 'clean sheet')}`],
    ['Young player', awards.youngPlayer, (p) => `${shownAverage(p.average)} a game`],
  ];
  const champions = awards.championsManager
    ? html`<tr><th scope="row">Champions’ manager</th><td>${awards.championsManager.managed ? (awards.championsManager.manager ? html`${managerLink(league, awards.championsManager.manager)} (${clubLink(league, awards.championsManager.club)})` : html`the manager of ${clubLink(league, awards.championsManager.club)}`) : html`none: ${clubLink(league, awards.championsManager.club)} were run by the computer`}</td></tr>`
    : '';
  const awarded = rows.map(([title, p, figures]) => (p ? html`<tr><th scope="row">${title}</th><td>${man(p)}: ${figures(p)}</td></tr>` : ''));
  const team = awards.teamOfTheSeason.map(
    (p) =>
      html`<tr><td>${LINE_WORDS[p.line]}</td><td>${name(p.name)}</td><td>${clubLink(league, p.club)}</td><td class="n">${shownAverage(p.average)}</td><td class="n">${p.apps}</td></tr>`,
  );
  const months = awards.managersOfTheMonth.map(
    (m) =>
      html`<tr><td>Weeks ${m.fromRound}–${m.toRound}</td><td>${m.manager ? html`${managerLink(league, m.manager)} (${clubLink(league, m.club)})` : html`the manager of ${clubLink(league, m.club)}`}</td><td class="n">${m.won}</td><td class="n">${m.drawn}</td><td class="n">${m.lost}</td><td class="n">${m.points}</td></tr>`,
  );
  return html`<h3>Awards</h3>
<div class="scroll"><table><caption>Season ${s.season}: awards</caption><tbody>${champions}${awarded}</tbody></table></div>
${
  team.length
    ? html`<h3>Team of the season (4-4-2)</h3>
<div class="scroll"><table><caption>Season ${s.season}: team of the season, by average match rating</caption>
<thead><tr><th scope="col">Line</th><th scope="col">Player</th><th scope="col">Club</th><th scope="col" class="n">Average</th><th scope="col" class="n">Games</th></tr></thead>
<tbody>${team}</tbody></table></div>`
    : ''
}
${
  months.length
    ? html`<h3>Managers of the month</h3>
<div class="scroll"><table><caption>Season ${s.season}: managers of the month</caption>
<thead><tr><th scope="col">Month</th><th scope="col">Manager</th><th scope="col" class="n"><abbr title="Won">W</abbr></th><th scope="col" class="n"><abbr title="Drawn">D</abbr></th><th scope="col" class="n"><abbr title="Lost">L</abbr></th><th scope="col" class="n"><abbr title="Points">Pts</abbr></th></tr></thead>
<tbody>${months}</tbody></table></div>`
    : ''
}`;
}

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
${scorers.length ? html`<h3>Top scorers, all competitions</h3><ol>${scorers}</ol>` : ''}
${s.awards ? awardsOf(league, s, s.awards) : ''}</section>`;
}

/** Every finished season, newest first. */
export function historyPage(league: WebLeague, seasons: WebSeason[]): string {
  const body = html`<h1>History</h1>
${seasons.length ? seasons.map((s) => seasonOf(league, s)) : html`<p>No season has finished yet.</p>`}`;
  return page(leagueShell(league, 'History', body));
}
