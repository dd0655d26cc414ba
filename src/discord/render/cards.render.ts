import type { APIEmbed } from 'discord.js';
import type { CardId, Suit } from '../../engine/cards/cards.js';
import type { CardsEvent } from '../../engine/cards/events.js';
import type { TableRow } from '../../engine/model/types.js';
import type {
  CardsLeagueView,
  CardsLotsMessage,
  CardsMatchMessage,
  CardsReadyView,
  CardsSideView,
  CardsStepMessage,
  HandView,
  SheetChange,
  CardsNewsItem,
  CardsNewsView,
} from '../../league/index.js';
import { cardsMatchStory } from '../../league/index.js';
import { relativeTime } from '../mentions.js';
import { cardLabel, SUIT_SYMBOLS } from './card-label.js';
import { finalWords, storyLines } from './cards-match-story.js';
import type { CardsSheetsView, SheetSide } from './images/cards-sheets.image.js';
import { COLOURS, codeSafe, name, pad, padStart, plural } from './format.js';
import { DEFAULT_LOCALE, type Locale } from '../../i18n/locales.js';
import { formatMoney } from '../../i18n/money.js';
import { t } from '../../i18n/translate.js';

const SUIT_WORDS: Record<Suit, string> = { H: 'hearts', C: 'clubs', D: 'diamonds', S: 'spades' };

export { cardLabel };

export function pence(amount: number): string {
  return `£${(amount / 100).toFixed(2)}`;
}

/** "hearts 4, clubs 3, diamonds 2, spades 1". */
export function suitLevels(order: readonly Suit[]): string {
  return order.map((suit, i) => `${SUIT_SYMBOLS[suit]} ${SUIT_WORDS[suit]} ${4 - i}`).join(', ');
}

function levelOfSuit(order: readonly Suit[], card: CardId): number {
  return 4 - order.indexOf(card[1] as Suit);
}

const PHASE_WORDS: Record<HandView['phase'], string> = {
  keep: 'set-up: choose the cards to keep with /keep',
  'opening-auction': 'set-up: the opening auction (/auction)',
  round: 'the season: set your team sheet with /play, bid with /auction',
  'season-end': 'the season’s last market: bid with /auction',
  finished: 'the game is over',
};

export function renderHand(view: HandView): APIEmbed {
  const cards = view.hand.map((c) => `${cardLabel(c.card)}${c.picture ? ' (formation)' : ` L${c.level}`}${c.injured ? ' 🤕 injured' : ''}`);
  const fields = [
    { name: 'Suit levels this season', value: suitLevels(view.suitOrder) },
    { name: 'Money', value: pence(view.pence), inline: true },
    {
      name: 'Injuries',
      value:
        view.hand
          .filter((c) => c.injured)
          .map((c) => cardLabel(c.card))
          .join(', ') || 'none',
      inline: true,
    },
  ];
  if (view.keep) fields.push({ name: 'Keeping', value: view.keep.map(cardLabel).join(' ') });
  if (view.sheet) fields.push({ name: 'Team sheet', value: sheetLine(view.sheet) });
  if (view.bids.length > 0) fields.push({ name: 'Your bids', value: view.bids.map(bidLine).join('\n') });
  return {
    title: `${view.clubName}: your hand`,
    description: `${cards.join(' · ') || 'No cards.'}\n\nSeason ${view.season}, ${PHASE_WORDS[view.phase]}.`,
    color: COLOURS.league,
    fields,
  };
}

export function sheetLine(sheet: { tactic: CardId; keeper: CardId | null; places: readonly (CardId | null)[] }): string {
  const places = sheet.places.map((c) => (c ? cardLabel(c) : 'reserve'));
  return `${cardLabel(sheet.tactic)} · goal ${sheet.keeper ? cardLabel(sheet.keeper) : 'reserve'} · ${places.join(' ')}`;
}

