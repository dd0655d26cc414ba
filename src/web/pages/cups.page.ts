import type { WebCupClub, WebCupCompetition, WebCupReport, WebCupSeason, WebCupTie, WebLeague } from '../../league/web/index.js';
import { cupsPath } from '../../league/web/index.js';
import { html, name, type Html } from '../html.js';
import { page } from '../layout.js';
import { clubLink, leagueShell } from './links.js';
import { rollsTable } from './rolls-table.js';

/** A league club links to its page; a foreign club has none. */
const clubOf = (league: WebLeague, club: WebCupClub): Html => (club.id ? clubLink(league, { id: club.id, name: club.name }) : name(club.name));

function score(tie: WebCupTie): Html {
  const r = tie.result;
  if (!r) return html`<span class="muted">v</span>`;
  const text = `${r.homeGoals}–${r.awayGoals}${r.extraTime ? ' aet' : ''}${r.penalties ? ` (${r.penalties.home}–${r.penalties.away} pens)` : ''}`;
  return tie.reportId ? html`<a href="#${tie.reportId}" aria-label="Tie report">${text}</a>` : html`${text}`;
}

function competitionOf(league: WebLeague, c: WebCupCompetition, index: number): Html {
  const rounds = c.rounds.map(
    (round, r) =>
      html`<div class="scroll">
          <table>
            <caption>
              ${c.name} ${round.name}
            </caption>
            <thead>
              <tr>
                <th scope="col">Home</th>
                <th scope="col" class="n">Score</th>
                <th scope="col">Away</th>
                <th scope="col">Through</th>
              </tr>
            </thead>
            <tbody>
              ${round.ties.map(
                (t) =>
                  html`<tr>
                    <td class="club">${clubOf(league, t.home)}${t.neutral ? html` <span class="muted">(neutral)</span>` : ''}</td>
                    <td class="n">${score(t)}</td>
                    <td class="club">${clubOf(league, t.away)}</td>
                    <td>${t.result ? clubOf(league, t.result.winner) : '—'}</td>
                  </tr>`,
              )}
            </tbody>
          </table>
        </div>
        ${round.byes.length ? html`<p id="byes-${index}-${r}">Byes: ${round.byes.map((b, i) => html`${i ? ', ' : ''}${clubOf(league, b)}`)}</p>` : ''}`,
  );
  return html`<section aria-labelledby="cup-${index}">
    <h2 id="cup-${index}">${c.name}</h2>
    <p>${c.winner ? html`Winners: ${clubOf(league, c.winner)}` : 'Not decided yet.'}</p>
    ${rounds}
  </section>`;
}

function reportOf(league: WebLeague, report: WebCupReport): Html {
  const r = report.tie.result;
  const commentary = report.commentary.map((line) => html`<li><span class="minute">${line.minute ?? ''}</span><span>${line.text}</span></li>`);
  const kicks = report.penalties.map(
    (k) => html`<li>${clubOf(league, k.club)}: ${k.taker ? name(k.taker) : 'their taker'} ${k.scored ? 'scores' : 'misses'}</li>`,
  );
  return html`<section aria-labelledby="${report.id}">
    <h3 id="${report.id}">
      ${report.title}: ${clubOf(league, report.tie.home)} ${r ? `${r.homeGoals}–${r.awayGoals}` : 'v'} ${clubOf(league, report.tie.away)}
    </h3>
    ${
      commentary.length
        ? html`<ol class="commentary">
            ${commentary}
          </ol>`
        : html`<p class="muted">Decided without a match.</p>`
    }
    ${
      kicks.length
        ? html`<h4>Penalties</h4>
            <ol>
              ${kicks}
            </ol>`
        : ''
    }
    ${report.rolls.length ? html`<details><summary>Every roll of the tie</summary>${rollsTable(report.rolls, `The rolls of the ${report.title} tie, in order`)}</details>` : ''}
  </section>`;
}

/** A season's cups: each competition's rounds, ties and scores and its winner, then the ties the channel told in full. */
export function cupsPage(league: WebLeague, cups: WebCupSeason, seasons: number[]): string {
  const picker =
    seasons.length > 1
      ? html`<nav aria-label="Seasons">
          <ul>
            ${seasons.map((s) => html`<li>${s === cups.season ? html`<strong>Season ${s}</strong>` : html`<a href="${cupsPath(league.slug, s)}">Season ${s}</a>`}</li>`)}
          </ul>
        </nav>`
      : '';
  const body = html`<h1>Cups, season ${cups.season}</h1>
    ${picker}
    ${cups.competitions.length ? cups.competitions.map((c, i) => competitionOf(league, c, i)) : html`<p>No cup round has been drawn this season yet.</p>`}
    ${
      cups.reports.length
        ? html`<h2>Ties in full</h2>
            ${cups.reports.map((r) => reportOf(league, r))}`
        : ''
    }`;
  return page(leagueShell(league, `Cups, season ${cups.season}`, body));
}
