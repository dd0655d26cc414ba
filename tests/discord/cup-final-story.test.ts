import { describe, expect, it } from 'vitest';
import { renderWeekStory } from '../../src/discord/render/week-story.render.js';
import type { CupTieMessage, WeekStoryMessage } from '../../src/league/index.js';
import { longMatch } from './view-fixtures.js';

/** A cup tie of the week's story, as cupMessages queues it: a final or an earlier round, played or off the chart. */
function tie(over: { final: boolean; decidedBy: 'match' | 'chart'; competitionName?: string; locale?: 'de' }): CupTieMessage {
  const match = longMatch(6);
  return {
    season: 1,
    competitionName: over.competitionName ?? 'Cup',
    roundName: over.final ? 'final' : 'semi-final',
    final: over.final,
    tie: {
      home: { ...match.home, name: 'Fallowfield *Rovers*' },
      away: match.away,
      homeGoals: 3,
      awayGoals: 2,
      extraTime: false,
      penalties: null,
      winnerId: match.home.id,
      decidedBy: over.decidedBy,
      neutral: over.final,
    },
    events: over.decidedBy === 'match' ? match.events : [],
    names: match.names,
    ...(over.locale ? { locale: over.locale } : {}),
  };
}

function storyOf(message: CupTieMessage) {
  const story: WeekStoryMessage = {
    parts: [{ kind: 'cup-tie', message }],
    headlines: [],
    undecided: [],
    headlineNames: { players: {}, clubs: {} },
    ...(message.locale ? { locale: message.locale } : {}),
  };
  return renderWeekStory(story).find((e) => e.title?.includes('Fallowfield'))!;
}

describe('a cup final in the week’s story', () => {
  const rows: [string, Parameters<typeof tie>[0], RegExp][] = [
    ['a final off the results chart', { final: true, decidedBy: 'chart' }, /^🏆 Fallowfield \\\*Rovers\\\* win the Cup\.$/],
    ['a final played as a match', { final: true, decidedBy: 'match' }, /^🏆 Fallowfield \\\*Rovers\\\* win the Cup\.\n.+/],
    ['a European final', { final: true, decidedBy: 'chart', competitionName: 'UEFA Cup' }, /^🏆 Fallowfield \\\*Rovers\\\* win the UEFA Cup\.$/],
    ['a German final', { final: true, decidedBy: 'chart', locale: 'de' }, /^🏆 Fallowfield \\\*Rovers\\\* gewinnt den Pokal\.$/],
  ];
  for (const [label, over, description] of rows) {
    it(`GIVEN ${label} THEN the tie's report opens with the winner lifting the trophy`, () => {
      expect(storyOf(tie(over)).description).toMatch(description);
    });
  }

  it('GIVEN a final won on penalties THEN its title sends nobody through and its report names the winner', () => {
    const final = tie({ final: true, decidedBy: 'match' });
    final.tie = { ...final.tie, awayGoals: 3, extraTime: true, penalties: { home: 4, away: 2 } };
    const embed = storyOf(final);
    expect(embed.title).toBe('Cup final: Fallowfield \\*Rovers\\* 3–3 Paris aet (4–2 on penalties)');
    expect(embed.description).toMatch(/^🏆 Fallowfield \\\*Rovers\\\* win the Cup\./);
  });

  it('GIVEN a semi-final THEN no trophy is told', () => {
    expect(storyOf(tie({ final: false, decidedBy: 'chart' })).description).toBeUndefined();
    expect(storyOf(tie({ final: false, decidedBy: 'match' })).description).not.toMatch(/🏆/);
  });
});
