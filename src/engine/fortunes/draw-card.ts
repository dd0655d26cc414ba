import { playersFor } from '../transfers/loan-policy.js';
import type { Dice } from '../dice.js';
import type { LeagueState, Player } from '../model/types.js';
import { CARD_TABLES, isProblem, type CardRow, type CardTable } from './fortune-cards.js';
import type { FortuneEvent } from '../model/fortune-events.js';
import { fortuneMoney, fortunesMoney } from './fortunes-money.js';
import type { FortunesState } from '../model/fortunes-state.js';
import { issueImmunity, useImmunity } from '../immunity.js';
import { bestPlayer, leaveClub } from './squad.js';

export interface DrawOptions {
  /** The manager ordered his Immunity card spent on this week's Selection Problem. */
  useImmunity?: boolean;
}

/**
 * Rulebook (003), Manager's Luck and Selection Problems: the program draws a
 * card at random (a d12 on the house-rule tables). An Immunity card cancels a
 * Selection Problem that would harm the club, never a Luck (nor a Crisis).
 * A card falls on the club's own players at home: never on one on loan to it
 * (the seed's "Top Player"), nor on one it has lent out (loan-policy.ts).
 */
export function drawCard(
  state: LeagueState,
  fortunes: FortunesState,
  clubId: string,
  table: CardTable,
  dice: Dice,
  events: FortuneEvent[],
  options: DrawOptions = {},
): void {
  const rows = CARD_TABLES[table];
  const roll = dice.roll(rows.length);
  const row = rows[roll - 1]!;
  const cancelled = table === 'selection-problems' && options.useImmunity === true && isProblem(row) && useImmunity(fortunes, clubId, events);
  events.push({ type: 'fortune-card', clubId, table, roll, text: row.text, cancelledByImmunity: cancelled });
  if (cancelled) return;
  const acted = applyEffect(state, fortunes, clubId, row, events);
  if (!acted) events.push({ type: 'fortune-card-void', clubId, table, roll });
}

function applyEffect(state: LeagueState, fortunes: FortunesState, clubId: string, { effect, text }: CardRow, events: FortuneEvent[]): boolean {
  const squad = playersFor(state, clubId, 'card');
  switch (effect.kind) {
    case 'money': {
      const amount = Math.sign(effect.seedPounds) * fortunesMoney(Math.abs(effect.seedPounds));
      // The card's own words are the ledger's detail, so /finances says what the money was for.
      fortuneMoney(state, events, clubId, amount, amount < 0 ? 'fortune-fine' : 'fortune-windfall', text);
      return true;
    }
    case 'injury': {
      const player = bestPlayer(squad, { section: effect.section, fitOnly: true });
      if (!player) return false;
      player.injuryWeeks = effect.weeks;
      events.push({ type: 'fortune-injury', clubId, playerId: player.id, weeks: effect.weeks });
      return true;
    }
    case 'lost': {
      const player = bestPlayer(squad, { section: effect.section });
      if (!player) return false;
      leaveClub(state, player);
      fortunes.auctionPool.push(player.id);
      events.push({ type: 'fortune-player-lost', clubId, playerId: player.id, to: 'auction-pool' });
      return true;
    }
    case 'retirement': {
      const player = oldest(squad.filter((p) => !p.retiring));
      if (!player) return false;
      player.retiring = true;
      events.push({ type: 'fortune-retirement', clubId, playerId: player.id });
      return true;
    }
    case 'immunity':
      return issueImmunity(fortunes, clubId, events);
  }
}

/** The oldest player; of equal age, the best (so the one whose going hurts most), then the lower id. */
function oldest(players: Player[]): Player | null {
  const age = Math.max(...players.map((p) => p.age));
  return bestPlayer(players.filter((p) => p.age === age));
}
