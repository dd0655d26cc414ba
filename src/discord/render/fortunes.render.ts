import type { APIEmbed } from 'discord.js';
import type { FortunePlayerView, FortuneView, GameOverMessage, LeagueSettingsView, PointsTable, PointsView } from '../../league/index.js';
import { DEFAULT_LOCALE, type Locale } from '../../i18n/locales.js';
import { t } from '../../i18n/translate.js';
import { userMention } from '../mentions.js';
import { COLOURS, name, positions } from './format.js';
import { abilityIn } from './form-words.js';
import { fortunesMoney } from './fortunes-game-words.js';

/** The game options in /league settings: set at creation, locked from then on. */
export function gameOptionLines(settings: LeagueSettingsView, locale: Locale = 'en'): string[] {
  return [
    t(locale, 'settings.fortunesBoard', { on: settings.fortunes ? 'yes' : 'no' }),
    t(locale, 'settings.gameLength', { seasons: settings.seasons ?? 0 }),
    t(locale, 'settings.difficulty', { level: settings.difficulty }),
  ];
}

/** The least bid for a lot, and the steps of a bid on one's own 50% Auction. */
const LOT_STEP = 10_000;

const playerLine = (locale: Locale, p: FortunePlayerView, price: string) =>
  `${name(p.name)} ${positions(p.positions)} · ${abilityIn(locale, p.ability)} — ${price}`;

/** /fortune show over a football league, in the reader's language. */
export function renderFortune(view: FortuneView, locale: Locale = DEFAULT_LOCALE): APIEmbed {
  const cash = (amount: number) => fortunesMoney(locale, amount);
  const step = cash(LOT_STEP);
  const fields: APIEmbed['fields'] = [];
  if (view.square === 'crisis') {
    const chosen = view.orders.crisisSection;
    fields.push({
      name: t(locale, 'board.show.crisis'),
      value: view.crisisLosses
        .map(
          (c) =>
            `${c.section === chosen ? '➡️ ' : ''}${t(locale, `fortunes.cardType.${c.section}`)}: ${c.player ? playerLine(locale, c.player, t(locale, 'board.show.crisisPays', { price: cash(c.player.price) })) : t(locale, 'board.show.noOne')}`,
        )
        .join('\n'),
    });
  }
  if (view.square === 'bank-finance') {
    const selling = new Set(view.orders.bankSales ?? []);
    fields.push({
      name: t(locale, 'board.show.bankPays'),
      value:
        view.saleable.map((p) => `${selling.has(p.id) ? '➡️ ' : ''}${playerLine(locale, p, cash(p.price))}`).join('\n') ||
        t(locale, 'board.show.noPlayers'),
    });
  }
  if (view.lots.length) {
    fields.push({
      name: t(locale, 'board.show.lots'),
      value: view.lots
        .map((p) => playerLine(locale, p, t(locale, p.halfPriceForMe ? 'board.show.lotHalf' : 'board.show.lotAtLeast', { step })))
        .join('\n'),
    });
  }
  if (view.bank.length)
    fields.push({ name: t(locale, 'board.show.bankSells'), value: view.bank.map((p) => playerLine(locale, p, cash(p.price))).join('\n') });
  const bids = [...(view.orders.bankBids ?? []), ...(view.orders.auctionBids ?? [])];
  const names = new Map([...view.lots, ...view.bank].map((p) => [p.id, p.name]));
  const orderLines = [
    ...bids.map((b) => t(locale, 'board.show.bid', { amount: cash(b.amount), player: name(names.get(b.playerId) ?? b.playerId) })),
    ...(view.orders.useImmunity === true ? [t(locale, 'board.show.useImmunity')] : []),
    ...(view.orders.useImmunity === false ? [t(locale, 'board.show.keepImmunity')] : []),
    ...(view.orders.debtSales?.length
      ? [
          t(locale, 'board.show.debtSales', {
            players: view.orders.debtSales.map((id) => name(view.saleable.find((p) => p.id === id)?.name ?? id)).join(', '),
          }),
        ]
      : []),
  ];
  if (orderLines.length) fields.push({ name: t(locale, 'board.show.orders'), value: orderLines.join('\n') });
  const status = [
    view.resigned ? t(locale, 'board.show.resigned') : null,
    view.square
      ? t(locale, 'board.show.on', {
          square: t(locale, `fortunes.square.${view.square}`),
          help: t(locale, `board.help.${view.square}`, { step }),
        })
      : t(locale, 'board.show.noSquare'),
    t(locale, 'board.show.money', { money: cash(view.balance), held: view.immunityCards, bank: view.immunityInBank }),
    view.debtDeadline ? t(locale, 'board.show.debt', { week: view.debtDeadline.week, season: view.debtDeadline.season }) : null,
  ].filter(Boolean);
  const title = t(locale, 'board.show.title', {
    club: name(view.clubName),
    season: view.season,
    phase: view.phase === 'preseason' ? 'preseason' : 'season',
    week: view.week,
  });
  return { title, color: COLOURS.info, description: status.join('\n'), fields };
}

