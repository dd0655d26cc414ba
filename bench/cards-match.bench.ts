import { seededDice } from '../src/engine/dice.js';
import { bestLineup } from '../src/engine/cards/ai.js';
import { playCardMatch, type Duel } from '../src/engine/cards/card-match.js';
import { fieldDummy, fieldLineup } from '../src/engine/cards/lineup.js';
import { FIRST_SEASON_ORDER } from '../src/engine/cards/suit-levels.js';
import { perSecond, type Bench } from './bench.js';

const ORDER = FIRST_SEASON_ORDER;
const LUCK = ['5H', '9S', 'KC', '3D', 'AH', '7C'];

const bench: Bench = {
  name: 'cards match',
  run() {
    const home = bestLineup(['KS', 'QH', '5S', '6C', '8S', '9H', 'TS', 'AD'], [], ORDER)!;
    const away = bestLineup(['JH', 'QC', '2D', '3H', '4C', '6D', '9C', 'AS'], [], ORDER)!;
    const dummy = fieldDummy('KD', 1);
    const duels: Duel[] = [];
    let i = 0;
    const luck = () => ({ home: LUCK[i++ % LUCK.length]!, away: LUCK[i++ % LUCK.length]! });
    return [
      {
        label: 'sheets fielded and played, no duel list',
        value: perSecond(() => playCardMatch(fieldLineup(home, ORDER), fieldLineup(away, ORDER), ORDER, luck())),
        unit: 'matches/s',
      },
      {
        label: 'manager v dummy, with the duel list',
        value: perSecond(() => {
          duels.length = 0;
          playCardMatch(fieldLineup(home, ORDER), dummy, ORDER, luck(), duels);
        }),
        unit: 'matches/s',
      },
      {
        label: 'AI best sheet of 8 cards',
        value: perSecond(() => bestLineup(['KS', 'QH', '5S', '6C', '8S', '9H', 'TS', 'AD'], [], ORDER), 500),
        unit: 'sheets/s',
      },
      {
        label: 'a whole league round of 3 (dice included)',
        value: perSecond(() => {
          const dice = seededDice(i);
          for (let m = 0; m < 3; m++) playCardMatch(fieldLineup(home, ORDER), fieldDummy(dice.roll(2) === 1 ? 'QS' : 'JD', 1), ORDER, luck());
        }),
        unit: 'rounds/s',
      },
    ];
  },
};

export default bench;