/** What a sheet change did besides the pick, in words; empty when nothing else changed. */
export function sheetChangeWords(change: SheetChange, tactic: CardId): string {
  const moved = change.moved.map(
    (m) => `${cardLabel(m.card)} moved from space ${m.from} to space ${m.to}, so space ${m.from} now has a reserve (level 0): pick a card for it.`,
  );
  const dropped =
    change.dropped.length > 0 ? [`${change.dropped.map(cardLabel).join(', ')} left the sheet: no space of ${cardLabel(tactic)} fits them.`] : [];
  return [...moved, ...dropped].join(' ');
}

export function bidLine(bid: { lot: CardId; pence: number; cards: CardId[] }): string {
  const cards = bid.cards.length > 0 ? ` and ${bid.cards.map(cardLabel).join(' ')}` : '';
  return `${cardLabel(bid.lot)}: ${pence(bid.pence)}${cards}`;
}

const ZONE_NAMES = ['', 'goal', 'defence', 'defence', 'defence', 'midfield', 'midfield', 'midfield', 'attack', 'attack', 'attack'];

function occupantLabel(occupant: CardsSideView['places'][number]['occupant']): string {
  return occupant === 'reserve' ? 'reserve' : occupant === 'dummy' ? 'dummy' : cardLabel(occupant);
}

/** A revealed sheet in words, a line a place: the text equivalent of the grid picture. */
export function revealedSheet(side: CardsSideView): string {
  const lines = side.places.map(
    (p) => `${padStart(String(p.space), 2)} ${pad(ZONE_NAMES[p.space]!, 8)} ${pad(occupantLabel(p.occupant), 7)} level ${p.level}`,
  );
  const drawn = side.dummyDrawn && side.dummyDrawn !== side.tactic ? `drew ${cardLabel(side.dummyDrawn)}, plays ` : '';
  const head =
    side.dummyLevel === null
      ? `Formation ${cardLabel(side.tactic)}`
      : `Dummy: ${drawn}${cardLabel(side.tactic)}, every player level ${side.dummyLevel}`;
  return `${head}\n\`\`\`\n${lines.join('\n')}\n\`\`\``;
}

/** The picture of both revealed sheets, from a match post. */
export function cardsSheetsView(message: CardsMatchMessage): CardsSheetsView {
  const side = (view: CardsSideView, goals: number): SheetSide => ({
    name: message.names[view.clubId] ?? view.clubId,
    formation:
      view.dummyLevel === null
        ? cardLabel(view.tactic)
        : `${cardLabel(view.tactic)} (dummy${view.dummyDrawn && view.dummyDrawn !== view.tactic ? `, drew ${cardLabel(view.dummyDrawn)}` : ''})`,
    goals,
    places: view.places.map((p) => ({ space: p.space, label: occupantLabel(p.occupant), level: p.level })),
  });
  const competition = message.competition === 'league' ? 'League round' : 'Cup round';
  return {
    heading: `Season ${message.season} · ${competition} ${message.round} · the team sheets`,
    home: side(message.home, message.homeGoals),
    away: side(message.away, message.awayGoals),
  };
}

/** The match step by step in plain sentences, each with the running score (half goals count until the end). */
export function matchLines(message: CardsMatchMessage): string[] {
  const clubs = {
    home: name(message.names[message.home.clubId] ?? message.home.clubId),
    away: name(message.names[message.away.clubId] ?? message.away.clubId),
  };
  const story = cardsMatchStory(message);
  const lines = storyLines(story, clubs);
  const home = finalWords(clubs.home, story.homeHalves, message.homeGoals);
  const away = finalWords(clubs.away, story.awayHalves, message.awayGoals);
  lines.push(`**Final score** ${clubs.home} ${message.homeGoals}–${message.awayGoals} ${clubs.away}: ${home}; ${away}.`);
  return lines;
}

