import type { APIEmbed } from 'discord.js';
import type { StarCard } from '../../engine/fortunes-game/star-card.js';
import { DEFAULT_LOCALE, type Locale } from '../../i18n/locales.js';
import { t } from '../../i18n/translate.js';
import type { FortunesGameView, FortunesReadyView, MoneyLine } from '../../league/index.js';
import { boardCardText, fortunesCardChoice, fortunesMoney, squareIn, stars } from './fortunes-game-words.js';
import { COLOURS, name } from './format.js';

/** The squares that ask something of the manager who stands on it; each is told, with the command that answers. */
const CHOICE_SQUARES = [
  'crisis',
  'bank-finance',
  'wages',
  'sponsorship',
  'auction',
  'half-price-auction',
  'luck',
  'selection-problems',
  'sunday',
  'start',
] as const;

/** The rulebook's sums the squares name: the Crisis fine, the sponsorship, a 50% Auction's step, a star's value. */
const CRISIS_FINE = 50_000;
const SPONSORSHIP = 30_000;
const HALF_PRICE_STEP = 10_000;
const STAR_VALUE = 20_000;

const SECTIONS = ['G', 'D', 'M', 'A'] as const;

const card = (c: StarCard) => `\`${c.id}\` ${stars(c.stars)}`;

function squareChoice(locale: Locale, square: NonNullable<FortunesGameView['square']>): string | null {
  const known = CHOICE_SQUARES.find((s) => s === square);
  if (!known) return null;
  return t(locale, `fortunes.show.square.${known}`, {
    fine: fortunesMoney(locale, CRISIS_FINE),
    amount: fortunesMoney(locale, SPONSORSHIP),
    step: fortunesMoney(locale, HALF_PRICE_STEP),
  });
}

function sideLines(view: FortunesGameView): string {
  return SECTIONS.map((s) => `**${s}** ${view.side[s].map(card).join(' · ') || '—'}`).join('\n');
}

/** The board near him and every manager's counter: his square, the six a die can reach next. */
function boardLines(locale: Locale, view: FortunesGameView): string {
  const here = view.square
    ? t(locale, 'fortunes.show.here', { square: squareIn(locale, view.square), position: view.position })
    : t(locale, 'fortunes.show.noSquare');
  const next = view.nextSquares.map((s, i) => `${i + 1} ${squareIn(locale, s)}`).join(' · ');
  const tokens = view.tokens.map((tok) => `${tok.mine ? '▶ ' : ''}${name(tok.name)} ${tok.position}`).join(' · ');
  return t(locale, 'fortunes.show.board', { here, next, tokens });
}

function choiceLines(locale: Locale, view: FortunesGameView): string[] {
  const lines: string[] = [];
  const square = view.square ? squareChoice(locale, view.square) : null;
  if (square) lines.push(square);
  for (const c of view.cards) {
    const cancel =
      c.table === 'selection-problems' && c.harms
        ? t(locale, view.immunity > 0 ? 'fortunes.show.card.canCancel' : 'fortunes.show.card.wouldCancel')
        : '';
    lines.push(t(locale, 'fortunes.show.card', { table: c.table, text: boardCardText(locale, c), cancel }));
  }
  for (const lot of view.lots) {
    const half = lot.halfPrice ? t(locale, lot.mine ? 'fortunes.show.lot.halfMine' : 'fortunes.show.lot.half') : '';
    const offered = fortunesCardChoice(lot.card, locale);
    lines.push(
      lot.mine
        ? t(locale, 'fortunes.show.lotMine', { card: offered, half })
        : t(locale, 'fortunes.show.lot', { lander: name(lot.landerName), card: offered, half }),
    );
  }
  if (view.bank.length > 0) {
    const cards = view.bank.map((b) => `${card(b.card)} ${fortunesMoney(locale, b.askingPrice)}`).join(' · ');
    lines.push(t(locale, 'fortunes.show.bank', { cards }));
  }
  return lines;
}

function orderLines(locale: Locale, view: FortunesGameView): string {
  const o = view.orders;
  const lines = [
    o.crisisSection ? t(locale, 'fortunes.show.order.crisis', { section: o.crisisSection }) : null,
    o.bankSales?.length ? t(locale, 'fortunes.show.order.sales', { cards: o.bankSales.map((id) => `\`${id}\``).join(' ') }) : null,
    o.useImmunity !== undefined ? t(locale, 'fortunes.show.order.immunity', { use: o.useImmunity ? 'yes' : 'no' }) : null,
    o.bids && Object.keys(o.bids).length > 0
      ? t(locale, 'fortunes.show.order.bids', {
          bids: Object.entries(o.bids)
            .map(([id, amount]) => `\`${id}\` ${fortunesMoney(locale, amount)}`)
            .join(' · '),
        })
      : null,
  ].filter((l): l is string => l !== null);
  return lines.join('\n') || t(locale, 'fortunes.show.order.none');
}

