import { dropFromLineup } from '../transfers/signings.js';
import { transferValue } from '../transfers/transfer-values.js';
import type { LeagueState, Player, Position } from '../model/types.js';
import type { Section } from '../model/fortune-sections.js';

export { SECTIONS, SECTION_NAMES, type Section } from '../model/fortune-sections.js';

const SECTION_OF: Readonly<Record<Position, Section>> = { GK: 'G', CB: 'D', SB: 'D', CM: 'M', SM: 'M', CF: 'A' };

/** A player's section is that of his natural position, so every Dugout player is a specialist somewhere. */
export function sectionOf(player: Pick<Player, 'positions'>): Section {
  return SECTION_OF[player.positions[0]!];
}

/**
 * Rulebook (003), "Top Player": the highest rating (ability) in the squad, or in
 * the section named; the squad a rule reads leaves out players on loan to the
 * club (loan-policy.ts). House rule: equal ratings go to the more valuable player
 * (the younger, in his prime), then to the lower id, so the choice is the same
 * on every replay.
 */
export function bestPlayer(squad: readonly Player[], options: { section?: Section; fitOnly?: boolean } = {}): Player | null {
  const candidates = squad.filter(
    (p) => (options.section === undefined || sectionOf(p) === options.section) && (!options.fitOnly || p.injuryWeeks === 0),
  );
  return candidates.sort(byBest)[0] ?? null;
}

function byBest(a: Player, b: Player): number {
  return b.ability - a.ability || transferValue(b) - transferValue(a) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** He leaves his club for the bank or the auction pool: off the transfer list and out of the standing lineup. */
export function leaveClub(state: LeagueState, player: Player): void {
  if (player.clubId) dropFromLineup(state, player.clubId, player.id);
  state.market = state.market.filter((l) => l.playerId !== player.id);
  player.clubId = null;
}

/** He joins a club from the bank or the auction pool; like any signing, he does not train this week. */
export function joinClub(state: LeagueState, player: Player, clubId: string): void {
  Object.assign(player, { clubId, boughtInWeek: state.week, joinedSeason: state.season, training: null });
}
