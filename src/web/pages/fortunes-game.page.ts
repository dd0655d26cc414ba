import type { Locale } from '../../i18n/locales.js';
import { t } from '../../i18n/translate.js';
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
import { fortunesCupName, say, sayAsWritten, scoreText } from '../words.js';
import { deadline, readinessOf, tableHeads } from './league.page.js';

const SECTIONS = ['G', 'D', 'M', 'A', 'U'] as const;

function th(label: string, title?: string, numeric = false): Html {
  const cls = numeric ? html` class="n"` : '';
  return title ? html`<th scope="col"${cls}><abbr title="${title}">${label}</abbr></th>` : html`<th scope="col"${cls}>${label}</th>`;
}

/** "D18 A21": a side's Defence and Attack as it played. */
function sideText(l: Locale, side: FortunesRecordMatch['homeSide']): string {
  return t(l, 'webgames.fortunes.side', { defence: side.defence, attack: side.attack });
}

function clubCell(club: FortunesRecordMatch['home']): Html {
  return html`<td class="club${club.managed ? ' managed' : ''}">${name(club.name)}</td>`;
}

/** A match's row: the clubs with their sides and the score, after any leading cells, and a note. */
function matchRow(l: Locale, m: FortunesRecordMatch, note: Html | string = '', leading: Html | string = ''): Html {
  return html`<tr>${leading}${clubCell(m.home)}<td class="n">${sideText(l, m.homeSide)}</td><td class="n">${scoreText(m.homeGoals, m.awayGoals, l)}</td>${clubCell(m.away)}<td class="n">${sideText(l, m.awaySide)}</td><td>${note}</td></tr>`;
}

function tieNote(l: Locale, tie: FortunesRecordTie): Html {
  return tie.dice ? say(l, 'webgames.fortunes.throughOnDice', { club: name(tie.winner.name), first: tie.dice[0], second: tie.dice[1] }) : html``;
}

/** The heads of a table of matches, after any leading heads. */
function matchHead(l: Locale, leading: Html | string = ''): Html {
  const side = th(t(l, 'webgames.fortunes.sideColumn'), t(l, 'webgames.fortunes.sideTitle'), true);
  return html`<thead><tr>${leading}${th(t(l, 'web.col.home'))}${side}${th(t(l, 'web.col.score'), undefined, true)}${th(t(l, 'web.col.away'))}${side}${th(t(l, 'webgames.col.note'))}</tr></thead>`;
}

function tableOf(l: Locale, game: FortunesGameRecord): Html {
  const rows = game.table.map(
    (r) =>
      html`<tr${r.club.managed ? html` class="managed"` : ''}><td class="n">${r.position}</td><td class="club">${name(r.club.name)}</td><td class="n">${r.played}</td><td class="n">${r.won}</td><td class="n">${r.drawn}</td><td class="n">${r.lost}</td><td class="n">${r.goalsFor}</td><td class="n">${r.goalsAgainst}</td><td class="n">${r.points}</td></tr>`,
  );
  return html`<section aria-labelledby="table"><h2 id="table">${t(l, 'webgames.fortunes.table')}</h2>
<div class="scroll"><table><caption>${sayAsWritten(l, 'webgames.fortunes.tableCaption', { season: game.season })}</caption>
<thead><tr>${tableHeads(l, ['pos', 'club', 'p', 'w', 'd', 'l', 'gf', 'ga', 'pts'])}</tr></thead>
<tbody>${rows}</tbody></table></div></section>`;
}

function turnOf(l: Locale, turn: FortunesRecordTurn): Html {
  const title = t(l, 'webgames.fortunes.turn', { turn: turn.turn, kind: turn.kind, round: turn.round });
  const rows =
    turn.kind === 'league'
      ? turn.results.map((m) => matchRow(l, m))
      : turn.ties.map((tie) =>
          matchRow(
            l,
            tie,
            html`${t(l, 'webgames.fortunes.tieRound', { competition: fortunesCupName(tie.competition, l), round: tie.round })}${tie.dice ? html`; ${tieNote(l, tie)}` : ''}`,
          ),
        );
  const ceased = turn.ceased.map(
    (c) => html`<p>${sayAsWritten(l, 'webgames.fortunes.cupCeased', { competition: html`${fortunesCupName(c, l)}` })}</p>`,
  );
  return html`<div class="scroll"><table><caption>${title}</caption>${matchHead(l)}<tbody>${rows}</tbody></table></div>${ceased}`;
}

