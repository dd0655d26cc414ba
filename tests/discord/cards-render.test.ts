import { describe, expect, it } from 'vitest';
import type { ClubHeader } from '../../src/db/repositories/club.repository.js';
import type { LeagueRow } from '../../src/db/tables.js';
import { seededDice } from '../../src/engine/dice.js';
import { playCardsStep } from '../../src/engine/cards/step.js';
import { renderCardsLots, renderCardsMatch, renderCardsStep, cardLabel } from '../../src/discord/render/cards.render.js';
import { cardsMatchStory } from '../../src/league/modes/cards/cards-match-story.js';
import { renderOutbox } from '../../src/discord/render/outbox.render.js';
import { withPictures } from '../../src/discord/outbox-poster.js';
import { fitsDiscord } from '../../src/discord/split.js';
import { nameBook } from '../../src/discord/render/names.js';
import { splitDraft } from '../../src/discord/split.js';
import { cardsClubs, cardsDiceSeed, newCardsLeague, type CardsLeague } from '../../src/league/shared/cards-league.js';
import { cardsMessages, type CardsMatchMessage } from '../../src/league/modes/cards/cards-messages.js';
import type { OutboxPayload } from '../../src/league/index.js';

const clubs = cardsClubs(3);
const headers = clubs.map((c) => ({
  id: c.id,
  name: c.name,
  division: 0,
  player_controlled: c.managed,
  manager_user_id: c.managed ? `u-${c.id}` : null,
  balance: 0,
})) as ClubHeader[];
const league = {
  id: 'l1',
  channel_id: 'ch1',
  name: 'Card School',
  turn: 0,
  settings: { rules: { engine: 'classic', homeAdvantages: false }, live: false },
} as LeagueRow;

/** A whole one-season game of absent managers, with every step's posts. */
function playedGame(): { state: CardsLeague; posts: OutboxPayload[] }[] {
  let state = newCardsLeague({ seed: 11, managerClubIds: clubs.filter((c) => c.managed).map((c) => c.id), seasons: 1 });
  const out: { state: CardsLeague; posts: OutboxPayload[] }[] = [];
  while (state.game.phase !== 'finished') {
    const { state: game, events } = playCardsStep(state.game, {}, seededDice(cardsDiceSeed(state)));
    const after = { seed: state.seed, step: state.step + 1, game };
    const posts = cardsMessages({ league, clubs: headers, before: state, after, events, nextDeadline: new Date('2030-01-01T20:00:00Z') });
    out.push({ state, posts: posts.map((p) => ({ kind: p.kind, message: p.payload }) as OutboxPayload) });
    state = after;
  }
  return out;
}

