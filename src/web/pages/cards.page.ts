import type { CardId } from '../../engine/cards/cards.js';
import type { StoryPlayer, StorySide, StoryStep } from '../../league/index.js';
import { type WebCards, type WebCardsClub, type WebCardsMatch, type WebLeague, type WebReadiness } from '../../league/web/index.js';
import { html, isolate, name, type Html } from '../html.js';
import { page } from '../layout.js';
import { deadline, readinessOf } from './league.page.js';
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

function player(p: StoryPlayer, club: WebCardsClub): string {
  const who = p.occupant === 'reserve' ? 'reserve' : p.occupant === 'dummy' ? 'player' : cardText(p.occupant);
  return `${isolate(club.name)}'s ${who} (level ${p.level})`;
}

function gains(step: StoryStep, clubs: Record<StorySide, WebCardsClub>): string {
  const told = (['home', 'away'] as const)
    .filter((s) => step.gains[s] !== 0)
    .map((s) => `${step.gains[s] > 0 ? '+' : ''}${halves(step.gains[s])} for ${isolate(clubs[s].name)}`);
  return told.length > 0 ? told.join(', ') : 'no goal';
}

/** One step of the match in a plain line, as the channel tells it. */
function stepLine(step: StoryStep, clubs: Record<StorySide, WebCardsClub>): string {
  switch (step.kind) {
    case 'duel': {
      const [a, b] = step.winner ? [step.winner, step.winner === step.first ? step.second : step.first] : [step.first, step.second];
      const verb = step.winner ? 'beats' : 'is level with';
      return `${player(a, clubs[a.side])} ${verb} ${player(b, clubs[b.side])} in ${a.zone}: ${gains(step, clubs)}`;
    }
    case 'unmarked':
      return `${player(step.player, clubs[step.player.side])} is unmarked in ${step.player.zone}: ${gains(step, clubs)}`;
    case 'keeper':
      return `${isolate(clubs[step.side].name)}'s keeper${step.keeper ? ` (level ${step.keeper.level})` : ': none'}: ${gains(step, clubs)}`;
    case 'luck':
      return `${isolate(clubs[step.side].name)} luck card ${step.card ? cardText(step.card) : 'none (a dummy)'}: ${gains(step, clubs)}`;
  }
}

function sheetText(side: WebCardsMatch['homeSheet']): string {
  const formation = side.dummyLevel === null ? cardText(side.tactic) : `${cardText(side.tactic)}, every player level ${side.dummyLevel}`;
  const places = side.places.map(
    (p) => `${p.space}: ${p.occupant === 'reserve' ? 'reserve' : p.occupant === 'dummy' ? 'player' : cardText(p.occupant)} (${p.level})`,
  );
  return `${formation}; ${places.join(', ')}`;
}

function matchOf(m: WebCardsMatch, index: number): Html {
  const clubs = { home: m.home, away: m.away };
  const title = `${m.competition === 'league' ? 'League round' : 'Cup round'} ${m.round}`;
  const shootOut = m.shootOutWinner ? html`<p>Level after the match: ${name(m.shootOutWinner.name)} won the card shoot-out.</p>` : '';
  return html`<section aria-labelledby="match-${index}">
<h3 id="match-${index}">${title}: ${name(m.home.name)} ${m.homeGoals}–${m.awayGoals} ${name(m.away.name)}</h3>
<div class="scroll"><table><caption>Team sheets (space: card and adjusted level)</caption>
<thead><tr><th scope="col">Club</th><th scope="col">Sheet</th></tr></thead>
<tbody><tr><td class="club">${name(m.home.name)}</td><td>${sheetText(m.homeSheet)}</td></tr><tr><td class="club">${name(m.away.name)}</td><td>${sheetText(m.awaySheet)}</td></tr></tbody></table></div>
<ol class="duels"><li>Kick-off: ${name(m.home.name)} 0, ${name(m.away.name)} −2 (the away side starts two goals down).</li>
${m.story.steps.map((step) => html`<li>${stepLine(step, clubs)} (${halves(step.home)} v ${halves(step.away)})</li>`)}
<li>Final score: ${m.homeGoals}–${m.awayGoals} (half goals round down; a score below nothing is 0).</li></ol>
${shootOut}
</section>`;
}

function tableOf(cards: WebCards): Html {
  const rows = cards.table.map(
    (r) =>
      html`<tr${r.club.managed ? html` class="managed"` : ''}><td class="n">${r.position}</td><td class="club">${name(r.club.name)}</td><td class="n">${r.played}</td><td class="n">${r.won}</td><td class="n">${r.drawn}</td><td class="n">${r.lost}</td><td class="n">${r.goalsFor}</td><td class="n">${r.goalsAgainst}</td><td class="n">${r.points}</td></tr>`,
  );
  return html`<section aria-labelledby="table"><h2 id="table">League table</h2>
<div class="scroll"><table><caption>Season ${cards.season} table (3 points a win)</caption>
<thead><tr><th scope="col" class="n"><abbr title="Position">Pos</abbr></th><th scope="col">Club</th><th scope="col" class="n"><abbr title="Played">P</abbr></th><th scope="col" class="n"><abbr title="Won">W</abbr></th><th scope="col" class="n"><abbr title="Drawn">D</abbr></th><th scope="col" class="n"><abbr title="Lost">L</abbr></th><th scope="col" class="n"><abbr title="Goals for">GF</abbr></th><th scope="col" class="n"><abbr title="Goals against">GA</abbr></th><th scope="col" class="n"><abbr title="Points">Pts</abbr></th></tr></thead>
<tbody>${rows}</tbody></table></div></section>`;
}

