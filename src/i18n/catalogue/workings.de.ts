import type { WorkingsMessages } from './workings.en.js';

/** Der Rechenweg eines Spiels für den, der ihn sehen will ('Würfel zeigen'): die Mannschaftsstärken und die eingesetzte Taktik. */
export const workingsDe: WorkingsMessages = {
  'workings.teamRatings': 'Mannschaftsstärken',
  'workings.tacticsUsed': 'Eingesetzte Taktik',
  'workings.chart': 'Tabellenwerte',
  'workings.ratings': '{formation}{depleted, select, yes { (geschwächt)} other {}}: {ratings} · {shots, plural, one {# Schuss} other {# Schüsse}}',
  'workings.rebound': 'Abpraller {times, plural, =1 {einmal} =2 {zweimal} other {#-mal}}',
  'workings.backsToTheWall': 'Mauern',
  'workings.chartRoll': ' (Ergebnistabelle 🎲{roll})',
  'workings.none': 'keine',
};