export function renderCardsMatch(message: CardsMatchMessage): APIEmbed {
  const home = name(message.names[message.home.clubId] ?? message.home.clubId);
  const away = name(message.names[message.away.clubId] ?? message.away.clubId);
  const competition = message.competition === 'league' ? `League round ${message.round}` : `Cup round ${message.round}`;
  const lines = matchLines(message);
  if (message.shootOut) {
    const winner = name(message.names[message.shootOut.winnerId] ?? message.shootOut.winnerId);
    lines.push(`**Shoot-out** ${cardLabel(message.shootOut.draws[0])} against ${cardLabel(message.shootOut.draws[1])}: ${winner} go through.`);
  }
  for (const injury of message.injuries)
    lines.push(`🤕 ${name(message.names[injury.clubId] ?? injury.clubId)}: ${cardLabel(injury.card)} is injured and misses the next match.`);
  return {
    title: `${competition}: ${home} ${message.homeGoals}–${message.awayGoals} ${away}`,
    color: COLOURS.match,
    fields: [
      { name: `${home} (home)`, value: revealedSheet(message.home), inline: true },
      { name: `${away} (away)`, value: revealedSheet(message.away), inline: true },
    ],
    description: lines.join('\n'),
  };
}

function eventLine(event: CardsEvent, club: (id: string) => string): string | null {
  switch (event.type) {
    case 'lot-sold': {
      const cards = event.cards.length > 0 ? ` and ${plural(event.cards.length, 'card')}` : '';
      return `🔨 ${cardLabel(event.lot)} sold to ${club(event.managerId)} for ${pence(event.pence)}${cards}${event.tieRoll !== null ? ' (a tie settled by a die)' : ''}.`;
    }
    case 'lot-unsold':
      return `${cardLabel(event.lot)} found no buyer and goes under the pack.`;
    case 'trade':
      return `🤝 ${club(event.fromId)} and ${club(event.toId)} traded.`;
    case 'injury':
      return null;
    case 'cup-drawn':
      return `🏆 Cup round ${event.round} drawn: ${event.ties.map((t) => `${club(t.homeId)} v ${club(t.awayId)}`).join(', ')}.`;
    case 'cup-won':
      return `🏆 ${club(event.winnerId)} win the cup, beating ${club(event.runnerUpId)}.`;
    case 'prize':
      return `💰 ${club(event.managerId)} ${pence(event.pence)} (${event.for.replace(/-/g, ' ')}).`;
    case 'trophy-points':
      return `⭐ ${club(event.managerId)} +${plural(event.points, 'trophy point')} (${event.total} in all).`;
    case 'suits-rotated':
      return `🔄 New suit levels: ${suitLevels(event.order)}.`;
    case 'season-ended':
      return `Season ${event.season} is over: ${club(event.leagueWinnerId)} win the league.`;
    case 'game-won':
      return `🎉 The game is won by ${event.winnerIds.map(club).join(' and ')} on ${plural(event.points, 'trophy point')}.`;
    default:
      return null;
  }
}

export function cardsTableBlock(rows: readonly TableRow[], names: Record<string, string>): string {
  const lines = rows.map(
    (r, i) =>
      `${padStart(String(i + 1), 2)} ${pad(codeSafe(names[r.clubId] ?? r.clubId), 16)} ${padStart(String(r.played), 2)} ${padStart(String(r.won), 2)} ${padStart(String(r.drawn), 2)} ${padStart(String(r.lost), 2)} ${padStart(String(r.goalsFor), 3)} ${padStart(String(r.goalsAgainst), 3)} ${padStart(String(r.points), 3)}`,
  );
  return `\`\`\`\n ${pad('#', 1)} ${pad('Club', 16)}  P  W  D  L  GF  GA Pts\n${lines.join('\n')}\n\`\`\``;
}

const STEP_TITLES: Record<CardsStepMessage['phase'], string> = {
  keep: 'the set-up: cards kept',
  'opening-auction': 'the opening auction',
  round: 'a round',
  'season-end': 'the season’s end',
  finished: 'the end',
};

