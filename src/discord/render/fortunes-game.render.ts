import type { APIEmbed } from 'discord.js';
import type { GameEvent } from '../../engine/fortunes-game/events.js';
import type { FortunesGameLeagueView, FortunesTurnMessage } from '../../league/index.js';
import { relativeTime } from '../mentions.js';
import { cardsTableBlock } from './cards.render.js';
import { fortunesCardLabel, cardToldOfClub } from './fortunes-game-words.js';
import { SECTION_WORDS, SQUARE_WORDS } from './fortune-words.js';
import { COLOURS, money, name } from './format.js';
import { BOARD_IMAGE_URL } from './fortunes-board-picture.js';

/** The introduction posted as a game of Football Fortunes opens: what the game is, its commands, its Immunity cards. */
export function renderFortunesIntro(): APIEmbed {
  return {
    title: 'Football Fortunes: how the game is played',
    color: COLOURS.info,
    description:
      'Brian Clough’s board game of football management. The managers and the computer’s clubs make one league of ten, ' +
      'home and away, with the F.A. Cup and, from season two, Europe. Each manager is dealt 13 player cards rated 1 to 5 ' +
      'stars (goalkeeper, defenders, midfielders, attackers and two Utility players who play anywhere) and £200,000.\n' +
      'Every turn the dice move each manager round the board (Wages, Sponsorship, Manager’s Luck, Selection Problems, ' +
      'Auction, 50% Auction, Bank Finance, Crisis, Sunday), then a league or cup round is played. A side is always a 4-3-3: ' +
      'its Defence (G + D stars) against the other side’s Attack (M + A stars). Game points at each season’s end go to the ' +
      'league place, cup wins and cash; the most after the last season wins.',
    fields: [
      {
        name: 'Your commands',
        value: [
          '`/league join` take a club, then `/fortune show`: your square, the next squares, your choices',
          '`/squad` your cards by section · `/select` your 4-3-3 (your best side unless you choose)',
          '`/fortune crisis` · `/fortune bank_sell` · `/fortune bid` · `/fortune immunity`: the square’s orders',
          '`/ready` when done · `/league points` the game points · `/help topic:fortunes`',
        ].join('\n'),
      },
      {
        name: 'Immunity cards',
        value:
          'The bank holds six. A Selection Problems card may tell the bank to issue you one. When a Selection Problem that ' +
          'would harm you is shown to you in `/fortune show`, `/fortune immunity use:True` spends it and the problem is cancelled.',
      },
    ],
  };
}

type Told = Exclude<GameEvent, { type: 'money' }>;

function boardLine(e: Told, club: (id: string) => string, crisisCards: ReadonlySet<string>): string | null {
  switch (e.type) {
    case 'moved':
      return `🎲${e.roll} ${club(e.clubId)} move to **${SQUARE_WORDS[e.square]}** for the coming turn.`;
    case 'card': {
      const drawn = e.table === 'luck' ? 'Manager’s Luck' : 'a Selection Problem';
      return `${club(e.clubId)} draw ${drawn}: ${cardToldOfClub(e.text)}.${e.immunityUsed ? ' An Immunity card cancels it.' : ''}`;
    }
    case 'player-lost':
      return `${club(e.clubId)} lose their ${fortunesCardLabel(e.cardId)}: he goes to the bottom of the Auction Pile.`;
    case 'immunity-issued':
      return `${club(e.clubId)} are issued an Immunity card by the bank.`;
    case 'crisis':
      return e.cardId
        ? `${club(e.clubId)} are in Crisis: fined ${money(50_000)}, and their best ${SECTION_WORDS[e.section]} player (${fortunesCardLabel(e.cardId)}) is sold to the bank.`
        : `${club(e.clubId)} are in Crisis: fined ${money(50_000)}, with no ${SECTION_WORDS[e.section]} player to sell.`;
    case 'sold-to-bank':
      return crisisCards.has(e.cardId) ? null : `${club(e.clubId)} sell their ${fortunesCardLabel(e.cardId)} to the bank for ${money(e.price)}.`;
    case 'bought':
      return `${club(e.clubId)} buy ${fortunesCardLabel(e.cardId)} ${e.from === 'auction' ? 'at auction' : 'from the bank'} for ${money(e.price)}.`;
    case 'unsold':
      return `No bid for ${fortunesCardLabel(e.cardId)}: he goes to the bottom of the Auction Pile.`;
    case 'forfeit':
      return `${club(e.clubId)} bid more than they could pay: half their cash is forfeit to the bank.`;
    case 'resigned':
      return `${club(e.clubId)} cannot pay their debts: the manager resigns and the club is out of the game.`;
    case 'deal':
      return e.kind === 'transfer'
        ? `${fortunesCardLabel(e.cardId)} moves from ${club(e.fromId)} to ${club(e.toId)}.`
        : `${fortunesCardLabel(e.cardId)} goes on loan from ${club(e.fromId)} to ${club(e.toId)}.`;
    case 'loan-ended':
      return `${fortunesCardLabel(e.cardId)} returns to ${club(e.ownerId)} from his loan at ${club(e.borrowerId)}.`;
    default:
      return null;
  }
}

