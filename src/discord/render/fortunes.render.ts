import type { APIEmbed } from 'discord.js';
import type { Square } from '../../engine/fortunes/board.js';
import { SECTION_WORDS, SQUARE_WORDS } from './fortune-words.js';
import type { FortunePlayerView, FortuneView, GameOverMessage, LeagueSettingsView, PointsTable, PointsView } from '../../league/index.js';
import type { Locale } from '../../i18n/locales.js';
import { t } from '../../i18n/translate.js';
import { userMention } from '../mentions.js';
import { COLOURS, ability, money, name, plural, positions } from './format.js';
import { moneyIn } from './money-words.js';

/** The game options in /league settings: set at creation, locked from then on. */
export function gameOptionLines(settings: LeagueSettingsView, locale: Locale = 'en'): string[] {
  return [
    t(locale, 'settings.fortunesBoard', { on: settings.fortunes ? 'yes' : 'no' }),
    t(locale, 'settings.gameLength', { seasons: settings.seasons ?? 0 }),
    t(locale, 'settings.difficulty', { level: settings.difficulty }),
  ];
}

/** What a square asks of the manager before the deadline. */
const SQUARE_HELP: Readonly<Record<Square, string>> = {
  start: 'Nothing happens.',
  sunday: 'A day off: nothing happens.',
  wages: 'You pay your whole squad’s wages, by its total strength.',
  luck: 'You draw a Manager’s Luck card: good or bad.',
  'selection-problems': 'You draw a Selection Problem. An Immunity card cancels a harmful one: `/fortune immunity use:True`.',
  auction: 'The top lot of the auction pool is sold to the highest sealed bid: `/fortune bid`.',
  'half-price-auction': 'A lot is auctioned; if you win it you pay half your bid, which must be in steps of £10,000: `/fortune bid`.',
  sponsorship: 'A sponsor pays you.',
  'bank-finance': 'You may sell players to the bank at 75% of their value, keeping eleven and a goalkeeper: `/fortune bank_sell`.',
  crisis: 'You are fined and lose the best specialist of a section you choose, sold to the bank: `/fortune crisis`.',
};

const playerLine = (p: FortunePlayerView, price: string) => `${name(p.name)} ${positions(p.positions)} · ${ability(p.ability)} — ${price}`;

export function renderFortune(view: FortuneView): APIEmbed {
  const when = view.phase === 'preseason' ? `season ${view.season}, pre-season` : `season ${view.season}, week ${view.week}`;
  const fields: APIEmbed['fields'] = [];
  if (view.square === 'crisis') {
    const chosen = view.orders.crisisSection;
    fields.push({
      name: 'Crisis: who each section would lose',
      value: view.crisisLosses
        .map(
          (c) =>
            `${c.section === chosen ? '➡️ ' : ''}${SECTION_WORDS[c.section]}: ${c.player ? playerLine(c.player, `the bank pays ${money(c.player.price)}`) : 'no one'}`,
        )
        .join('\n'),
    });
  }
  if (view.square === 'bank-finance') {
    const selling = new Set(view.orders.bankSales ?? []);
    fields.push({
      name: 'The bank pays',
      value: view.saleable.map((p) => `${selling.has(p.id) ? '➡️ ' : ''}${playerLine(p, money(p.price))}`).join('\n') || 'No players.',
    });
  }
  if (view.lots.length) {
    fields.push({
      name: 'This week’s auction lots',
      value: view.lots.map((p) => playerLine(p, p.halfPriceForMe ? 'you pay half, bid in £10,000 steps' : 'at least £10,000')).join('\n'),
    });
  }
  if (view.bank.length)
    fields.push({ name: 'The bank sells (sealed bids, at least)', value: view.bank.map((p) => playerLine(p, money(p.price))).join('\n') });
  const bids = [...(view.orders.bankBids ?? []), ...(view.orders.auctionBids ?? [])];
  const names = new Map([...view.lots, ...view.bank].map((p) => [p.id, p.name]));
  const orderLines = [
    ...bids.map((b) => `Bid ${money(b.amount)} for ${name(names.get(b.playerId) ?? b.playerId)}`),
    ...(view.orders.useImmunity === true ? ['Spend an Immunity card on a Selection Problem'] : []),
    ...(view.orders.useImmunity === false ? ['Keep your Immunity card'] : []),
    ...(view.orders.debtSales?.length
      ? [
          `If your debt is enforced, sell first: ${view.orders.debtSales.map((id) => name(view.saleable.find((p) => p.id === id)?.name ?? id)).join(', ')}`,
        ]
      : []),
  ];
  if (orderLines.length) fields.push({ name: 'Your Fortunes orders', value: orderLines.join('\n') });
  const status = [
    view.resigned ? 'You resigned bankrupt: you are out of the running.' : null,
    view.square ? `You are on **${SQUARE_WORDS[view.square]}**. ${SQUARE_HELP[view.square]}` : 'You have no square until the next week opens.',
    `Money ${money(view.balance)} · Immunity cards ${view.immunityCards} (bank ${view.immunityInBank})`,
    view.debtDeadline
      ? `⚠️ In debt: clear it by week ${view.debtDeadline.week} of season ${view.debtDeadline.season}, or your players are sold to the bank (\`/fortune debt_order\`).`
      : null,
  ].filter(Boolean);
  return { title: `${name(view.clubName)}: Fortunes, ${when}`, color: COLOURS.info, description: status.join('\n'), fields };
}

