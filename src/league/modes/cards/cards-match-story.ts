import { zoneOf, type Zone } from '../../../engine/cards/board.js';
import { keeperSaves, luckHalves, scoreForDuel } from '../../../engine/cards/card-match.js';
import type { CardId } from '../../../engine/cards/cards.js';
import type { SuitOrder } from '../../../engine/cards/suit-levels.js';
import type { CardsMatchMessage, CardsSideView } from './cards-messages.js';

export type StorySide = 'home' | 'away';

/** A player in a told duel: his side, his space and its zone, his card (or a reserve, or a dummy's player) and level. */
export interface StoryPlayer {
  side: StorySide;
  space: number;
  zone: Zone;
  occupant: CardsSideView['places'][number]['occupant'];
  level: number;
}

/** Half goals each side gained (or lost) in a step, and the running score in half goals after it. */
interface Tally {
  gains: Record<StorySide, number>;
  home: number;
  away: number;
}

/** One step of a match as the rules play it. */
export type StoryStep = Tally &
  (
    | { kind: 'duel'; winner: StoryPlayer | null; first: StoryPlayer; second: StoryPlayer }
    | { kind: 'unmarked'; player: StoryPlayer; facing: number }
    | { kind: 'keeper'; side: StorySide; keeper: StoryPlayer | null }
    | { kind: 'luck'; side: StorySide; card: CardId | null }
  );

/** A match told step by step, and the half goals each side ended on before rounding. */
export interface MatchStory {
  steps: StoryStep[];
  homeHalves: number;
  awayHalves: number;
}

const other = (side: StorySide): StorySide => (side === 'home' ? 'away' : 'home');

/**
 * The match as the rules play it (shared/seeds/002, sections 4 to 7), in the engine's own half goals
 * (src/engine/cards/card-match.ts): the away side starts on −2 goals; each pair of facing players is one duel, told
 * once; an unmarked player wins alone; then the two keepers and the two luck cards.
 */
export function cardsMatchStory(message: CardsMatchMessage): MatchStory {
  const score: Record<StorySide, number> = { home: 0, away: -4 };
  const steps: StoryStep[] = [];
  const sides = { home: message.home, away: message.away };
  const player = (side: StorySide, space: number): StoryPlayer | null => {
    const place = sides[side].places.find((p) => p.space === space);
    return place ? { side, space, zone: zoneOf(space), occupant: place.occupant, level: place.level } : null;
  };
  const gain = (gains: Record<StorySide, number>) => {
    score.home += gains.home;
    score.away += gains.away;
    return { gains, home: score.home, away: score.away };
  };
  const won = (side: StorySide, space: number, unmarked: boolean) => {
    const duel = scoreForDuel(space, unmarked);
    return side === 'home' ? { home: duel.for, away: -duel.against } : { home: -duel.against, away: duel.for };
  };

  const told = new Set<string>();
  for (const duel of message.duels) {
    if (told.has(`${duel.side}:${duel.space}`)) continue;
    const mine = player(duel.side, duel.space)!;
    const facing = 12 - duel.space;
    if (duel.opponentLevel === null) {
      steps.push({ kind: 'unmarked', player: mine, facing, ...gain(won(duel.side, duel.space, true)) });
      continue;
    }
    told.add(`${other(duel.side)}:${facing}`);
    const theirs = player(other(duel.side), facing)!;
    const reply = message.duels.find((d) => d.side === other(duel.side) && d.space === facing);
    const winner = duel.won ? mine : reply?.won ? theirs : null;
    const gains = winner ? won(winner.side, winner.space, false) : { home: 0, away: 0 };
    steps.push({ kind: 'duel', winner, first: mine, second: theirs, ...gain(gains) });
  }
  for (const side of ['home', 'away'] as const) {
    const keeper = player(side, 1);
    const saves = keeperSaves(keeper?.level ?? 0);
    steps.push({ kind: 'keeper', side, keeper, ...gain(side === 'home' ? { home: 0, away: -saves } : { home: -saves, away: 0 }) });
  }
  const order = message.suitOrder as unknown as SuitOrder;
  for (const side of ['home', 'away'] as const) {
    const card = side === 'home' ? message.homeLuck : message.awayLuck;
    const luck = luckHalves(card, order);
    steps.push({ kind: 'luck', side, card, ...gain(side === 'home' ? { home: luck, away: 0 } : { home: 0, away: luck }) });
  }
  return { steps, homeHalves: score.home, awayHalves: score.away };
}
