import type { Dice } from '../dice.js';
import { shuffled } from '../season/fixtures.js';
import { nonPlayerChart } from '../setup/non-player-chart.js';
import type { ForeignClub } from './cups-state.js';
import { EUROPEAN_COMPETITIONS, type EuropeanCompetition } from './competitions.js';

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
 * Names of foreign clubs, none of them a name the league's own generated clubs use (setup/names.ts); a manager's
 * chosen name that matches one is skipped when a field is filled.
 */
export const FOREIGN_CLUBS: readonly { name: string; country: string }[] = [
  { name: 'Dynamo Minsk', country: 'Belarus' },
  { name: 'Spartak Sofia', country: 'Bulgaria' },
  { name: 'Slovan Bratislava', country: 'Slovakia' },
  { name: 'Vardar Skopje', country: 'North Macedonia' },
  { name: 'Olimpija Ljubljana', country: 'Slovenia' },
  { name: 'Dinamo Tbilisi', country: 'Georgia' },
  { name: 'Skonto Riga', country: 'Latvia' },
  { name: 'Zalgiris Vilnius', country: 'Lithuania' },
  { name: 'Flora Tallinn', country: 'Estonia' },
  { name: 'HJK Helsinki', country: 'Finland' },
  { name: 'Rosenborg Trondheim', country: 'Norway' },
  { name: 'Malmo FF', country: 'Sweden' },
  { name: 'Brondby IF', country: 'Denmark' },
  { name: 'Valur Reykjavik', country: 'Iceland' },
  { name: 'Shamrock Dublin', country: 'Ireland' },
  { name: 'Linfield Belfast', country: 'Northern Ireland' },
  { name: 'Hearts of Edinburgh', country: 'Scotland' },
  { name: 'Aberdeen Dons', country: 'Scotland' },
  { name: 'Standard Liege', country: 'Belgium' },
  { name: 'Ghent Athletic', country: 'Belgium' },
  { name: 'Utrecht Union', country: 'Netherlands' },
  { name: 'Twente Enschede', country: 'Netherlands' },
  { name: 'Jeunesse Esch', country: 'Luxembourg' },
  { name: 'Young Boys Bern', country: 'Switzerland' },
  { name: 'Grasshoppers Zurich', country: 'Switzerland' },
  { name: 'Rapid Salzburg', country: 'Austria' },
  { name: 'Sturm Graz', country: 'Austria' },
  { name: 'Werder Bremen', country: 'Germany' },
  { name: 'Borussia Gladbach', country: 'Germany' },
  { name: 'Eintracht Frankfurt', country: 'Germany' },
  { name: 'Stuttgart Athletic', country: 'Germany' },
  { name: 'Olympique Nantes', country: 'France' },
  { name: 'Racing Strasbourg', country: 'France' },
  { name: 'Saint-Etienne Verts', country: 'France' },
  { name: 'Monaco Princes', country: 'Monaco' },
  { name: 'Sporting Braga', country: 'Portugal' },
  { name: 'Boavista Porto', country: 'Portugal' },
  { name: 'Deportivo Coruna', country: 'Spain' },
  { name: 'Real Zaragoza', country: 'Spain' },
  { name: 'Atletico Vigo', country: 'Spain' },
  { name: 'Fiorentina Viola', country: 'Italy' },
  { name: 'Sampdoria Blucerchiati', country: 'Italy' },
  { name: 'Verona Hellas', country: 'Italy' },
  { name: 'Bologna Rossoblu', country: 'Italy' },
  { name: 'Panathinaikos Greens', country: 'Greece' },
  { name: 'Thessaloniki PAOK', country: 'Greece' },
  { name: 'Galata Lions', country: 'Turkey' },
  { name: 'Trabzon Storm', country: 'Turkey' },
  { name: 'Anorthosis Famagusta', country: 'Cyprus' },
  { name: 'Hibernians Paola', country: 'Malta' },
  { name: 'Partizan Tirana', country: 'Albania' },
  { name: 'Sarajevo Zeljo', country: 'Bosnia' },
  { name: 'Hajduk Split', country: 'Croatia' },
  { name: 'Vojvodina Novi Sad', country: 'Serbia' },
  { name: 'Ferencvaros Green Eagles', country: 'Hungary' },
  { name: 'Gornik Zabrze', country: 'Poland' },
  { name: 'Legia Krakow', country: 'Poland' },
  { name: 'Banik Ostrava', country: 'Czechia' },
  { name: 'Steaua Cluj', country: 'Romania' },
  { name: 'Levski Plovdiv', country: 'Bulgaria' },
  { name: 'Sheriff Tiraspol', country: 'Moldova' },
  { name: 'Shakhtar Donetsk', country: 'Ukraine' },
  { name: 'Zenit Leningrad', country: 'Russia' },
  { name: 'Ararat Yerevan', country: 'Armenia' },
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
