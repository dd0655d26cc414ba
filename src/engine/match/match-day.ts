import type { MatchSide, MatchOutcome } from './match-side.js';

/** A match played this week by the match engine. */
export interface PlayedMatch {
  division: number;
  round: number;
  home: MatchSide;
  away: MatchSide;
  outcome: MatchOutcome;
}

/** What the week's phases tell each other about this week only; none of it is saved. */
export interface MatchDay {
  /** Players who trained RST this week: they cannot be injured. */
  resting: Set<string>;
  /** Players who completed FRM training this week: the form phase improves them. */
  formTrained: Set<string>;
  /** Each player-controlled club's side for this week's match. */
  sides: Map<string, MatchSide>;
  /** Players who were injured when this week's matches kicked off. */
  injuredAtKickOff: Set<string>;
  played: PlayedMatch[];
}

export function matchDay(ctx: { matchDay?: MatchDay }): MatchDay {
  ctx.matchDay ??= { resting: new Set(), formTrained: new Set(), sides: new Map(), injuredAtKickOff: new Set(), played: [] };
  return ctx.matchDay;
}