function turnName(locale: Locale, view: FortunesGameView): string {
  if (view.finished) return t(locale, 'fortunes.show.turn.over');
  if (!view.turn) return '';
  return t(locale, view.turn.kind === 'league' ? 'fortunes.show.turn.league' : 'fortunes.show.turn.cup', { round: view.turn.round });
}

/** "Last turn: +£30,000 sponsorship · −£12,000 wages", or nothing before the first turn or when his cash did not move. */
export function lastTurnLine(locale: Locale, lines: readonly MoneyLine[]): string {
  if (lines.length === 0) return '';
  const changes = lines.map(({ reason, amount }) =>
    t(locale, `fortunes.show.money.${reason}`, { amount: `${amount > 0 ? '+' : '−'}${fortunesMoney(locale, Math.abs(amount))}` }),
  );
  return t(locale, 'fortunes.show.lastTurn', { changes: changes.join(' · ') });
}

/** /fortune show: his square and the next ones, what it asks of him, his cash, his side and his Immunity. Private. */
export function renderFortunesGameShow(view: FortunesGameView, locale: Locale = DEFAULT_LOCALE): APIEmbed {
  return {
    title: t(locale, 'fortunes.show.title', { club: view.clubName, season: view.season, seasons: view.seasons, turn: turnName(locale, view) }),
    color: COLOURS.money,
    description: boardLines(locale, view),
    fields: [
      { name: t(locale, 'fortunes.show.choices'), value: choiceLines(locale, view).join('\n') || t(locale, 'fortunes.show.noChoices') },
      { name: t(locale, 'fortunes.show.orders'), value: orderLines(locale, view) },
      {
        name: t(locale, 'fortunes.show.cash'),
        value: [fortunesMoney(locale, view.cash), lastTurnLine(locale, view.lastTurnMoney)].filter(Boolean).join('\n'),
        inline: true,
      },
      {
        name: t(locale, 'fortunes.show.immunity'),
        value: t(locale, 'fortunes.show.immunityHeld', { held: view.immunity, bank: view.immunityBank }),
        inline: true,
      },
      {
        name: t(locale, 'fortunes.show.side', {
          chosen: view.chosen ? 'yes' : 'no',
          defence: view.sideValues.defence,
          attack: view.sideValues.attack,
        }),
        value: [...(view.short > 0 ? [t(locale, 'fortunes.show.shortSide', { count: view.short })] : []), sideLines(view)].join('\n'),
      },
    ],
  };
}

/** /squad in a Football Fortunes game: his cards by section with stars, the Utility players, those on loan to him. Private. */
export function renderFortunesSquad(view: FortunesGameView, locale: Locale = DEFAULT_LOCALE): APIEmbed {
  const playing = new Set(SECTIONS.flatMap((s) => view.side[s].map((c) => c.id)));
  const line = (c: StarCard) =>
    `${card(c)} ${fortunesMoney(locale, c.stars * STAR_VALUE)}${playing.has(c.id) ? t(locale, 'fortunes.squad.inSide') : ''}`;
  const byType = (type: string) => view.squad.filter((c) => c.type === type).sort((a, b) => b.stars - a.stars || a.id.localeCompare(b.id));
  const sections = (['G', 'D', 'M', 'A', 'U'] as const).map((type) => ({
    name: type === 'U' ? t(locale, 'fortunes.squad.utility') : t(locale, 'fortunes.squad.section', { section: type }),
    value: byType(type).map(line).join('\n') || '—',
  }));
  return {
    title: t(locale, 'fortunes.squad.title', { club: view.clubName }),
    color: COLOURS.info,
    description: t(locale, 'fortunes.squad.description', {
      count: view.squad.length,
      perStar: fortunesMoney(locale, STAR_VALUE),
      defence: view.sideValues.defence,
      attack: view.sideValues.attack,
    }),
    fields: [
      ...sections,
      ...(view.borrowed.length > 0 ? [{ name: t(locale, 'fortunes.squad.borrowed'), value: view.borrowed.map(line).join('\n') }] : []),
    ],
  };
}

/** /ready in a Football Fortunes game. */
export function renderFortunesReady(ready: FortunesReadyView, locale: Locale = DEFAULT_LOCALE): APIEmbed {
  const status = !ready.ready
    ? t(locale, 'fortunes.ready.not')
    : ready.playsNow
      ? t(locale, 'fortunes.ready.playsNow')
      : ready.allReady
        ? t(locale, 'fortunes.ready.all')
        : t(locale, 'fortunes.ready.waiting');
  const show = renderFortunesGameShow(ready.view, locale);
  const warnings = ready.warnings.map((w) => t(locale, `fortunes.ready.warning.${w}`));
  return {
    ...show,
    title: t(locale, 'fortunes.ready.title', { club: ready.view.clubName, ready: ready.ready ? 'yes' : 'no' }),
    description: `${status}\n\n${show.description ?? ''}`,
    fields: [...(show.fields ?? []), ...(warnings.length > 0 ? [{ name: t(locale, 'fortunes.ready.defaults'), value: warnings.join('\n') }] : [])],
  };
}