export function renderCardsStep(message: CardsStepMessage): APIEmbed[] {
  const club = (id: string) => name(message.names[id] ?? id);
  const lines = message.events.map((e) => eventLine(e, club)).filter((l): l is string => l !== null);
  const others = (message.otherResults ?? []).map((r) => {
    const through = r.shootOutWinnerId ? ` (${club(r.shootOutWinnerId)} through on the shoot-out)` : '';
    return `${r.competition === 'cup' ? 'Cup: ' : ''}${club(r.homeId)} ${r.homeGoals}–${r.awayGoals} ${club(r.awayId)}${through}`;
  });
  if (others.length > 0) lines.unshift(`**The dummies' matches:** ${others.join(' · ')}`);
  const deadline = message.nextDeadline ? `Next deadline ${relativeTime(new Date(message.nextDeadline))}.` : '';
  const embeds: APIEmbed[] = [
    {
      title: `${message.leagueName}: season ${message.season}, ${STEP_TITLES[message.phase]} played`,
      description: [...lines, deadline].filter(Boolean).join('\n') || 'Nothing to report.',
      color: COLOURS.league,
    },
  ];
  if (message.table)
    embeds.push({
      title: `League table, season ${message.season}`,
      description: cardsTableBlock(message.table, message.names),
      color: COLOURS.league,
    });
  return embeds;
}

export function renderCardsLots(message: CardsLotsMessage): APIEmbed {
  const drawn = message.drawnCard
    ? `The card turned over was ${cardLabel(message.drawnCard)}: level ${levelOfSuit(message.suitOrder, message.drawnCard)}, so ${plural(message.lots.length, 'lot')}.`
    : 'The opening auction: a lot for each manager.';
  const lots = message.lots.map(
    (card) => `${cardLabel(card)}${'JQK'.includes(card[0]!) ? ' (formation)' : ` L${levelOfSuit(message.suitOrder, card)}`}`,
  );
  const deadline = message.nextDeadline
    ? ` Sealed bids with /auction until ${relativeTime(new Date(message.nextDeadline))}.`
    : ' Sealed bids with /auction.';
  return { title: `${message.leagueName}: on offer`, description: `${drawn}\n**${lots.join(' · ')}**\n${deadline.trim()}`, color: COLOURS.transfer };
}

export function renderCardsTable(view: CardsLeagueView): APIEmbed {
  return {
    title: `${view.leagueName}: table, season ${view.season}`,
    description: cardsTableBlock(view.table, view.names),
    color: COLOURS.league,
    footer: { text: `Suit levels: ${suitLevels(view.suitOrder)}` },
  };
}

function slotName(slot: CardsLeagueView['calendar'][number]): string {
  return slot.kind === 'league' ? `League round ${slot.round}` : `Cup round ${slot.round}`;
}

export function renderCardsFixtures(view: CardsLeagueView): APIEmbed {
  const club = (id: string) => name(view.names[id] ?? id);
  const slot = view.calendar[view.nextSlot];
  if (!slot || view.phase === 'finished')
    return { title: `${view.leagueName}: fixtures`, description: 'No fixtures to come this season.', color: COLOURS.league };
  const ties = slot.kind === 'league' ? view.fixtures.filter((f) => f.round === slot.round) : view.cup.ties;
  return {
    title: `${view.leagueName}: ${slotName(slot)}, season ${view.season}`,
    description: ties.map((t) => `${club(t.homeId)} v ${club(t.awayId)}`).join('\n'),
    color: COLOURS.league,
  };
}

export function renderCardsResults(view: CardsLeagueView): APIEmbed {
  const club = (id: string) => name(view.names[id] ?? id);
  const lines = view.results.map((r) => {
    const where = r.competition === 'league' ? `L${r.round}` : `Cup ${r.round}`;
    const shootOut = r.shootOutWinnerId ? ` (${club(r.shootOutWinnerId)} on the shoot-out)` : '';
    return `${where}: ${club(r.homeId)} ${r.homeGoals}–${r.awayGoals} ${club(r.awayId)}${shootOut}`;
  });
  return {
    title: `${view.leagueName}: results, season ${view.season}`,
    description: lines.slice(-30).join('\n') || 'No results yet this season.',
    color: COLOURS.league,
  };
}

