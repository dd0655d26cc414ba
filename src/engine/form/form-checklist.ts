import type { FormRuns, GameRecord, Position } from '../model/types.js';

/**
 * Rulebook, "Form": the checklist lines a game can trigger. Runs are counted
 * over consecutive games; a run that changes form starts again from zero, so
 * its continuation does not change form again (docs/rules.md, "Form").
 */
export const FORM_RULES = {
  /** CF: no goals in 3 games. */
  noGoalsRun: 3,
  /** Score a hattrick. */
  hattrick: 3,
  /** Score at least 1 goal in 3 consecutive games. */
  scoringRun: 3,
  /** GK/CB/SB: concede 4 (or more) in 1 game. */
  heavyDefeat: 4,
  /** GK/CB/SB: concede fewer than 4 in total over 3 games. */
  tightWindow: 3,
  tightConcededBelow: 4,
  /** CM/SM: no assists or goals in 3 games. */
  quietRun: 3,
  /** Make 3 assists in (at most) 3 games. */
  assistWindow: 3,
  assistsNeeded: 3,
} as const;

export interface FormChange {
  levels: 1 | -1;
  cause: string;
}

type Group = 'forward' | 'defence' | 'midfield';

function groupOf(position: Position): Group {
  if (position === 'CF') return 'forward';
  if (position === 'CM' || position === 'SM') return 'midfield';
  return 'defence';
}

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

/** Reads one game into a player's runs (changing them) and returns the form changes it brings. */
export function readGame(runs: FormRuns, game: GameRecord): FormChange[] {
  const R = FORM_RULES;
  const changes: FormChange[] = [];
  const group = groupOf(game.position);

  // Goals: the drought counts for a forward; a hattrick and a scoring run count for anyone.
  if (game.goals > 0) {
    runs.noGoals = 0;
    runs.scoring++;
    if (runs.scoring >= R.scoringRun) {
      changes.push({ levels: 1, cause: `scored in ${R.scoringRun} games in a row` });
      runs.scoring = 0;
    }
  } else {
    runs.scoring = 0;
    runs.noGoals = group === 'forward' ? runs.noGoals + 1 : 0;
    if (runs.noGoals >= R.noGoalsRun) {
      changes.push({ levels: -1, cause: `no goals in ${R.noGoalsRun} games` });
      runs.noGoals = 0;
    }
  }
  if (game.goals >= R.hattrick) changes.push({ levels: 1, cause: 'a hattrick' });

  if (group === 'defence') {
    if (game.conceded >= R.heavyDefeat) changes.push({ levels: -1, cause: `conceded ${game.conceded} in one game` });
    runs.concededWindow.push(game.conceded);
    if (runs.concededWindow.length === R.tightWindow) {
      if (sum(runs.concededWindow) < R.tightConcededBelow) {
        changes.push({ levels: 1, cause: `conceded fewer than ${R.tightConcededBelow} in ${R.tightWindow} games` });
        runs.concededWindow = [];
      } else {
        runs.concededWindow.shift();
      }
    }
  } else {
    runs.concededWindow = [];
  }

  if (group === 'midfield' && game.goals === 0 && game.assists === 0) {
    runs.noContribution++;
    if (runs.noContribution >= R.quietRun) {
      changes.push({ levels: -1, cause: `no goals or assists in ${R.quietRun} games` });
      runs.noContribution = 0;
    }
  } else {
    runs.noContribution = 0;
  }

  runs.assistWindow.push(game.assists);
  if (sum(runs.assistWindow) >= R.assistsNeeded) {
    const games = runs.assistWindow.length;
    changes.push({ levels: 1, cause: `${R.assistsNeeded} assists in ${games === 1 ? 'one game' : `${games} games`}` });
    runs.assistWindow = [];
  } else if (runs.assistWindow.length === R.assistWindow) {
    runs.assistWindow.shift();
  }
  return changes;
}
