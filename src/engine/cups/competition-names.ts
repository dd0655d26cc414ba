import type { CupCompetition } from '../model/cup-competitions.js';

/** What each competition is called in posts and commands. */
export const COMPETITION_NAMES: Readonly<Record<CupCompetition, string>> = {
  cup: 'Cup',
  'european-cup': 'European Cup',
  'cup-winners-cup': "Cup-Winners' Cup",
  'uefa-cup': 'UEFA Cup',
};
