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
import { userMention } from '../mentions.js';
import type { Draft } from '../split.js';
import { ability, COLOURS, money, name, plural, positions } from './format.js';
import { cardLabel, pence } from './cards.render.js';
import { stepLabel } from './step-label.js';

const KIND_WORDS: Readonly<Record<string, string>> = { transfer: 'a transfer offer', loan: 'a loan offer', cards: 'a trade offer' };

/** In the channel: the manager has an offer, from whom; the terms stay private behind "View offer". */
export function renderOfferNotice(message: OfferNoticeMessage): Draft {
  return {
    content:
      `${userMention(message.toUserId)}, **${name(message.toClubName)}** has ${message.counterOf ? 'a counter-offer' : (KIND_WORDS[message.kind] ?? 'an offer')} from **${name(message.fromClubName)}**${message.fromUserId ? ` (${userMention(message.fromUserId)})` : ''} ` +
      `${message.counterOf ? `to your offer ${message.counterOf} ` : ''}(offer ${message.offerId}). Press **View offer** to see its terms; only you can answer it.`,
  };
}

const NOTICE_ENDINGS: Readonly<Record<NoticeEnding, (by: string) => string>> = {
  accepted: (by) => `✅ Accepted by ${by}`,
  declined: (by) => `❌ Declined by ${by}`,
  countered: (by) => `↩️ Countered by ${by}`,
  expired: () => '⌛ Expired at the deadline',
  lapsed: () => '⌛ Lapsed',
  cancelled: () => '⌛ Withdrawn',
};

/**
 * The channel notice once its offer has ended: the same words, then how it ended, naming the manager who answered
 * (only the manager it was made to answers; the edit pings nobody).
 */
export function renderOfferNoticeEnded(message: OfferNoticeEndedMessage): Draft {
  const notice = renderOfferNotice(message.notice).content ?? '';
  return { content: `${notice}\n${NOTICE_ENDINGS[message.ending](userMention(message.notice.toUserId))}` };
}

const ENDINGS: Readonly<Record<OfferEnding, (to: string) => string>> = {
  accepted: (to) => `accepted by **${to}**: the deal is carried out when the next week or cup round is played, if it still stands then`,
  declined: (to) => `declined by **${to}**`,
  countered: (to) => `countered by **${to}**: they may send terms of their own`,
  expired: (to) => `to **${to}** expired unanswered at the deadline`,
  lapsed: (to) => `with **${to}** lapsed: \`/news\` and \`/trade list\` say more`,
};

/** In the channel, to the maker alone: how his offer ended, never its terms. */
export function renderOfferEnd(message: OfferEndMessage): Draft {
  return { content: `${userMention(message.fromUserId)}, your offer ${message.offerId} ${ENDINGS[message.ending](name(message.toClubName))}.` };
}

function loanLength(matches: number | null | undefined, per: 'match' | 'turn' = 'match'): string {
  if (matches === null || matches === undefined) return 'to the end of the season';
  return `for ${per === 'turn' ? plural(matches, 'turn', 'turns') : plural(matches, 'match', 'matches')}`;
}

/** Football Fortunes' Immunity cards in a deal, as words. */
export function immunityCards(cards: number): string {
  return cards === 1 ? 'an Immunity card' : `${cards} Immunity cards`;
}

function newsLine(deal: DealNewsLine): string {
  const fee = deal.feesHidden
    ? ' (fee undisclosed)'
    : deal.payment
      ? `, ${name(deal.payment.payer)} paying ${name(deal.payment.payee)} ${money(deal.payment.amount)}`
      : '';
  if (deal.kind === 'loan') {
    const move = deal.moves[0]!;
    return `🔁 ${name(move.player)} joins ${name(move.to)} on loan from ${name(move.from)} ${loanLength(deal.matches)}${fee}.`;
  }
  const moves = [
    ...deal.moves.map((m) => `${name(m.player)} to ${name(m.to)}`),
    ...(deal.immunity ? [`${immunityCards(deal.immunity.cards)} to ${name(deal.immunity.to)}`] : []),
  ].join(', ');
  return `🤝 ${name(deal.clubs[0])} and ${name(deal.clubs[1])} agree a deal: ${moves || 'no players'}${fee}.`;
}

/** After the week: the deals carried out, with their terms. */
export function renderDealNews(message: DealNewsMessage): APIEmbed {
  return {
    title: `Deals between managers: ${stepLabel(message)}`,
    color: COLOURS.transfer,
    description: message.deals.map(newsLine).join('\n'),
  };
}

