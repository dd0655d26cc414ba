import { facingSpace, zoneOf } from './board.js';
import { MATCH_RULES, type MatchRules } from './balance.js';
import { isPicture, rankOf, suitOf, type CardId } from './cards.js';
import type { FieldedSide } from './lineup.js';
import { bottomSuit, topSuit, type SuitOrder } from './suit-levels.js';

/** One player's duel: against the facing space, or unmarked when it is empty. */
export interface Duel {
  side: 'home' | 'away';
  space: number;
  level: number;
  opponentLevel: number | null;
  won: boolean;
}

export interface CardMatchResult {
  homeGoals: number;
  awayGoals: number;
  duels: Duel[];
  /** Injured cards, by side: the luck card's number matched a space the manager filled. */
  injured: { home: CardId | null; away: CardId | null };
}

/**
 * Goals are counted in half goals until the final whistle: the away side starts on −2 goals (by the article's rules); each duel won scores
 * or saves by the scoring table; the keeper saves 2 (level 4+) or 1 (levels 1–3); the luck card adds 1 for the top
 * suit and takes 1 for the bottom one. Half goals round down and a negative score is 0.
 */
const OPPOSED_FOR: Record<string, number> = { defence: 0, midfield: 1, attack: 2 };
const OPPOSED_AGAINST: Record<string, number> = { defence: 2, midfield: 1, attack: 0 };

export function scoreForDuel(space: number, unmarked: boolean): { for: number; against: number } {
  const zone = zoneOf(space);
  const factor = unmarked ? 2 : 1;
  return { for: OPPOSED_FOR[zone]! * factor, against: OPPOSED_AGAINST[zone]! * factor };
}

export function keeperSaves(level: number, rules: MatchRules = MATCH_RULES.article): number {
  return level >= 4 ? rules.keeperHalves.high : level >= 1 ? rules.keeperHalves.low : 0;
}

export function luckHalves(card: CardId | null, order: SuitOrder): number {
  if (card === null || isPicture(card)) return 0;
  const suit = suitOf(card);
  return suit === topSuit(order) ? 2 : suit === bottomSuit(order) ? -2 : 0;
}

function injuredBy(card: CardId | null, side: FieldedSide): CardId | null {
  if (card === null || isPicture(card)) return null;
  const occupant = side.occupant[rankOf(card)];
  return occupant && occupant !== 'reserve' && occupant !== 'dummy' ? occupant : null;
}

/**
 * Plays one match. Luck cards are null for a dummy side, which draws none. `duels` is filled when given. The rules
 * are the league's balance option (the article's unless chosen).
 */
export function playCardMatch(
  home: FieldedSide,
  away: FieldedSide,
  order: SuitOrder,
  luck: { home: CardId | null; away: CardId | null },
  duels: Duel[] | null = null,
  rules: MatchRules = MATCH_RULES.article,
): CardMatchResult {
  let homeHalves = 0;
  let awayHalves = rules.awayStartHalves;
  for (let space = 2; space <= 10; space++) {
    for (let s = 0; s < 2; s++) {
      const me = s === 0 ? home : away;
      const them = s === 0 ? away : home;
      if (me.occupant[space] === null) continue;
      const facing = facingSpace(space);
      const opposed = them.occupant[facing] !== null;
      const level = me.level[space]!;
      const opponentLevel = opposed ? them.level[facing]! : null;
      const won = opponentLevel === null || level > opponentLevel;
      if (duels) duels.push({ side: s === 0 ? 'home' : 'away', space, level, opponentLevel, won });
      if (!won) {
        if (level > 0 && level === opponentLevel && zoneOf(space) === 'attack') {
          if (s === 0) homeHalves += rules.levelAttackHalves;
          else awayHalves += rules.levelAttackHalves;
        }
        continue;
      }
      const score = scoreForDuel(space, !opposed);
      if (s === 0) {
        homeHalves += score.for;
        awayHalves -= score.against;
      } else {
        awayHalves += score.for;
        homeHalves -= score.against;
      }
    }
  }
  awayHalves -= keeperSaves(home.level[1]!, rules);
  homeHalves -= keeperSaves(away.level[1]!, rules);
  homeHalves += luckHalves(luck.home, order);
  awayHalves += luckHalves(luck.away, order);
  return {
    homeGoals: Math.max(0, Math.floor(homeHalves / 2)),
    awayGoals: Math.max(0, Math.floor(awayHalves / 2)),
    duels: duels ?? [],
    injured: { home: injuredBy(luck.home, home), away: injuredBy(luck.away, away) },
  };
}
