import { SECTIONS, type Section, type StarCard } from './star-card.js';

/** Rulebook (003): "You must always play this 4-3-3 formation", a goalkeeper behind it. */
export const FORMATION: Readonly<Record<Section, number>> = { G: 1, D: 4, M: 3, A: 3 };

/** The side a manager fields: the cards in each section; his other cards are reserves. */
export type LineUp = Record<Section, StarCard[]>;

/** A side's two values (rulebook, "Playing the Matches"). */
export interface TeamValues {
  /** The Goalkeeper plus the Defenders. */
  defence: number;
  /** The Midfielders plus the Attackers. */
  attack: number;
}

/**
 * What a card is worth in a section: his stars, except a Utility player in goal, who counts one star
 * "regardless of his face value" (rulebook, the substitution rule).
 */
export function valueIn(card: StarCard, section: Section): number {
  return card.type === 'U' && section === 'G' ? 1 : card.stars;
}

/** Whether a card may play in a section: a specialist in his own, a Utility player in any. */
export function canPlayIn(card: StarCard, section: Section): boolean {
  return card.type === 'U' || card.type === section;
}

/**
 * The side's Defence and Attack. A side short of any section is no full side: the rulebook enters both values as 0
 * ("If a manager cannot field a full side, the Defence and Attack values are entered as 0").
 */
export function teamValues(lineUp: LineUp): TeamValues {
  if (!isFull(lineUp)) return { defence: 0, attack: 0 };
  const sum = (section: Section) => lineUp[section].reduce((total, card) => total + valueIn(card, section), 0);
  return { defence: sum('G') + sum('D'), attack: sum('M') + sum('A') };
}

/** Both sides of a match as it was played. */
export interface MatchSides {
  home: TeamValues;
  away: TeamValues;
}

export function isFull(lineUp: LineUp): boolean {
  return SECTIONS.every((section) => lineUp[section].length === FORMATION[section]);
}

export function totalStrength(values: TeamValues): number {
  return values.defence + values.attack;
}

/**
 * The strongest 4-3-3 from a squad, as the rulebook tells a manager to lay it out: each section's best specialists,
 * then each Utility player, best first, where he adds most, filling a gap before anything else (a gap zeroes the
 * side), else replacing a weaker specialist ("If one of the Utility players has a higher value than one of the
 * specialist players, then the manager should put the Utility player into the team"). Equal gains go to the earlier
 * section, G, D, M, A, as the rulebook's illustration puts its U3 in for the D1 rather than the M1.
 */
export function bestLineUp(squad: readonly StarCard[]): LineUp {
  const byStars = [...squad].sort((a, b) => b.stars - a.stars || a.id.localeCompare(b.id));
  const lineUp: LineUp = { G: [], D: [], M: [], A: [] };
  for (const section of SECTIONS) {
    lineUp[section] = byStars.filter((card) => card.type === section).slice(0, FORMATION[section]);
  }
  for (const utility of byStars.filter((card) => card.type === 'U')) {
    const move = bestPlaceFor(lineUp, utility);
    if (!move) continue;
    const cards = lineUp[move.section];
    if (move.replacing) cards.splice(cards.indexOf(move.replacing), 1);
    cards.push(utility);
  }
  return lineUp;
}

const GAP_PRIORITY = 100;

function bestPlaceFor(lineUp: LineUp, utility: StarCard): { section: Section; replacing?: StarCard } | null {
  let best: { section: Section; replacing?: StarCard; gain: number } | null = null;
  for (const section of SECTIONS) {
    const cards = lineUp[section];
    const value = valueIn(utility, section);
    const weakest = cards.reduce<StarCard | undefined>(
      (low, card) => (!low || valueIn(card, section) < valueIn(low, section) ? card : low),
      undefined,
    );
    const place =
      cards.length < FORMATION[section]
        ? { section, gain: GAP_PRIORITY + value }
        : { section, replacing: weakest!, gain: value - valueIn(weakest!, section) };
    if (place.gain > 0 && (!best || place.gain > best.gain)) best = place;
  }
  return best;
}

/** The cards of a squad not in the side. */
export function reserves(squad: readonly StarCard[], lineUp: LineUp): StarCard[] {
  const playing = new Set(SECTIONS.flatMap((section) => lineUp[section].map((card) => card.id)));
  return squad.filter((card) => !playing.has(card.id));
}

/** A manager's own choice of side, by card ids. */
export type Selection = Record<Section, string[]>;

export type LineUpProblem = 'not-in-squad' | 'twice' | 'wrong-section' | 'too-many';

/**
 * Why a chosen side cannot stand, or nothing. A section may be short (the side then counts 0, as the rulebook says),
 * but no card may play outside his section, twice, or from outside the squad.
 */
export function checkSelection(squad: readonly StarCard[], selection: Selection): LineUpProblem[] {
  const byId = new Map(squad.map((card) => [card.id, card]));
  const problems = new Set<LineUpProblem>();
  const seen = new Set<string>();
  for (const section of SECTIONS) {
    if (selection[section].length > FORMATION[section]) problems.add('too-many');
    for (const id of selection[section]) {
      const card = byId.get(id);
      if (!card) problems.add('not-in-squad');
      else if (!canPlayIn(card, section)) problems.add('wrong-section');
      if (seen.has(id)) problems.add('twice');
      seen.add(id);
    }
  }
  return [...problems];
}

/** The side a valid selection names. */
export function lineUpOf(squad: readonly StarCard[], selection: Selection): LineUp {
  const byId = new Map(squad.map((card) => [card.id, card]));
  const pick = (section: Section) => selection[section].map((id) => byId.get(id)!);
  return { G: pick('G'), D: pick('D'), M: pick('M'), A: pick('A') };
}
