import type { CardId } from '../../engine/cards/cards.js';
import type { StoryPlayer, StorySide, StoryStep } from '../../league/index.js';
import { type WebCards, type WebCardsClub, type WebCardsMatch, type WebLeague, type WebReadiness } from '../../league/web/index.js';
import type { Locale } from '../../i18n/locales.js';
import { t } from '../../i18n/translate.js';
import { html, isolate, name, type Html } from '../html.js';
import { page } from '../layout.js';
import { say, scoreText } from '../words.js';
import { deadline, readinessOf, tableHeads } from './league.page.js';
import { leagueShell, managerLink } from './links.js';

const SUITS: Record<string, string> = { H: '♥', C: '♣', D: '♦', S: '♠' };

/** "9♥", "10♠", "K♦". */
function cardText(card: CardId): string {
  return `${card[0] === 'T' ? '10' : card[0]}${SUITS[card[1]!]}`;
}

/** Half goals as a reader counts them: "1½", "−½", "0". */
function halves(value: number): string {
  const whole = Math.floor(Math.abs(value) / 2);
  const half = Math.abs(value) % 2 === 1 ? '½' : '';
  const digits = whole === 0 && half ? half : `${whole}${half}`;
  return value < 0 ? `−${digits}` : digits;
}

/** The occupant of a place as the sheet names it: a card, "reserve" or "player". */
function occupantText(l: Locale, occupant: StoryPlayer['occupant']): string {
  return occupant === 'reserve' ? t(l, 'cards.reserve') : occupant === 'dummy' ? t(l, 'webgames.cards.player') : cardText(occupant);
}

function player(l: Locale, p: StoryPlayer, club: WebCardsClub, beaten = false): string {
  const kind = p.occupant === 'reserve' || p.occupant === 'dummy' ? p.occupant : 'card';
  const card = kind === 'card' ? cardText(p.occupant as CardId) : '';
  return t(l, beaten ? 'webgames.cards.whoBeaten' : 'webgames.cards.who', { club: isolate(club.name), kind, card, level: p.level });
}

function gains(l: Locale, step: StoryStep, clubs: Record<StorySide, WebCardsClub>): string {
  const told = (['home', 'away'] as const)
    .filter((s) => step.gains[s] !== 0)
    .map((s) => t(l, 'webgames.cards.gain', { gain: `${step.gains[s] > 0 ? '+' : ''}${halves(step.gains[s])}`, club: isolate(clubs[s].name) }));
  return told.length > 0 ? told.join(', ') : t(l, 'webgames.cards.noGoal');
}

/** One step of the match in a plain line, as the channel tells it. */
function stepLine(l: Locale, step: StoryStep, clubs: Record<StorySide, WebCardsClub>): string {
  const effects = gains(l, step, clubs);
  switch (step.kind) {
    case 'duel': {
      const [a, b] = step.winner ? [step.winner, step.winner === step.first ? step.second : step.first] : [step.first, step.second];
      return step.winner
        ? t(l, 'webgames.cards.beats', {
            winner: player(l, a, clubs[a.side]),
            loser: player(l, b, clubs[b.side], true),
            zone: a.zone,
            gains: effects,
          })
        : t(l, 'webgames.cards.level', { first: player(l, a, clubs[a.side]), second: player(l, b, clubs[b.side]), zone: a.zone, gains: effects });
    }
    case 'unmarked':
      return t(l, 'webgames.cards.unmarked', { player: player(l, step.player, clubs[step.player.side]), zone: step.player.zone, gains: effects });
    case 'keeper': {
      const club = isolate(clubs[step.side].name);
      return step.keeper
        ? t(l, 'webgames.cards.keeper', { club, level: step.keeper.level, gains: effects })
        : t(l, 'webgames.cards.noKeeper', { club, gains: effects });
    }
    case 'luck': {
      const club = isolate(clubs[step.side].name);
      return step.card
        ? t(l, 'webgames.cards.luck', { club, card: cardText(step.card), gains: effects })
        : t(l, 'webgames.cards.noLuck', { club, gains: effects });
    }
  }
}