function cupOf(cards: WebCards): Html {
  const { cup } = cards;
  const played = cards.matches.filter((m) => m.competition === 'cup');
  const rows = [
    ...played.map(
      (m) =>
        html`<tr><td class="n">${m.round}</td><td class="club">${name(m.home.name)}</td><td class="n">${m.homeGoals}–${m.awayGoals}</td><td class="club">${name(m.away.name)}</td><td>${m.shootOutWinner ? html`${name(m.shootOutWinner.name)} on the card shoot-out` : ''}</td></tr>`,
    ),
    ...cup.next.map(
      (t) =>
        html`<tr><td class="n">${t.round}</td><td class="club">${name(t.home.name)}</td><td class="n">v</td><td class="club">${name(t.away.name)}</td><td>To be played</td></tr>`,
    ),
  ];
  const winner = cup.winner ? html`<p>Cup winner: ${name(cup.winner.name)}.</p>` : '';
  return html`<section aria-labelledby="cup"><h2 id="cup">Cup</h2>${winner}
<div class="scroll"><table><caption>Season ${cards.season} cup (${cup.cupRounds} rounds, the final the last)</caption>
<thead><tr><th scope="col" class="n">Round</th><th scope="col">Home</th><th scope="col" class="n">Score</th><th scope="col">Away</th><th scope="col">Note</th></tr></thead>
<tbody>${rows}</tbody></table></div></section>`;
}

function trophiesOf(league: WebLeague, cards: WebCards): Html {
  const seasons = cards.history.map(
    (h) =>
      html`<tr><td class="n">${h.season}</td><td class="club">${name(h.leagueWinner.name)}</td><td class="club">${name(h.leagueRunnerUp.name)}</td><td class="club">${h.cupWinner ? name(h.cupWinner.name) : '—'}</td></tr>`,
  );
  const points = [...cards.trophies]
    .sort((a, b) => b.points - a.points)
    .map(
      (t) =>
        html`<tr><td class="club">${name(t.club.name)}</td><td>${t.manager ? managerLink(league, t.manager) : '—'}</td><td class="n">${t.points}</td></tr>`,
    );
  const winners =
    cards.winners.length > 0 ? html`<p>The game is won by ${cards.winners.map((w, i) => html`${i > 0 ? ' and ' : ''}${name(w.name)}`)}.</p>` : '';
  return html`<section aria-labelledby="trophies"><h2 id="trophies">Trophies</h2>${winners}
<div class="scroll"><table><caption>Trophy points (2 for the league, 1 for the cup)</caption>
<thead><tr><th scope="col">Club</th><th scope="col">Manager</th><th scope="col" class="n">Points</th></tr></thead><tbody>${points}</tbody></table></div>
${seasons.length > 0 ? html`<div class="scroll"><table><caption>Seasons played</caption><thead><tr><th scope="col" class="n">Season</th><th scope="col">League winner</th><th scope="col">Runner-up</th><th scope="col">Cup winner</th></tr></thead><tbody>${seasons}</tbody></table></div>` : ''}
</section>`;
}

/** A card game league's one page: the table, the cup, every match of the season with its duels, the trophies. */
export function cardsPage(league: WebLeague, cards: WebCards | null, readiness: WebReadiness[]): string {
  const next =
    league.started && !league.paused && league.nextDeadline
      ? html`<p>Next deadline: ${deadline(league.nextDeadline)}</p>`
      : html`<p class="muted">${league.paused ? 'The league is paused.' : 'No deadline set.'}</p>`;
  const shell = (body: Html) => page(leagueShell(league, 'Card game', body));
  if (!cards) return shell(html`<h1>${name(league.name)}</h1>\n<p>The card game has not started yet.</p>`);
  const results =
    cards.matches.length > 0
      ? html`<section aria-labelledby="results"><h2 id="results">Results, season ${cards.season}</h2>${[...cards.matches].reverse().map(matchOf)}</section>`
      : html`<p class="muted">No match played yet this season.</p>`;
  const body = html`<h1>${name(league.name)}</h1>
<p>The card game, season ${cards.season} of ${cards.seasons}${cards.phase === 'finished' ? ': the game is over' : ''}.</p>
${next}
${readinessOf(readiness)}
${tableOf(cards)}
${cupOf(cards)}
${results}
${trophiesOf(league, cards)}`;
  return shell(body);
}
