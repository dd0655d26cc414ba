import type { Line, OutfieldPosition, SlotPosition } from '../model/types.js';
import { base8FromIndex, base8Index } from './base8.js';
import { ENDURANCE_ALL_FROM, KEEPER_PROFILE, PENALTY_TAKER, POSITION_PROFILES, RATING_PIVOT, STAR_FROM_FLS, type Figure } from './card-mapping.js';
import {
  base8Chart,
  hundredChart,
  type AttackReading,
  type CardRange,
  type DefenceReading,
  type KeeperCard,
  type KeeperOnReading,
  type PlayerCard,
} from './cards.js';

/** House rule (docs/rules.md): a Dugout player's match rating as a Net Results card. */

const LINE_OF: Record<OutfieldPosition, Line> = { CB: 'D', SB: 'D', CM: 'M', SM: 'M', CF: 'A' };

export function outfieldPosition(slot: SlotPosition): OutfieldPosition {
  if (slot === 'CF+SM') return 'CF';
  if (slot === 'SB+SM') return 'SB';
  if (slot === 'GK') return 'CB';
  return slot;
}

function at(figure: Figure, rating: number): number {
  return figure[0] + figure[1] * (rating - RATING_PIVOT);
}

interface Portion<R extends string> {
  reading: R;
  count: number;
  /** The rulebook prints splits on Cr, PK, Off, Sh?, Cd and OG only; others are whole numbers. */
  splittable: boolean;
}

/** Lays portions out from `first` (an index on the 64-number chart), stopping at `last`. */
function layOut<R extends string>(portions: Portion<R>[], first: number, last: number): CardRange<R>[] {
  const ranges: CardRange<R>[] = [];
  let next = first;
  for (const portion of portions) {
    const count = Math.max(0, portion.count);
    let whole = portion.splittable ? Math.floor(count) : Math.round(count);
    let split = portion.splittable ? Math.round((count - whole) * 10) : 0;
    if (split === 10) {
      whole += 1;
      split = 0;
    }
    const size = Math.min(whole + (split > 0 ? 1 : 0), last - next + 1);
    if (size <= 0) continue;
    const range: CardRange<R> = { reading: portion.reading, from: base8FromIndex(next), to: base8FromIndex(next + size - 1) };
    if (split > 0 && size === whole + 1) range.split = split;
    ranges.push(range);
    next += size;
  }
  return ranges;
}

/** "ROLLS OF 11-67 are read off the offensive player's card. ROLLS of 68-88 are read off the defensive player's card." */
const ATTACK_LAST = base8Index(67);
const DEFENCE_FIRST = base8Index(68);
const DEFENCE_LAST = base8Index(88);

export interface CardOptions {
  /** He takes the side's penalties: his card carries the PK readings. */
  penaltyTaker: boolean;
}

/** Cards depend only on position, rating and penalty duty, so each is derived once and shared. */
const playerCards = new Map<string, PlayerCard>();
const keeperCards = new Map<number, KeeperCard>();

export function playerCard(playerId: string | null, slot: SlotPosition, rating: number, options: CardOptions): PlayerCard {
  const key = `${slot}|${rating}|${options.penaltyTaker}`;
  let card = playerCards.get(key);
  if (!card) {
    card = deriveCard(slot, rating, options);
    playerCards.set(key, card);
  }
  return { ...card, playerId };
}

export function keeperCard(playerId: string | null, rating: number): KeeperCard {
  let card = keeperCards.get(rating);
  if (!card) {
    card = deriveKeeperCard(rating);
    keeperCards.set(rating, card);
  }
  return { ...card, playerId };
}

