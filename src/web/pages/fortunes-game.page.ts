import { plural } from '../../plural.js';
import {
  leaguePath,
  type FortunesRecordCup,
  type FortunesGameRecord,
  type FortunesRecordMatch,
  type FortunesRecordSquad,
  type FortunesRecordTie,
  type FortunesRecordTurn,
  type WebLeague,
  type WebReadiness,
} from '../../league/web/index.js';
import { html, isolate, name, type Html } from '../html.js';
import { page } from '../layout.js';
import { deadline, readinessOf } from './league.page.js';

const SECTION_NAMES = { G: 'Goalkeepers', D: 'Defenders', M: 'Midfielders', A: 'Attackers', U: 'Utility' } as const;

function th(label: string, title?: string, numeric = false): Html {
  const cls = numeric ? html` class="n"` : '';
  return title ? html`<th scope="col"${cls}><abbr title="${title}">${label}</abbr></th>` : html`<th scope="col"${cls}>${label}</th>`;
}

/** "D18 A21": a side's Defence and Attack as it played. */
function sideText(side: FortunesRecordMatch['homeSide']): string {
  return `D${side.defence} A${side.attack}`;
}

function clubCell(club: FortunesRecordMatch['home']): Html {
  return html`<td class="club${club.managed ? ' managed' : ''}">${name(club.name)}</td>`;
}

/** A match's row: the clubs with their sides and the score, after any leading cells, and a note. */
function matchRow(m: FortunesRecordMatch, note: Html | string = '', leading: Html | string = ''): Html {
  return html`<tr>${leading}${clubCell(m.home)}<td class="n">${sideText(m.homeSide)}</td><td class="n">${m.homeGoals}–${m.awayGoals}</td>${clubCell(m.away)}<td class="n">${sideText(m.awaySide)}</td><td>${note}</td></tr>`;
}

function tieNote(t: FortunesRecordTie): Html {
  return t.dice ? html`${name(t.winner.name)} through on the dice ${t.dice[0]}–${t.dice[1]}` : html``;
}

const MATCH_HEAD = html`<thead><tr>${th('Home')}${th('Side', 'Defence and Attack', true)}${th('Score', undefined, true)}${th('Away')}${th('Side', 'Defence and Attack', true)}${th('Note')}</tr></thead>`;

function tableOf(game: FortunesGameRecord): Html {
  const rows = game.table.map(
    (r) =>
      html`<tr${r.club.managed ? html` class="managed"` : ''}><td class="n">${r.position}</td><td class="club">${name(r.club.name)}</td><td class="n">${r.played}</td><td class="n">${r.won}</td><td class="n">${r.drawn}</td><td class="n">${r.lost}</td><td class="n">${r.goalsFor}</td><td class="n">${r.goalsAgainst}</td><td class="n">${r.points}</td></tr>`,
  );
  return html`<section aria-labelledby="table"><h2 id="table">The table of ten</h2>
<div class="scroll"><table><caption>Season ${game.season} (3 points a win; managers' clubs in bold)</caption>
<thead><tr>${th('Pos', 'Position', true)}${th('Club')}${th('P', 'Played', true)}${th('W', 'Won', true)}${th('D', 'Drawn', true)}${th('L', 'Lost', true)}${th('GF', 'Goals for', true)}${th('GA', 'Goals against', true)}${th('Pts', 'Points', true)}</tr></thead>
<tbody>${rows}</tbody></table></div></section>`;
}

function turnOf(turn: FortunesRecordTurn): Html {
  const title = turn.kind === 'league' ? `Turn ${turn.turn}: league round ${turn.round}` : `Turn ${turn.turn}: cup round ${turn.round}`;
  const rows =
    turn.kind === 'league'
      ? turn.results.map((m) => matchRow(m))
      : turn.ties.map((t) => matchRow(t, html`${t.competition}, round ${t.round}${t.dice ? html`; ${tieNote(t)}` : ''}`));
  const ceased = turn.ceased.map((c) => html`<p>The ${c} ends for the season: every manager's club is out.</p>`);
  return html`<div class="scroll"><table><caption>${title}</caption>${MATCH_HEAD}<tbody>${rows}</tbody></table></div>${ceased}`;
}

function resultsOf(game: FortunesGameRecord): Html {
  if (game.turns.length === 0)
    return html`<section aria-labelledby="results"><h2 id="results">Results by turn</h2><p class="muted">No turn played yet this season.</p></section>`;
  return html`<section aria-labelledby="results"><h2 id="results">Results by turn, season ${game.season}</h2>
<p class="muted">Each side's Defence (goalkeeper and defenders' stars) and Attack (midfielders' and attackers' stars) as it played; the latest turn first.</p>
${[...game.turns].reverse().map(turnOf)}</section>`;
}

function cupOf(cup: FortunesRecordCup, index: number): Html {
  const status = cup.winner
    ? html`Won by ${name(cup.winner.name)}.`
    : cup.ceased && cup.rounds.length === 0
      ? html`Not played this season: no manager's club is in it.`
      : cup.ceased
        ? html`Ended for the season: every manager's club is out.`
        : html`${cup.stillIn} clubs still in.`;
  const rows = cup.rounds.flatMap((r) => r.ties.map((t) => matchRow(t, tieNote(t), html`<td class="n">${r.round}</td>`)));
  return html`<h3 id="cup-${index}">${cup.name}</h3><p>${status}</p>
${rows.length > 0 ? html`<div class="scroll"><table><caption>${cup.name}, round by round</caption><thead><tr>${th('Round', undefined, true)}${th('Home')}${th('Side', 'Defence and Attack', true)}${th('Score', undefined, true)}${th('Away')}${th('Side', 'Defence and Attack', true)}${th('Note')}</tr></thead><tbody>${rows}</tbody></table></div>` : html`<p class="muted">No round played yet.</p>`}`;
}

