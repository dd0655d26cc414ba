import { playDetailedMatch } from '../detailed/play-detailed-match.js';
import { playClassicMatch } from '../match/classic-match.js';
import { matchDay } from '../match/match-day.js';
import type { MatchOutcome, MatchSide } from '../match/match-side.js';
import { changeMoney } from '../money/ledger.js';
import type { PhaseContext } from '../phases/context.js';
import { nonPlayerSide } from '../phases/match.js';
import { recordStats } from '../results/record-stats.js';
import { squadsByClub } from '../selection/squad.js';
import { nonPlayerChart } from '../setup/non-player-chart.js';
import type { Club, DivisionIndex, LeagueState } from '../model/types.js';
import { chartTie, type ChartSide } from './chart-tie.js';
import { shootOutSideOf } from './classic-tie.js';
import { COMPETITION_NAMES } from './competition-names.js';
import type { CupCompetition } from '../model/cup-competitions.js';
import { competitionsOf } from '../selection/cup-playing.js';
import { cupGateShares, cupPrize } from './cup-money.js';
import { cupTieGate } from './cup-gate.js';
import type { CupStepKind, PlayedTie } from '../model/cups-state.js';
import { detailedKick } from './detailed-kick.js';
import { knockoutRounds, recordTieWinner, roundName, type KnockoutTie } from './knockout.js';
import { classicKick, shootOut, type ShootOut } from './shoot-out.js';

type CupClub = Pick<Club, 'id' | 'division' | 'chart' | 'ranking'> & { playerControlled: boolean };

/** A club of a tie: the league's own, or a foreign club of this season's European fields. */
function cupClub(state: LeagueState, id: string): CupClub {
  const club = state.clubs[id];
  if (club) return club;
  const foreign = state.cups?.foreign.find((f) => f.id === id);
  if (!foreign) throw new Error(`no club ${id} in the cups`);
  return { id, division: 0, chart: foreign.chart, ranking: foreign.ranking, playerControlled: false };
}

/** A club's name in the cups: the league's clubs by their own, foreign clubs by theirs. */
export function cupClubName(state: LeagueState, id: string): string {
  return state.clubs[id]?.name ?? state.cups?.foreign.find((f) => f.id === id)?.name ?? id;
}

function chartSide(club: CupClub): ChartSide {
  const chart = club.chart ?? nonPlayerChart(club.division, club.ranking);
  return { clubId: club.id, division: club.division as DivisionIndex, ranking: club.ranking, goalkeeper: chart.goalkeeper };
}

/**
 * The cup step's match: every tie of the latest round of its competitions, in the draw's order. A tie with a
 * player-controlled club is played by the league's engine (the detailed engine with extra time), then penalties if
 * level; a tie between two clubs without squads is read off the results chart. The winners go through.
 */
export function playCupTies(ctx: PhaseContext, kind: CupStepKind): void {
  const cups = ctx.state.cups!;
  for (const competition of competitionsOf(kind)) {
    const knockout = cups.knockouts[competition];
    const round = knockout?.rounds.at(-1);
    if (!knockout || !round) continue;
    const rounds = knockoutRounds(knockout);
    for (const tie of round.ties) {
      if (tie.winnerId !== null) continue;
      const played = playTie(ctx, competition, round.round, rounds, tie);
      cups.knockouts[competition] = recordTieWinner(cups.knockouts[competition]!, tie, played.winnerId);
      cups.ties.push(played);
    }
  }
}