/** The standings; a club's money is private (docs/rules.md, "Privacy") until the game is over, so only its points from cash show before. */
function pointsLines(table: PointsTable, over: boolean, locale: Locale = 'en'): string[] {
  return table.rows.map((r, i) => {
    const who = r.resigned
      ? t(locale, 'views.points.bankrupt')
      : r.aiRun
        ? t(locale, 'views.points.ai')
        : r.managerUserId
          ? userMention(r.managerUserId)
          : '';
    return t(locale, 'views.points.row', {
      rank: i + 1,
      club: name(r.clubName),
      leader: table.leaders.includes(r.clubId) ? 'yes' : 'no',
      points: r.points,
      seasonPoints: r.seasonPoints,
      cashPoints: r.cashPoints,
      cash: over ? t(locale, 'views.points.cashSum', { money: moneyIn(locale, r.cash) }) : t(locale, 'views.points.cash'),
      who,
    });
  });
}

/** /league points: the game points so far, in a language (the reader's, or the league's when the channel sees them). */
export function renderPoints(view: PointsView, locale: Locale = 'en'): APIEmbed {
  const length =
    view.seasons === null
      ? t(locale, 'views.points.played', { played: view.seasonsPlayed })
      : t(locale, 'views.points.playedOf', { played: view.seasonsPlayed, seasons: view.seasons });
  return {
    title: t(locale, 'views.points.title', { league: name(view.leagueName) }),
    color: COLOURS.league,
    description: [t(locale, view.ended ? 'views.points.over' : 'views.points.live', { length }), ...pointsLines(view.table, view.ended, locale)].join(
      '\n',
    ),
  };
}

export function renderGameOver(message: GameOverMessage): APIEmbed {
  const winners = message.table.rows.filter((r) => message.table.leaders.includes(r.clubId));
  const headline = winners.length
    ? `🏆 ${winners.map((w) => `${name(w.clubName)}${w.managerUserId ? ` (${userMention(w.managerUserId)})` : ''}`).join(' and ')} ${winners.length > 1 ? 'share the title' : 'wins the game'}`
    : 'No manager survived to win the game.';
  return {
    title: `${name(message.leagueName)}: the game is over after ${plural(message.seasons, 'season')}`,
    color: COLOURS.league,
    description: [
      headline,
      '',
      ...pointsLines(message.table, true),
      '',
      'The league is archived, read-only, with its history kept. An admin can start a new game here with `/league create`.',
    ].join('\n'),
  };
}

export function renderSeasonPoints(message: GameOverMessage): APIEmbed {
  return {
    title: `${name(message.leagueName)}: game points after season ${message.seasons}`,
    color: COLOURS.league,
    description: ['Cash is counted as if the game ended now; 🏆 marks the leader.', ...pointsLines(message.table, false)].join('\n'),
  };
}
