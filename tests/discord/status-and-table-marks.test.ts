import { describe, expect, it } from 'vitest';
import { renderStatus } from '../../src/discord/render/league.render.js';
import { renderTables } from '../../src/discord/render/table.render.js';
import type { DivisionTableView } from '../../src/league/shared/views.js';
import { CLUB_NAMES, PLAYER_CLUB_NAMES } from '../../src/engine/setup/names.js';

const row = (position: number, clubName: string, managerUserId: string | null) => ({
  position,
  clubId: `c${position}`,
  clubName,
  played: 1,
  won: 1,
  drawn: 0,
  lost: 0,
  goalsFor: 2,
  goalsAgainst: 0,
  goalDifference: 2,
  points: 3,
  managerUserId,
});

describe('marks beside a club’s name', () => {
  it.each(['Stonebury Rangers', 'A', 'A club name far too long for the column'])(
    'GIVEN a managed club called %s THEN its * stands apart from its name',
    (clubName) => {
      const table: DivisionTableView = { division: 0, rows: [row(1, clubName, '111111111111111111'), row(2, clubName, null)] };
      const lines = renderTables([table])[0]!.description!.split('\n');
      const managed = lines.find((l) => l.startsWith(' 1 '))!;
      const ai = lines.find((l) => l.startsWith(' 2 '))!;
      expect(managed).toMatch(/[^ ] +\* /);
      expect(managed).not.toMatch(/[^ ]\*/);
      expect(managed.length).toBe(ai.length);
    },
  );

  it('GIVEN every club name the league generates THEN the table shows it whole; a longer name is cut with an ellipsis', () => {
    for (const clubName of [...CLUB_NAMES, ...PLAYER_CLUB_NAMES]) {
      const table: DivisionTableView = { division: 0, rows: [row(1, clubName, null)] };
      expect(renderTables([table])[0]!.description).toContain(` ${clubName} `);
    }
    const long = renderTables([{ division: 0, rows: [row(1, 'Extremely Long Name Athletic Club', '1')] }])[0]!.description!;
    expect(long).toContain('Extremely Long Nam… * ');
    expect(long).toContain('…');
  });

  it('GIVEN an AI club in /league status THEN it is never shown as waiting', () => {
    const embed = renderStatus({
      league: {
        id: 'l1',
        guildId: 'g',
        channelId: 'ch',
        name: 'League',
        game: 'football',
        season: 1,
        week: 3,
        phase: 'season',
        turn: 3,
        started: true,
        paused: false,
        nextDeadline: null,
        settings: {
          engine: 'classic',
          homeAdvantages: false,
          substitutions: 3,
          live: false,
          dice: 'spoiler',
          schedule: { kind: 'weekly', days: [1, 4], time: '20:00', timeZone: 'Europe/London' },
          advanceWhenReady: true,
          reminderOffsetsHours: [24, 1],
          adminRoleId: null,
          fortunes: false,
          seasons: null,
          difficulty: 2,
        },
        archived: false,
      } as never,
      clubs: [
        { clubId: 'c1', clubName: 'Managed', managerUserId: '111111111111111111', ready: false },
        { clubId: 'c2', clubName: 'Robots', managerUserId: null, ready: false },
      ],
      waitingFor: ['111111111111111111'],
    });
    const text = JSON.stringify(embed);
    expect(text).toContain('⏳ Managed');
    expect(text).not.toContain('⏳ Robots');
    expect(text).toContain('🤖 Robots: AI');
  });
});
