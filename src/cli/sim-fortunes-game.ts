import { seededDice } from '../engine/dice.js';
import { SKILL_LEVELS, type SkillLevel } from '../engine/fortunes-game/computer-clubs.js';
import { COMPETITION_NAMES } from '../engine/fortunes-game/cup.js';
import { MAX_MANAGERS, MIN_MANAGERS } from '../engine/fortunes-game/deal.js';
import { playGameWithAi } from '../engine/fortunes-game/play-game.js';
import { FORTUNES_USAGE, parseOrExit } from './sim-usage.js';

/**
 * `npm run sim -- --mode fortunes`: plays Football Fortunes as its own game with the AI managing every club and
 * prints each season's table of ten, cup winners and game points, then the winner; the usage is FORTUNES_USAGE.
 */
const { values } = parseOrExit(
  {
    options: {
      mode: { type: 'string' },
      seed: { type: 'string', default: '1' },
      seasons: { type: 'string', default: '5' },
      managers: { type: 'string', default: '3' },
      difficulty: { type: 'string', default: '2' },
      json: { type: 'boolean', default: false },
    },
  },
  FORTUNES_USAGE,
);
const seed = Number(values.seed);
const seasons = Number(values.seasons);
const managers = Number(values.managers);
const skill = Number(values.difficulty) as SkillLevel;
if (
  !Number.isInteger(seed) ||
  !Number.isInteger(seasons) ||
  seasons < 1 ||
  !Number.isInteger(managers) ||
  managers < MIN_MANAGERS ||
  managers > MAX_MANAGERS ||
  !SKILL_LEVELS.includes(skill)
) {
  console.error(FORTUNES_USAGE);
  process.exit(2);
}

const { game, turns } = playGameWithAi(
  { managers: Array.from({ length: managers }, (_, i) => ({ clubId: `m${i + 1}`, name: `Manager ${i + 1} FC` })), skill, seasons },
  seededDice(seed),
);
if (values.json) {
  turns.forEach((events, turn) => {
    for (const event of events) console.log(JSON.stringify({ turn, ...event }));
  });
} else {
  const name = (id: string) => game.clubs.find((c) => c.id === id)?.name ?? id;
  for (const season of game.history) {
    console.log(`Season ${season.season}`);
    season.table.forEach((id, i) => console.log(`  ${String(i + 1).padStart(2)}. ${name(id)}${game.managers[id] ? ' (manager)' : ''}`));
    for (const [competition, winner] of Object.entries(season.cupWinners)) {
      console.log(`  ${COMPETITION_NAMES[competition as keyof typeof COMPETITION_NAMES]}: ${name(winner)}`);
    }
    console.log(
      `  Game points: ${Object.entries(season.points)
        .map(([id, points]) => `${name(id)} ${points}`)
        .join(', ')}`,
    );
  }
  const over = turns.flat().find((e) => e.type === 'game-over');
  if (over?.type === 'game-over') {
    console.log(
      `Final game points: ${Object.entries(over.points)
        .map(([id, points]) => `${name(id)} ${points}`)
        .join(', ')}`,
    );
    for (const manager of Object.values(game.managers).filter((m) => m.resigned)) console.log(`${name(manager.clubId)} resigned bankrupt.`);
    console.log(over.winnerIds.length > 0 ? `Winner: ${over.winnerIds.map(name).join(' and ')}` : 'No manager survived.');
  }
}
