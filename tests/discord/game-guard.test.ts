import { describe, expect, it } from 'vitest';
import { requireGame } from '../../src/discord/command-kit.js';
import { Refusal } from '../../src/discord/errors.js';
import { GAMES } from '../../src/league/index.js';
import { gameModeOf } from '../../src/league/modes/game-modes.js';

describe('the game guard of the command kit', () => {
  it('GIVEN every league game and every command game THEN only a command of another game is refused, naming both', () => {
    for (const leagueGame of GAMES) {
      for (const commandGame of GAMES) {
        const check = () => requireGame({ game: leagueGame }, 'squad', commandGame);
        if (leagueGame === commandGame) expect(check, `${commandGame} in ${leagueGame}`).not.toThrow();
        else {
          expect(check, `${commandGame} in ${leagueGame}`).toThrow(Refusal);
          expect(check).toThrow(`This is a ${leagueGame} league: /squad belongs to ${commandGame} leagues.`);
        }
      }
    }
  });

  it('GIVEN every game THEN a mode plays it, its own', () => {
    for (const game of GAMES) expect(gameModeOf({ game }).game).toBe(game);
  });
});
