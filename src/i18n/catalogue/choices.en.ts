/**
 * The words of a player's autocomplete choice, in English (/bid, /sell, /player, /select, /train, the deals' players):
 * his positions by the rules' codes, his ability, his age and, for another club's player, his club.
 */
export const choicesEn = {
  'choices.player': '{name} ({positions}, {ability, number}, age {age})',
  'choices.playerOfClub': '{name} ({positions}, {ability, number}, age {age}, {club})',
} as const;

export type ChoicesMessages = Readonly<Record<keyof typeof choicesEn, string>>;
