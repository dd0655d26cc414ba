import { expect, it } from 'vitest';
import { renderSettings } from '../../src/discord/render/league.render.js';
import { createLeague } from '../../src/league/membership/create-league.js';
import { InvalidInput } from '../../src/league/errors.js';
import { findLeagueByChannel } from '../../src/league/find-league.js';
import { describeOnEachDatabase } from '../support/db.js';
import { depsOf, makeLeagueIn, stateOf } from './helpers.js';

/** The detailed engine's league options: five substitutions and home advantages, set when the league is created. */
describeOnEachDatabase('detailed league options', (database) => {
  it('GIVEN a detailed league created with five substitutions and home advantages THEN the engine and the settings carry both', async () => {
    const deps = depsOf(database());
    const league = await makeLeagueIn(deps, { engine: 'detailed', substitutions: 5, homeAdvantages: true });
    expect((await stateOf(deps, league.id)).settings).toEqual({ engine: 'detailed', homeAdvantages: true, substitutions: 5 });
    expect(league.settings).toMatchObject({ engine: 'detailed', substitutions: 5, homeAdvantages: true });
    expect(renderSettings(league.settings)).toContain('Match engine: detailed, 5 substitutions a side, home advantages');
  });

  it('GIVEN a detailed league created without the options THEN it plays three substitutions and no home advantages', async () => {
    const deps = depsOf(database());
    const league = await makeLeagueIn(deps, { engine: 'detailed' });
    expect(league.settings).toMatchObject({ substitutions: 3, homeAdvantages: false });
    expect(renderSettings(league.settings)).toContain('Match engine: detailed, 3 substitutions a side\n');
  });

  it.each([{ substitutions: 5 as const }, { homeAdvantages: true }])(
    'GIVEN a classic league with %o THEN it is refused and nothing is stored',
    async (option) => {
      const deps = depsOf(database());
      const channelId = `ch-classic-${Object.keys(option)[0]}`;
      const created = createLeague(deps, {
        guildId: 'g1',
        channelId,
        name: 'Classic',
        actorUserId: 'admin',
        isAdmin: true,
        options: { humanClubs: 8, schedule: { kind: 'interval', hours: 24 }, engine: 'classic', ...option },
      });
      await expect(created).rejects.toBeInstanceOf(InvalidInput);
      await expect(created).rejects.toThrow(/detailed engine/);
      expect(await findLeagueByChannel(deps, channelId)).toBeNull();
    },
  );
});
