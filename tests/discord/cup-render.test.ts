import { describe, expect, it } from 'vitest';
import { renderCupDraw, renderCupTie, renderCupView, tieScore } from '../../src/discord/render/cup.render.js';
import { renderHistory } from '../../src/discord/render/league.render.js';
import { nameBook } from '../../src/discord/render/names.js';
import type { CupTieView, CupView } from '../../src/league/index.js';
import { longMatch } from './view-fixtures.js';

const ref = (id: string, name: string) => ({ id, name, managerUserId: null });
const tie = (over: Partial<CupTieView>): CupTieView => ({
  home: ref('h', 'Home *Town*'),
  away: ref('a', 'Away'),
  homeGoals: 1,
  awayGoals: 0,
  extraTime: false,
  penalties: null,
  winnerId: 'h',
  decidedBy: 'match',
  neutral: false,
  ...over,
});

describe('cup posts and /cup', () => {
  const scores: [string, Partial<CupTieView>, string][] = [
    ['a win in 90 minutes', {}, 'Home \\*Town\\* **1–0** Away'],
    ['a win after extra time', { homeGoals: 2, awayGoals: 1, extraTime: true }, 'Home \\*Town\\* **2–1** Away aet'],
    [
      'penalties',
      { homeGoals: 1, awayGoals: 1, extraTime: true, penalties: { home: 3, away: 4 }, winnerId: 'a' },
      'Home \\*Town\\* **1–1** Away aet (3–4 on penalties), Away through',
    ],
    ['a walkover', { decidedBy: 'walkover', homeGoals: 0, awayGoals: 0, winnerId: 'a' }, 'Home \\*Town\\* v Away: walkover to Away'],
  ];
  for (const [label, over, text] of scores) {
    it(`GIVEN ${label} THEN the score reads "${text}"`, () => {
      expect(tieScore(tie(over))).toBe(text);
    });
  }

  it('GIVEN a final won on penalties THEN nobody goes "through": the score and the shoot-out only', () => {
    const final = tie({ homeGoals: 1, awayGoals: 1, extraTime: true, penalties: { home: 3, away: 4 }, winnerId: 'a' });
    expect(tieScore(final, 'en', true)).toBe('Home \\*Town\\* **1–1** Away aet (3–4 on penalties)');
    expect(tieScore(final, 'de', true)).not.toMatch(/weiter/);
  });

  it('GIVEN a draw THEN each tie is a line, the final on a neutral ground, byes named', () => {
    const embed = renderCupDraw({
      season: 2,
      competition: 'cup',
      competitionName: 'Cup',
      round: 5,
      roundName: 'final',
      ties: [{ home: ref('h', 'Home'), away: ref('a', 'Away'), neutral: true }],
      byes: [ref('b', 'Bye FC')],
    });
    expect(embed.title).toBe('Cup final draw, season 2');
    expect(embed.description).toBe('Home v Away (neutral ground)\n\nByes: Bye FC');
  });

  it("GIVEN a tie in full THEN its dice show as the league's match reports show them: not at all unless the league shows them", () => {
    const match = longMatch(4);
    const names = nameBook({ p0: 'Striker', p1: 'Winger', p2: 'Forward', p3: 'Runner' }, { c1: 'Home', c2: 'Away' });
    const report = (dice?: 'shown' | 'spoiler' | 'hidden') =>
      renderCupTie(
        {
          season: 1,
          competitionName: 'Cup',
          roundName: 'round 1',
          final: false,
          tie: tie({ home: ref('c1', 'Home'), away: ref('c2', 'Away'), homeGoals: match.homeGoals, winnerId: 'c1' }),
          events: match.events,
          names: match.names,
          ...(dice ? { dice } : {}),
        },
        names,
      )[0]!.description!;
    // The channel tells the story: the dice are one press away ("Show the dice") unless the league shows them.
    expect(report()).not.toMatch(/\[|\|\|/);
    expect(report('spoiler')).not.toMatch(/\[|\|\|/);
    expect(report('shown')).toContain(' [');
    expect(report('shown')).not.toContain('||');
    expect(report('hidden')).not.toMatch(/\[|\|\|/);
  });

  it('GIVEN the cups off THEN /cup says the league plays none; GIVEN a bracket THEN rounds played and to play, and the cabinet', () => {
    const off: CupView = { option: 'off', season: null, competitions: [], cabinet: [] };
    expect(renderCupView(off)[0]!.description).toMatch(/plays no cups/);
    const view: CupView = {
      option: 'cup',
      season: 1,
      cabinet: [{ clubName: 'Winners', trophies: [{ season: 1, competition: 'Cup' }] }],
      competitions: [
        {
          competition: 'cup',
          name: 'Cup',
          totalRounds: 5,
          winnerName: null,
          rounds: [
            {
              round: 1,
              name: 'round 1',
              byes: [],
              ties: [
                {
                  homeName: 'A',
                  awayName: 'B',
                  neutral: false,
                  result: { homeGoals: 2, awayGoals: 2, extraTime: false, penalties: { home: 5, away: 4 }, winnerName: 'A' },
                },
              ],
            },
            { round: 2, name: 'round 2', byes: [], ties: [{ homeName: 'A', awayName: 'C', neutral: false, result: null }] },
          ],
        },
      ],
    };
    const [bracket, cabinet] = renderCupView(view);
    expect(bracket!.fields!.map((f) => f.name)).toEqual(['Round 1', 'Round 2 (to play)']);
    expect(bracket!.fields![0]!.value).toBe('A **2–2** B (5–4 pens) → A');
    expect(bracket!.fields![1]!.value).toBe('A v C');
    expect(bracket!.footer!.text).toBe('Rounds still to draw: 3, 4, 5 of 5');
    expect(cabinet!.description).toBe('Winners: Cup (1)');
  });
});

describe('the history with cups', () => {
  it('GIVEN a season with cup winners THEN /league history and the season review name them, foreign clubs by their own names', () => {
    const [embed] = renderHistory({
      seasons: [
        {
          season: 2,
          champion: 'c1',
          runnerUp: 'c2',
          divisions: [],
          topScorers: [],
          cups: [
            { competition: 'cup', winnerId: 'c1', runnerUpId: 'c2' },
            { competition: 'uefa-cup', winnerId: 's2f3', runnerUpId: 'c2', winnerName: 'Malmo FF' },
          ],
        },
      ],
      clubNames: { c1: 'One', c2: 'Two' },
    });
    expect(embed!.fields!.find((f) => f.name === 'Cups')!.value).toBe('Cup: One (beat Two)\nUEFA Cup: Malmo FF (beat Two)');
  });
});
