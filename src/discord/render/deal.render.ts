import type { APIEmbed } from 'discord.js';
import type {
  DealNewsLine,
  DealNewsMessage,
  NoticeEnding,
  OfferEndMessage,
  OfferEnding,
  OfferNoticeEndedMessage,
  OfferNoticeMessage,
} from '../../league/index.js';
import type { OfferView, PlayerRef, TermsView } from '../../league/deals/offer-views.js';
import { DEFAULT_LOCALE, type Locale } from '../../i18n/locales.js';
import { formatMoney } from '../../i18n/money.js';
import { readStoredText } from '../../i18n/stored-text.js';
import { t } from '../../i18n/translate.js';
import { userMention } from '../mentions.js';
import type { Draft } from '../split.js';
import { COLOURS, name, positions } from './format.js';
import { abilityIn } from './form-words.js';
import { cardLabel } from './cards.render.js';
import { stepLabelIn } from './post-words.js';

/**
 * Deals between managers in words: the channel's lines in the league's language (the message's `locale`), an offer's
 * terms and views in the reader's.
 */

/** In the channel: the manager has an offer, from whom; the terms stay private behind "View offer". */
export function renderOfferNotice(message: OfferNoticeMessage): Draft {
  return {
    content: t(message.locale ?? DEFAULT_LOCALE, 'deal.notice', {
      user: userMention(message.toUserId),
      to: name(message.toClubName),
      kind: message.counterOf ? 'counter' : message.kind,
      from: name(message.fromClubName),
      fromUser: message.fromUserId ? userMention(message.fromUserId) : 'none',
      counterOf: message.counterOf ?? 'none',
      id: message.offerId,
    }),
  };
}

/**
 * The channel notice once its offer has ended: the same words, then how it ended, naming the manager who answered
 * (only the manager it was made to answers; the edit pings nobody).
 */
export function renderOfferNoticeEnded(message: OfferNoticeEndedMessage): Draft {
  const notice = renderOfferNotice(message.notice).content ?? '';
  const ending: NoticeEnding = message.ending;
  const by = userMention(message.notice.toUserId);
  return { content: `${notice}\n${t(message.notice.locale ?? DEFAULT_LOCALE, `deal.notice.${ending}`, { by })}` };
}

/** In the channel, to the maker alone: how his offer ended, never its terms. */
export function renderOfferEnd(message: OfferEndMessage): Draft {
  const ending: OfferEnding = message.ending;
  return {
    content: t(message.locale ?? DEFAULT_LOCALE, `deal.ended.${ending}`, {
      user: userMention(message.fromUserId),
      id: message.offerId,
      to: name(message.toClubName),
    }),
  };
}

function loanLength(locale: Locale, matches: number | null | undefined, per: 'match' | 'turn' = 'match'): string {
  if (matches === null || matches === undefined) return t(locale, 'deal.loan.toSeasonEnd');
  return t(locale, per === 'turn' ? 'deal.loan.turns' : 'deal.loan.matches', { count: matches });
}

/** Football Fortunes' Immunity cards in a deal, as words. */
export function immunityCards(cards: number, locale: Locale = DEFAULT_LOCALE): string {
  return t(locale, 'deal.immunity', { cards });
}

function newsLine(locale: Locale, deal: DealNewsLine): string {
  const fee = deal.feesHidden
    ? t(locale, 'deal.news.feeHidden')
    : deal.payment
      ? t(locale, 'deal.news.payment', {
          payer: name(deal.payment.payer),
          payee: name(deal.payment.payee),
          amount: formatMoney(locale, deal.payment.amount),
        })
      : '';
  if (deal.kind === 'loan') {
    const move = deal.moves[0]!;
    const length = loanLength(locale, deal.matches);
    return t(locale, 'deal.news.loan', { player: name(move.player), to: name(move.to), from: name(move.from), length, fee });
  }
  const moves = [
    ...deal.moves.map((m) => t(locale, 'deal.news.move', { what: name(m.player), to: name(m.to) })),
    ...(deal.immunity ? [t(locale, 'deal.news.move', { what: immunityCards(deal.immunity.cards, locale), to: name(deal.immunity.to) })] : []),
  ].join(', ');
  return t(locale, 'deal.news.trade', {
    first: name(deal.clubs[0]),
    second: name(deal.clubs[1]),
    moves: moves || t(locale, 'deal.news.noPlayers'),
    fee,
  });
}

/** After the week: the deals carried out, with their terms. */
export function renderDealNews(message: DealNewsMessage): APIEmbed {
  const locale = message.locale ?? DEFAULT_LOCALE;
  return {
    title: t(locale, 'deal.news.title', { step: stepLabelIn(locale, message) }),
    color: COLOURS.transfer,
    description: message.deals.map((deal) => newsLine(locale, deal)).join('\n'),
  };
}

/** A player in an offer's terms: by name alone in a list, with his positions, ability, age and value in a view. */
function playerText(locale: Locale, player: PlayerRef, detail: boolean, bold = false): string {
  const named = bold ? `**${name(player.name)}**` : name(player.name);
  if (!detail || !player.about) return named;
  const { about } = player;
  return t(locale, 'deal.terms.player', {
    player: named,
    positions: positions(about.positions),
    ability: abilityIn(locale, about.ability),
    age: about.age,
    value: formatMoney(locale, about.value),
  });
}

