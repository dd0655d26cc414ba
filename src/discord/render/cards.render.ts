import type { APIEmbed } from 'discord.js';
import type { CardId, Suit } from '../../engine/cards/cards.js';
import type { CardsEvent } from '../../engine/cards/events.js';
import type { TableRow } from '../../engine/model/types.js';
import type { Locale } from '../../i18n/locales.js';
import { formatMoney } from '../../i18n/money.js';
import { t } from '../../i18n/translate.js';
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
import { zoneName, zoneWidth } from './card-zones.js';
import { finalWords, storyLines } from './cards-match-story.js';
import type { CardsSheetsView, SheetSide } from './images/cards-sheets.image.js';
import { COLOURS, codeSafe, fitName, name, pad, padStart } from './format.js';
import { scoreIn } from './post-words.js';

export { cardLabel };

/** "£2.50", "2,50 £": the card game's money, kept in pence. */
export function pence(amount: number, locale: Locale = 'en'): string {
  return formatMoney(locale, amount / 100, { pence: true });
}

/** "hearts 4, clubs 3, diamonds 2, spades 1". */
export function suitLevels(order: readonly Suit[], locale: Locale = 'en'): string {
  return order.map((suit, i) => `${SUIT_SYMBOLS[suit]} ${t(locale, `cards.suit.${suit}`)} ${4 - i}`).join(', ');
}

function levelOfSuit(order: readonly Suit[], card: CardId): number {
  return 4 - order.indexOf(card[1] as Suit);
}

function phaseWords(locale: Locale, phase: HandView['phase']): string {
  return t(locale, `cards.hand.phase.${phase}`);
}

export function renderHand(view: HandView, locale: Locale = 'en'): APIEmbed {
  const cards = view.hand.map(
    (c) =>
      `${cardLabel(c.card)}${c.picture ? ` ${t(locale, 'cards.hand.formation')}` : ` L${c.level}`}${c.injured ? ` 🤕 ${t(locale, 'cards.hand.injured')}` : ''}`,
  );
  const fields = [
    { name: t(locale, 'cards.hand.suitLevels'), value: suitLevels(view.suitOrder, locale) },
    { name: t(locale, 'cards.money'), value: pence(view.pence, locale), inline: true },
    {
      name: t(locale, 'cards.hand.injuries'),
      value:
        view.hand
          .filter((c) => c.injured)
          .map((c) => cardLabel(c.card))
          .join(', ') || t(locale, 'cards.none'),
      inline: true,
    },
  ];
  if (view.keep) fields.push({ name: t(locale, 'cards.hand.keeping'), value: view.keep.map(cardLabel).join(' ') });
  if (view.sheet) fields.push({ name: t(locale, 'cards.hand.sheet'), value: sheetLine(view.sheet, locale) });
  if (view.bids.length > 0) fields.push({ name: t(locale, 'cards.hand.bids'), value: view.bids.map((b) => bidLine(b, locale)).join('\n') });
  return {
    title: t(locale, 'cards.hand.title', { club: view.clubName }),
    description: `${cards.join(' · ') || t(locale, 'cards.hand.noCards')}\n\n${t(locale, 'cards.hand.season', { season: view.season, phase: phaseWords(locale, view.phase) })}`,
    color: COLOURS.league,
    fields,
  };
}

export function sheetLine(sheet: { tactic: CardId; keeper: CardId | null; places: readonly (CardId | null)[] }, locale: Locale = 'en'): string {
  const reserve = t(locale, 'cards.reserve');
  const places = sheet.places.map((c) => (c ? cardLabel(c) : reserve));
  return `${cardLabel(sheet.tactic)} · ${t(locale, 'cards.zone.goal')} ${sheet.keeper ? cardLabel(sheet.keeper) : reserve} · ${places.join(' ')}`;
}

/** What a sheet change did besides the pick, in words; empty when nothing else changed. */
export function sheetChangeWords(change: SheetChange, tactic: CardId, locale: Locale = 'en'): string {
  const moved = change.moved.map((m) => t(locale, 'cards.play.moved', { card: cardLabel(m.card), from: m.from, to: m.to }));
  const dropped =
    change.dropped.length > 0
      ? [t(locale, 'cards.play.dropped', { cards: change.dropped.map(cardLabel).join(', '), tactic: cardLabel(tactic) })]
      : [];
  return [...moved, ...dropped].join(' ');
}