export function renderCardsCup(view: CardsLeagueView): APIEmbed {
  const club = (id: string) => name(view.names[id] ?? id);
  const played = view.results
    .filter((r) => r.competition === 'cup')
    .map(
      (r) =>
        `Round ${r.round}: ${club(r.homeId)} ${r.homeGoals}–${r.awayGoals} ${club(r.awayId)}${r.shootOutWinnerId ? ` (${club(r.shootOutWinnerId)} on the shoot-out)` : ''}`,
    );
  const next = view.cup.winnerId
    ? `Winner: **${club(view.cup.winnerId)}**`
    : `Next round: ${view.cup.ties.map((t) => `${club(t.homeId)} v ${club(t.awayId)}`).join(', ')}`;
  const slots = view.calendar.map((s, i) => (s.kind === 'cup' ? `cup round ${s.round} after ${i} rounds` : null)).filter(Boolean);
  return {
    title: `${view.leagueName}: the cup, season ${view.season}`,
    description: [...played, next].join('\n'),
    color: COLOURS.league,
    footer: { text: `Calendar: ${slots.join(', ')}` },
  };
}

export function renderCardsHistory(view: CardsLeagueView): APIEmbed {
  const club = (id: string) => name(view.names[id] ?? id);
  const seasons = view.history.map(
    (s) =>
      `Season ${s.season}: league ${club(s.leagueWinnerId)} (runners-up ${club(s.leagueRunnerUpId)}), cup ${s.cupWinnerId ? club(s.cupWinnerId) : '—'}`,
  );
  const points = view.managerIds.map((id) => `${club(id)} ${view.trophyPoints[id] ?? 0}`).join(', ');
  const winner = view.winnerIds.length > 0 ? `\n🎉 Winner: ${view.winnerIds.map(club).join(' and ')}` : `\nSeason ${view.season} of ${view.seasons}.`;
  return {
    title: `${view.leagueName}: history`,
    description: `${seasons.join('\n') || 'No season finished yet.'}\n\nTrophy points: ${points}${winner}`,
    color: COLOURS.league,
  };
}

/** /league points in a cards league: the trophy points that decide the game (league 2, cup 1), best first. */
export function renderCardsPoints(view: CardsLeagueView): APIEmbed {
  const club = (id: string) => name(view.names[id] ?? id);
  const titles = (id: string) => {
    const league = view.history.filter((s) => s.leagueWinnerId === id).length;
    const cup = view.history.filter((s) => s.cupWinnerId === id).length;
    return `${plural(league, 'league title')}, ${plural(cup, 'cup')}`;
  };
  const ranked = [...view.managerIds].sort((a, b) => (view.trophyPoints[b] ?? 0) - (view.trophyPoints[a] ?? 0));
  const lines = ranked.map((id, i) => `${i + 1}. ${club(id)}: ${plural(view.trophyPoints[id] ?? 0, 'trophy point')} (${titles(id)})`);
  const end =
    view.winnerIds.length > 0
      ? `🎉 Winner: ${view.winnerIds.map(club).join(' and ')}.`
      : `Season ${view.season} of ${view.seasons}: after the last, the most trophy points win (the league 2, the cup 1).`;
  return { title: `${view.leagueName}: trophy points`, description: `${lines.join('\n')}\n\n${end}`, color: COLOURS.league };
}

const CARDS_VIEWS = {
  points: renderCardsPoints,
  table: renderCardsTable,
  fixtures: renderCardsFixtures,
  results: renderCardsResults,
  history: renderCardsHistory,
  cup: renderCardsCup,
} as const;
export type CardsViewName = keyof typeof CARDS_VIEWS;

export function isCardsView(name: string): name is CardsViewName {
  return name in CARDS_VIEWS;
}

/** The public views of a cards league, by the /league subcommand (or /cup) that shows them. */
export function renderCardsView(view: CardsViewName, league: CardsLeagueView): APIEmbed {
  return CARDS_VIEWS[view](league);
}

/** A card game's money in the reader's language: "£2.50", "2,50 £". */
function penceIn(locale: Locale, amount: number): string {
  return locale === 'en' ? pence(amount) : formatMoney(locale, amount / 100, { pence: true });
}

const PRIZES = {
  'league-winner': 'leagueWinner',
  'league-runner-up': 'leagueRunnerUp',
  'cup-winner': 'cupWinner',
  'cup-runner-up': 'cupRunnerUp',
} as const;