describe('the cards posts', () => {
  const game = playedGame();

  it("GIVEN a whole season THEN every post renders within Discord's limits, one per match with both sheets, and the lots after each round", () => {
    const kinds = game.flatMap((step) => step.posts.map((p) => p.kind));
    // Every match is told: a manager's as its own post, one between two dummies as a line of its step's post.
    const told = game.flatMap((step) => step.posts).flatMap((p) => (p.kind === 'cards-match' ? [p.message] : []));
    const lines = game.flatMap((step) => step.posts).flatMap((p) => (p.kind === 'cards-step' ? (p.message.otherResults ?? []) : []));
    expect(told.length + lines.length).toBe(10 * 3 + 2 + 1);
    expect(lines.length).toBeGreaterThan(0);
    for (const post of told) expect([post.home, post.away].some((side) => side.dummyLevel === null)).toBe(true);
    for (const post of game.flatMap((step) => step.posts)) {
      if (post.kind !== 'cards-step') continue;
      const text = renderCardsStep(post.message)[0]!.description!;
      for (const r of post.message.otherResults ?? [])
        expect(text).toContain(`${post.message.names[r.homeId]} ${r.homeGoals}–${r.awayGoals} ${post.message.names[r.awayId]}`);
    }
    expect(kinds.filter((k) => k === 'cards-step')).toHaveLength(game.length);
    for (const { posts } of game) {
      for (const post of posts) {
        const parts = splitDraft(renderOutbox(post, nameBook({}, {})));
        expect(parts.length).toBeGreaterThan(0);
        for (const part of parts) for (const embed of part.embeds) expect(JSON.stringify(embed).length).toBeLessThan(6000);
      }
    }
    const rounds = game.filter((step) => step.state.game.phase === 'round');
    for (const step of rounds) expect(step.posts.filter((p) => p.kind === 'cards-lots').length, `step ${step.state.step}`).toBeLessThanOrEqual(1);
    expect(rounds.filter((step) => step.posts.some((p) => p.kind === 'cards-lots')).length).toBeGreaterThan(rounds.length / 2);
  });

  it('GIVEN a match post THEN it shows both sheets with levels, each duel in a plain sentence with the running score, the luck and the final score', () => {
    const post = game.flatMap((s) => s.posts).find((p) => p.kind === 'cards-match')!;
    const message = post.message as CardsMatchMessage;
    const embed = renderCardsMatch(message);
    const [home, away] = [message.names[message.home.clubId]!, message.names[message.away.clubId]!];
    expect(embed.title).toBe(`League round 1: ${home} ${message.homeGoals}–${message.awayGoals} ${away}`);
    const lines = embed.description!.split('\n');
    expect(lines[0]).toBe(`Kick-off: ${home} 0, ${away} −2 (the away side starts two goals down).`);
    // One sentence a pair of facing players (both sides' duels), one an unmarked player, then two keepers and two luck cards.
    const pairs = message.duels.filter((d) => d.opponentLevel !== null).length / 2;
    const unmarked = message.duels.filter((d) => d.opponentLevel === null).length;
    const middle = lines.slice(1, 1 + pairs + unmarked);
    expect(middle).toHaveLength(pairs + unmarked);
    for (const line of middle)
      expect(line).toMatch(/^.+'s \S+ \(level \d+\)( in \w+)? (beats .+|is unmarked .+|and .+ are level.*: no goal)\. → \S+ v \S+$/);
    expect(middle.filter((l) => l.includes(' is unmarked '))).toHaveLength(unmarked);
    expect(lines.slice(1 + pairs + unmarked, 3 + pairs + unmarked).every((l) => /( saves: |: no saves\.)/.test(l))).toBe(true);
    expect(lines.slice(3 + pairs + unmarked, 5 + pairs + unmarked).every((l) => / (drew .+ for luck|draw no luck card)/.test(l))).toBe(true);
    expect(lines[5 + pairs + unmarked]).toMatch(
      new RegExp(`^\\*\\*Final score\\*\\* .+ ${message.homeGoals}–${message.awayGoals} .+: .+ ended on .+; .+ ended on .+\\.$`),
    );
    for (const side of [message.home, message.away]) {
      const field = embed.fields!.find((f) => f.name.startsWith(message.names[side.clubId]!))!;
      for (const place of side.places) expect(field.value).toMatch(new RegExp(`${place.space} +\\w+ +\\S+ +level ${place.level}`));
    }
  });

  it('GIVEN a match post THEN the picture of both grids goes with it, its text equivalent in its embed and alt text', () => {
    const post = game.flatMap((s) => s.posts).find((p) => p.kind === 'cards-match')!;
    const message = post.message as CardsMatchMessage;
    const [parts, files] = withPictures(renderOutbox(post, nameBook({}, {})), post, nameBook({}, {}));
    expect(parts.every(fitsDiscord)).toBe(true);
    const flat = files.flat();
    expect(flat.map((f) => f.name)).toEqual(['sheets.png']);
    expect([...flat[0]!.data.subarray(1, 4)].map((c) => String.fromCharCode(c)).join('')).toBe('PNG');
    const embed = parts.flatMap((p) => p.embeds).find((e) => e.image?.url === 'attachment://sheets.png')!;
    const [home, away] = [message.names[message.home.clubId]!, message.names[message.away.clubId]!];
    expect(embed.title).toBe(`Team sheets: ${home} v ${away}`);
    expect(embed.description!.split('\n')).toHaveLength(2);
    expect(embed.description).toContain(`${home} (home, formation `);
    for (const place of message.home.places) expect(embed.description).toMatch(new RegExp(`${place.space} \\w+ \\S+ level ${place.level}`));
    expect(flat[0]!.description).toMatch(/^Team sheets: /);
  });

  it('GIVEN every match of a season THEN the told goals, half goals rounded down and below nothing 0, are the engine’s score', () => {
    const matches = game.flatMap((s) => s.posts).filter((p) => p.kind === 'cards-match');
    expect(matches.length).toBeGreaterThan(20);
    for (const post of matches) {
      const message = post.message as CardsMatchMessage;
      const story = cardsMatchStory(message);
      expect(Math.max(0, Math.floor(story.homeHalves / 2)), JSON.stringify(message.duels)).toBe(message.homeGoals);
      expect(Math.max(0, Math.floor(story.awayHalves / 2))).toBe(message.awayGoals);
      expect(story.steps.at(-1)!.home).toBe(story.homeHalves);
      expect(story.steps.at(-1)!.away).toBe(story.awayHalves);
    }
  });

  it('GIVEN a +1 luck card and still no goal THEN the final score says why: the score below nothing counts as 0, half goals round down', () => {
    const matches = game
      .flatMap((s) => s.posts)
      .map((p) => p.message as CardsMatchMessage)
      .filter((m) => 'duels' in m);
    const lifted = matches.find((m) => m.awayGoals === 0 && m.awayLuck !== null && /^[2-9TA]H$/.test(m.awayLuck) && m.suitOrder[0] === 'H');
    expect(lifted).toBeDefined();
    const text = renderCardsMatch(lifted!).description!;
    const away = lifted!.names[lifted!.away.clubId]!;
    expect(text).toContain(`${away} drew ${cardLabel(lifted!.awayLuck!)} for luck: the top suit (level 4), +1 goal.`);
    expect(text).toMatch(new RegExp(`${away} ended on (−\\S+, and a score below nothing counts as 0|½, and half goals round down to 0)`));
  });

  it('GIVEN the posts of a whole season THEN none names a card of a hand that was never revealed', () => {
    for (const { state, posts } of game) {
      const text = JSON.stringify(
        posts.map((p) => [p.kind === 'cards-step' ? renderCardsStep(p.message) : null, p.kind === 'cards-lots' ? renderCardsLots(p.message) : null]),
      );
      for (const id of state.game.managerIds) {
        // Kept cards are private until they play: the step and lots posts never list a hand.
        const hand = state.game.managers[id]!.hand.filter((card) => !state.game.lots.includes(card));
        expect(hand.length).toBeGreaterThan(0);
        for (const card of hand) expect(text).not.toContain(cardLabel(card));
      }
    }
  });
  it('GIVEN the posts of a whole season in German THEN each, its picture text and the season’s end read in German, no common English word left', () => {
    const english =
      /\b(the|and|with|goal|goals|wins?|beat|draw|week|season|played|table|results|keeper|saves?|after|away|home|next|deadline|round|final|from|points|level|reserve|formation|cards?|lots?|offer|luck|dummy|sold|cup|league|winner|trophy|suit|none)\b/i;
    const lines: string[] = [];
    for (const { posts } of game) {
      for (const post of posts) {
        const german = { ...post, message: { ...post.message, locale: 'de' } } as OutboxPayload;
        const [parts, files] = withPictures(renderOutbox(german, nameBook({}, {})), german, nameBook({}, {}));
        expect(parts.every(fitsDiscord)).toBe(true);
        const embeds = parts.flatMap((p) => p.embeds);
        lines.push(
          ...embeds.flatMap((e) => [e.title, e.description, ...(e.fields ?? []).flatMap((f) => [f.name, f.value])]).filter((l): l is string => !!l),
        );
        lines.push(...files.flat().map((f) => f.description));
      }
    }
    const text = lines.join('\n');
    for (const word of ['Anpfiff', 'Endstand', 'ist vorbei', 'Titelpunkt', 'Pokal', 'im Angebot', 'Tabelle']) expect(text).toContain(word);
    const left = text.split('\n').filter((line) =>
      english.test(
        line
          .replace(/<t:[^>]*>/g, '')
          .replace(/\/[a-z]+/g, '')
          .replace(/Dummy XI \d|Card School/g, ''),
      ),
    );
    expect(left).toEqual([]);
  });
});
