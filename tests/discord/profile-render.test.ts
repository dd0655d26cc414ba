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
        spell({ finish: { division: 1, position: 2, promoted: true, relegated: false }, cups: ['cup'] }),
        spell({ season: 2, finish: { division: 0, position: 1, promoted: false, relegated: false } }),
        spell({ season: 3, current: true, played: 3, won: 1, drawn: 1, lost: 1 }),
      ],
    },
    {
      name: 'Far League',
      game: 'football',
      elsewhere: true,
      spells: [spell({ clubName: 'United', firstWeek: 5, leftAfterWeek: 8, played: 4, won: 0, drawn: 0, lost: 4 })],
    },
  ],
  totals: { played: 35, won: 15, drawn: 9, lost: 11, leagueTitles: 1, divisionTitles: 0, cups: 1, promotions: 1, relegations: 0 },
};

describe('the /profile answer', () => {
  it('GIVEN a career of two leagues THEN it names the member by mention, gives the record, win rate and trophies, and each season in each league', () => {
    const embed = renderProfile(profile, '100000000000000001');
    const text = embed.description!;
    expect(text).toContain('<@100000000000000001>’s career as a manager.');
    expect(text).toContain('League matches: P 35 · W 15 D 9 L 11 · win rate 43%');
    expect(text).toContain('Trophies: 1 league title, 1 cup · promotions 1 · relegations 0');
    expect(text).toContain('**Sunday \\*League\\***');
    expect(text).toContain('Season 1 · Rovers: 2nd in the Second Division, promoted ⬆️, 🏆 Cup · P 14 · W 7 D 4 L 3');
    expect(text).toContain('Season 2 · Rovers: 1st in the Premier Division 🏆 · P 14');
    expect(text).toContain('Season 3 · Rovers: in charge now · P 3 · W 1 D 1 L 1');
    expect(text).toContain('**Far League** (another server)\nSeason 1 · United from week 5: left after week 8 · P 4 · W 0 D 0 L 4');
    expect(embed.footer?.text).toMatch(/share:True/);
    // Read by another member: no advice on sharing someone else's profile.
    expect(renderProfile(profile, '100000000000000002').footer?.text).toBe('Only this server’s leagues.');
  });

  it('GIVEN a member who never managed THEN it says so', () => {
    const embed = renderProfile(
      { ...profile, leagues: [], totals: { ...profile.totals, played: 0, won: 0, drawn: 0, lost: 0, leagueTitles: 0, cups: 0, promotions: 0 } },
      '1',
    );
    expect(embed.description).toContain('League matches: no league match');
    expect(embed.description).toContain('Trophies: none yet');
    expect(embed.description).toContain('No club managed in this server’s leagues yet.');
  });
});