function playerList(locale: Locale, players: PlayerRef[], detail: boolean): string {
  return players.length ? players.map((p) => playerText(locale, p, detail)).join(', ') : t(locale, 'deal.terms.nobody');
}

const pays = (locale: Locale, club: string, amount: string) => t(locale, 'deal.terms.pays', { club: name(club), amount });

function cardsTermsLines(locale: Locale, view: Pick<OfferView, 'fromClub' | 'toClub'>, terms: Extract<TermsView, { kind: 'cards' }>): string[] {
  const cards = (list: string[]) => (list.length ? list.map(cardLabel).join(' ') : t(locale, 'deal.terms.noCards'));
  const lines = [
    t(locale, 'deal.terms.gives', { club: name(view.fromClub.name), what: cards(terms.give) }),
    t(locale, 'deal.terms.gives', { club: name(view.toClub.name), what: cards(terms.get) }),
  ];
  if (terms.payPence > 0) lines.push(pays(locale, view.fromClub.name, formatMoney(locale, terms.payPence / 100, { pence: true })));
  if (terms.receivePence > 0) lines.push(pays(locale, view.toClub.name, formatMoney(locale, terms.receivePence / 100, { pence: true })));
  return lines;
}

/** An offer's terms as lines, in the reader's language; `detail` shows each player's positions, ability, age and value. */
export function termsLines(
  view: Pick<OfferView, 'fromClub' | 'toClub'>,
  terms: TermsView,
  detail = false,
  locale: Locale = DEFAULT_LOCALE,
): string[] {
  if (terms.kind === 'loan') {
    return [
      t(locale, 'deal.terms.loan', {
        player: playerText(locale, terms.player, detail, true),
        owner: name(terms.ownerName),
        borrower: name(terms.borrowerName),
        length: loanLength(locale, terms.matches, terms.per),
      }),
      terms.fee > 0
        ? t(locale, 'deal.terms.fee', { borrower: name(terms.borrowerName), fee: formatMoney(locale, terms.fee) })
        : t(locale, 'deal.terms.noFee'),
    ];
  }
  if (terms.kind === 'cards') return cardsTermsLines(locale, view, terms);
  const lines = [
    t(locale, 'deal.terms.gives', { club: name(view.fromClub.name), what: playerList(locale, terms.give, detail) }),
    t(locale, 'deal.terms.gives', { club: name(view.toClub.name), what: playerList(locale, terms.get, detail) }),
  ];
  const alsoGives = (club: string, cards: number) => t(locale, 'deal.terms.alsoGives', { club: name(club), cards: immunityCards(cards, locale) });
  if (terms.immunity > 0) lines.push(alsoGives(view.fromClub.name, terms.immunity));
  else if (terms.immunity < 0) lines.push(alsoGives(view.toClub.name, -terms.immunity));
  if (terms.money > 0) lines.push(pays(locale, view.fromClub.name, formatMoney(locale, terms.money)));
  else if (terms.money < 0) lines.push(pays(locale, view.toClub.name, formatMoney(locale, -terms.money)));
  else lines.push(t(locale, 'deal.terms.noMoney'));
  return lines;
}

const statusWord = (locale: Locale, status: OfferView['status']) => t(locale, `deal.status.${status}`);

/** The terms of one offer, shown privately to one of its managers, in his language. */
export function renderOffer(view: OfferView, locale: Locale = DEFAULT_LOCALE): APIEmbed {
  const status = `${t(locale, 'deal.view.status', { status: statusWord(locale, view.status) })}${view.note ? ` ${name(readStoredText(locale, view.note))}` : ''}`;
  return {
    title: t(locale, 'deal.view.title', { id: view.id, from: name(view.fromClub.name), to: name(view.toClub.name) }),
    color: COLOURS.transfer,
    description: [...termsLines(view, view.terms, true, locale), '', status].join('\n'),
  };
}

/** /trade list: the manager's offers in play, sent and received. */
export function renderOfferList(clubId: string, offers: OfferView[], locale: Locale = DEFAULT_LOCALE): APIEmbed {
  const line = (o: OfferView) => {
    const sent = o.fromClub.id === clubId;
    return t(locale, 'deal.list.line', {
      id: o.id,
      kind: o.terms.kind,
      sent: sent ? 'yes' : 'no',
      club: name(sent ? o.toClub.name : o.fromClub.name),
      terms: termsLines(o, o.terms, false, locale).join(' '),
      status: statusWord(locale, o.status),
    });
  };
  const sent = offers.filter((o) => o.fromClub.id === clubId);
  const received = offers.filter((o) => o.fromClub.id !== clubId);
  const none = t(locale, 'deal.list.none');
  const fields = [
    { name: t(locale, 'deal.list.received'), value: received.map(line).join('\n') || none },
    { name: t(locale, 'deal.list.sent'), value: sent.map(line).join('\n') || none },
  ];
  return { title: t(locale, 'deal.list.title'), color: COLOURS.transfer, fields };
}
