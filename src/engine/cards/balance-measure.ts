import type { Dice } from '../dice.js';
import { shuffled } from '../season/fixtures.js';
import { bestLineup } from './ai.js';
import { matchRulesOf, type CardsBalance } from './balance.js';
import { playCardMatch } from './card-match.js';
import { FULL_PACK, isAce, isPicture, type CardId } from './cards.js';
import type { CardsEvent } from './events.js';
import { formationOf } from './formations.js';
import { canPlayIn, fieldLineup, type Lineup } from './lineup.js';
import { newCardsGame } from './new-game.js';
import type { CardsState } from './state.js';
import { playCardsStep } from './step.js';
import { FIRST_SEASON_ORDER } from './suit-levels.js';

/** The results of many matches, as the balance table of docs/cards.md shows them (shares of the matches). */
export interface BalanceFigures {
  matches: number;
  homeWins: number;
  draws: number;
  awayWins: number;
  goallessDraws: number;
  goalsPerMatch: number;
  /** Of the matches between sides of unequal strength (the sum of the adjusted levels on the pitch): */
  strongerWins: number;
  strongerLoses: number;
}

/** Tallies the match events of a game; the strength of a dummy side is its flat level five times over. */
export class MatchTally {
  private counts = { matches: 0, home: 0, draw: 0, away: 0, nil: 0, goals: 0, unequal: 0, strongerWon: 0, strongerLost: 0 };
  private dummyLevels = new Map<string, number>();

  add(events: readonly CardsEvent[], state: CardsState): void {
    for (const event of events) {
      if (event.type === 'dummy-formation') this.dummyLevels.set(event.clubId, event.level * 5);
      if (event.type !== 'match') continue;
      const strength = (sheet: Lineup | null, clubId: string) =>
        sheet ? fieldLineup(sheet, state.suitOrder).level.reduce((a, b) => a + b, 0) : this.dummyLevels.get(clubId)!;
      const c = this.counts;
      c.matches += 1;
      c.goals += event.homeGoals + event.awayGoals;
      if (event.homeGoals > event.awayGoals) c.home += 1;
      else if (event.homeGoals < event.awayGoals) c.away += 1;
      else c.draw += 1;
      if (event.homeGoals + event.awayGoals === 0) c.nil += 1;
      const diff = strength(event.homeSheet, event.homeId) - strength(event.awaySheet, event.awayId);
      if (diff === 0) continue;
      c.unequal += 1;
      const margin = (event.homeGoals - event.awayGoals) * Math.sign(diff);
      if (margin > 0) c.strongerWon += 1;
      if (margin < 0) c.strongerLost += 1;
    }
  }

  figures(): BalanceFigures {
    const c = this.counts;
    return {
      matches: c.matches,
      homeWins: c.home / c.matches,
      draws: c.draw / c.matches,
      awayWins: c.away / c.matches,
      goallessDraws: c.nil / c.matches,
      goalsPerMatch: c.goals / c.matches,
      strongerWins: c.strongerWon / c.unequal,
      strongerLoses: c.strongerLost / c.unequal,
    };
  }
}

/**
 * Plays `seasons` one-season games of `managers` absent managers under a balance option and tallies every match,
 * dummies' included. Game g's dice come from `diceFor(g, step)`, so the figures are reproducible.
 */
export function measureBalance(
  balance: CardsBalance,
  seasons: number,
  managers: number,
  diceFor: (game: number, step: number) => Dice,
): BalanceFigures {
  const tally = new MatchTally();
  const names = Array.from({ length: managers }, (_, i) => `m${i + 1}`);
  for (let game = 0; game < seasons; game++) {
    let state = newCardsGame(names, 1, diceFor(game, -1), { balance });
    for (let step = 0; state.phase !== 'finished'; step++) {
      const result = playCardsStep(state, {}, diceFor(game, step));
      tally.add(result.events, state);
      state = result.state;
    }
  }
  return tally.figures();
}

/** A sheet picked at random among the legal ones of a hand: any tactic, any fit ace or none, any card or a reserve. */
export function randomLineup(hand: readonly CardId[], dice: Dice): Lineup {
  const tactics = hand.filter(isPicture);
  const tactic = tactics[dice.roll(tactics.length) - 1]!;
  const aces = hand.filter(isAce);
  const keeperRoll = dice.roll(aces.length + 1);
  const places: (CardId | null)[] = [];
  for (const space of formationOf(tactic)) {
    const options = [null, ...hand.filter((card) => canPlayIn(card, space) && !places.includes(card))];
    places.push(options[dice.roll(options.length) - 1]!);
  }
  return { tactic, keeper: aces[keeperRoll - 2] ?? null, places };
}