function matchLines(message: FortunesTurnMessage, club: (id: string) => string): string[] {
  const side = (id: string) => {
    const values = message.sides[id];
    return values ? ` (D${values.defence} A${values.attack})` : '';
  };
  const lines: string[] = [];
  for (const e of message.events) {
    if (e.type === 'league-result')
      lines.push(`${club(e.homeId)}${side(e.homeId)} **${e.homeGoals}–${e.awayGoals}** ${club(e.awayId)}${side(e.awayId)}`);
    if (e.type === 'cup-tie') {
      const { tie } = e;
      const dice = tie.shootOut
        ? `, ${club(tie.winnerId)} through on the dice ${Math.max(tie.shootOut.home, tie.shootOut.away)}–${Math.min(tie.shootOut.home, tie.shootOut.away)}`
        : '';
      lines.push(
        `${message.competitionNames[tie.competition]}, round ${tie.round}: ${club(tie.homeId)}${side(tie.homeId)} **${tie.homeGoals}–${tie.awayGoals}** ${club(tie.awayId)}${side(tie.awayId)}${dice}`,
      );
    }
    if (e.type === 'cup-ceased') lines.push(`The ${message.competitionNames[e.competition]} ends for the season: every manager’s club is out.`);
  }
  return lines;
}

function endLines(message: FortunesTurnMessage, club: (id: string) => string): string[] {
  const lines: string[] = [];
  for (const e of message.events) {
    if (e.type === 'season-ended') lines.push(`Season ${e.season} is over: ${club(e.championId)} are the champions.`);
    if (e.type === 'game-over') {
      const best = Math.max(0, ...e.winnerIds.map((id) => e.points[id] ?? 0));
      lines.push(`🏆 The game is over: ${e.winnerIds.map(club).join(' and ')} win${e.winnerIds.length === 1 ? 's' : ''} with ${best} game points.`);
    }
  }
  return lines;
}

function field(fieldName: string, lines: string[]) {
  return lines.length > 0 ? [{ name: fieldName, value: lines.join('\n') }] : [];
}

/**
 * The board's news, a part of the turn post of its own: the cards drawn (told of the club, in the third person),
 * Crises, sales to the bank, auctions and deals, then where the dice moved every manager for the coming turn, with
 * the board's picture when anyone moved.
 */
export function renderFortunesBoardNews(message: FortunesTurnMessage, club: (id: string) => string): APIEmbed {
  const crisisCards = new Set(message.events.flatMap((e) => (e.type === 'crisis' && e.cardId ? [e.cardId] : [])));
  const news = message.events
    .filter((e) => e.type !== 'moved')
    .map((e) => boardLine(e, club, crisisCards))
    .filter((l): l is string => l !== null);
  const moves = message.events.filter((e) => e.type === 'moved').map((e) => boardLine(e, club, crisisCards)!);
  return {
    title: 'On the Fortunes board',
    color: COLOURS.money,
    description: news.join('\n') || 'No card, Crisis, sale or auction this turn.',
    fields: field('The dice for the coming turn', moves),
    ...(moves.length > 0 ? { image: { url: BOARD_IMAGE_URL } } : {}),
  };
}

/**
 * A turn of a Football Fortunes game as the channel reads it: the matches with each side's Defence and Attack and
 * the cup news; the board's news as its own part (renderFortunesBoardNews); the table of ten and, at a season's end,
 * the game points.
 */
export function renderFortunesTurn(message: FortunesTurnMessage): APIEmbed[] {
  const club = (id: string) => `**${name(message.names[id] ?? id)}**`;
  const played = message.played.kind === 'league' ? `league round ${message.played.round}` : `cup round ${message.played.round}`;
  const deadline = message.nextDeadline
    ? `Next deadline ${relativeTime(new Date(message.nextDeadline))}: see your square with \`/fortune show\`, then \`/ready\`.`
    : '';
  const embeds: APIEmbed[] = [
    {
      title: `${message.leagueName}: season ${message.season}, ${played} played`,
      color: COLOURS.league,
      description: [...endLines(message, club), deadline].filter(Boolean).join('\n') || 'The turn is played.',
      fields: field(message.played.kind === 'league' ? 'Results (each side’s Defence and Attack)' : 'The cups', matchLines(message, club)),
    },
    renderFortunesBoardNews(message, club),
  ];
  if (message.table) {
    embeds.push({
      title: `The table of ten, season ${message.season}`,
      description: cardsTableBlock(message.table, message.names),
      color: COLOURS.league,
    });
  }
  if (message.gamePoints) embeds.push(gamePointsEmbed('Game points', message.gamePoints, club));
  return embeds;
}

function gamePointsEmbed(title: string, points: Record<string, number>, club: (id: string) => string): APIEmbed {
  const rows = Object.entries(points).sort(([a, x], [b, y]) => y - x || a.localeCompare(b));
  return {
    title,
    color: COLOURS.money,
    description: rows.map(([id, p], i) => `${i + 1}. ${club(id)}: ${p}`).join('\n') || 'No manager is in the game.',
  };
}

/** /league table in a game of Football Fortunes: the table of ten this season. */
export function renderFortunesGameTable(view: FortunesGameLeagueView): APIEmbed {
  return {
    title: `${view.leagueName}: the table of ten, season ${view.season}`,
    description: cardsTableBlock(view.table, view.names),
    color: COLOURS.league,
  };
}

/** /league points in a game of Football Fortunes: the managers' game points so far. */
export function renderFortunesGamePoints(view: FortunesGameLeagueView): APIEmbed {
  const embed = gamePointsEmbed(`${view.leagueName}: game points`, view.gamePoints, (id) => `**${name(view.names[id] ?? id)}**`);
  const when = view.finished ? 'The game is over.' : `Season ${view.season} of ${view.seasons}: points are won at each season's end.`;
  return { ...embed, description: `${embed.description ?? ''}\n\n${when}` };
}
