import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { loadCardsState } from '../../src/db/repositories/cards.repository.js';
import { findLeague } from '../../src/db/repositories/league.repository.js';
import { renderSettings } from '../../src/discord/render/league.render.js';
import type { CardsLeague } from '../../src/league/shared/cards-league.js';
import { createCardsLeague } from '../../src/league/modes/cards/create-cards-league.js';
import { settingsView } from '../../src/league/shared/league-summary.js';
import { InvalidInput } from '../../src/league/errors.js';
import type { CardsBalance } from '../../src/engine/cards/balance.js';
import { describeOnEachDatabase } from '../support/db.js';
import { depsOf } from './helpers.js';

describeOnEachDatabase('the cards balance option', (database) => {
  const create = (balance?: string) =>
    createCardsLeague(depsOf(database()), {
      guildId: 'g1',
      channelId: `ch-${randomUUID()}`,
      name: 'Card School',
      actorUserId: 'admin',
      isAdmin: true,
      seasons: 1,
      ...(balance !== undefined ? { balance: balance as CardsBalance } : {}),
      options: { humanClubs: 2, seed: 7, schedule: { kind: 'interval', hours: 24 } },
    });

  it('GIVEN balance open-play at creation THEN the game plays it and /league settings shows it', async () => {
    const league = await create('open-play');
    const state = (await loadCardsState(database().db, league.id)) as CardsLeague;
    expect(state.game.balance).toBe('open-play');
    expect(league.settings.cardsBalance?.option).toBe('open-play');
    expect(renderSettings(league.settings, 'cards')).toContain(
      'Balance: no away handicap, a level duel in attack scores, keepers save less (open-play)',
    );
  });

  it("GIVEN a cards league THEN /league settings gives every option's measured table, as docs/cards.md has it", async () => {
    const text = renderSettings((await create('open-play')).settings, 'cards');
    expect(text).toContain('- article (the default): 53.9% / 43.1% / 3.0%, 0-0 38.7%, 2.01 goals, stronger sheet wins 35.7%');
    expect(text).toContain('- away-minus-one: 39.2% / 51.2% / 9.6%, 0-0 41.9%, 2.10 goals, stronger sheet wins 36.0%');
    expect(text).toContain('- open-play: 33.7% / 34.1% / 32.2%, 0-0 18.0%, 4.11 goals, stronger sheet wins 56.0%');
  });

  it("GIVEN no balance THEN the article's rules, left out of the state as in older leagues", async () => {
    const league = await create();
    const state = (await loadCardsState(database().db, league.id)) as CardsLeague;
    expect(state.game.balance).toBeUndefined();
    const row = (await findLeague(database().db, league.id))!;
    expect(settingsView(row).cardsBalance?.option).toBe('article');
    expect(renderSettings(settingsView(row), 'cards')).toContain("Balance: the article's rules (article)");
  });

  it('GIVEN a balance the game does not know THEN a clear refusal and no league', async () => {
    await expect(create('easy')).rejects.toBeInstanceOf(InvalidInput);
  });
});