export function bidLine(bid: { lot: CardId; pence: number; cards: CardId[] }, locale: Locale = 'en'): string {
  const cards = bid.cards.length > 0 ? ` ${t(locale, 'cards.and')} ${bid.cards.map(cardLabel).join(' ')}` : '';
  return `${cardLabel(bid.lot)}: ${pence(bid.pence, locale)}${cards}`;
}

function occupantLabel(occupant: CardsSideView['places'][number]['occupant'], locale: Locale): string {
  return occupant === 'reserve' ? t(locale, 'cards.reserve') : occupant === 'dummy' ? t(locale, 'cards.dummy') : cardLabel(occupant);
}

/** A revealed sheet in words, a line a place: the text equivalent of the grid picture. */
export function revealedSheet(side: CardsSideView, locale: Locale = 'en'): string {
  const width = zoneWidth(locale);
  const occupantWidth = Math.max(7, t(locale, 'cards.reserve').length, t(locale, 'cards.dummy').length);
  const lines = side.places.map(
    (p) =>
      `${padStart(String(p.space), 2)} ${pad(zoneName(locale, p.space), width)} ${pad(occupantLabel(p.occupant, locale), occupantWidth)} ${t(locale, 'cards.level', { level: p.level })}`,
  );
  const head =
    side.dummyLevel === null
      ? t(locale, 'cards.match.formation', { tactic: cardLabel(side.tactic) })
      : side.dummyDrawn && side.dummyDrawn !== side.tactic
        ? t(locale, 'cards.match.dummyDrew', { drawn: cardLabel(side.dummyDrawn), tactic: cardLabel(side.tactic), level: side.dummyLevel })
        : t(locale, 'cards.match.dummy', { tactic: cardLabel(side.tactic), level: side.dummyLevel });
  return `${head}\n\`\`\`\n${lines.join('\n')}\n\`\`\``;
}

/** The picture of both revealed sheets, from a match post. */
export function cardsSheetsView(message: CardsMatchMessage, locale: Locale = 'en'): CardsSheetsView {
  const side = (view: CardsSideView, goals: number): SheetSide => ({
    name: message.names[view.clubId] ?? view.clubId,
    formation:
      view.dummyLevel === null
        ? cardLabel(view.tactic)
        : view.dummyDrawn && view.dummyDrawn !== view.tactic
          ? t(locale, 'cards.sheets.dummyDrew', { tactic: cardLabel(view.tactic), drawn: cardLabel(view.dummyDrawn) })
          : t(locale, 'cards.sheets.dummy', { tactic: cardLabel(view.tactic) }),
    goals,
    places: view.places.map((p) => ({ space: p.space, label: occupantLabel(p.occupant, locale), level: p.level })),
  });
  return {
    heading: t(locale, 'cards.sheets.heading', { season: message.season, competition: message.competition, round: message.round }),
    home: side(message.home, message.homeGoals),
    away: side(message.away, message.awayGoals),
  };
}

/** The match step by step in plain sentences, each with the running score (half goals count until the end). */
export function matchLines(message: CardsMatchMessage, locale: Locale = 'en'): string[] {
  const clubs = {
    home: name(message.names[message.home.clubId] ?? message.home.clubId),
    away: name(message.names[message.away.clubId] ?? message.away.clubId),
  };
  const story = cardsMatchStory(message);
  const lines = storyLines(story, clubs, locale);
  const home = finalWords(clubs.home, story.homeHalves, message.homeGoals, locale);
  const away = finalWords(clubs.away, story.awayHalves, message.awayGoals, locale);
  lines.push(
    t(locale, 'cards.match.final', {
      home: clubs.home,
      away: clubs.away,
      score: scoreIn(locale, message.homeGoals, message.awayGoals),
      homeWords: home,
      awayWords: away,
    }),
  );
  return lines;
}