function sheetText(l: Locale, side: WebCardsMatch['homeSheet']): string {
  const formation =
    side.dummyLevel === null ? cardText(side.tactic) : t(l, 'webgames.cards.everyLevel', { tactic: cardText(side.tactic), level: side.dummyLevel });
  const places = side.places.map((p) => `${p.space}: ${occupantText(l, p.occupant)} (${p.level})`);
  return `${formation}; ${places.join(', ')}`;
}

function matchOf(l: Locale, m: WebCardsMatch, index: number): Html {
  const clubs = { home: m.home, away: m.away };
  const score = scoreText(m.homeGoals, m.awayGoals, l);
  const title = say(l, 'webgames.cards.matchTitle', {
    competition: m.competition,
    round: m.round,
    home: name(m.home.name),
    score,
    away: name(m.away.name),
  });
  const shootOut = m.shootOutWinner ? html`<p>${say(l, 'webgames.cards.shootOut', { club: name(m.shootOutWinner.name) })}</p>` : '';
  return html`<section aria-labelledby="match-${index}">
<h3 id="match-${index}">${title}</h3>
<div class="scroll"><table><caption>${t(l, 'webgames.cards.sheets')}</caption>
<thead><tr><th scope="col">${t(l, 'web.col.club')}</th><th scope="col">${t(l, 'webgames.cards.sheet')}</th></tr></thead>
<tbody><tr><td class="club">${name(m.home.name)}</td><td>${sheetText(l, m.homeSheet)}</td></tr><tr><td class="club">${name(m.away.name)}</td><td>${sheetText(l, m.awaySheet)}</td></tr></tbody></table></div>
<ol class="duels"><li>${say(l, 'cards.story.kickOff', { home: name(m.home.name), away: name(m.away.name) })}</li>
${m.story.steps.map((step) => html`<li>${stepLine(l, step, clubs)} ${t(l, 'webgames.cards.running', { home: halves(step.home), away: halves(step.away) })}</li>`)}
<li>${t(l, 'webgames.cards.finalScore', { score })}</li></ol>
${shootOut}
</section>`;
}

function tableOf(l: Locale, cards: WebCards): Html {
  const rows = cards.table.map(
    (r) =>
      html`<tr${r.club.managed ? html` class="managed"` : ''}><td class="n">${r.position}</td><td class="club">${name(r.club.name)}</td><td class="n">${r.played}</td><td class="n">${r.won}</td><td class="n">${r.drawn}</td><td class="n">${r.lost}</td><td class="n">${r.goalsFor}</td><td class="n">${r.goalsAgainst}</td><td class="n">${r.points}</td></tr>`,
  );
  return html`<section aria-labelledby="table"><h2 id="table">${t(l, 'webgames.cards.table')}</h2>
<div class="scroll"><table><caption>${t(l, 'webgames.cards.tableCaption', { season: cards.season })}</caption>
<thead><tr>${tableHeads(l, ['pos', 'club', 'p', 'w', 'd', 'l', 'gf', 'ga', 'pts'])}</tr></thead>
<tbody>${rows}</tbody></table></div></section>`;
}

function cupOf(l: Locale, cards: WebCards): Html {
  const { cup } = cards;
  const played = cards.matches.filter((m) => m.competition === 'cup');
  const rows = [
    ...played.map(
      (m) =>
        html`<tr><td class="n">${m.round}</td><td class="club">${name(m.home.name)}</td><td class="n">${scoreText(m.homeGoals, m.awayGoals, l)}</td><td class="club">${name(m.away.name)}</td><td>${m.shootOutWinner ? say(l, 'webgames.cards.onShootOut', { club: name(m.shootOutWinner.name) }) : ''}</td></tr>`,
    ),
    ...cup.next.map(
      (next) =>
        html`<tr><td class="n">${next.round}</td><td class="club">${name(next.home.name)}</td><td class="n">${t(l, 'web.vs')}</td><td class="club">${name(next.away.name)}</td><td>${t(l, 'webgames.cards.toBePlayed')}</td></tr>`,
    ),
  ];
  const winner = cup.winner ? html`<p>${say(l, 'webgames.cards.cupWinner', { club: name(cup.winner.name) })}</p>` : '';
  return html`<section aria-labelledby="cup"><h2 id="cup">${t(l, 'webgames.cards.cup')}</h2>${winner}
<div class="scroll"><table><caption>${t(l, 'webgames.cards.cupCaption', { season: cards.season, rounds: cup.cupRounds })}</caption>
<thead><tr><th scope="col" class="n">${t(l, 'webgames.col.round')}</th><th scope="col">${t(l, 'web.col.home')}</th><th scope="col" class="n">${t(l, 'web.col.score')}</th><th scope="col">${t(l, 'web.col.away')}</th><th scope="col">${t(l, 'webgames.col.note')}</th></tr></thead>
<tbody>${rows}</tbody></table></div></section>`;
}

