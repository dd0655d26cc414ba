import { describe, expect, it } from 'vitest';
import type { APIEmbed } from 'discord.js';
import { renderFinances } from '../../src/discord/render/finances.render.js';
import { renderFixtures, renderHistory, renderResults, renderStatus } from '../../src/discord/render/league.render.js';
import { renderMarket } from '../../src/discord/render/market.render.js';
import { renderMatch } from '../../src/discord/render/match.render.js';
import { nameBook } from '../../src/discord/render/names.js';
import { renderOutbox } from '../../src/discord/render/outbox.render.js';
import { renderPlayer } from '../../src/discord/render/player.render.js';
import { renderSquad } from '../../src/discord/render/squad.render.js';
import { renderStadium } from '../../src/discord/render/stadium.render.js';
import { renderStaff } from '../../src/discord/render/staff.render.js';
import { renderTables } from '../../src/discord/render/table.render.js';
import { fitsDiscord, splitDraft } from '../../src/discord/split.js';
import type { DivisionTableView } from '../../src/league/index.js';
import { NASTY, club, longMatch, player, squad, stadium } from './view-fixtures.js';

const names = nameBook(Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`p${i}`, `${NASTY} ${i}`])), { c1: NASTY, c2: 'Paris' });

function expectFits(embeds: APIEmbed[]) {
  const parts = splitDraft({ embeds });
  expect(parts.length).toBeGreaterThan(0);
  for (const part of parts) expect(fitsDiscord(part)).toBe(true);
  return parts;
}

const table = (division: 0 | 1 | 2 | 3): DivisionTableView => ({
  division,
  rows: Array.from({ length: 8 }, (_, i) => ({
    position: i + 1,
    clubId: `c${i}`,
    clubName: `${NASTY}${i}`,
    played: 14,
    won: 8,
    drawn: 3,
    lost: 3,
    goalsFor: 30,
    goalsAgainst: 20,
    goalDifference: 10 - i * 3,
    points: 27 - i,
    managerUserId: i === 0 ? '1' : null,
  })),
});