export interface AiVersusRandom {
  matches: number;
  won: number;
  drawn: number;
  lost: number;
}

/**
 * The AI's sheet against a random legal one: each deal gives two hands of a picture and eight other cards; each
 * hand plays its AI sheet against the other's random sheet, at home and away, with luck cards from the rest of the
 * pack. Counts the AI side's results.
 */
export function aiVersusRandom(balance: CardsBalance, deals: number, dice: Dice): AiVersusRandom {
  const rules = matchRulesOf(balance);
  const order = FIRST_SEASON_ORDER;
  const out = { matches: 0, won: 0, drawn: 0, lost: 0 };
  for (let deal = 0; deal < deals; deal++) {
    const pictures = shuffled(FULL_PACK.filter(isPicture), dice);
    const pack = shuffled(
      FULL_PACK.filter((card) => !isPicture(card)),
      dice,
    );
    const hands = [
      [pictures[0]!, ...pack.slice(0, 8)],
      [pictures[1]!, ...pack.slice(8, 16)],
    ];
    const rest = pack.slice(16);
    let luck = 0;
    const draw = () => rest[luck++ % rest.length]!;
    for (const [ai, other] of [
      [0, 1],
      [1, 0],
    ] as const) {
      const aiSide = fieldLineup(bestLineup(hands[ai]!, [], order, rules)!, order);
      const randomSide = fieldLineup(randomLineup(hands[other]!, dice), order);
      for (const aiHome of [true, false]) {
        const result = aiHome
          ? playCardMatch(aiSide, randomSide, order, { home: draw(), away: draw() }, null, rules)
          : playCardMatch(randomSide, aiSide, order, { home: draw(), away: draw() }, null, rules);
        const [mine, theirs] = aiHome ? [result.homeGoals, result.awayGoals] : [result.awayGoals, result.homeGoals];
        out.matches += 1;
        if (mine > theirs) out.won += 1;
        else if (mine < theirs) out.lost += 1;
        else out.drawn += 1;
      }
    }
  }
  return out;
}

/** How the pack held up over many games: rounds played with no card in the pack, markets with no lot. */
export interface PackFigures {
  rounds: number;
  emptyPackRounds: number;
  markets: number;
  marketsWithoutLot: number;
  /** Luck, dummy and shoot-out cards that a manager held when they were drawn: never, by the rules. */
  drawnFromHands: number;
}

/** Plays `seasons` one-season games of `managers` absent managers and checks the pack at every round. */
export function measurePack(seasons: number, managers: number, diceFor: (game: number, step: number) => Dice): PackFigures {
  const out: PackFigures = { rounds: 0, emptyPackRounds: 0, markets: 0, marketsWithoutLot: 0, drawnFromHands: 0 };
  const names = Array.from({ length: managers }, (_, i) => `m${i + 1}`);
  for (let game = 0; game < seasons; game++) {
    let state = newCardsGame(names, 1, diceFor(game, -1));
    for (let step = 0; state.phase !== 'finished'; step++) {
      const { state: after, events } = playCardsStep(state, {}, diceFor(game, step));
      if (state.phase === 'round') {
        // Hands do not change between the market's close and the end of the step: the pack the round drew from
        // held every card that is neither in a hand nor among the new lots.
        const held = new Set(after.managerIds.flatMap((id) => after.managers[id]!.hand));
        out.rounds += 1;
        if (52 - held.size === 0) out.emptyPackRounds += 1;
        out.markets += 1;
        if (after.lots.length === 0) out.marketsWithoutLot += 1;
        for (const event of events) {
          const drawn =
            event.type === 'match'
              ? [event.homeLuck, event.awayLuck]
              : event.type === 'dummy-formation'
                ? [event.drawnCard]
                : event.type === 'shoot-out'
                  ? event.draws.flat()
                  : [];
          out.drawnFromHands += drawn.filter((card) => card !== null && held.has(card)).length;
        }
      }
      state = after;
    }
  }
  return out;
}