export function renderCardsMatch(message: CardsMatchMessage, locale: Locale = 'en'): APIEmbed {
  const home = name(message.names[message.home.clubId] ?? message.home.clubId);
  const away = name(message.names[message.away.clubId] ?? message.away.clubId);
  const lines = matchLines(message, locale);
  if (message.shootOut) {
    const winner = name(message.names[message.shootOut.winnerId] ?? message.shootOut.winnerId);
    lines.push(
      t(locale, 'cards.match.shootOut', { first: cardLabel(message.shootOut.draws[0]), second: cardLabel(message.shootOut.draws[1]), winner }),
    );
  }
  for (const injury of message.injuries)
    lines.push(t(locale, 'cards.match.injury', { club: name(message.names[injury.clubId] ?? injury.clubId), card: cardLabel(injury.card) }));
  return {
    title: t(locale, 'cards.match.title', {
      competition: message.competition,
      round: message.round,
      home,
      away,
      score: scoreIn(locale, message.homeGoals, message.awayGoals),
    }),
    color: COLOURS.match,
    fields: [
      { name: t(locale, 'cards.match.home', { club: home }), value: revealedSheet(message.home, locale), inline: true },
      { name: t(locale, 'cards.match.away', { club: away }), value: revealedSheet(message.away, locale), inline: true },
    ],
    description: lines.join('\n'),
  };
}

function eventLine(event: CardsEvent, club: (id: string) => string, locale: Locale): string | null {
  switch (event.type) {
    case 'lot-sold':
      return t(locale, 'cards.step.lotSold', {
        lot: cardLabel(event.lot),
        club: club(event.managerId),
        money: pence(event.pence, locale),
        cards: event.cards.length,
        tie: event.tieRoll !== null ? 'yes' : 'no',
      });
    case 'lot-unsold':
      return t(locale, 'cards.step.lotUnsold', { lot: cardLabel(event.lot) });
    case 'trade':
      return t(locale, 'cards.step.trade', { from: club(event.fromId), to: club(event.toId) });
    case 'injury':
      return null;
    case 'cup-drawn':
      return t(locale, 'cards.step.cupDrawn', {
        round: event.round,
        ties: event.ties.map((tie) => t(locale, 'cards.tie', { home: club(tie.homeId), away: club(tie.awayId) })).join(', '),
      });
    case 'cup-won':
      return t(locale, 'cards.step.cupWon', { winner: club(event.winnerId), runnerUp: club(event.runnerUpId) });
    case 'prize':
      return `💰 ${club(event.managerId)} ${pence(event.pence, locale)} (${t(locale, `cards.prize.${event.for}`)}).`;
    case 'trophy-points':
      return t(locale, 'cards.step.trophyPoints', { club: club(event.managerId), points: event.points, total: event.total });
    case 'suits-rotated':
      return t(locale, 'cards.step.suitsRotated', { levels: suitLevels(event.order, locale) });
    case 'season-ended':
      return t(locale, 'cards.step.seasonEnded', { season: event.season, winner: club(event.leagueWinnerId) });
    case 'game-won':
      return t(locale, 'cards.step.gameWon', { winners: event.winnerIds.map(club).join(` ${t(locale, 'cards.and')} `), points: event.points });
    default:
      return null;
  }
}

/** Wide enough for every generated club name (the longest has 19 letters); a longer name of a user's is cut with "…". */
const TEN_TABLE_CLUB_WIDTH = 19;

/** A table of clubs with goals for and against, as the card game and Football Fortunes post it, under the heads given. */
export function clubTableBlock(rows: readonly TableRow[], names: Record<string, string>, heads: { club: string; columns: string }): string {
  const lines = rows.map(
    (r, i) =>
      `${padStart(String(i + 1), 2)} ${fitName(codeSafe(names[r.clubId] ?? r.clubId), TEN_TABLE_CLUB_WIDTH)} ${padStart(String(r.played), 2)} ${padStart(String(r.won), 2)} ${padStart(String(r.drawn), 2)} ${padStart(String(r.lost), 2)} ${padStart(String(r.goalsFor), 3)} ${padStart(String(r.goalsAgainst), 3)} ${padStart(String(r.points), 3)}`,
  );
  return `\`\`\`\n ${pad('#', 1)} ${pad(heads.club, TEN_TABLE_CLUB_WIDTH)} ${heads.columns}\n${lines.join('\n')}\n\`\`\``;
}

export function cardsTableBlock(rows: readonly TableRow[], names: Record<string, string>, locale: Locale = 'en'): string {
  return clubTableBlock(rows, names, { club: t(locale, 'cards.table.club'), columns: t(locale, 'cards.table.columns') });
}

