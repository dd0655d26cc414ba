import type { WebCupClub, WebCupCompetition, WebCupReport, WebCupSeason, WebCupTie, WebLeague } from '../../league/web/index.js';
import { cupsPath } from '../../league/web/index.js';
import type { Locale } from '../../i18n/locales.js';
import { t } from '../../i18n/translate.js';
import { competitionName, roundName, say, scoreText } from '../words.js';
import { html, name, type Html } from '../html.js';
import { page } from '../layout.js';
import { clubLink, leagueShell } from './links.js';
import { rollsTable } from './rolls-table.js';

/** A league club links to its page; a foreign club has none. */
const clubOf = (league: WebLeague, club: WebCupClub): Html => (club.id ? clubLink(league, { id: club.id, name: club.name }) : name(club.name));

/** "Cup quarter-final", "Pokal, Viertelfinale": a competition's round, from the English names the engine gives them. */
const stage = (l: Locale, competition: string, round: string) =>
  t(l, 'posts.stage', { competition: competitionName(competition, l), round: roundName(round, l) });

function score(tie: WebCupTie, l: Locale): Html {
  const r = tie.result;
  if (!r) return html`<span class="muted">${t(l, 'web.vs')}</span>`;
  const extra = r.extraTime ? ` ${t(l, 'web.cups.aet')}` : '';
  const pens = r.penalties ? ` ${t(l, 'web.cups.pens', { home: r.penalties.home, away: r.penalties.away })}` : '';
  const text = `${scoreText(r.homeGoals, r.awayGoals, l)}${extra}${pens}`;
  return tie.reportId ? html`<a href="#${tie.reportId}" aria-label="${t(l, 'web.cups.report')}">${text}</a>` : html`${text}`;
}

function competitionOf(league: WebLeague, c: WebCupCompetition, index: number): Html {
  const l = league.language;
  const rounds = c.rounds.map(
    (round, r) =>
      html`<div class="scroll">
          <table>
            <caption>
              ${stage(l, c.name, round.name)}
            </caption>
            <thead>
              <tr>
                <th scope="col">${t(l, 'web.col.home')}</th>
                <th scope="col" class="n">${t(l, 'web.col.score')}</th>
                <th scope="col">${t(l, 'web.col.away')}</th>
                <th scope="col">${t(l, 'web.cups.through')}</th>
              </tr>
            </thead>
            <tbody>
              ${round.ties.map(
                (tie) =>
                  html`<tr>
                    <td class="club">${clubOf(league, tie.home)}${tie.neutral ? html` <span class="muted">${t(l, 'web.cups.neutral')}</span>` : ''}</td>
                    <td class="n">${score(tie, l)}</td>
                    <td class="club">${clubOf(league, tie.away)}</td>
                    <td>${tie.result ? clubOf(league, tie.result.winner) : '—'}</td>
                  </tr>`,
              )}
            </tbody>
          </table>
        </div>
        ${round.byes.length ? html`<p id="byes-${index}-${r}">${t(l, 'web.cups.byes')} ${round.byes.map((b, i) => html`${i ? ', ' : ''}${clubOf(league, b)}`)}</p>` : ''}`,
  );
  return html`<section aria-labelledby="cup-${index}">
    <h2 id="cup-${index}">${competitionName(c.name, l)}</h2>
    <p>${c.winner ? html`${t(l, 'web.cups.winners')} ${clubOf(league, c.winner)}` : t(l, 'web.cups.notDecided')}</p>
    ${rounds}
  </section>`;
}

function reportOf(league: WebLeague, report: WebCupReport): Html {
  const l = league.language;
  const title = stage(l, report.competition, report.round);
  const r = report.tie.result;
  const commentary = report.commentary.map((line) => html`<li><span class="minute">${line.minute ?? ''}</span><span>${line.text}</span></li>`);
  const kicks = report.penalties.map(
    (k) =>
      html`<li>${clubOf(league, k.club)}: ${say(l, 'web.cups.kick', { taker: k.taker ? name(k.taker) : t(l, 'web.cups.theirTaker'), scored: k.scored ? 'yes' : 'no' })}</li>`,
  );
  return html`<section aria-labelledby="${report.id}">
    <h3 id="${report.id}">
      ${title}: ${clubOf(league, report.tie.home)} ${r ? scoreText(r.homeGoals, r.awayGoals, l) : t(l, 'web.vs')} ${clubOf(league, report.tie.away)}
    </h3>
    ${
      commentary.length
        ? html`<ol class="commentary">
            ${commentary}
          </ol>`
        : html`<p class="muted">${t(l, 'web.cups.withoutMatch')}</p>`
    }
    ${
      kicks.length
        ? html`<h4>${t(l, 'web.cups.penalties')}</h4>
            <ol>
              ${kicks}
            </ol>`
        : ''
    }
    ${report.rolls.length ? html`<details><summary>${t(l, 'web.cups.everyRoll')}</summary>${rollsTable(report.rolls, t(l, 'web.cups.rollsCaption', { stage: title }), l)}</details>` : ''}
  </section>`;
}

/** A season's cups: each competition's rounds, ties and scores and its winner, then the ties the channel told in full. */
export function cupsPage(league: WebLeague, cups: WebCupSeason, seasons: number[]): string {
  const l = league.language;
  const named = (s: number) => t(l, 'web.season', { season: s });
  const picker =
    seasons.length > 1
      ? html`<nav aria-label="${t(l, 'web.nav.seasons')}">
          <ul>
            ${seasons.map((shown) => html`<li>${shown === cups.season ? html`<strong>${named(shown)}</strong>` : html`<a href="${cupsPath(league.slug, shown)}">${named(shown)}</a>`}</li>`)}
          </ul>
        </nav>`
      : '';
  const body = html`<h1>${t(l, 'web.cups.title', { season: cups.season })}</h1>
    ${picker}
    ${cups.competitions.length ? cups.competitions.map((c, i) => competitionOf(league, c, i)) : html`<p>${t(l, 'web.cups.none')}</p>`}
    ${
      cups.reports.length
        ? html`<h2>${t(l, 'web.cups.inFull')}</h2>
            ${cups.reports.map((r) => reportOf(league, r))}`
        : ''
    }`;
  return page(leagueShell(league, t(l, 'web.cups.title', { season: cups.season }), body));
}