function deriveCard(slot: SlotPosition, rating: number, options: CardOptions): PlayerCard {
  const playerId = null;
  const position = outfieldPosition(slot);
  const p = POSITION_PROFILES[position];
  const attack: Portion<AttackReading>[] = [
    { reading: 'Cr', count: at(p.cr, rating), splittable: true },
    { reading: 'Fld', count: at(p.fld, rating), splittable: false },
    { reading: 'Fld3', count: at(p.fld3, rating), splittable: false },
    { reading: 'PK', count: options.penaltyTaker ? at(PENALTY_TAKER.cells, rating) : 0, splittable: true },
    { reading: 'Off', count: at(p.off, rating), splittable: true },
    { reading: 'Sh?', count: at(p.sh, rating), splittable: true },
    { reading: 'P+', count: at(p.pPlus, rating), splittable: false },
    { reading: 'P*', count: at(p.pStar, rating), splittable: false },
  ];
  const defence: Portion<DefenceReading>[] = [
    { reading: 'Cd', count: at(p.cd, rating), splittable: true },
    { reading: 'Tkl', count: at(p.tkl, rating), splittable: false },
    { reading: 'Int', count: at(p.int, rating), splittable: false },
    { reading: p.ownGoalInsteadOfIS ? 'OG' : 'IS?', count: at(p.isOrOg, rating), splittable: p.ownGoalInsteadOfIS },
  ];
  const onCount = at(p.on, rating);
  const dValue = Math.max(0, at(p.d, rating));
  const fls = clamp(Math.round(at(p.fls, rating)), 0, 5);
  const en = Math.round(at(p.en, rating));
  return {
    playerId,
    line: LINE_OF[position],
    attack: base8Chart(layOut(attack, 0, ATTACK_LAST), 'P'),
    defence: base8Chart(layOut(defence, DEFENCE_FIRST, DEFENCE_LAST), 'P'),
    on: onCount < 1 ? 0 : base8FromIndex(clamp(Math.floor(onCount) - 1, 0, 63)),
    onSplit: onCount - Math.floor(onCount) >= 0.5,
    gl: Math.round(at(p.gl, rating)),
    d: Math.min(20, Math.floor(dValue)),
    dSplit: dValue - Math.floor(dValue) >= 0.5 ? 'home-road' : 'none',
    dSteal: position === 'CB' || position === 'SB' || rating >= 8,
    fls,
    cd: { red: p.red, star: fls >= STAR_FROM_FLS },
    en: en >= ENDURANCE_ALL_FROM ? null : en,
    pk: options.penaltyTaker ? base8FromIndex(clamp(Math.round(at(PENALTY_TAKER.conversion, rating)) - 1, 0, 63)) : 0,
  };
}

function deriveKeeperCard(rating: number): KeeperCard {
  const playerId = null;
  const k = KEEPER_PROFILE;
  const goalFrom = clamp(Math.round(at(k.goalFrom, rating)), 40, 100);
  const counterTo = clamp(Math.round(at(k.counterTo, rating)), 1, 30);
  const ranges: CardRange<KeeperOnReading>[] = [{ reading: 'Counter', from: 1, to: counterTo }];
  let top = goalFrom - 1;
  const below = (reading: KeeperOnReading, size: number, split?: number): void => {
    if (size <= 0) return;
    const range: CardRange<KeeperOnReading> = { reading, from: top - size + 1, to: top };
    if (split !== undefined) range.split = split;
    ranges.push(range);
    top -= size;
  };
  ranges.push({ reading: 'Goal', from: goalFrom, to: 100 });
  below('Reb. Sh', k.rebound);
  below('Corner', k.corner);
  below('Injury', k.injury);
  below('Fouled', k.fouled);
  below('Own goal', 1, k.ownGoal.split);
  below('Card', 1, k.card.split);
  return {
    playerId,
    onColumn: hundredChart(ranges, 'Normal'),
    offColumn: hundredChart(
      [
        { reading: 'Counter', from: 1, to: k.offCounterTo },
        { reading: 'Corner', from: k.offCornerFrom, to: 100 },
      ],
      'Normal',
    ),
    onAdjust: clamp(Math.round(at(k.onAdjust, rating)), -5, 5),
    pkAdjust: rating >= k.pkBetterFrom ? -10 : rating <= k.pkWorseTo ? 10 : 0,
    cd: { red: 'never', star: false },
  };
}

function clamp(value: number, low: number, high: number): number {
  return Math.min(high, Math.max(low, value));
}
