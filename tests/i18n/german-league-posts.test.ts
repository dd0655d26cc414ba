import { describe, expect, it } from 'vitest';
import type { ClubHeader } from '../../src/db/repositories/club.repository.js';
import type { LeagueRow } from '../../src/db/tables.js';
import { LIMITS } from '../../src/discord/limits.js';
import { diceButtons } from '../../src/discord/outbox-components.js';
import { postNameBook, renderOutbox } from '../../src/discord/render/outbox.render.js';
import { splitDraft } from '../../src/discord/split.js';
import { allAiOrders } from '../../src/engine/ai/fill-orders.js';
import { seededDice } from '../../src/engine/dice.js';
import { newLeague } from '../../src/engine/new-league.js';
import type { LeagueState, MatchEngineKind } from '../../src/engine/model/types.js';
import { diceSeedForNextStep, playStep } from '../../src/engine/step.js';
import type { OutboxPayload, WeekStoryMessage } from '../../src/league/index.js';
import { football } from '../../src/league/modes/football.js';
import { phraseMemoryAfter } from '../../src/league/posts/phrase-memory.js';
import type { Locale } from '../../src/i18n/locales.js';

/**
 * A league that posts in German, played step by step through the real step messages and the week's story, rendered
 * as the poster renders it: its channel reads no English sentence, and each post keeps within Discord's limits.
 */
const WEEKS = 16;

/** Common English words a German post would show if a string were left untranslated (whole words, any case). */
const ENGLISH_WORDS = [
  'the',
  'and',
  'with',
  'goal',
  'goals',
  'win',
  'wins',
  'beat',
  'draw',
  'week',
  'season',
  'played',
  'table',
  'results',
  'scorers',
  'assist',
  'keeper',
  'shot',
  'shoots',
  'saves',
  'corner',
  'penalty',
  'free kick',
  'kick-off',
  'after',
  'away',
  'home',
  'next',
  'deadline',
  'round',
  'final',
  'cup',
  'his',
  'for',
  'from',
  'into',
  'top',
  'points',
];
const DETECTOR = new RegExp(`\\b(${ENGLISH_WORDS.join('|')})\\b`, 'i');

/** Every name a payload carries (clubs, players, the league): names are the same in every language. */
function namesIn(value: unknown, into: Set<string>): Set<string> {
  if (Array.isArray(value)) for (const item of value) namesIn(item, into);
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (['players', 'clubs', 'clubNames'].includes(key) && inner && typeof inner === 'object' && !Array.isArray(inner)) {
        for (const name of Object.values(inner)) if (typeof name === 'string') into.add(name);
      }
      if (['name', 'clubName', 'leagueName', 'player', 'fromClub', 'homeName', 'awayName', 'winnerName'].includes(key) && typeof inner === 'string')
        into.add(inner);
      namesIn(inner, into);
    }
  }
  return into;
}

function playedLeague(engine: MatchEngineKind, language: Locale) {
  let state: LeagueState = newLeague({ seed: 31, humanClubs: 4, settings: { engine, cups: 'cup' } });
  let memory: unknown = null;
  const posts: OutboxPayload[] = [];
  for (let turn = 0; state.week <= WEEKS && state.season === 1; turn++) {
    const before = state;
    const { state: after, events } = playStep(before, allAiOrders(before), seededDice(diceSeedForNextStep(before)));
    const clubs: ClubHeader[] = Object.values(after.clubs).map((c, i) => ({
      id: c.id,
      name: c.name,
      division: 0,
      player_controlled: c.playerControlled,
      manager_user_id: c.playerControlled ? `10000000000000000${i}` : null,
      balance: 0,
    }));
    const league = {
      id: 'l1',
      channel_id: 'ch',
      name: 'Bundesliga der Freunde',
      turn,
      game: 'football',
      web_page: false,
      settings: { rules: after.settings, live: false, language },
      phrase_memory: memory,
    } as unknown as LeagueRow;
    const messages = football.messages({ league, clubs, before, after, events, nextDeadline: new Date('2026-01-01T20:00:00Z') });
    memory = phraseMemoryAfter(messages) ?? memory;
    posts.push(...messages.map((m) => ({ kind: m.kind, message: m.payload }) as OutboxPayload));
    state = after;
  }
  return posts.map((payload) => {
    const parts = splitDraft(renderOutbox(payload, postNameBook(payload)));
    const texts = parts.flatMap((part) => [
      part.content ?? '',
      ...part.embeds.flatMap((e) => [
        e.title ?? '',
        e.description ?? '',
        e.footer?.text ?? '',
        ...(e.fields ?? []).flatMap((f) => [f.name, f.value]),
      ]),
    ]);
    return { payload, parts, text: texts.join('\n'), names: namesIn(payload, new Set(Object.values(state.clubs).map((c) => c.name))) };
  });
}