/** The standings; a club's money is private (docs/rules.md, "Privacy") until the game is over, so only its points from cash show before. */
function pointsLines(table: PointsTable, over: boolean, locale: Locale): string[] {
  return table.rows.map((r, i) => {
    const who = r.resigned
      ? t(locale, 'board.points.bankrupt')
      : r.aiRun
        ? t(locale, 'board.points.ai')
        : r.managerUserId
          ? userMention(r.managerUserId)
          : '';
    return t(locale, 'board.points.line', {
      place: String(i + 1),
      club: name(r.clubName),
      star: table.leaders.includes(r.clubId) ? ' 🏆' : '',
      points: String(r.points),
      seasonPoints: String(r.seasonPoints),
      cashPoints: String(r.cashPoints),
      cash: over ? t(locale, 'board.points.cashShown', { money: fortunesMoney(locale, r.cash) }) : t(locale, 'board.points.cash'),
      who,
    });
  });
}

/** /league points of a football league with the Fortunes board, in the language given. */
export function renderPoints(view: PointsView, locale: Locale = DEFAULT_LOCALE): APIEmbed {
  const played = { played: view.seasonsPlayed, ended: view.ended ? 'yes' : 'no' };
  return {
    title: t(locale, 'board.points.title', { league: name(view.leagueName) }),
    color: COLOURS.league,
    description: [
      view.seasons === null ? t(locale, 'board.points.played', played) : t(locale, 'board.points.playedOf', { ...played, seasons: view.seasons }),
      ...pointsLines(view.table, view.ended, locale),
    ].join('\n'),
  };
}

/** The channel's post at the end of the game, in the league's language. */
export function renderGameOver(message: GameOverMessage): APIEmbed {
  const locale = message.locale ?? DEFAULT_LOCALE;
  const winners = message.table.rows.filter((r) => message.table.leaders.includes(r.clubId));
  const headline = winners.length
    ? t(locale, 'board.over.winners', {
        winners: winners
          .map((w) => `${name(w.clubName)}${w.managerUserId ? ` (${userMention(w.managerUserId)})` : ''}`)
          .join(t(locale, 'board.over.and')),
        count: winners.length,
      })
    : t(locale, 'board.over.none');
  return {
    title: t(locale, 'board.over.title', { league: name(message.leagueName), seasons: message.seasons }),
    color: COLOURS.league,
    description: [headline, '', ...pointsLines(message.table, true, locale), '', t(locale, 'board.over.archived')].join('\n'),
  };
}

/** The channel's post of the game points after a season, in the league's language. */
export function renderSeasonPoints(message: GameOverMessage): APIEmbed {
  const locale = message.locale ?? DEFAULT_LOCALE;
  return {
    title: t(locale, 'board.seasonPoints.title', { league: name(message.leagueName), season: message.seasons }),
    color: COLOURS.league,
    description: [t(locale, 'board.seasonPoints.about'), ...pointsLines(message.table, false, locale)].join('\n'),
  };
}