function cupsOf(game: FortunesGameRecord): Html {
  return html`<section aria-labelledby="cups"><h2 id="cups">The cups, season ${game.season}</h2>
<p class="muted">The F.A. Cup every season; from season two the European Cup, the Cup-Winners' Cup and the UEFA Cup. A cup ends once every manager's club is out of it.</p>
${game.cups.map(cupOf)}</section>`;
}

function pointsOf(game: FortunesGameRecord): Html {
  const seasons = game.history.map((h) => h.season);
  const rows = game.gamePoints.map((g) => {
    const bySeason = game.history.map((h) => h.points.find((p) => p.club.id === g.club.id)?.points);
    return html`<tr><td class="club">${name(g.club.name)}${g.resigned ? ' (resigned, bankrupt)' : ''}</td>${bySeason.map((p) => html`<td class="n">${p ?? '—'}</td>`)}<td class="n">${g.points}</td></tr>`;
  });
  const caption = game.finished
    ? 'Game points by season; the total adds a point for each whole £100,000 left at the end'
    : 'Game points by season so far';
  return html`<section aria-labelledby="points"><h2 id="points">Game points</h2>
<div class="scroll"><table><caption>${caption}</caption>
<thead><tr>${th('Manager\u2019s club')}${seasons.map((s) => th(`S${s}`, `Season ${s}`, true))}${th('Total', undefined, true)}</tr></thead>
<tbody>${rows}</tbody></table></div></section>`;
}

function squadRow(s: FortunesRecordSquad): Html {
  const cells = (['G', 'D', 'M', 'A', 'U'] as const).map((type) => {
    const cards = s.cards.filter((c) => c.type === type).map((c) => c.label);
    const loaned = s.borrowed.filter((c) => c.type === type).map((c) => `${c.label} (on loan)`);
    const all = [...cards, ...loaned];
    return html`<td>${all.length > 0 ? all.join(', ') : '—'}</td>`;
  });
  return html`<tr><td class="club">${name(s.club.name)}${s.resigned ? ' (resigned)' : ''}</td><td class="n">${s.cards.length}</td>${cells}</tr>`;
}

function squadsOf(game: FortunesGameRecord): Html {
  return html`<section aria-labelledby="squads"><h2 id="squads">The managers' squads</h2>
<div class="scroll"><table><caption>Star cards by section: G4 is a four-star goalkeeper; a Utility player plays anywhere</caption>
<thead><tr>${th('Club')}${th('Cards', undefined, true)}${(['G', 'D', 'M', 'A', 'U'] as const).map((t) => th(SECTION_NAMES[t]))}</tr></thead>
<tbody>${game.squads.map(squadRow)}</tbody></table></div></section>`;
}

function historyOf(game: FortunesGameRecord): Html {
  if (game.history.length === 0) return html``;
  const rows = game.history.map(
    (h) =>
      html`<tr><td class="n">${h.season}</td><td class="club">${name(h.champion.name)}</td><td class="club">${name(h.runnerUp.name)}</td><td>${h.cupWinners.length > 0 ? h.cupWinners.map((c, i) => html`${i > 0 ? '; ' : ''}${c.name}: ${name(c.club.name)}`) : '—'}</td></tr>`,
  );
  return html`<section aria-labelledby="history"><h2 id="history">Seasons played</h2>
<div class="scroll"><table><caption>Champions, runners-up and cup winners</caption>
<thead><tr>${th('Season', undefined, true)}${th('Champions')}${th('Runners-up')}${th('Cup winners')}</tr></thead>
<tbody>${rows}</tbody></table></div></section>`;
}

function standing(league: WebLeague, game: FortunesGameRecord): Html {
  if (game.finished) {
    const best = game.gamePoints.find((g) => game.winners.some((w) => w.id === g.club.id))?.points ?? 0;
    const winners =
      game.winners.length > 0
        ? html`🏆 The game is over: ${game.winners.map((w, i) => html`${i > 0 ? ' and ' : ''}${name(w.name)}`)} ${game.winners.length === 1 ? 'wins' : 'win'} with ${best} game points.`
        : html`The game is over: every manager resigned, so no one wins.`;
    return html`<p>${winners}</p><p class="muted">After ${plural(game.seasons, 'season')} the league is archived: this page keeps its record.</p>`;
  }
  const next =
    league.started && !league.paused && league.nextDeadline
      ? html`<p>Next deadline: ${deadline(league.nextDeadline)}</p>`
      : html`<p class="muted">${league.paused ? 'The league is paused.' : 'No deadline set.'}</p>`;
  return html`<p>Football Fortunes, season ${game.season} of ${game.seasons}, the computer's clubs at skill level ${game.skill}.</p>${next}`;
}

/** A Football Fortunes game's one page: the table of ten, every turn's results, the cups, the game points, the squads, the seasons. */
export function fortunesGamePage(league: WebLeague, game: FortunesGameRecord | null, readiness: WebReadiness[]): string {
  const shell = (body: Html) =>
    page({
      title: `Football Fortunes · ${isolate(league.name)}`,
      league: { name: league.name, links: [{ href: leaguePath(league.slug), label: 'Table, results, cups and points' }] },
      body,
    });
  if (!game) return shell(html`<h1>${name(league.name)}</h1>\n<p>The game has not been dealt yet.</p>`);
  return shell(html`<h1>${name(league.name)}</h1>
${standing(league, game)}
${game.finished ? '' : readinessOf(readiness)}
${tableOf(game)}
${resultsOf(game)}
${cupsOf(game)}
${pointsOf(game)}
${squadsOf(game)}
${historyOf(game)}`);
}