describe('renderers keep Discord limits', () => {
  it('GIVEN a squad of 60 players with long names THEN the squad fits once split', () => {
    const parts = expectFits([renderSquad(squad(60))]);
    const text = parts
      .flatMap((p) => p.embeds)
      .map((e) => e.description)
      .join('\n');
    expect(text).toContain('\\_\\_Club\\_\\_'); // markdown in a name is shown, not applied
  });

  it('GIVEN a match of 150 shots THEN the play-by-play is split across embeds and keeps every minute', () => {
    const match = longMatch(150);
    const parts = expectFits([renderMatch(match, names, 90, 'workings')]);
    const text = parts
      .flatMap((p) => p.embeds)
      .map((e) => e.description)
      .join('\n');
    expect(text.split('\n').filter((l) => l.includes('v save 7+3 = 10]'))).toHaveLength(150);
    expect(text).toContain('shot 8+4 +2 = 12');
    expect(text).not.toContain('**__Club__**'); // commentary names are escaped too
    expect(parts[0]!.embeds[0]!.title).toContain(`${match.homeGoals}–0`);
  });

  it('GIVEN a match in the channel THEN it shows scorers with assists, and no ratings, tactics counters or dice', () => {
    const embed = renderMatch(longMatch(4), names);
    const fields = Object.fromEntries((embed.fields ?? []).map((f) => [f.name, f.value]));
    expect(Object.keys(fields)).toEqual([`${NASTY} scorers`, 'Paris scorers']);
    expect(fields[`${NASTY} scorers`]).toMatch(/assist/);
    expect(embed.description).not.toMatch(/\[|\|\||×\d|D\*/);
  });

  it("GIVEN a match's workings THEN they show scorers with assists, team ratings and tactics used", () => {
    const embed = renderMatch(longMatch(4), names, 90, 'workings');
    const fields = Object.fromEntries((embed.fields ?? []).map((f) => [f.name, f.value]));
    expect(Object.keys(fields)).toEqual([`${NASTY} scorers`, 'Paris scorers', 'Team ratings', 'Tactics used']);
    expect(fields[`${NASTY} scorers`]).toMatch(/assist/);
    expect(fields['Team ratings']).toContain('G 7 · D 28 · M 30 · A 15');
    expect(fields['Tactics used']).toContain('Rebound once');
    expect(fields['Tactics used']).not.toContain('×');
  });

  it('GIVEN a live frame at minute 30 THEN only events up to 30 show and the score is the score then', () => {
    const match = longMatch(20);
    const embed = renderMatch(match, names, 30);
    const minutes = (embed.description ?? '').split('\n').map((l) => Number(/^(\d+)'/.exec(l)?.[1] ?? 0));
    expect(Math.max(...minutes)).toBeLessThanOrEqual(30);
    expect(embed.title).toMatch(/\(30'\)$/);
    expect(embed.title).not.toContain(`${match.homeGoals}–0`);
  });

  it('GIVEN four division tables THEN they fit one message with a row per club', () => {
    const parts = expectFits(renderTables([table(0), table(1), table(2), table(3)]));
    expect(parts).toHaveLength(1);
    expect(parts[0]!.embeds[0]!.description!.split('\n').filter((l) => /^\s*\d+ /.test(l))).toHaveLength(8);
  });

  it('GIVEN a player THEN his profile shows the transfer value his view carries', () => {
    const profile = renderPlayer({ ...player(1), value: 400_000 });
    expect(profile.fields!.find((f) => f.name === 'Value')!.value).toBe('£400,000');
  });

  it('GIVEN every view THEN each renders within limits', () => {
    expectFits([renderPlayer(player(5)), renderPlayer(player(6, false))]);
    expectFits([
      renderMarket({
        listings: Array.from({ length: 10 }, (_, i) => ({
          player: player(i, false),
          sellerId: 'c1',
          sellerName: NASTY,
          askingPrice: 100_000 * i,
          mode: 'quick',
          listedWeek: 1,
          reason: 'sale',
        })),
        myBids: [{ playerId: 'p1', playerName: NASTY, amount: 123_456 }],
        page: 0,
        pageCount: 3,
      }),
    ]);
    expectFits([
      renderFinances({
        club,
        balance: -25_000,
        sponsor: { name: NASTY, amount: 500_000, years: 2, signedSeason: 1 },
        recent: Array.from({ length: 100 }, (_, i) => ({
          season: 1,
          week: i % 14,
          amount: (i - 50) * 1000,
          reason: 'wages',
          detail: NASTY,
          balance: i * 1000,
        })),
      }),
    ]);
    expectFits([
      renderStadium({
        club,
        stadium,
        places: { stands: { north: 5_000 }, total: 13_000 },
        orderedBuilds: [{ stand: 'north', tier: 1, kind: 'seating' }],
      }),
    ]);
    expectFits([
      renderStaff({
        club,
        employed: [{ role: 'headCoach', hiredSeason: 1, hiredWeek: 2, weeksEmployed: 5 }],
        orderedHire: ['clubDoctor'],
        orderedFire: [],
      }),
    ]);
    const fixture = { season: 1, division: 3 as const, round: 2, homeId: 'c1', homeName: NASTY, awayId: 'c2', awayName: 'Paris' };
    expectFits([renderFixtures(Array.from({ length: 56 }, (_, i) => ({ ...fixture, round: 1 + (i % 14), division: (i % 4) as 0 | 1 | 2 | 3 })))]);
    expectFits([renderResults([{ ...fixture, homeGoals: 2, awayGoals: 1 }])]);
    expectFits(renderHistory({ seasons: [], clubNames: {} }));
  });

  it('GIVEN a league status THEN the deadline is a Discord timestamp each reader sees in their own zone', () => {
    const deadline = new Date('2026-03-01T20:00:00Z');
    const embed = renderStatus({
      league: {
        id: 'l1',
        guildId: 'g',
        channelId: 'ch',
        name: NASTY,
        game: 'football',
        season: 1,
        week: 3,
        phase: 'season',
        turn: 3,
        started: true,
        paused: false,
        nextDeadline: deadline,
        settings: {
          engine: 'classic',
          homeAdvantages: false,
          substitutions: 3,
          live: false,
          dice: 'spoiler',
          language: 'en',
          schedule: { kind: 'weekly', days: [1, 4], time: '20:00', timeZone: 'Europe/London' },
          advanceWhenReady: true,
          reminderOffsetsHours: [24, 1],
          adminRoleId: null,
          fortunes: false,
          seasons: null,
          difficulty: 2,
        },
        archived: false,
      },
      clubs: [{ clubId: 'c1', clubName: NASTY, managerUserId: '111111111111111111', ready: false }],
      waitingFor: ['111111111111111111'],
    });
    expect(embed.fields![0]!.value).toContain(`<t:${deadline.getTime() / 1000}:R>`);
    // What changes week to week; the settings, which do not, are behind /league settings.
    const shown = [embed.title, ...embed.fields!.flatMap((f) => [f.name, f.value])].join('\n');
    expect(embed.fields!.map((f) => f.name)).toEqual(['Next deadline', 'Managers: 0 of 1 ready']);
    expect(embed.fields![0]!.value).toContain('or as soon as every manager is ready');
    for (const setting of ['Monday, Thursday at 20:00', 'Match engine', 'Reminders', 'Live match posts', 'Dice in match reports']) {
      expect(shown).not.toContain(setting);
    }
    expect(embed.footer?.text).toContain('/league settings');
  });

  it('GIVEN each kind of outbox payload THEN it renders within limits', () => {
    const match = longMatch(30);
    const drafts = [
      renderOutbox({ kind: 'match', message: match }, names),
      renderOutbox({ kind: 'table', message: { season: 1, week: 3, tables: [table(3)] } }, names),
      renderOutbox(
        {
          kind: 'week-summary',
          message: {
            leagueName: NASTY,
            season: 1,
            week: 3,
            phase: 'season',
            nextDeadline: '2026-03-01T20:00:00.000Z',
            results: [{ division: 3, home: match.home, away: match.away, homeGoals: 3, awayGoals: 0 }],
            names: { players: {}, clubs: {} },
            events: Array.from({ length: 300 }, (_, i) => ({
              type: 'money' as const,
              clubId: 'c1',
              amount: -i,
              reason: 'wages' as const,
              detail: 'Wages',
              balance: 1000,
            })),
          },
        },
        names,
      ),
      renderOutbox(
        {
          kind: 'transfer-news',
          message: {
            season: 1,
            week: 3,
            events: [{ type: 'transferred', playerId: 'p1', name: NASTY, fromClubId: null, toClubId: 'c1', fee: 420_000 }],
            names: { players: {}, clubs: {} },
            newListings: [
              { player: player(2, false), sellerId: null, sellerName: null, askingPrice: 90_000, mode: 'full', listedWeek: 3, reason: 'chart' },
            ],
          },
        },
        names,
      ),
    ];
    for (const draft of drafts) for (const part of splitDraft(draft)) expect(fitsDiscord(part)).toBe(true);
    expect(drafts[3]!.embeds![0]!.description).toContain('£420,000');
  });
});

describe('table posts', () => {
  it('GIVEN a week table and a season final table THEN each is headed by what it is, one embed per division carried', () => {
    const titles = (message: { season: number; week: number; final?: boolean; tables: DivisionTableView[] }) =>
      (renderOutbox({ kind: 'table', message }, names).embeds ?? []).map((e) => e.title);
    expect(titles({ season: 2, week: 3, final: false, tables: [table(3)] })).toEqual(['After week 3: Fourth Division']);
    expect(titles({ season: 2, week: 3, tables: [table(3)] })).toEqual(['After week 3: Fourth Division']);
    expect(titles({ season: 2, week: 15, final: true, tables: [table(0), table(1), table(2), table(3)] })).toEqual([
      'Final table, season 2: Premier Division',
      'Final table, season 2: Second Division',
      'Final table, season 2: Third Division',
      'Final table, season 2: Fourth Division',
    ]);
  });

  it("GIVEN a division simulated at the season's end THEN its final standings are posted in order, never a table of zeros", () => {
    const simulated: DivisionTableView = {
      division: 0,
      rows: table(0).rows.map((row) => ({
        ...row,
        played: 0,
        won: 0,
        drawn: 0,
        lost: 0,
        goalsFor: 0,
        goalsAgainst: 0,
        goalDifference: 0,
        points: 0,
      })),
    };
    const [embed] = renderOutbox({ kind: 'table', message: { season: 1, week: 15, final: true, tables: [simulated] } }, names).embeds!;
    expect(embed!.title).toBe('Final table, season 1: Premier Division');
    expect(embed!.description).toMatch(/^Decided at the season's end/);
    expect(embed!.description).not.toMatch(/ 0 +0 +0 /);
    const lines = embed!.description!.split('\n').slice(1);
    expect(lines).toHaveLength(8);
    lines.forEach((line, i) => expect(line).toMatch(new RegExp(`^${i + 1}\\. `)));
  });
});