/** The words of a post without its names, mentions and timestamps: what the language writes. */
function wordsOf(post: { text: string; names: Set<string> }): string {
  let text = post.text.replace(/<[@#&!:t][^>]*>/g, ' ');
  for (const name of [...post.names].sort((a, b) => b.length - a.length)) text = text.split(name).join(' ');
  return text;
}

describe.each(['classic', 'detailed'] as const)('a %s league that posts in German', (engine) => {
  const posts = playedLeague(engine, 'de');
  const stories = posts.filter((p) => p.payload.kind === 'week-story');

  it(`GIVEN ${WEEKS} weeks played THEN each step is told as a week's story, with its match reports`, () => {
    expect(stories.length).toBeGreaterThanOrEqual(WEEKS);
    expect(stories.some((s) => s.text.includes('Torschützen'))).toBe(true);
    expect(stories.some((s) => /\d+\. Spieltag gespielt/.test(s.text))).toBe(true);
  });

  it('GIVEN every week story THEN no line of it reads as English', () => {
    const english = stories.flatMap((story) =>
      wordsOf(story)
        .split('\n')
        .filter((line) => DETECTOR.test(line))
        .map((line) => line.trim()),
    );
    expect(english).toEqual([]);
  });

  it('GIVEN every week story THEN its "show the dice" buttons are in German too', () => {
    const labels = stories.flatMap((story) => diceButtons('1', story.payload.message as WeekStoryMessage).map((button) => button.label));
    expect(labels.length).toBeGreaterThan(0);
    expect(labels.filter((label) => !label.startsWith('Würfel zeigen: '))).toEqual([]);
  });

  it("GIVEN every post THEN each message keeps within Discord's limits", () => {
    for (const { parts } of posts) {
      for (const part of parts) {
        expect((part.content ?? '').length).toBeLessThanOrEqual(LIMITS.content);
        expect(part.embeds.length).toBeLessThanOrEqual(LIMITS.embedsPerMessage);
        let total = 0;
        for (const e of part.embeds) {
          expect((e.title ?? '').length).toBeLessThanOrEqual(LIMITS.title);
          expect((e.description ?? '').length).toBeLessThanOrEqual(LIMITS.description);
          expect((e.fields ?? []).length).toBeLessThanOrEqual(LIMITS.fields);
          for (const f of e.fields ?? []) {
            expect(f.name.length).toBeLessThanOrEqual(LIMITS.fieldName);
            expect(f.value.length).toBeLessThanOrEqual(LIMITS.fieldValue);
          }
          total += (e.title ?? '').length + (e.description ?? '').length + (e.footer?.text ?? '').length;
          total += (e.fields ?? []).reduce((sum, f) => sum + f.name.length + f.value.length, 0);
        }
        expect(total).toBeLessThanOrEqual(LIMITS.embedTotal);
      }
    }
  });
});

describe('the detector', () => {
  it('GIVEN an English league played the same way THEN it finds English in its stories (so a German pass means something)', () => {
    const stories = playedLeague('classic', 'en').filter((p) => p.payload.kind === 'week-story');
    expect(stories.filter((story) => DETECTOR.test(wordsOf(story))).length).toBe(stories.length);
  });
});
