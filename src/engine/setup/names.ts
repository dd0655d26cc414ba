import type { Dice } from '../dice.js';

/** Two club names are the same when they match trimmed, in any case. */
export const sameClubName = (name: string): string => name.trim().toLowerCase();

/**
 * Names for generated clubs and players. The rulebook leaves names to the
 * managers ("the list on the sheet"); these lists stand in for that sheet.
 * House rule (docs/rules.md, "Starting a league"): the league's own clubs come from fictional towns, so no real
 * club plays in a division it never would; forty of them, as many as the old list, so the draw rolls the same dice.
 */
export const CLUB_NAMES: readonly string[] = [
  'Brackenford United',
  'Oakhollow Town',
  'Caddleton Rovers',
  'Wexmoor Athletic',
  'Fenwick Vale',
  'Hollinsby City',
  'Greywater Albion',
  'Larkspur Town',
  'Saltmere United',
  'Colbridge Wanderers',
  'Ravensholt Rangers',
  'Dunmarsh Athletic',
  'Pellingham Town',
  'Whitcombe United',
  'Elmstead Rovers',
  'Corrowby City',
  'Haddleton Villa',
  'Brimworth Borough',
  'Tarnley Athletic',
  'Hessington Albion',
  'Kelsmoor Town',
  'Ardleigh Park',
  'Fallowfield Rovers',
  'Mossgate United',
  'Stavenham City',
  'Quarrington Town',
  'Wolverdean Athletic',
  'Blackwater Vale',
  'Pendlebrook United',
  'Ickworth Rangers',
  'Norbury Heath',
  'Cresswick Town',
  'Lowmarsh Wanderers',
  'Yarrowby City',
  'Gorsedale United',
  'Sheldwick Athletic',
  'Beckhampton Rovers',
  'Tollerton Borough',
  'Marlingford Town',
  'Haverleigh Albion',
];

/** Default names for player-controlled clubs when none are given. */
export const PLAYER_CLUB_NAMES: readonly string[] = [
  'Dugout Rovers',
  'Kingsbridge Town',
  'Ashford Athletic',
  'Millbrook United',
  'Harrowgate City',
  'Eastwick Wanderers',
  'Redhill Albion',
  'Stonebury Rangers',
];

export const FIRST_NAMES: readonly string[] = [
  'Adam',
  'Ben',
  'Callum',
  'Dan',
  'Eddie',
  'Frank',
  'George',
  'Harry',
  'Ian',
  'Jack',
  'Kieran',
  'Lee',
  'Mark',
  'Nathan',
  'Owen',
  'Paul',
  'Ryan',
  'Sam',
  'Tom',
  'Vince',
  'Wes',
  'Jamie',
  'Luke',
  'Marcus',
];

export const SURNAMES: readonly string[] = [
  'Allen',
  'Barker',
  'Clarke',
  'Dawson',
  'Evans',
  'Fletcher',
  'Grant',
  'Hughes',
  'Irwin',
  'Jones',
  'Kelly',
  'Lowe',
  'Mason',
  'Nolan',
  'Owens',
  'Parker',
  'Quinn',
  'Reid',
  'Shaw',
  'Turner',
  'Upson',
  'Vaughan',
  'Walsh',
  'Young',
  'Bishop',
  'Cole',
  'Doyle',
  'Foster',
  'Hart',
  'Pearce',
];

/** The names of every player the league holds (squads, the market, youth), which a new player must not take. */
export function namesInUse(players: Readonly<Record<string, { name: string }>>): Set<string> {
  return new Set(Object.values(players).map((player) => player.name));
}

/**
 * House rule (docs/rules.md, "Starting a league"): a new player's name is unique in the league. The dice draw a
 * first name and a surname as before; a name already taken moves on to the next surname (then the next first name)
 * until one is free, so no extra die is rolled and every outcome stays where it was. Past the 720 pairs a free
 * name takes a number. The name is added to `taken`.
 */
export function freshPlayerName(dice: Dice, taken: Set<string>): string {
  const first = dice.roll(FIRST_NAMES.length) - 1;
  const surname = dice.roll(SURNAMES.length) - 1;
  const pairs = FIRST_NAMES.length * SURNAMES.length;
  const start = first * SURNAMES.length + surname;
  for (let suffix = 1; ; suffix++) {
    for (let step = 0; step < pairs; step++) {
      const at = (start + step) % pairs;
      const base = `${FIRST_NAMES[Math.floor(at / SURNAMES.length)]} ${SURNAMES[at % SURNAMES.length]}`;
      const name = suffix === 1 ? base : `${base} ${suffix}`;
      if (!taken.has(name)) {
        taken.add(name);
        return name;
      }
    }
  }
}
