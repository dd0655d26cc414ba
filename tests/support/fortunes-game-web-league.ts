import { randomUUID } from 'node:crypto';
import { loadFortunesGameState } from '../../src/db/repositories/fortunes-game.repository.js';
import type { LeagueDeps } from '../../src/league/deps.js';
import { joinLeague } from '../../src/league/membership/join-league.js';
import { startSeason } from '../../src/league/membership/start-season.js';
import { createFortunesGameLeague } from '../../src/league/modes/fortunes-game/create-fortunes-game-league.js';
import type { FortunesGameLeague } from '../../src/league/modes/fortunes-game/fortunes-game-league.js';
import type { LeagueOptions, LeagueSummary } from '../../src/league/shared/views.js';
import { advanceLeague } from '../../src/league/week/advance.js';
import { weekOf } from '../league/helpers.js';

/** A Football Fortunes game of two absent managers in a channel of its own, started, no turn played. */
export async function startedFortunesGame(
  deps: LeagueDeps,
  options: { name?: string; seasons?: number; seed?: number; channelId?: string; language?: LeagueOptions['language'] } = {},
): Promise<LeagueSummary> {
  const created = await createFortunesGameLeague(deps, {
    guildId: 'g1',
    channelId: options.channelId ?? `ch-${randomUUID()}`,
    name: options.name ?? 'Fortunes Friday',
    actorUserId: 'admin',
    isAdmin: true,
    seasons: options.seasons ?? 2,
    skill: 2,
    options: {
      humanClubs: 2,
      seed: options.seed ?? 11,
      schedule: { kind: 'interval', hours: 24 },
      ...(options.language ? { language: options.language } : {}),
    },
  });
  for (const userId of ['u-ann', 'u-bob']) await joinLeague(deps, { leagueId: created.id, userId });
  return startSeason(deps, { leagueId: created.id, actorUserId: 'admin', isAdmin: true });
}

/** Plays turns as the scheduler does, up to `turns` of them or the game's end; the league as it is after. */
export async function playFortunesTurns(deps: LeagueDeps, start: LeagueSummary, turns = Infinity): Promise<LeagueSummary> {
  let league = start;
  for (let turn = 0; turn < turns && league.phase !== 'finished'; turn++) {
    const outcome = await advanceLeague(deps, league.id, weekOf(league));
    if (!outcome.played) throw new Error(`not played: ${outcome.reason}`);
    league = outcome.league;
  }
  return league;
}

/** A game played `turns` turns (into the second season by default, so a European cup is drawn), with its web slug and state. */
export async function playedFortunesWebLeague(
  deps: LeagueDeps,
  options: { name?: string; seasons?: number; turns?: number; language?: LeagueOptions['language'] } = {},
): Promise<{ slug: string; state: FortunesGameLeague; league: LeagueSummary }> {
  const league = await playFortunesTurns(deps, await startedFortunesGame(deps, options), options.turns ?? 30);
  const state = (await loadFortunesGameState(deps.db, league.id)) as FortunesGameLeague;
  const row = await deps.db.selectFrom('leagues').select('web_slug').where('id', '=', league.id).executeTakeFirstOrThrow();
  return { slug: row.web_slug, state, league };
}