function playTie(ctx: PhaseContext, competition: CupCompetition, round: number, rounds: number, tie: KnockoutTie): PlayedTie {
  const { state, dice, events } = ctx;
  const { neutral } = tie;
  events.push({ type: 'cup-tie-started', competition, round, homeId: tie.homeId, awayId: tie.awayId, neutral });
  const home = cupClub(state, tie.homeId);
  const away = cupClub(state, tie.awayId);
  const base = { competition, round, homeId: tie.homeId, awayId: tie.awayId, neutral };
  let played: PlayedTie;
  let penalties: ShootOut | null = null;
  let chart: { roll: [number, number]; margin: number } | undefined;
  if (!home.playerControlled && !away.playerControlled) {
    const read = chartTie(chartSide(home), chartSide(away), dice, neutral);
    penalties = read.shootOut;
    chart = { roll: read.chart.roll, margin: read.chart.margin };
    played = {
      ...base,
      homeGoals: read.homeGoals,
      awayGoals: read.awayGoals,
      extraTime: false,
      penalties: null,
      winnerId: read.winnerId,
      decidedBy: 'chart',
    };
  } else {
    const day = matchDay(ctx);
    const sideOf = (club: CupClub, atHome: boolean) =>
      club.playerControlled ? (day.sides.get(club.id) ?? null) : nonPlayerSide(ctx, club, atHome && !neutral);
    const homeSide = sideOf(home, true);
    const awaySide = sideOf(away, false);
    if (!homeSide || !awaySide) {
      // House rule: a club that cannot field an XI gives its opponent a walkover.
      const winnerId = homeSide ? home.id : away.id;
      played = { ...base, homeGoals: 0, awayGoals: 0, extraTime: false, penalties: null, winnerId, decidedBy: 'walkover' };
    } else {
      const { outcome, extraTime } = playMatch(ctx, homeSide, awaySide, neutral);
      recordStats(state, { division: -1, round, home: homeSide, away: awaySide, outcome }, day.injuredAtKickOff, squadsByClub(state));
      let winnerId = outcome.homeGoals > outcome.awayGoals ? home.id : away.id;
      if (outcome.homeGoals === outcome.awayGoals) {
        const kick = state.settings.engine === 'detailed' ? detailedKick : classicKick;
        penalties = shootOut(shootOutSideOf(homeSide), shootOutSideOf(awaySide), dice, kick);
        winnerId = penalties.winnerId;
      }
      played = { ...base, homeGoals: outcome.homeGoals, awayGoals: outcome.awayGoals, extraTime, penalties: null, winnerId, decidedBy: 'match' };
    }
  }
  if (penalties) {
    played.penalties = { home: penalties.firstScore, away: penalties.secondScore };
    events.push({
      type: 'cup-shoot-out',
      competition,
      round,
      homeId: tie.homeId,
      awayId: tie.awayId,
      kicks: penalties.kicks,
      homeScore: penalties.firstScore,
      awayScore: penalties.secondScore,
      decidedByDie: penalties.decidedByDie,
    });
  }
  events.push({ type: 'cup-tie', ...played, ...(chart ? { chart } : {}) });
  payTie(state, events, played, rounds);
  return played;
}

function playMatch(ctx: PhaseContext, home: MatchSide, away: MatchSide, neutral: boolean): { outcome: MatchOutcome; extraTime: boolean } {
  const { state, dice, events } = ctx;
  if (state.settings.engine === 'classic') return { outcome: playClassicMatch(home, away, dice, events, { neutral }), extraTime: false };
  const options = { homeAdvantages: state.settings.homeAdvantages, substitutions: state.settings.substitutions ?? 3, neutral, overtime: true };
  const played = playDetailedMatch(home, away, dice, options);
  for (const event of played.events) events.push(event);
  const extraTime = played.events.some((e) => e.type === 'detailed-kick-off' && e.period > 2);
  return { outcome: played.outcome, extraTime };
}

/** The tie's prize money, paid at once, and its gate, split 50/50 and paid with the next step's income. */
function payTie(state: LeagueState, events: PhaseContext['events'], tie: PlayedTie, rounds: number): void {
  const name = COMPETITION_NAMES[tie.competition];
  const stage = roundName(tie.round, rounds);
  for (const clubId of [tie.homeId, tie.awayId]) {
    if (!state.clubs[clubId]?.playerControlled) continue;
    const won = clubId === tie.winnerId;
    const prize = cupPrize(tie.competition, tie.round, won);
    if (prize > 0) changeMoney(state, events, clubId, prize, 'cup-prize', `${name} ${stage} ${won ? 'won' : 'runners-up'}`);
  }
  if (tie.decidedBy === 'walkover') return;
  const shares = cupGateShares(cupTieGate(state, tie.homeId, tie.awayId), tie.neutral);
  const opponent = (id: string) => cupClubName(state, id === tie.homeId ? tie.awayId : tie.homeId);
  for (const [clubId, amount] of [
    [tie.homeId, shares.home],
    [tie.awayId, shares.away],
  ] as const) {
    if (amount > 0 && state.clubs[clubId]?.playerControlled) {
      state.cups!.gatesDue.push({ clubId, amount, detail: `Half the gate of the ${name} ${stage} against ${opponent(clubId)}` });
    }
  }
}