function trophiesOf(league: WebLeague, cards: WebCards): Html {
  const l = league.language;
  const seasons = cards.history.map(
    (h) =>
      html`<tr><td class="n">${h.season}</td><td class="club">${name(h.leagueWinner.name)}</td><td class="club">${name(h.leagueRunnerUp.name)}</td><td class="club">${h.cupWinner ? name(h.cupWinner.name) : '—'}</td></tr>`,
  );
  const points = [...cards.trophies]
    .sort((a, b) => b.points - a.points)
    .map(
      (p) =>
        html`<tr><td class="club">${name(p.club.name)}</td><td>${p.manager ? managerLink(league, p.manager) : '—'}</td><td class="n">${p.points}</td></tr>`,
    );
  const and = t(l, 'webgames.and');
  const winners =
    cards.winners.length > 0
      ? html`<p>${say(l, 'webgames.cards.gameWon', { winners: html`${cards.winners.map((w, i) => html`${i > 0 ? and : ''}${name(w.name)}`)}` })}</p>`
      : '';
  return html`<section aria-labelledby="trophies"><h2 id="trophies">${t(l, 'webgames.cards.trophies')}</h2>${winners}
<div class="scroll"><table><caption>${t(l, 'webgames.cards.trophyCaption')}</caption>
<thead><tr><th scope="col">${t(l, 'web.col.club')}</th><th scope="col">${t(l, 'web.col.manager')}</th><th scope="col" class="n">${t(l, 'web.col.points')}</th></tr></thead><tbody>${points}</tbody></table></div>
${seasons.length > 0 ? html`<div class="scroll"><table><caption>${t(l, 'webgames.seasonsPlayed')}</caption><thead><tr><th scope="col" class="n">${t(l, 'web.col.season')}</th><th scope="col">${t(l, 'webgames.cards.leagueWinner')}</th><th scope="col">${t(l, 'webgames.cards.runnerUp')}</th><th scope="col">${t(l, 'webgames.cards.cupWinnerColumn')}</th></tr></thead><tbody>${seasons}</tbody></table></div>` : ''}
</section>`;
}

/** A card game league's one page: the table, the cup, every match of the season with its duels, the trophies. */
export function cardsPage(league: WebLeague, cards: WebCards | null, readiness: WebReadiness[]): string {
  const l = league.language;
  const next =
    league.started && !league.paused && league.nextDeadline
      ? html`<p>${t(l, 'web.nextDeadline')} ${deadline(league.nextDeadline, l)}</p>`
      : html`<p class="muted">${t(l, league.paused ? 'web.paused' : 'web.noDeadline')}</p>`;
  const shell = (body: Html) => page(leagueShell(league, t(l, 'webgames.cards.title'), body));
  if (!cards) return shell(html`<h1>${name(league.name)}</h1>\n<p>${t(l, 'webgames.cards.notStarted')}</p>`);
  const results =
    cards.matches.length > 0
      ? html`<section aria-labelledby="results"><h2 id="results">${t(l, 'webgames.cards.results', { season: cards.season })}</h2>${[...cards.matches].reverse().map((m, i) => matchOf(l, m, i))}</section>`
      : html`<p class="muted">${t(l, 'webgames.cards.noMatch')}</p>`;
  const about = t(l, 'webgames.cards.about', { season: cards.season, seasons: cards.seasons, over: cards.phase === 'finished' ? 'yes' : 'no' });
  const body = html`<h1>${name(league.name)}</h1>
<p>${about}</p>
${next}
${readinessOf(readiness, l)}
${tableOf(l, cards)}
${cupOf(l, cards)}
${results}
${trophiesOf(league, cards)}`;
  return shell(body);
}