export function renderCardsStep(message: CardsStepMessage, locale: Locale = 'en'): APIEmbed[] {
  const club = (id: string) => name(message.names[id] ?? id);
  const lines = message.events.map((e) => eventLine(e, club, locale)).filter((l): l is string => l !== null);
  const others = (message.otherResults ?? []).map((r) => {
    const line = t(locale, 'cards.step.result', {
      competition: r.competition,
      home: club(r.homeId),
      away: club(r.awayId),
      score: scoreIn(locale, r.homeGoals, r.awayGoals),
    });
    return r.shootOutWinnerId ? `${line} ${t(locale, 'cards.step.throughOnShootOut', { club: club(r.shootOutWinnerId) })}` : line;
  });
  if (others.length > 0) lines.unshift(t(locale, 'cards.step.dummies', { results: others.join(' · ') }));
  const deadline = message.nextDeadline ? t(locale, 'cards.step.deadline', { when: relativeTime(new Date(message.nextDeadline)) }) : '';
  const embeds: APIEmbed[] = [
    {
      title: t(locale, 'cards.step.title', {
        league: message.leagueName,
        season: message.season,
        step: t(locale, `cards.step.phase.${message.phase}`),
      }),
      description: [...lines, deadline].filter(Boolean).join('\n') || t(locale, 'cards.step.nothing'),
      color: COLOURS.league,
    },
  ];
  if (message.table)
    embeds.push({
      title: t(locale, 'cards.step.table', { season: message.season }),
      description: cardsTableBlock(message.table, message.names, locale),
      color: COLOURS.league,
    });
  return embeds;
}

function lotWords(card: CardId, order: readonly Suit[], locale: Locale): string {
  return `${cardLabel(card)}${'JQK'.includes(card[0]!) ? ` ${t(locale, 'cards.hand.formation')}` : ` L${levelOfSuit(order, card)}`}`;
}

export function renderCardsLots(message: CardsLotsMessage, locale: Locale = 'en'): APIEmbed {
  const drawn = message.drawnCard
    ? t(locale, 'cards.lots.drawn', {
        card: cardLabel(message.drawnCard),
        level: levelOfSuit(message.suitOrder, message.drawnCard),
        lots: message.lots.length,
      })
    : t(locale, 'cards.lots.opening');
  const lots = message.lots.map((card) => lotWords(card, message.suitOrder, locale));
  const deadline = message.nextDeadline
    ? t(locale, 'cards.lots.until', { when: relativeTime(new Date(message.nextDeadline)) })
    : t(locale, 'cards.lots.bids');
  return {
    title: t(locale, 'cards.lots.title', { league: message.leagueName }),
    description: `${drawn}\n**${lots.join(' · ')}**\n${deadline}`,
    color: COLOURS.transfer,
  };
}

export function renderCardsTable(view: CardsLeagueView, locale: Locale = 'en'): APIEmbed {
  return {
    title: t(locale, 'cards.view.table', { league: view.leagueName, season: view.season }),
    description: cardsTableBlock(view.table, view.names, locale),
    color: COLOURS.league,
    footer: { text: t(locale, 'cards.view.suitLevels', { levels: suitLevels(view.suitOrder, locale) }) },
  };
}

export function renderCardsFixtures(view: CardsLeagueView, locale: Locale = 'en'): APIEmbed {
  const club = (id: string) => name(view.names[id] ?? id);
  const slot = view.calendar[view.nextSlot];
  if (!slot || view.phase === 'finished')
    return {
      title: t(locale, 'cards.view.fixtures', { league: view.leagueName }),
      description: t(locale, 'cards.view.noFixtures'),
      color: COLOURS.league,
    };
  const ties = slot.kind === 'league' ? view.fixtures.filter((f) => f.round === slot.round) : view.cup.ties;
  return {
    title: t(locale, 'cards.view.fixturesOf', { league: view.leagueName, competition: slot.kind, round: slot.round, season: view.season }),
    description: ties.map((tie) => t(locale, 'cards.tie', { home: club(tie.homeId), away: club(tie.awayId) })).join('\n'),
    color: COLOURS.league,
  };
}

export function renderCardsResults(view: CardsLeagueView, locale: Locale = 'en'): APIEmbed {
  const club = (id: string) => name(view.names[id] ?? id);
  const lines = view.results.map((r) => {
    const line = t(locale, 'cards.view.result', {
      competition: r.competition,
      round: r.round,
      home: club(r.homeId),
      away: club(r.awayId),
      score: scoreIn(locale, r.homeGoals, r.awayGoals),
    });
    return r.shootOutWinnerId ? `${line} ${t(locale, 'cards.view.onShootOut', { club: club(r.shootOutWinnerId) })}` : line;
  });
  return {
    title: t(locale, 'cards.view.results', { league: view.leagueName, season: view.season }),
    description: lines.slice(-30).join('\n') || t(locale, 'cards.view.noResults'),
    color: COLOURS.league,
  };
}

