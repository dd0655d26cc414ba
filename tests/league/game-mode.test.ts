import { randomUUID } from 'node:crypto';
import { MessageFlags } from 'discord.js';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { readyClubs } from '../../src/db/repositories/ready.repository.js';
import { loadCommands } from '../../src/discord/loader.js';
import { createRouter } from '../../src/discord/router.js';
import { leagueByChannel } from '../../src/league/find-league.js';
import { createCardsLeague } from '../../src/league/modes/cards/create-cards-league.js';
import { football } from '../../src/league/modes/football.js';
import { joinLeague } from '../../src/league/membership/join-league.js';
import { gameModeOf } from '../../src/league/modes/game-modes.js';
import { describeOnEachDatabase } from '../support/db.js';
import { fakeCommand, testContext } from '../discord/fake-interaction.js';
import { depsOf, startedLeague } from './helpers.js';

const commands = await loadCommands();
const MANAGER = '100000000000000001';

describeOnEachDatabase('a league game', (database) => {
  it('GIVEN a league stored without a game, as every league before migration 0006 was THEN it is a football league', async () => {
    const { db } = database();
    await sql`insert into guilds (id) values ('g-game') on conflict do nothing`.execute(db);
    await sql`insert into leagues (id, guild_id, channel_id, name, settings, creation_options, seed, season, week, phase, next_id, schedule, reminder_offsets, created_by)
      values ('l-game', 'g-game', 'ch-game', 'Old', '{}', '{}', 1, 1, 0, 'preseason', 1, '{}', '[]', 'u')`.execute(db);
    const row = await db.selectFrom('leagues').select('game').where('id', '=', 'l-game').executeTakeFirstOrThrow();
    expect(row.game).toBe('football');
    expect(gameModeOf(row)).toBe(football);
  });

  it('GIVEN a new league THEN it plays football', async () => {
    const deps = depsOf(database());
    const { league } = await startedLeague(deps, []);
    expect(league.game).toBe('football');
    expect((await leagueByChannel(deps, league.channelId)).game).toBe('football');
  });

  it('GIVEN a cards league THEN a football command refuses in one private sentence and changes nothing', async () => {
    const deps = depsOf(database());
    const league = await createCardsLeague(deps, {
      guildId: '200000000000000001',
      channelId: `ch-${randomUUID()}`,
      name: 'Card Mode',
      actorUserId: 'admin',
      isAdmin: true,
      seasons: 1,
      options: { humanClubs: 2, seed: 3, schedule: { kind: 'interval', hours: 24 } },
    });
    await joinLeague(deps, { leagueId: league.id, userId: MANAGER });
    expect((await leagueByChannel(deps, league.channelId)).game).toBe('cards');

    const { ctx, lines } = testContext();
    const { interaction, sent } = fakeCommand('finances', { guildId: league.guildId, channelId: league.channelId });
    await createRouter(commands, { ...ctx, db: deps.db })(interaction as never);

    expect(sent).toEqual([
      {
        method: 'reply',
        options: {
          content: 'This is a cards league: /finances belongs to football leagues.',
          allowedMentions: { parse: [] },
          flags: MessageFlags.Ephemeral,
        },
      },
    ]);
    expect((await readyClubs(deps.db, league.id, league.turn)).size).toBe(0);
    expect(lines.some((l) => l.level === 50)).toBe(false);
  });
});
