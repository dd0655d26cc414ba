import { describe, expect, it } from 'vitest';
import { withPictures } from '../../src/discord/outbox-poster.js';
import { cupTieCardView, storyCardsOnRequest } from '../../src/discord/render/post-pictures.js';
import { outboxComponents } from '../../src/discord/outbox-components.js';
import { nameBook } from '../../src/discord/render/names.js';
import { renderOutbox } from '../../src/discord/render/outbox.render.js';
import { fitsDiscord } from '../../src/discord/split.js';
import { newLeague } from '../../src/engine/new-league.js';
import type { CupTieMessage, OutboxPayload, WeekStoryMessage } from '../../src/league/index.js';
import { seasonPositionsPicture } from '../../src/league/channel/season-positions-picture.js';
import { longMatch } from './view-fixtures.js';
import { fileFormat } from '../support/pixels.js';

/** Pictures a post asks for are rendered at delivery and sent with the part whose embed shows them. */

const ONE_MB = 1024 * 1024;
const names = nameBook({}, {});

function pictured(payload: OutboxPayload) {
  return withPictures(renderOutbox(payload, names), payload, names);
}

describe('pictures in posts', () => {
  it('GIVEN a match post asking for its card THEN a JPEG under 1 MB goes with the part that shows it, with its text in the embed and the alt text', () => {
    const message = { ...longMatch(120), picture: { kind: 'match-card' as const } };
    const [parts, files] = pictured({ kind: 'match', message });
    expect(parts.every(fitsDiscord)).toBe(true);
    const flat = files.flat();
    expect(flat.map((f) => f.name)).toEqual(['match.jpg']);
    const file = flat[0]!;
    expect(fileFormat(file.data)).toBe('jpeg');
    expect(file.data.length).toBeLessThan(ONE_MB);
    const index = files.findIndex((f) => f.length > 0);
    const embed = parts[index]!.embeds.find((e) => e.image?.url === 'attachment://match.jpg')!;
    expect(embed.description).toContain(`${message.home.name} ${message.homeGoals}–0 Paris.`);
    expect(embed.description).toMatch(/Scorers: /);
    expect(file.description).toMatch(/^Match card: /);
    expect(file.description.length).toBeLessThanOrEqual(1024);
  });

  const cupTie = (over: Partial<CupTieMessage['tie']>, picture: boolean): CupTieMessage => {
    const match = longMatch(6);
    return {
      season: 2,
      competitionName: 'Cup',
      roundName: 'quarter-final',
      final: false,
      tie: {
        home: match.home,
        away: match.away,
        homeGoals: match.homeGoals,
        awayGoals: 0,
        extraTime: false,
        penalties: null,
        winnerId: match.home.id,
        decidedBy: 'match',
        neutral: false,
        ...over,
      },
      events: match.events,
      names: match.names,
      ...(picture ? { picture: { kind: 'match-card' as const } } : {}),
    };
  };

  it("GIVEN a week's story of three managers' matches THEN only the first shows its card; the others are drawn when its button is pressed", () => {
    const match = (home: string, away: string) => {
      const base = longMatch(6);
      return { ...base, home: { ...base.home, id: home, name: `${home} Town` }, away: { ...base.away, id: away, name: `${away} City` } };
    };
    const matches = [match('a', 'b'), match('c', 'd'), match('e', 'f')];
    const story: WeekStoryMessage = {
      parts: matches.map((message) => ({ kind: 'match', message: { ...message, picture: { kind: 'match-card' } } })),
      headlines: [],
      undecided: [],
      headlineNames: { players: {}, clubs: {} },
    };
    const [parts, files] = pictured({ kind: 'week-story', message: story });
    expect(files.flat().map((f) => f.name)).toEqual(['match-1.jpg']);
    const shown = parts.flatMap((p) => p.embeds).filter((e) => e.image);
    expect(shown.map((e) => [e.title, e.image!.url])).toEqual([['a Town 3–0 b City', 'attachment://match-1.jpg']]);
    const asked = storyCardsOnRequest(story);
    expect(asked.map((card) => [card.file.name, card.embed.title, card.embed.image?.url])).toEqual([
      ['match-2.jpg', 'Match card: c Town v d City', 'attachment://match-2.jpg'],
      ['match-3.jpg', 'Match card: e Town v f City', 'attachment://match-3.jpg'],
    ]);
    for (const card of asked) expect(fileFormat(card.file.data)).toBe('jpeg');
    const buttons = outboxComponents({ kind: 'week-story', message: story, id: '42' }).flatMap((row) => row.components);
    expect(buttons.map((b) => ('custom_id' in b ? b.custom_id : ''))).toEqual([
      'news:cards:42',
      'news:dice:42:0',
      'news:dice:42:1',
      'news:dice:42:2',
    ]);
    expect(buttons[0]).toMatchObject({ label: 'Show the other match cards' });
    // A story of one pictured match shows it and has no such button.
    const single = { ...story, parts: story.parts.slice(0, 1) };
    expect(storyCardsOnRequest(single)).toEqual([]);
    expect(outboxComponents({ kind: 'week-story', message: single, id: '42' }).flatMap((row) => row.components)).toHaveLength(1);
  });

  it.each([
    ['in 90 minutes', false, undefined],
    ['after extra time', true, 120],
  ])('GIVEN a cup tie told in full, won %s THEN it gets the match card as a league match does, headed by its stage', (_, extraTime, minutes) => {
    const message = cupTie({ extraTime }, true);
    const view = cupTieCardView(message, names);
    expect(view.heading).toBe('Season 2 · Cup quarter-final');
    expect(view.minutes).toBe(minutes);
    expect(view.scorers.length).toBe(message.tie.homeGoals);
    const [parts, files] = pictured({ kind: 'cup-tie', message });
    expect(parts.every(fitsDiscord)).toBe(true);
    const flat = files.flat();
    expect(flat.map((f) => f.name)).toEqual(['match.jpg']);
    expect(fileFormat(flat[0]!.data)).toBe('jpeg');
    expect(flat[0]!.data.length).toBeLessThan(ONE_MB);
    expect(flat[0]!.description).toMatch(/^Match card: /);
    const embed = parts.flatMap((p) => p.embeds).find((e) => e.image?.url === 'attachment://match.jpg')!;
    expect(embed.title).toBe(`Match card: ${message.tie.home.name} v ${message.tie.away.name}`);
    expect(embed.description).toContain(`${message.tie.home.name} ${message.tie.homeGoals}–0 ${message.tie.away.name}.`);
  });

  it('GIVEN a cup tie queued before pictures, or one decided off the chart THEN it is posted without a file', () => {
    expect(pictured({ kind: 'cup-tie', message: cupTie({}, false) })[1].flat()).toEqual([]);
    const chart = { ...cupTie({ decidedBy: 'chart' }, false), events: [] };
    expect(pictured({ kind: 'cup-tie', message: chart })[1].flat()).toEqual([]);
  });

  it('GIVEN a match post queued before pictures (no picture field) THEN it is posted without a file', () => {
    const [parts, files] = pictured({ kind: 'match', message: longMatch(4) });
    expect(files.flat()).toEqual([]);
    expect(parts.flatMap((p) => p.embeds).some((e) => e.image)).toBe(false);
  });

  it("GIVEN a season's end with two managers' clubs in one division THEN one chart names both, with their final places in words", () => {
    const state = newLeague({ seed: 3, humanClubs: 2 });
    const managed = Object.values(state.clubs)
      .filter((c) => c.playerControlled)
      .map((c) => c.id);
    const division = state.divisions.find((d) => managed.every((id) => d.clubIds.includes(id)))!;
    // Every fixture a home win, in round order: the tables week by week follow from it.
    division.results = division.fixtures.map((f) => ({ round: f.round, homeId: f.homeId, awayId: f.awayId, homeGoals: 1, awayGoals: 0 }));
    const picture = seasonPositionsPicture(state.season, state, new Set(managed));
    expect(picture).not.toBeNull();
    const clubNames = Object.fromEntries(Object.values(state.clubs).map((c) => [c.id, c.name]));
    const history = { season: state.season, divisions: [], champion: managed[0]!, runnerUp: managed[1]!, topScorers: [] };
    const [parts, files] = pictured({ kind: 'season-review', message: { history, clubNames, picture: picture! } });
    const flat = files.flat();
    expect(flat).toHaveLength(1);
    expect(flat[0]!.data.length).toBeLessThan(ONE_MB);
    const embed = parts.flatMap((p) => p.embeds).find((e) => e.image?.url === `attachment://${flat[0]!.name}`)!;
    for (const id of managed) expect(embed.description).toContain(`${clubNames[id]}: finished `);
  });

  it('GIVEN a season no manager played THEN no chart is asked for', () => {
    const state = newLeague({ seed: 3, humanClubs: 1 });
    expect(seasonPositionsPicture(state.season, state, new Set())).toBeNull();
    expect(seasonPositionsPicture(state.season + 1, state, new Set(Object.keys(state.clubs)))).toBeNull();
  });
});
