import type { DiceTurn } from './dice-turn.js';
import { bringOn, useBench } from './dead-ball-changes.js';
import { enduranceSpent, forcedRestAllowed } from './endurance.js';
import { addInjuryTime } from './game-time.js';
import { HOME_ADVANTAGES } from './home-advantages.js';
import type { Team } from './match-teams.js';
import { gameMinute, push, type MatchState } from './match-state.js';
import { pickSubstitute } from './substitutions.js';

/** Keeper reading "Injury": a d20 for the side (1-10 home) and a d10 for the player, 0 the keeper. */
export function injury(match: MatchState): void {
  const d20 = match.dice.roll(20);
  const d10 = match.dice.roll(10);
  const team = match.teams[d20 <= 10 ? 'home' : 'away'];
  if (d10 === 10) {
    // The ironman keeper: with no keeper left to bring on, he is not hurt.
    const spare = team.bench.find((b) => !b.used && b.keeper) ?? null;
    if (!spare || team.substitutions >= match.maxSubstitutions) return;
    countInjury(match, team, team.keeper.card.playerId, true, d20, d10);
    team.keeper = { card: spare.keeper!, yellowMinute: null };
    useBench(match, team, spare, team.keeper.card.playerId, 'injury');
    return;
  }
  const player = team.pitch[d10 - 1];
  if (!player) return;
  countInjury(match, team, player.card.playerId, false, d20, d10);
  const spare = team.substitutions < match.maxSubstitutions ? pickSubstitute(team, player) : null;
  if (spare) bringOn(match, team, spare, player, 'injury');
  else team.pitch[player.number - 1] = null;
}

function countInjury(match: MatchState, team: Team, playerId: string | null, keeper: boolean, d20: number, d10: number): void {
  push(match, { type: 'detailed-injury', side: team.side, playerId, keeper, d20, d10 });
  addInjuryTime(match);
}

/** "Endurance": the defensive d10's man is spent; he rests at the next dead ball if a change is left, else plays on tired. */
export function checkEndurance(match: MatchState, team: Team, turn: DiceTurn): void {
  const player = team.pitch[turn.white10 - 1];
  if (!player || player.tired || player.restDue || player.card.en === null) return;
  const adjust = match.homeAdvantages && team.side === 'away' ? HOME_ADVANTAGES.roadEndurance : 0;
  if (!enduranceSpent(player.card.en, player.enteredMinute, gameMinute(match), adjust)) return;
  const pending = team.pitch.filter((p) => p?.restDue).length;
  const canRest =
    forcedRestAllowed(match.forcedRestLimit, team.side, match.forcedRests) &&
    team.substitutions + pending < match.maxSubstitutions &&
    pickSubstitute(team, player) !== null;
  if (canRest) {
    player.restDue = true;
    match.forcedRests[team.side] += 1;
  } else {
    player.tired = true;
  }
  push(match, {
    type: 'detailed-endurance',
    side: team.side,
    playerId: player.card.playerId,
    en: player.card.en + adjust,
    d20: turn.d20,
    outcome: canRest ? 'rest' : 'tired',
  });
}
