import { describe, expect, it } from 'vitest';
import { withCupRounds } from '../../src/discord/render/cup-weeks.render.js';
import { renderFixtures, renderResults } from '../../src/discord/render/league.render.js';
import { cupRoundsAfterWeek } from '../../src/league/index.js';

describe('/league fixtures and results follow the calendar: the cup rounds after a week', () => {
  // Season two of a cup+europe league: the cup after weeks 2, 5, 8, 11, 14; Europe after 3, 6, 9, 12.
  const seasonTwo: [number, string[]][] = [
    [1, []],
    [2, ['Cup round 1']],
    [3, ['Europe round 1']],
    [4, []],
    [5, ['Cup round 2']],
    [6, ['Europe quarter-final']],
    [7, []],
    [8, ['Cup quarter-final']],
    [9, ['Europe semi-final']],
    [10, []],
    [11, ['Cup semi-final']],
    [12, ['Europe final']],
    [13, []],
    [14, ['Cup final']],
  ];
  it.each(seasonTwo)('week %i of season two with cup+europe', (week, expected) => {
    expect(cupRoundsAfterWeek('cup+europe', 2, week).map((r) => `${r.competitions} ${r.roundName}`)).toEqual(expected);
  });

  it('plays no Europe in season one, nor anything without cups', () => {
    expect(cupRoundsAfterWeek('cup+europe', 1, 3)).toEqual([]);
    expect(cupRoundsAfterWeek('cup+europe', 1, 2).map((r) => r.roundName)).toEqual(['round 1']);
    expect(cupRoundsAfterWeek('cup', 2, 3)).toEqual([]);
    for (let week = 1; week <= 14; week++) expect(cupRoundsAfterWeek('off', 2, week)).toEqual([]);
  });

  it('names the rounds after the week shown and points to /cup', () => {
    const embed = withCupRounds(renderResults([]), { cups: true, week: 14, rounds: cupRoundsAfterWeek('cup', 1, 14) });
    expect(embed.fields?.at(-1)).toEqual({ name: 'After week 14', value: 'Cup final: the ties and scores are in `/cup`.' });
  });

  it('says when no cup round follows the week, and points to /cup with no week named', () => {
    const quiet = withCupRounds(renderFixtures([]), { cups: true, week: 4, rounds: cupRoundsAfterWeek('cup+europe', 2, 4) });
    expect(quiet.fields?.at(-1)?.value).toBe('No cup round follows week 4; the cup and European ties are in `/cup`.');
    const all = withCupRounds(renderResults([]), { cups: true, rounds: [] });
    expect(all.fields?.at(-1)).toEqual({ name: 'Cups', value: 'The cup and European ties are in `/cup`.' });
  });

  it('leaves a league without cups as it was', () => {
    const plain = renderResults([]);
    expect(withCupRounds(plain, { cups: false, week: 2, rounds: [] })).toBe(plain);
  });
});