export function renderCardsCup(view: CardsLeagueView, locale: Locale = 'en'): APIEmbed {
  const club = (id: string) => name(view.names[id] ?? id);
  const played = view.results
    .filter((r) => r.competition === 'cup')
    .map((r) => {
      const line = t(locale, 'cards.view.cupResult', {
        round: r.round,
        home: club(r.homeId),
        away: club(r.awayId),
        score: scoreIn(locale, r.homeGoals, r.awayGoals),
      });
      return r.shootOutWinnerId ? `${line} ${t(locale, 'cards.view.onShootOut', { club: club(r.shootOutWinnerId) })}` : line;
    });
  const next = view.cup.winnerId
    ? t(locale, 'cards.view.cupWinner', { club: club(view.cup.winnerId) })
    : t(locale, 'cards.view.cupNext', {
        ties: view.cup.ties.map((tie) => t(locale, 'cards.tie', { home: club(tie.homeId), away: club(tie.awayId) })).join(', '),
      });
  const slots = view.calendar
    .map((s, i) => (s.kind === 'cup' ? t(locale, 'cards.view.cupSlot', { round: s.round, after: i }) : null))
    .filter(Boolean);
  return {
    title: t(locale, 'cards.view.cup', { league: view.leagueName, season: view.season }),
    description: [...played, next].join('\n'),
    color: COLOURS.league,
    footer: { text: t(locale, 'cards.view.calendar', { slots: slots.join(', ') }) },
  };
}

export function renderCardsHistory(view: CardsLeagueView, locale: Locale = 'en'): APIEmbed {
  const club = (id: string) => name(view.names[id] ?? id);
  const seasons = view.history.map((s) =>
    t(locale, 'cards.view.historySeason', {
      season: s.season,
      winner: club(s.leagueWinnerId),
      runnerUp: club(s.leagueRunnerUpId),
      cup: s.cupWinnerId ? club(s.cupWinnerId) : '—',
    }),
  );
  const points = view.managerIds.map((id) => `${club(id)} ${view.trophyPoints[id] ?? 0}`).join(', ');
  const winner =
    view.winnerIds.length > 0
      ? t(locale, 'cards.view.winner', { winners: view.winnerIds.map(club).join(` ${t(locale, 'cards.and')} `) })
      : t(locale, 'cards.view.seasonOf', { season: view.season, seasons: view.seasons });
  return {
    title: t(locale, 'cards.view.history', { league: view.leagueName }),
    description: `${seasons.join('\n') || t(locale, 'cards.view.noSeason')}\n\n${t(locale, 'cards.view.trophyPoints', { points })}\n${winner}`,
    color: COLOURS.league,
  };
}

