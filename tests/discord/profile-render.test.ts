import { describe, expect, it } from 'vitest';
import { renderProfile } from '../../src/discord/render/profile.render.js';
import type { ManagerProfile, ProfileSpell } from '../../src/league/index.js';

const spell = (over: Partial<ProfileSpell>): ProfileSpell => ({
  season: 1,
  clubName: 'Rovers',
  firstWeek: 1,
  leftAfterWeek: null,
  current: false,
  finish: null,
  cups: [],
  played: 14,
  won: 7,
  drawn: 4,
  lost: 3,
  ...over,
});

const profile: ManagerProfile = {
  userId: '100000000000000001',
  shared: false,
  leagues: [
    {
      name: 'Sunday *League*',
      game: 'football',
      elsewhere: false,
      spells: [
        spell({ finish: { division: 1, position: 2, of: 8, promoted: true, relegated: false }, cups: ['cup'] }),
        spell({ season: 2, finish: { division: 0, position: 1, of: 8, promoted: false, relegated: false } }),
        spell({ season: 3, current: true, played: 3, won: 1, drawn: 1, lost: 1 }),
      ],
      awards: [
        { kind: 'champions-manager', season: 2 },
        { kind: 'manager-of-the-month', season: 2, fromRound: 5, toRound: 8 },
        { kind: 'best-predictor', season: 1, points: 31 },
      ],
    },
    {
      name: 'Far League',
      game: 'football',
      elsewhere: true,
      spells: [spell({ clubName: 'United', firstWeek: 5, leftAfterWeek: 8, played: 4, won: 0, drawn: 0, lost: 4 })],
      awards: [],
    },
    {
      name: 'Card Club',
      game: 'cards',
      elsewhere: false,
      spells: [
        spell({
          clubName: 'Aces',
          firstWeek: 0,
          finish: { division: 0, position: 3, of: 6, promoted: false, relegated: false },
          cups: ['cup'],
          played: 10,
          won: 5,
          drawn: 2,
          lost: 3,
        }),
        spell({ season: 2, clubName: 'Aces', firstWeek: 4, leftAfterWeek: 6, played: 2, won: 1, drawn: 0, lost: 1 }),
      ],
      awards: [],
    },
  ],
  totals: { played: 47, won: 21, drawn: 11, lost: 15, leagueTitles: 1, divisionTitles: 0, cups: 2, promotions: 1, relegations: 0, awards: 3 },
};

describe('the /profile answer', () => {
  it('GIVEN a career of two leagues THEN it names the member by mention, gives the record, win rate and trophies, and each season in each league', () => {
    const embed = renderProfile(profile, '100000000000000001');
    const text = embed.description!;
    expect(text).toContain('<@100000000000000001>’s career as a manager.');
    expect(text).toContain('League matches: P 47 · W 21 D 11 L 15 · win rate 45%');
    expect(text).toContain('Trophies: 1 league title, 2 cups · promotions 1 · relegations 0 · 3 awards');
    expect(text).toContain('**Sunday \\*League\\***');
    expect(text).toContain('Season 1 · Rovers: 2nd in the Second Division, promoted ⬆️, 🏆 Cup · P 14 · W 7 D 4 L 3');
    expect(text).toContain('Season 2 · Rovers: 1st in the Premier Division 🏆 · P 14');
    expect(text).toContain('Season 3 · Rovers: in charge now · P 3 · W 1 D 1 L 1');
    expect(text).toContain('**Far League** (another server)\nSeason 1 · United from week 5: left after week 8 · P 4 · W 0 D 0 L 4');
    // His awards follow the league's seasons.
    expect(text).toContain(
      'Season 3 · Rovers: in charge now · P 3 · W 1 D 1 L 1\n🏅 Champions’ manager, season 2\n🏅 Manager of the month, season 2, weeks 5–8\n🏅 Best predictor, season 1 (31 points)\n',
    );
    // A card game's season: its place of how many in its one table, its cup; its steps are not told as weeks.
    expect(text).toContain(
      '**Card Club** (card game)\nSeason 1 · Aces: 3rd of 6 in the league, 🏆 the cup · P 10 · W 5 D 2 L 3\nSeason 2 · Aces: left before the season’s end · P 2 · W 1 D 0 L 1',
    );
    expect(embed.footer?.text).toMatch(/share:True/);
    // Read by another member: no advice on sharing someone else's profile.
    expect(renderProfile(profile, '100000000000000002').footer?.text).toBe('Only this server’s leagues.');
  });

  it('GIVEN a member who never managed THEN it says so', () => {
    const embed = renderProfile(
      {
        ...profile,
        leagues: [],
        totals: { ...profile.totals, played: 0, won: 0, drawn: 0, lost: 0, leagueTitles: 0, cups: 0, promotions: 0, awards: 0 },
      },
      '1',
    );
    expect(embed.description).toContain('League matches: no league match');
    expect(embed.description).toContain('Trophies: none yet');
    expect(embed.description).toContain('No club managed in this server’s leagues yet.');
  });
});