/** A player in an offer's terms: by name alone in a list, with his positions, ability, age and value in a view. */
function playerText(player: PlayerRef, detail: boolean, bold = false): string {
  const named = bold ? `**${name(player.name)}**` : name(player.name);
  if (!detail || !player.about) return named;
  const { about } = player;
  return `${named} (${positions(about.positions)} · ability ${ability(about.ability)} · age ${about.age} · value ${money(about.value)})`;
}

function playerList(players: PlayerRef[], detail: boolean): string {
  return players.length ? players.map((p) => playerText(p, detail)).join(', ') : 'nobody';
}

function cardsTermsLines(view: Pick<OfferView, 'fromClub' | 'toClub'>, terms: Extract<TermsView, { kind: 'cards' }>): string[] {
  const cards = (list: string[]) => (list.length ? list.map(cardLabel).join(' ') : 'no cards');
  const lines = [`${name(view.fromClub.name)} gives: ${cards(terms.give)}`, `${name(view.toClub.name)} gives: ${cards(terms.get)}`];
  if (terms.payPence > 0) lines.push(`${name(view.fromClub.name)} pays ${pence(terms.payPence)}.`);
  if (terms.receivePence > 0) lines.push(`${name(view.toClub.name)} pays ${pence(terms.receivePence)}.`);
  return lines;
}

/** An offer's terms as lines; `detail` shows each player's positions, ability, age and value. */
export function termsLines(view: Pick<OfferView, 'fromClub' | 'toClub'>, terms: TermsView, detail = false): string[] {
  if (terms.kind === 'loan') {
    return [
      `${playerText(terms.player, detail, true)} goes on loan from ${name(terms.ownerName)} to ${name(terms.borrowerName)} ${loanLength(terms.matches, terms.per)}.`,
      terms.fee > 0 ? `${name(terms.borrowerName)} pays a fee of ${money(terms.fee)}.` : 'No fee.',
    ];
  }
  if (terms.kind === 'cards') return cardsTermsLines(view, terms);
  const lines = [
    `${name(view.fromClub.name)} gives: ${playerList(terms.give, detail)}`,
    `${name(view.toClub.name)} gives: ${playerList(terms.get, detail)}`,
  ];
  if (terms.immunity > 0) lines.push(`${name(view.fromClub.name)} also gives ${immunityCards(terms.immunity)}.`);
  else if (terms.immunity < 0) lines.push(`${name(view.toClub.name)} also gives ${immunityCards(-terms.immunity)}.`);
  if (terms.money > 0) lines.push(`${name(view.fromClub.name)} pays ${money(terms.money)}.`);
  else if (terms.money < 0) lines.push(`${name(view.toClub.name)} pays ${money(-terms.money)}.`);
  else lines.push('No money changes hands.');
  return lines;
}

const STATUS_WORDS: Readonly<Record<OfferView['status'], string>> = {
  open: 'open',
  accepted: 'accepted: carried out when the next week or cup round is played',
  declined: 'declined',
  countered: 'countered',
  cancelled: 'withdrawn',
  expired: 'expired',
  lapsed: 'lapsed',
  done: 'done',
};

/** The terms of one offer, shown privately to one of its managers. */
export function renderOffer(view: OfferView): APIEmbed {
  return {
    title: `Offer ${view.id}: ${name(view.fromClub.name)} to ${name(view.toClub.name)}`,
    color: COLOURS.transfer,
    description: [...termsLines(view, view.terms, true), '', `Status: ${STATUS_WORDS[view.status]}.${view.note ? ` ${name(view.note)}` : ''}`].join(
      '\n',
    ),
  };
}

/** /trade list: the manager's offers in play, sent and received. */
export function renderOfferList(clubId: string, offers: OfferView[]): APIEmbed {
  const line = (o: OfferView) => {
    const sent = o.fromClub.id === clubId;
    const who = sent ? `to ${name(o.toClub.name)}` : `from ${name(o.fromClub.name)}`;
    return `**${o.id}** ${o.terms.kind} ${who}: ${termsLines(o, o.terms).join(' ')} (${STATUS_WORDS[o.status]})`;
  };
  const sent = offers.filter((o) => o.fromClub.id === clubId);
  const received = offers.filter((o) => o.fromClub.id !== clubId);
  const fields = [
    { name: 'Received', value: received.map(line).join('\n') || 'None.' },
    { name: 'Sent', value: sent.map(line).join('\n') || 'None.' },
  ];
  return { title: 'Your offers', color: COLOURS.transfer, fields };
}
