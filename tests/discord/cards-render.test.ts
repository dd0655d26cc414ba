import { describe, expect, it } from 'vitest';
import type { ClubHeader } from '../../src/db/repositories/club.repository.js';
import type { LeagueRow } from '../../src/db/tables.js';
import { seededDice } from '../../src/engine/dice.js';
import { playCardsStep } from '../../src/engine/cards/step.js';
import { duelBlock, renderCardsLots, renderCardsMatch, renderCardsStep, cardLabel } from '../../src/discord/render/cards.render.js';
import { renderOutbox } from '../../src/discord/render/outbox.render.js';
import { nameBook } from '../../src/discord/render/names.js';
import { splitDraft } from '../../src/discord/split.js';
import { cardsClubs, cardsDiceSeed, newCardsLeague, type CardsLeague } from '../../src/league/modes/cards/cards-league.js';
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
const league = { id: 'l1', channel_id: 'ch1', name: 'Card School', turn: 0 } as LeagueRow;

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
    expect(kinds.filter((k) => k === 'cards-match')).toHaveLength(10 * 3 + 2 + 1);
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

  it('GIVEN a match post THEN it shows both sheets with levels, a duel row for every duel with both levels, the luck and the score', () => {
    const post = game.flatMap((s) => s.posts).find((p) => p.kind === 'cards-match')!;
    const message = post.message as CardsMatchMessage;
    const embed = renderCardsMatch(message);
    expect(embed.title).toBe(
      `League round 1: ${message.names[message.home.clubId]} ${message.homeGoals}–${message.awayGoals} ${message.names[message.away.clubId]}`,
    );
    const rows = duelBlock(message).split('\n').slice(1, -1);
    expect(rows).toHaveLength(message.duels.length);
    rows.forEach((row, i) => {
      const duel = message.duels[i]!;
      expect(row).toMatch(new RegExp(`^${duel.side} +${duel.space} `));
      expect(row).toContain(`L${duel.level}  v  `);
      expect(row.endsWith(duel.opponentLevel === null ? 'unmarked' : duel.won ? 'won' : duel.level === duel.opponentLevel ? 'level' : 'lost')).toBe(
        true,
      );
    });
    for (const side of [message.home, message.away]) {
      const field = embed.fields!.find((f) => f.name.startsWith(message.names[side.clubId]!))!;
      for (const place of side.places)
        if (typeof place.occupant === 'string' && place.occupant.length === 2) expect(field.value).toContain(`${cardLabel(place.occupant)}`);
    }
    expect(embed.description).toMatch(/\*\*Luck\*\* /);
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
});
