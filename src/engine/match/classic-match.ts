import type { Dice } from '../dice.js';
import type { Formation, Line, Tactics } from '../model/types.js';
import { assistLine } from '../tables/assists.js';
import { BACKS_TO_THE_WALL_COST, BACKS_TO_THE_WALL_FORMATIONS, REBOUND_BONUS, REBOUND_COST, REBOUND_FORMATIONS } from '../tables/formations.js';
import { nonPlayerShooterRating } from '../tables/non-player-shooting.js';
import { LINE_SHOT_MODIFIER, nonPlayerShootingChart, shootingChartFor } from '../tables/shooting-position.js';
import { AWAY_SHOT_PENALTY, shotsFor } from '../tables/shots.js';
import type { MatchEventSink, ScorerKind, TeamRatings } from '../model/match-events.js';
import type { GoalRecord, MatchOutcome, MatchSide, RatedSlot } from './match-side.js';
import { pickFromLine } from './pick-player.js';
import { scoreConditionHolds } from './score-condition.js';
import { teamRatings } from './team-ratings.js';

type Instruction = NonNullable<Tactics['rebound']>;

interface Team {
  side: MatchSide;
  clubId: string;
  keeper: number;
  chart: readonly Line[];
  /** Outfield lines left to right; empty for a non-player team. */
  lines: Record<Line, RatedSlot[]>;
  shotsLeft: number;
  goals: number;
  rebound: Instruction | null;
  backsToTheWall: Instruction | null;
  backsToTheWallUsed: boolean;
}

function buildTeam(side: MatchSide, home: boolean): Team {
  const lines: Record<Line, RatedSlot[]> = { G: [], D: [], M: [], A: [] };
  if (side.kind === 'non-player') {
    return {
      side,
      clubId: side.clubId,
      keeper: side.goalkeeper,
      chart: nonPlayerShootingChart(home),
      lines,
      shotsLeft: 0,
      goals: 0,
      rebound: null,
      backsToTheWall: null,
      backsToTheWallUsed: false,
    };
  }
  for (const slot of side.slots) lines[slot.line].push(slot);
  const formation = side.formation as Formation;
  return {
    side,
    clubId: side.clubId,
    keeper: lines.G[0]?.rating ?? 5,
    chart: shootingChartFor(side.formation),
    lines,
    shotsLeft: 0,
    goals: 0,
    // Rulebook, "Tactical Decisions": each option only with the formations that allow it.
    rebound: REBOUND_FORMATIONS.includes(formation) ? (side.tactics.rebound ?? null) : null,
    backsToTheWall: BACKS_TO_THE_WALL_FORMATIONS.includes(formation) ? (side.tactics.backsToTheWall ?? null) : null,
    backsToTheWallUsed: false,
  };
}

function ratingsEvent(team: Team, ratings: ReturnType<typeof teamRatings>): TeamRatings {
  const side = team.side;
  return {
    clubId: team.clubId,
    ...ratings,
    shots: team.shotsLeft,
    formation: side.kind === 'player' ? side.formation : null,
    depleted: side.kind === 'non-player' ? side.depleted : null,
  };
}

function applies(instruction: Instruction | null, minute: number, own: number, opponent: number): boolean {
  return instruction !== null && minute >= instruction.fromMinute && scoreConditionHolds(instruction.when, own, opponent);
}

/** The minute of the i-th of n attacks, spread evenly over 90. */
export function attackMinute(index: number, attacks: number): number {
  return Math.floor(((index + 0.5) * 90) / attacks) + 1;
}

/**
 * The classic Footy Manager match (rulebook, "Match"). Events are pushed to
 * `events` when given; pass null to play without telling (benchmarks).
 */