/** /league points in a cards league: the trophy points that decide the game (league 2, cup 1), best first. */
export function renderCardsPoints(view: CardsLeagueView, locale: Locale = 'en'): APIEmbed {
  const club = (id: string) => name(view.names[id] ?? id);
  const titles = (id: string) => {
    const league = view.history.filter((s) => s.leagueWinnerId === id).length;
    const cup = view.history.filter((s) => s.cupWinnerId === id).length;
    return t(locale, 'cards.view.titles', { league, cup });
  };
  const ranked = [...view.managerIds].sort((a, b) => (view.trophyPoints[b] ?? 0) - (view.trophyPoints[a] ?? 0));
  const lines = ranked.map((id, i) =>
    t(locale, 'cards.view.pointsLine', { rank: i + 1, club: club(id), points: view.trophyPoints[id] ?? 0, titles: titles(id) }),
  );
  const end =
    view.winnerIds.length > 0
      ? `${t(locale, 'cards.view.winner', { winners: view.winnerIds.map(club).join(` ${t(locale, 'cards.and')} `) })}.`
      : t(locale, 'cards.view.pointsRule', { season: view.season, seasons: view.seasons });
  return { title: t(locale, 'cards.view.points', { league: view.leagueName }), description: `${lines.join('\n')}\n\n${end}`, color: COLOURS.league };
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
export function renderCardsView(view: CardsViewName, league: CardsLeagueView, locale: Locale = 'en'): APIEmbed {
  return CARDS_VIEWS[view](league, locale);
}

function newsLine(item: CardsNewsItem, locale: Locale): string {
  const cards = (list: readonly CardId[]) => list.map(cardLabel).join(' ') || t(locale, 'cards.news.noCards');
  switch (item.kind) {
    case 'kept':
      return t(locale, 'cards.news.kept', { cards: cards(item.cards), discarded: item.discarded });
    case 'kept-paid':
      return t(locale, 'cards.news.keptPaid', { money: pence(item.pence, locale) });
    case 'sold-for-bill':
      return t(locale, 'cards.news.soldForBill', { card: cardLabel(item.card), money: pence(item.pence, locale) });
    case 'bought':
      return item.cards.length > 0
        ? t(locale, 'cards.news.boughtWith', { lot: cardLabel(item.lot), money: pence(item.pence, locale), cards: cards(item.cards) })
        : t(locale, 'cards.news.bought', { lot: cardLabel(item.lot), money: pence(item.pence, locale) });
    case 'lost-lot':
      return t(locale, 'cards.news.lostLot', { lot: cardLabel(item.lot), club: name(item.to) });
    case 'trade': {
      const money =
        item.paidPence > 0
          ? t(locale, 'cards.news.paying', { money: pence(item.paidPence, locale) })
          : item.receivedPence > 0
            ? t(locale, 'cards.news.receiving', { money: pence(item.receivedPence, locale) })
            : '';
      return t(locale, 'cards.news.trade', { club: name(item.other), gave: cards(item.gave), took: cards(item.took), money });
    }
    case 'trade-lapsed':
      return t(locale, 'cards.news.tradeLapsed', { club: name(item.other), reason: item.reason });
    case 'gate-money':
      return t(locale, 'cards.news.gate', { money: pence(item.pence, locale) });
    case 'prize':
      return t(locale, 'cards.news.prize', { money: pence(item.pence, locale), for: t(locale, `cards.prize.${item.for}`) });
    case 'injury':
      return t(locale, 'cards.news.injury', { card: cardLabel(item.card) });
    case 'refused':
      return t(locale, 'cards.news.refused', { codes: item.codes.join(', ') });
  }
}

/** /news in a cards league: private, since it names cards of his hand and his money. */
export function renderCardsNews(view: CardsNewsView, locale: Locale = 'en'): APIEmbed {
  const lines = view.items.map((item) => newsLine(item, locale));
  const empty = view.season === null ? t(locale, 'cards.news.nothingYet') : t(locale, 'cards.news.nothing');
  return {
    title: t(locale, 'cards.news.title', { club: view.clubName }),
    description: `${lines.join('\n') || empty}\n\n${t(locale, 'cards.news.money', { money: pence(view.pence, locale) })}`,
    color: COLOURS.league,
  };
}

export function renderCardsReady(view: CardsReadyView, locale: Locale = 'en'): APIEmbed {
  const hand = renderHand(view.hand, locale);
  const status = !view.ready
    ? t(locale, 'cards.ready.not')
    : view.playsNow
      ? t(locale, 'cards.ready.playsNow')
      : view.allReady
        ? t(locale, 'cards.ready.all')
        : t(locale, 'cards.ready.waiting');
  return {
    ...hand,
    title: t(locale, view.ready ? 'cards.ready.title' : 'cards.ready.titleNot', { club: view.hand.clubName }),
    description: `${status}\n\n${hand.description ?? ''}`,
    fields: [
      ...(hand.fields ?? []),
      ...(view.warnings.length > 0
        ? [{ name: t(locale, 'cards.ready.warnings'), value: view.warnings.map((w) => t(locale, `cards.ready.warning.${w}`)).join('\n') }]
        : []),
    ],
  };
}

/** A cards league's step in words ("round 3", "the set-up: keeping cards"), or null for a football phase. */
export function cardsStepName(phase: string, roundsPlayed: number, locale: Locale = 'en'): string | null {
  switch (phase) {
    case 'keep':
    case 'opening-auction':
    case 'season-end':
    case 'finished':
      return t(locale, `cards.stepName.${phase}`);
    case 'round':
      return t(locale, 'cards.stepName.round', { round: roundsPlayed + 1 });
    default:
      return null;
  }
}