function resultsOf(l: Locale, game: FortunesGameRecord): Html {
  if (game.turns.length === 0)
    return html`<section aria-labelledby="results"><h2 id="results">${t(l, 'webgames.fortunes.results')}</h2><p class="muted">${t(l, 'fortunes.record.noTurn')}</p></section>`;
  return html`<section aria-labelledby="results"><h2 id="results">${t(l, 'webgames.fortunes.resultsOf', { season: game.season })}</h2>
<p class="muted">${sayAsWritten(l, 'webgames.fortunes.resultsAbout')}</p>
${[...game.turns].reverse().map((turn) => turnOf(l, turn))}</section>`;
}

function cupOf(l: Locale, cup: FortunesRecordCup, index: number): Html {
  const status = cup.winner
    ? say(l, 'fortunes.record.cupWon', { club: name(cup.winner.name) })
    : cup.ceased && cup.rounds.length === 0
      ? sayAsWritten(l, 'webgames.fortunes.cupNotPlayed')
      : cup.ceased
        ? sayAsWritten(l, 'webgames.fortunes.cupEnded')
        : t(l, 'fortunes.record.stillIn', { count: cup.stillIn });
  const cupName = fortunesCupName(cup.name, l);
  const rows = cup.rounds.flatMap((r) => r.ties.map((tie) => matchRow(l, tie, tieNote(l, tie), html`<td class="n">${r.round}</td>`)));
  return html`<h3 id="cup-${index}">${cupName}</h3><p>${status}</p>
${rows.length > 0 ? html`<div class="scroll"><table><caption>${t(l, 'webgames.fortunes.cupRounds', { cup: cupName })}</caption>${matchHead(l, th(t(l, 'webgames.col.round'), undefined, true))}<tbody>${rows}</tbody></table></div>` : html`<p class="muted">${t(l, 'webgames.fortunes.noRound')}</p>`}`;
}

function cupsOf(l: Locale, game: FortunesGameRecord): Html {
  return html`<section aria-labelledby="cups"><h2 id="cups">${t(l, 'webgames.fortunes.cups', { season: game.season })}</h2>
<p class="muted">${sayAsWritten(l, 'webgames.fortunes.cupsAbout')}</p>
${game.cups.map((cup, i) => cupOf(l, cup, i))}</section>`;
}

function pointsOf(l: Locale, game: FortunesGameRecord): Html {
  const seasons = game.history.map((h) => h.season);
  const rows = game.gamePoints.map((g) => {
    const bySeason = game.history.map((h) => h.points.find((p) => p.club.id === g.club.id)?.points);
    return html`<tr><td class="club">${name(g.club.name)}${g.resigned ? t(l, 'webgames.fortunes.resignedBankrupt') : ''}</td>${bySeason.map((p) => html`<td class="n">${p ?? '—'}</td>`)}<td class="n">${g.points}</td></tr>`;
  });
  const caption = game.finished ? t(l, 'webgames.fortunes.pointsCaption', { money: 100_000 }) : t(l, 'webgames.fortunes.pointsSoFar');
  return html`<section aria-labelledby="points"><h2 id="points">${t(l, 'fortunes.turn.gamePoints')}</h2>
<div class="scroll"><table><caption>${caption}</caption>
<thead><tr>${th(t(l, 'webgames.fortunes.managersClub'))}${seasons.map((s) => th(t(l, 'webgames.fortunes.seasonShort', { season: s }), t(l, 'web.season', { season: s }), true))}${th(t(l, 'webgames.fortunes.total'), undefined, true)}</tr></thead>
<tbody>${rows}</tbody></table></div></section>`;
}

function squadRow(l: Locale, s: FortunesRecordSquad): Html {
  const cells = SECTIONS.map((type) => {
    const cards = s.cards.filter((c) => c.type === type).map((c) => c.label);
    const loaned = s.borrowed.filter((c) => c.type === type).map((c) => t(l, 'webgames.fortunes.onLoan', { card: c.label }));
    const all = [...cards, ...loaned];
    return html`<td>${all.length > 0 ? all.join(', ') : '—'}</td>`;
  });
  return html`<tr><td class="club">${name(s.club.name)}${s.resigned ? t(l, 'webgames.fortunes.resigned') : ''}</td><td class="n">${s.cards.length}</td>${cells}</tr>`;
}

