import type { Dice } from '../dice.js';

/**
 * Names for generated clubs and players. The rulebook leaves names to the
 * managers ("the list on the sheet"); these lists stand in for that sheet.
 */
export const CLUB_NAMES: readonly string[] = [
  'Paris', 'Madrid Real', 'Milano', 'Munich', 'Barcelona', 'Amsterdam', 'Torino', 'Lisboa',
  'Porto', 'Dortmund', 'Lyon', 'Roma', 'Glasgow Celtic', 'Sevilla', 'Napoli', 'Marseille',
  'Eindhoven', 'Bruges', 'Istanbul', 'Athens', 'Kyiv', 'Prague', 'Vienna', 'Zagreb',
  'Basel', 'Copenhagen', 'Stockholm', 'Oslo', 'Bucharest', 'Belgrade', 'Warsaw', 'Budapest',
  'Valencia', 'Bilbao', 'Hamburg', 'Leverkusen', 'Genova', 'Bordeaux', 'Rotterdam', 'Anderlecht',
];

/** Default names for player-controlled clubs when none are given. */
export const PLAYER_CLUB_NAMES: readonly string[] = [
  'Dugout Rovers', 'Kingsbridge Town', 'Ashford Athletic', 'Millbrook United',
  'Harrowgate City', 'Eastwick Wanderers', 'Redhill Albion', 'Stonebury Rangers',
];

export const FIRST_NAMES: readonly string[] = [
  'Adam', 'Ben', 'Callum', 'Dan', 'Eddie', 'Frank', 'George', 'Harry', 'Ian', 'Jack', 'Kieran', 'Lee',
  'Mark', 'Nathan', 'Owen', 'Paul', 'Ryan', 'Sam', 'Tom', 'Vince', 'Wes', 'Jamie', 'Luke', 'Marcus',
];

export const SURNAMES: readonly string[] = [
  'Allen', 'Barker', 'Clarke', 'Dawson', 'Evans', 'Fletcher', 'Grant', 'Hughes', 'Irwin', 'Jones',
  'Kelly', 'Lowe', 'Mason', 'Nolan', 'Owens', 'Parker', 'Quinn', 'Reid', 'Shaw', 'Turner',
  'Upson', 'Vaughan', 'Walsh', 'Young', 'Bishop', 'Cole', 'Doyle', 'Foster', 'Hart', 'Pearce',
];

export function playerName(dice: Dice): string {
  return `${FIRST_NAMES[dice.roll(FIRST_NAMES.length) - 1]} ${SURNAMES[dice.roll(SURNAMES.length) - 1]}`;
}
