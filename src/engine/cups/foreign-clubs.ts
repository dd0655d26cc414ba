import type { Dice } from '../dice.js';
import { shuffled } from '../season/fixtures.js';
import { nonPlayerChart } from '../setup/non-player-chart.js';
import type { ForeignClub } from '../model/cups-state.js';
import { EUROPEAN_COMPETITIONS, type EuropeanCompetition } from '../model/cup-competitions.js';

/**
 * House rule (docs/rules.md, "Cups"): a foreign club's ranking on the Premier scale, by competition. Other
 * countries' champions are at least the Premier's best; cup winners a little below; the UEFA Cup's clubs are the
 * Premier's upper half.
 */
export const FOREIGN_RANKING: Readonly<Record<EuropeanCompetition, { best: number; die: number }>> = {
  'european-cup': { best: -2, die: 4 },
  'cup-winners-cup': { best: -1, die: 4 },
  'uefa-cup': { best: 1, die: 6 },
};

/**
 * Names of foreign clubs, from fictional towns as the league's own clubs are (setup/names.ts), so no real club of
 * Europe plays; none is a name the league's generated clubs use, and a manager's chosen name that matches one is
 * skipped when a field is filled. As many as before, so the draw rolls the same dice.
 */
export const FOREIGN_CLUBS: readonly { name: string; country: string }[] = [
  { name: 'Dynamo Vyeloretsk', country: 'Belarus' },
  { name: 'Spartak Lomovo', country: 'Bulgaria' },
  { name: 'Slovan Dravnica', country: 'Slovakia' },
  { name: 'Rabotnik Ostrevo', country: 'North Macedonia' },
  { name: 'Olimpija Brezje', country: 'Slovenia' },
  { name: 'Dinamo Kvareli Gora', country: 'Georgia' },
  { name: 'Liepkalni FK', country: 'Latvia' },
  { name: 'Rudava FK', country: 'Lithuania' },
  { name: 'Kaarsalu JK', country: 'Estonia' },
  { name: 'Kiekko Jarvela', country: 'Finland' },
  { name: 'Fjordvik IL', country: 'Norway' },
  { name: 'Ekeholm FF', country: 'Sweden' },
  { name: 'Stranby IF', country: 'Denmark' },
  { name: 'Valur Hafnarvik', country: 'Iceland' },
  { name: 'Shamrock Ballyconnor', country: 'Ireland' },
  { name: 'Loughmoyle Blues', country: 'Northern Ireland' },
  { name: 'Kinloch Thistle', country: 'Scotland' },
  { name: 'Glenarden Dons', country: 'Scotland' },
  { name: 'Standard Hoevelaar', country: 'Belgium' },
  { name: 'Verbeke Athletic', country: 'Belgium' },
  { name: 'Veldhoven Union', country: 'Netherlands' },
  { name: 'Drenthe Wolde', country: 'Netherlands' },
  { name: 'Jeunesse Mersange', country: 'Luxembourg' },
  { name: 'FC Aarwil', country: 'Switzerland' },
  { name: 'SC Seewald', country: 'Switzerland' },
  { name: 'Rapid Almtal', country: 'Austria' },
  { name: 'Sturm Kreuzberg am See', country: 'Austria' },
  { name: 'Borussia Lindenau', country: 'Germany' },
  { name: 'Eintracht Rabenfeld', country: 'Germany' },
  { name: 'Werder Hollstein', country: 'Germany' },
  { name: 'Fortuna Ebersau', country: 'Germany' },
  { name: 'Olympique Sainte-Mervaine', country: 'France' },
  { name: 'Racing Valmorel', country: 'France' },
  { name: 'Stade Castelroux', country: 'France' },
  { name: 'Monte Corniche', country: 'Monaco' },
  { name: 'Sporting Vilarinho', country: 'Portugal' },
  { name: 'Uniao da Serra', country: 'Portugal' },
  { name: 'Deportivo Castrolago', country: 'Spain' },
  { name: 'Real Montalbar', country: 'Spain' },
  { name: 'Atletico Villaserra', country: 'Spain' },
  { name: 'Viola Valdoro', country: 'Italy' },
  { name: 'Sampieri Calcio', country: 'Italy' },
  { name: 'Pro Montecalvo', country: 'Italy' },
  { name: 'Rossoblu Castellano', country: 'Italy' },
  { name: 'AE Kalamyra', country: 'Greece' },
  { name: 'Thermidos FC', country: 'Greece' },
  { name: 'Karadeniz Storm', country: 'Turkey' },
  { name: 'Anadolu Lions', country: 'Turkey' },
  { name: 'Kyrenada FC', country: 'Cyprus' },
  { name: 'Marsavella Rangers', country: 'Malta' },
  { name: 'Partizan Lumbardh', country: 'Albania' },
  { name: 'Sloga Bistrovac', country: 'Bosnia' },
  { name: 'Jadran Sveti Lovro', country: 'Croatia' },
  { name: 'Vojvodina Ravanica', country: 'Serbia' },
  { name: 'Tiszavar SE', country: 'Hungary' },
  { name: 'Gornik Lubrza', country: 'Poland' },
  { name: 'Legia Wierzbno', country: 'Poland' },
  { name: 'Banik Horni Lhota', country: 'Czechia' },
  { name: 'Steaua Valea Mare', country: 'Romania' },
  { name: 'Balkan Rodopa', country: 'Bulgaria' },
  { name: 'Nistrovo FC', country: 'Moldova' },
  { name: 'Shakhtar Vuhlegorsk', country: 'Ukraine' },
  { name: 'Zenit Volgoryev', country: 'Russia' },
  { name: 'Sevanashen FC', country: 'Armenia' },
];

const sameName = (name: string) => name.trim().toLowerCase();

/**
 * Foreign clubs for the European fields, `needed[c]` of them for competition c: names drawn from FOREIGN_CLUBS with
 * the dice, never one of `takenNames` (the league's clubs) and never twice in a season; each club's ranking rolled
 * within its competition's range. Ids are `idPrefix` and a number from 1.
 */
export function foreignClubs(
  needed: Readonly<Record<EuropeanCompetition, number>>,
  takenNames: Iterable<string>,
  dice: Dice,
  idPrefix: string,
): ForeignClub[] {
  const taken = new Set([...takenNames].map(sameName));
  const names = shuffled(
    FOREIGN_CLUBS.filter((club) => !taken.has(sameName(club.name))),
    dice,
  );
  const clubs: ForeignClub[] = [];
  for (const competition of EUROPEAN_COMPETITIONS) {
    for (let i = 0; i < needed[competition]; i++) {
      const picked = names.pop();
      if (!picked) throw new Error('not enough foreign club names for the European fields');
      const { best, die } = FOREIGN_RANKING[competition];
      const ranking = best + dice.roll(die) - 1;
      clubs.push({ id: `${idPrefix}${clubs.length + 1}`, ...picked, competition, ranking, chart: nonPlayerChart(0, ranking) });
    }
  }
  return clubs;
}
