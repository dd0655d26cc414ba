import type { WebDivision, WebLeague, WebReadiness } from '../../league/web/index.js';
import { positionChartSvg } from '../chart.js';
import { html, name, type Html } from '../html.js';
import { page } from '../layout.js';
import { divisionName } from '../words.js';
import { clubLink, leagueShell, stepText } from './links.js';

/** A deadline readable without the script (UTC); the script rewrites it in the visitor's own zone. */
export function deadline(at: Date): Html {
  const utc = at.toLocaleString('en-GB', { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
  return html`<time datetime="${at.toISOString()}" data-local>${utc} UTC</time>`;
}

function tableOf(league: WebLeague, d: WebDivision): Html {
  const rows = d.rows.map(
    (r) =>
      html`<tr${r.managed ? html` class="managed"` : ''}><td class="n">${r.position}</td><td class="club">${clubLink(league, { id: r.clubId, name: r.clubName })}</td><td class="n">${r.played}</td><td class="n">${r.won}</td><td class="n">${r.drawn}</td><td class="n">${r.lost}</td><td class="n">${r.goalsFor}</td><td class="n">${r.goalsAgainst}</td><td class="n">${r.goalDifference}</td><td class="n">${r.points}</td></tr>`,
  );
  const heading = divisionName(d.division);
  return html`<section aria-labelledby="division-${d.division}">
<h2 id="division-${d.division}">${heading}</h2>
<div class="scroll"><table>
<caption>${heading} table</caption>
<thead><tr><th scope="col" class="n"><abbr title="Position">Pos</abbr></th><th scope="col">Club</th><th scope="col" class="n"><abbr title="Played">P</abbr></th><th scope="col" class="n"><abbr title="Won">W</abbr></th><th scope="col" class="n"><abbr title="Drawn">D</abbr></th><th scope="col" class="n"><abbr title="Lost">L</abbr></th><th scope="col" class="n"><abbr title="Goals for">GF</abbr></th><th scope="col" class="n"><abbr title="Goals against">GA</abbr></th><th scope="col" class="n"><abbr title="Goal difference">GD</abbr></th><th scope="col" class="n"><abbr title="Points">Pts</abbr></th></tr></thead>
<tbody>${rows}</tbody>
</table></div>
${d.chart ? positionChartSvg(d.chart, `chart-${d.division}`) : ''}
</section>`;
}

export function readinessOf(readiness: WebReadiness[]): Html {
  if (readiness.length === 0) return html``;
  const rows = readiness.map(
    (r) =>
      html`<tr><td class="club"><bdi>${r.clubName}</bdi></td><td>${r.managed ? (r.ready ? 'Ready' : 'Not ready yet') : 'Run by the AI'}</td></tr>`,
  );
  return html`<section aria-labelledby="ready"><h2 id="ready">Who is ready</h2>
<div class="scroll"><table><caption>Managers ready for the next step (their orders stay private)</caption>
<thead><tr><th scope="col">Club</th><th scope="col">Ready</th></tr></thead><tbody>${rows}</tbody></table></div></section>`;
}

/** The league's front page: where it stands, the next deadline, who is ready, the four tables and their charts. */
export function leaguePage(league: WebLeague, tables: WebDivision[], readiness: WebReadiness[]): string {
  const next =
    league.started && !league.paused && league.nextDeadline
      ? html`<p>Next deadline: ${deadline(league.nextDeadline)}</p>`
      : html`<p class="muted">${league.paused ? 'The league is paused.' : 'No deadline set.'}</p>`;
  const body = html`<h1>${name(league.name)}</h1>
<p>${stepText(league)}</p>
${next}
${readinessOf(readiness)}
${tables.map((d) => tableOf(league, d))}`;
  return page(leagueShell(league, 'Tables', body));
}
