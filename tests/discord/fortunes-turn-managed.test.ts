import { describe, expect, it } from 'vitest';
import { embedText } from '../e2e/support/channel.js';
import { renderFortunesTurn } from '../../src/discord/render/fortunes-game.render.js';
import type { FortunesTurnMessage } from '../../src/league/index.js';

const side = { defence: 14, attack: 16 };

function leagueRound(managed?: string[]): FortunesTurnMessage {
  return {
    leagueName: 'Board League',
    season: 1,
    played: { kind: 'league', round: 18 },
    names: { ann: 'Dugout Rovers', cpu1: 'Harbour Athletic', cpu2: 'Kingsbridge Town' },
    ...(managed ? { managed } : {}),
    competitionNames: {},
    events: [
      { type: 'league-result', round: 18, homeId: 'ann', awayId: 'cpu1', homeGoals: 2, awayGoals: 1, sides: { home: side, away: side } },
      { type: 'league-result', round: 18, homeId: 'cpu2', awayId: 'cpu1', homeGoals: 0, awayGoals: 0, sides: { home: side, away: side } },
      { type: 'season-ended', season: 1, championId: 'cpu2', points: { ann: 20 } },
    ] as FortunesTurnMessage['events'],
    sides: { ann: side, cpu1: side, cpu2: side },
    table: null,
    gamePoints: null,
    nextDeadline: null,
  };
}

describe("a Football Fortunes turn's results", () => {
  it('GIVEN the managers named THEN their clubs are in bold and the computer’s plain, and the champions in bold whoever they are', () => {
    const text = renderFortunesTurn(leagueRound(['ann']))
      .map(embedText)
      .join('\n');
    expect(text).toContain('**Dugout Rovers** (D14 A16) **2–1** Harbour Athletic (D14 A16)');
    expect(text).toContain('Kingsbridge Town (D14 A16) **0–0** Harbour Athletic (D14 A16)');
    expect(text).toContain('Season 1 is over: **Kingsbridge Town** are the champions.');
  });

  it('GIVEN a post queued before the managers were named in it THEN every club is in bold, as it was', () => {
    const text = renderFortunesTurn(leagueRound()).map(embedText).join('\n');
    expect(text).toContain('**Dugout Rovers** (D14 A16) **2–1** **Harbour Athletic** (D14 A16)');
  });
});