export function playClassicMatch(
  home: MatchSide,
  away: MatchSide,
  dice: Dice,
  events: MatchEventSink | null,
  options: { neutral?: boolean } = {},
): MatchOutcome {
  // On a neutral ground (a cup final) neither side is at home: no away shot lost, no home shooting chart.
  const neutral = options.neutral === true;
  const h = buildTeam(home, !neutral);
  const a = buildTeam(away, false);
  const hr = teamRatings(home);
  const ar = teamRatings(away);
  h.shotsLeft = shotsFor(hr.aStar - ar.dStar);
  a.shotsLeft = Math.max(0, shotsFor(ar.aStar - hr.dStar) - (neutral ? 0 : AWAY_SHOT_PENALTY));
  if (events) {
    events.push({ type: 'match-started', minute: 0, engine: 'classic', home: ratingsEvent(h, hr), away: ratingsEvent(a, ar) });
  }

  const goals: GoalRecord[] = [];
  const planned = h.shotsLeft + a.shotsLeft;
  let attack = 0;
  let homeTurn = true;
  while (h.shotsLeft > 0 || a.shotsLeft > 0) {
    const att = homeTurn ? h : a;
    const def = homeTurn ? a : h;
    homeTurn = !homeTurn;
    if (att.shotsLeft === 0) continue;
    const minute = attackMinute(attack++, planned);
    att.shotsLeft--;

    let bonus = 0;
    if (att.shotsLeft >= REBOUND_COST && applies(att.rebound, minute, att.goals, def.goals)) {
      att.shotsLeft -= REBOUND_COST;
      bonus = REBOUND_BONUS;
    }

    const lineRoll = dice.roll(6);
    const line = att.chart[lineRoll - 1]!;
    const pickRolls: number[] | null = events ? [] : null;
    let rating: number;
    let shooterId: string | null = null;
    let shooterKind: ScorerKind = 'anonymous';
    let shooterIndex = -1;
    let lineModifier = 0;
    if (att.side.kind === 'player') {
      const slots = att.lines[line];
      shooterIndex = pickFromLine(slots.length, dice, pickRolls);
      const slot = slots[shooterIndex]!;
      rating = slot.rating;
      shooterId = slot.playerId;
      shooterKind = shooterId === null ? 'youth' : 'player';
      lineModifier = LINE_SHOT_MODIFIER[line];
    } else {
      // The division's shooting ability already stands for the line.
      rating = nonPlayerShooterRating(att.side.division, line);
    }
    const roll = dice.roll(6);
    const total = rating + roll + lineModifier + bonus;
    const keeperRoll = dice.roll(6);
    const saveTotal = def.keeper + keeperRoll;
    const saved = saveTotal >= total;
    if (events) {
      events.push({
        type: 'shot',
        minute,
        clubId: att.clubId,
        opponentId: def.clubId,
        line,
        lineRoll,
        pickRolls: pickRolls!,
        shooterId,
        shooterKind,
        rating,
        roll,
        lineModifier,
        rebound: bonus > 0,
        total,
        keeperRating: def.keeper,
        keeperRoll,
        saveTotal,
        saved,
        shotsLeft: att.shotsLeft,
      });
    }
    if (saved) continue;

    att.goals++;
    let assistRoll: number | null = null;
    let assisting: Line | null = null;
    let assistId: string | null = null;
    let assistKind: ScorerKind | null = null;
    const assistRolls: number[] | null = events ? [] : null;
    if (att.side.kind === 'player') {
      assistRoll = dice.roll(6);
      assisting = assistLine(assistRoll);
      const slots = assisting ? att.lines[assisting] : null;
      // The scorer cannot assist himself: pick again, and a line of one who scored gives no assist.
      const sameLine = assisting === line;
      if (slots && !(sameLine && slots.length === 1)) {
        let index = pickFromLine(slots.length, dice, assistRolls);
        while (sameLine && index === shooterIndex) index = pickFromLine(slots.length, dice, assistRolls);
        assistId = slots[index]!.playerId;
        assistKind = assistId === null ? 'youth' : 'player';
      } else {
        assisting = null;
      }
    }
    goals.push({ clubId: att.clubId, minute, scorerId: shooterId, assistId });
    if (events) {
      events.push({
        type: 'goal',
        minute,
        clubId: att.clubId,
        scorerId: shooterId,
        scorerKind: shooterKind,
        assistRoll,
        assistLine: assisting,
        assistRolls: assistRolls!,
        assistId,
        assistKind,
        homeGoals: h.goals,
        awayGoals: a.goals,
      });
    }

    // "Backs to the wall": the score condition is read as it stood before the goal.
    if (!def.backsToTheWallUsed && def.shotsLeft >= BACKS_TO_THE_WALL_COST && applies(def.backsToTheWall, minute, def.goals, att.goals - 1)) {
      def.backsToTheWallUsed = true;
      def.shotsLeft -= BACKS_TO_THE_WALL_COST;
      att.goals--;
      goals.pop();
      if (events) {
        events.push({
          type: 'goal-cancelled',
          minute,
          clubId: att.clubId,
          byClubId: def.clubId,
          shotsLeft: def.shotsLeft,
          homeGoals: h.goals,
          awayGoals: a.goals,
        });
      }
    }
  }

  if (events) {
    events.push({ type: 'full-time', minute: 90, homeId: h.clubId, awayId: a.clubId, homeGoals: h.goals, awayGoals: a.goals });
  }
  return { homeGoals: h.goals, awayGoals: a.goals, goals, appeared: appearedIn(home, away) };
}

function appearedIn(home: MatchSide, away: MatchSide): string[] {
  const ids: string[] = [];
  for (const side of [home, away]) {
    if (side.kind !== 'player') continue;
    for (const slot of side.slots) if (slot.playerId !== null) ids.push(slot.playerId);
  }
  return ids;
}
