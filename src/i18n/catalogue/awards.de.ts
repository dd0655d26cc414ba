import type { AwardsMessages } from './awards.en.js';

/** Die Auszeichnungen einer Saison, einmal benannt für alle Stellen, die sie nennen; und eine gewonnene mit ihrer Saison. */
export const awardsDe: AwardsMessages = {
  'award.name.champions-manager': 'Meistertrainer',
  'award.name.manager-of-the-month': 'Manager des Monats',
  'award.name.best-predictor': 'Bester Tipper',
  'award.name.player-of-the-season': 'Spieler der Saison',
  'award.name.golden-boot': 'Torschützenkönig',
  'award.name.best-goalkeeper': 'Bester Torhüter',
  'award.name.young-player': 'Bester Nachwuchsspieler',
  'award.won.champions-manager': '{award}, Saison {season}',
  'award.won.manager-of-the-month': '{award}, Saison {season}, Spieltage {from}–{to}',
  'award.won.best-predictor': '{award}, Saison {season} ({points, plural, one {# Punkt} other {# Punkte}})',
  'award.history.field': 'Auszeichnungen',
  'award.history.months': '📅 Manager des Monats: {months}',
};