function squadsOf(l: Locale, game: FortunesGameRecord): Html {
  return html`<section aria-labelledby="squads"><h2 id="squads">${sayAsWritten(l, 'webgames.fortunes.squads')}</h2>
<div class="scroll"><table><caption>${t(l, 'webgames.fortunes.squadsCaption')}</caption>
<thead><tr>${th(t(l, 'web.col.club'))}${th(t(l, 'webgames.fortunes.cards'), undefined, true)}${SECTIONS.map((section) => th(t(l, 'webgames.fortunes.section', { section })))}</tr></thead>
<tbody>${game.squads.map((s) => squadRow(l, s))}</tbody></table></div></section>`;
}

function historyOf(l: Locale, game: FortunesGameRecord): Html {
  if (game.history.length === 0) return html``;
  const rows = game.history.map(
    (h) =>
      html`<tr><td class="n">${h.season}</td><td class="club">${name(h.champion.name)}</td><td class="club">${name(h.runnerUp.name)}</td><td>${h.cupWinners.length > 0 ? h.cupWinners.map((c, i) => html`${i > 0 ? '; ' : ''}${fortunesCupName(c.name, l)}: ${name(c.club.name)}`) : '—'}</td></tr>`,
  );
  return html`<section aria-labelledby="history"><h2 id="history">${t(l, 'webgames.seasonsPlayed')}</h2>
<div class="scroll"><table><caption>${t(l, 'webgames.fortunes.historyCaption')}</caption>
<thead><tr>${th(t(l, 'web.col.season'), undefined, true)}${th(t(l, 'webgames.fortunes.champions'))}${th(t(l, 'webgames.fortunes.runnersUp'))}${th(t(l, 'webgames.fortunes.cupWinners'))}</tr></thead>
<tbody>${rows}</tbody></table></div></section>`;
}

function standing(league: WebLeague, game: FortunesGameRecord): Html {
  const l = league.language;
  if (game.finished) {
    const best = game.gamePoints.find((g) => game.winners.some((w) => w.id === g.club.id))?.points ?? 0;
    const and = t(l, 'webgames.and');
    const winners =
      game.winners.length > 0
        ? say(l, 'fortunes.turn.gameOver', {
            winners: html`${game.winners.map((w, i) => html`${i > 0 ? and : ''}${name(w.name)}`)}`,
            count: game.winners.length,
            points: best,
          })
        : t(l, 'webgames.fortunes.noWinner');
    return html`<p>${winners}</p><p class="muted">${t(l, 'webgames.fortunes.archived', { seasons: game.seasons })}</p>`;
  }
  const next =
    league.started && !league.paused && league.nextDeadline
      ? html`<p>${t(l, 'web.nextDeadline')} ${deadline(league.nextDeadline, l)}</p>`
      : html`<p class="muted">${t(l, league.paused ? 'web.paused' : 'web.noDeadline')}</p>`;
  return html`<p>${sayAsWritten(l, 'webgames.fortunes.playing', { season: game.season, seasons: game.seasons, skill: game.skill })}</p>${next}`;
}

/** A Football Fortunes game's one page: the table of ten, every turn's results, the cups, the game points, the squads, the seasons. */
export function fortunesGamePage(league: WebLeague, game: FortunesGameRecord | null, readiness: WebReadiness[]): string {
  const l = league.language;
  const shell = (body: Html) =>
    page({
      title: `Football Fortunes · ${isolate(league.name)}`,
      locale: l,
      league: { name: league.name, links: [{ href: leaguePath(league.slug), label: t(l, 'webgames.fortunes.nav') }] },
      body,
    });
  if (!game) return shell(html`<h1>${name(league.name)}</h1>\n<p>${t(l, 'webgames.fortunes.notDealt')}</p>`);
  return shell(html`<h1>${name(league.name)}</h1>
${standing(league, game)}
${game.finished ? '' : readinessOf(readiness, l)}
${tableOf(l, game)}
${resultsOf(l, game)}
${cupsOf(l, game)}
${pointsOf(l, game)}
${squadsOf(l, game)}
${historyOf(l, game)}`);
}
