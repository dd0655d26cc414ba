import type { ChoicesMessages } from './choices.en.js';

/** Die Auswahl eines Spielers beim Tippen auf Deutsch: Positionen (die Kürzel der Regeln), Stärke, Alter, sein Verein. */
export const choicesDe: ChoicesMessages = {
  'choices.player': '{name} ({positions}, {ability, number}, {age} Jahre)',
  'choices.playerOfClub': '{name} ({positions}, {ability, number}, {age} Jahre, {club})',
};
