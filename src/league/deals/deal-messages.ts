import type { OutboxInsert } from '../../db/repositories/outbox.repository.js';
import type { LeagueRow } from '../../db/tables.js';
import { dealImmunity, dealMoves, dealPayment, type DealTerms } from '../../engine/deals/terms.js';
import type { EngineEvent } from '../../engine/model/events.js';
import type { LeagueState } from '../../engine/model/types.js';
import { cupStepOf } from '../shared/calendar-step.js';
import type { DealNewsLine, DealNewsMessage } from './deal-message-types.js';
import { dealSettingsOf } from '../shared/deal-settings.js';
import { postLocale } from '../shared/league-summary.js';

function newsLine(before: LeagueState, terms: DealTerms, feesHidden: boolean): DealNewsLine {
  const club = (id: string) => before.clubs[id]?.name ?? id;
  const player = (id: string) => before.players[id]?.name ?? id;
  const payment = dealPayment(terms);
  const cards = dealImmunity(terms);
  const clubs: [string, string] =
    terms.kind === 'transfer' ? [club(terms.fromClubId), club(terms.toClubId)] : [club(terms.ownerId), club(terms.borrowerId)];
  return {
    kind: terms.kind,
    clubs,
    moves: dealMoves(terms).map((m) => ({ player: player(m.playerId), from: club(m.from), to: club(m.to) })),
    payment: payment && !feesHidden ? { payer: club(payment.payer), payee: club(payment.payee), amount: payment.amount } : null,
    feesHidden: feesHidden && payment !== null,
    ...(terms.kind === 'loan' ? { matches: terms.matches } : {}),
    ...(cards ? { immunity: { from: club(cards.giver), to: club(cards.receiver), cards: cards.cards } } : {}),
  };
}

/** After a step: the deals it carried out, announced in the league's channel with their terms. */
export function dealNewsPosts(league: LeagueRow, before: LeagueState, events: EngineEvent[]): OutboxInsert[] {
  const done = events.flatMap((e) => (e.type === 'deal-done' ? [e] : []));
  if (done.length === 0) return [];
  const { hideFees } = dealSettingsOf(league.settings);
  const message: DealNewsMessage = {
    season: before.season,
    week: before.week,
    phase: before.phase,
    ...cupStepOf(events),
    deals: done.map((e) => newsLine(before, e.terms, hideFees)),
    ...postLocale(league),
  };
  return [
    {
      leagueId: league.id,
      channelId: league.channel_id,
      kind: 'deal-news',
      payload: message,
      dedupeKey: `deal-news:${league.id}:${league.turn}`,
    },
  ];
}
