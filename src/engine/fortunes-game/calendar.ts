/** A turn of the board: each is followed by a round of the league or of the cups (rulebook: "board move - play match"). */
export type TurnKind = 'league' | 'cup';

export interface CalendarSlot {
  kind: TurnKind;
  /** The league round, or the cup round (the round of every running cup played that turn). */
  round: number;
}

/**
 * House rule (docs/rules.md, "Football Fortunes, the game", the season): eighteen league rounds, and after every
 * fourth a cup turn, in which every running cup plays its next round (the F.A. Cup and, from season two, the European
 * competitions together). A cup turn with no cup running is not played, so a season is 19 to 22 turns of the board.
 */
export const CUP_TURN_EVERY = 4;
export const CUP_TURNS = 4;

export function seasonCalendar(leagueRounds: number): CalendarSlot[] {
  const slots: CalendarSlot[] = [];
  for (let round = 1; round <= leagueRounds; round++) {
    slots.push({ kind: 'league', round });
    const cupRound = round / CUP_TURN_EVERY;
    if (Number.isInteger(cupRound) && cupRound <= CUP_TURNS) slots.push({ kind: 'cup', round: cupRound });
  }
  return slots;
}

/** Where a game stands between turns, as its league row keeps it: the kind of turn next played, or the game over. */
export const FORTUNES_GAME_PHASES = ['league', 'cup', 'finished'] as const;
export type FortunesGamePhase = (typeof FORTUNES_GAME_PHASES)[number];
