import { describe, expect, it } from 'vitest';
import { clubSentence, renderClubNews } from '../../src/discord/render/club-news.render.js';
import { nameBook } from '../../src/discord/render/names.js';
import { renderWeekSummary } from '../../src/discord/render/outbox.render.js';
import { audienceOf, EVENT_AUDIENCE } from '../../src/engine/event-audience.js';
import type { EngineEvent } from '../../src/engine/model/events.js';
import { playLeagueWithAi } from '../../src/engine/play-season.js';
import type { Form, LeagueState } from '../../src/engine/model/types.js';

/** "Around the clubs" from two real seasons' club news: sentences grouped by club, never "potential reached: X" lists. */

const stepsNews: { step: string; events: EngineEvent[] }[] = [];
/** The same steps' news with the form changes, which each manager reads privately in /news. */
const stepsNewsWithForm: { step: string; events: EngineEvent[] }[] = [];
const playerNames: Record<string, string> = {};
const state: LeagueState = playLeagueWithAi({ seed: 4, humanClubs: 2 }, 2, (step, before, after, events) => {
  for (const known of [before, after]) for (const p of Object.values(known?.players ?? {})) playerNames[p.id] = p.name;
  stepsNews.push({ step, events: events.filter((e) => audienceOf(e) === 'club') });
  stepsNewsWithForm.push({ step, events: events.filter((e) => audienceOf(e) === 'club' || e.type === 'form-changed') });
});
const n = nameBook(playerNames, Object.fromEntries(Object.values(state.clubs).map((c) => [c.id, c.name])));
const allNews = stepsNews.flatMap((s) => s.events);
const CLUB_TYPES = Object.entries(EVENT_AUDIENCE)
  .filter(([, audience]) => audience === 'club')
  .map(([type]) => type);

describe('club news in sentences', () => {
  it.each(CLUB_TYPES.filter((type) => allNews.some((e) => e.type === type)))(
    'GIVEN a %s event THEN it reads as a sentence with a capital and a full stop, not a label',
    (type) => {
      for (const event of allNews.filter((e) => e.type === type)) {
        const sentence = clubSentence(event, n);
        expect(sentence).toMatch(/^[\p{Lu}\d]/u);
        expect(sentence).toMatch(/[.!)]$/);
        expect(sentence).not.toMatch(new RegExp(`^${type.replace(/-/g, ' ')}`, 'i'));
        expect(sentence).not.toMatch(/\((s|es|ies)\)/);
      }
    },
  );

  it('GIVEN the sample THEN it holds the pre-season and end-of-season news the channel used to list', () => {
    for (const type of ['potential-reached', 'injury'])
      expect(
        allNews.some((e) => e.type === type),
        type,
      ).toBe(true);
  });

  it("GIVEN two seasons' club news THEN the routine lines stay out of the channel: form, training and the signing roll", () => {
    for (const type of ['form-assessed', 'form-changed', 'training-completed', 'training-blocked', 'transfer-roll'] as const) {
      expect(EVENT_AUDIENCE[type], type).toBe('private');
      expect(
        allNews.some((e) => e.type === type),
        type,
      ).toBe(false);
    }
  });

  it("GIVEN a pre-season's news THEN each club has one field of sentences, the managers' clubs first in the order given", () => {
    const preseason = stepsNews.find((s) => s.step === 'preseason' && s.events.length > 5)!;
    const clubs = [...new Set(preseason.events.map((e) => ('clubId' in e ? e.clubId : null)).filter((c): c is string => typeof c === 'string'))];
    const managed = clubs.slice(-2).reverse();
    const embed = renderClubNews(preseason.events, n, managed);
    expect(embed.fields!.map((f) => f.name)).toEqual([...managed, ...clubs.filter((c) => !managed.includes(c))].map((c) => state.clubs[c]!.name));
    const sentences = embed.fields!.flatMap((f) => f.value.split('\n'));
    expect(sentences).toHaveLength(preseason.events.length);
  });

  it("GIVEN every step's news THEN no post tells a player's form twice: once up and once down, or twice the same way", () => {
    let told = 0;
    for (const { events } of stepsNewsWithForm) {
      const embed = renderClubNews(events, n);
      const formLines = embed.fields!.flatMap((f) => f.value.split('\n')).filter((line) => / goes into /.test(line));
      const players = formLines.map((line) => line.split(' goes into ')[0]);
      expect(new Set(players).size, formLines.join('\n')).toBe(players.length);
      told += formLines.length;
    }
    expect(told).toBeGreaterThan(0);
  });

  it('GIVEN a week that takes a player up a level and back down THEN the post says nothing of his form; up twice THEN it tells where he ended', () => {
    const change = (from: Form, to: Form, cause: string): EngineEvent => ({ type: 'form-changed', playerId: 'p1', clubId: 'c1', from, to, cause });
    const book = nameBook({ p1: 'Lee Bishop' }, { c1: 'Ashford' });
    const upAndDown = renderClubNews([change('-', '+', 'form training completed'), change('+', '-', 'no goals in 3 games')], book);
    expect(upAndDown.fields ?? []).toEqual([]);
    const upTwice = renderClubNews([change('-', '+', 'form training completed'), change('+', '++', 'a hattrick')], book);
    expect(upTwice.fields!.map((f) => f.value)).toEqual(['Lee Bishop goes into a hot streak (↑↑ hot streak).']);
  });

  it('GIVEN a week whose only news is a form change that nets out THEN the week post has no empty "Around the clubs"', () => {
    const change = (from: Form, to: Form): EngineEvent => ({ type: 'form-changed', playerId: 'p1', clubId: 'c1', from, to, cause: 'x' });
    const embeds = renderWeekSummary(
      {
        leagueName: 'Sample League',
        season: 1,
        week: 2,
        phase: 'season',
        results: [],
        events: [change('-', '+'), change('+', '-')],
        names: { players: { p1: 'Lee Bishop' }, clubs: { c1: 'Ashford' } },
        nextDeadline: null,
      },
      nameBook({ p1: 'Lee Bishop' }, { c1: 'Ashford' }),
    );
    expect(embeds.map((e) => e.title)).not.toContain('Around the clubs');
  });
});