function newsLine(locale: Locale, item: CardsNewsItem): string {
  const cards = (list: readonly CardId[]) => list.map(cardLabel).join(' ') || t(locale, 'news.cards.noCards');
  const money = (amount: number) => penceIn(locale, amount);
  switch (item.kind) {
    case 'kept':
      return t(locale, 'news.cards.kept', { cards: cards(item.cards), discarded: item.discarded });
    case 'kept-paid':
      return t(locale, 'news.cards.keptPaid', { money: money(item.pence) });
    case 'sold-for-bill':
      return t(locale, 'news.cards.soldForBill', { card: cardLabel(item.card), money: money(item.pence) });
    case 'bought':
      return item.cards.length > 0
        ? t(locale, 'news.cards.boughtWith', { lot: cardLabel(item.lot), money: money(item.pence), cards: cards(item.cards) })
        : t(locale, 'news.cards.bought', { lot: cardLabel(item.lot), money: money(item.pence) });
    case 'lost-lot':
      return t(locale, 'news.cards.lostLot', { lot: cardLabel(item.lot), club: name(item.to) });
    case 'trade': {
      const paid =
        item.paidPence > 0
          ? t(locale, 'news.cards.trade.paying', { money: money(item.paidPence) })
          : item.receivedPence > 0
            ? t(locale, 'news.cards.trade.receiving', { money: money(item.receivedPence) })
            : '';
      return t(locale, 'news.cards.trade', { club: name(item.other), gave: cards(item.gave), took: cards(item.took), money: paid });
    }
    case 'trade-lapsed':
      return t(locale, 'news.cards.tradeLapsed', { club: name(item.other), reason: item.reason });
    case 'gate-money':
      return t(locale, 'news.cards.gateMoney', { money: money(item.pence) });
    case 'prize':
      return t(locale, 'news.cards.prize', { money: money(item.pence), prize: PRIZES[item.for] });
    case 'injury':
      return t(locale, 'news.cards.injury', { card: cardLabel(item.card) });
    case 'refused':
      return t(locale, 'news.cards.refused', { codes: item.codes.join(', ') });
  }
}

/** /news in a cards league: private, since it names cards of his hand and his money; in the reader's language. */
export function renderCardsNews(view: CardsNewsView, locale: Locale = DEFAULT_LOCALE): APIEmbed {
  const lines = view.items.map((item) => newsLine(locale, item));
  const empty = t(locale, view.season === null ? 'news.cards.nothingPlayed' : 'news.cards.nothingHappened');
  return {
    title: t(locale, 'news.cards.title', { club: view.clubName }),
    description: `${lines.join('\n') || empty}\n\n${t(locale, 'news.cards.money', { money: penceIn(locale, view.pence) })}`,
    color: COLOURS.league,
  };
}

export function renderCardsReady(view: CardsReadyView): APIEmbed {
  const hand = renderHand(view.hand);
  const status = !view.ready
    ? 'You are not ready.'
    : view.playsNow
      ? 'Every manager is ready: the step is played within the minute.'
      : view.allReady
        ? 'Every manager is ready.'
        : 'You are ready; waiting for the others.';
  return {
    ...hand,
    title: `${view.hand.clubName}: ${view.ready ? 'ready' : 'not ready'}`,
    description: `${status}\n\n${hand.description ?? ''}`,
    fields: [...(hand.fields ?? []), ...(view.warnings.length > 0 ? [{ name: 'Left to the AI', value: view.warnings.join('\n') }] : [])],
  };
}

/** A cards league's step in words ("round 3", "the set-up: keeping cards"), or null for a football phase. */
export function cardsStepName(phase: string, roundsPlayed: number): string | null {
  switch (phase) {
    case 'keep':
      return 'the set-up: keeping cards';
    case 'opening-auction':
      return 'the set-up: the opening auction';
    case 'round':
      return `round ${roundsPlayed + 1}`;
    case 'season-end':
      return 'the season’s last market';
    case 'finished':
      return 'the game is over';
    default:
      return null;
  }
}
