import { findLeagueByChannel as findRow, leaguesOfGuild } from '../db/repositories/league.repository.js';
import type { LeagueRow } from '../db/tables.js';
import type { LeagueDeps } from './deps.js';
import type { LeagueRef } from './resolve/league-ref.js';
import { NotFound } from './errors.js';
import { requireLeague } from './guards.js';
import { leagueSummary } from './shared/league-summary.js';
import type { LeagueSummary } from './shared/views.js';

export async function findLeagueByChannel(deps: LeagueDeps, channelId: string): Promise<LeagueSummary | null> {
  const row = await findRow(deps.db, channelId);
  return row ? leagueSummary(row) : null;
}

/** The league played in this channel; NotFound says how to start one. */
export async function leagueByChannel(deps: LeagueDeps, channelId: string): Promise<LeagueSummary> {
  return leagueSummary(await leagueRowByChannel(deps, channelId));
}

/** The row of the league played in this channel, for a use case to act on without reading it again. */
export async function leagueRowByChannel(deps: LeagueDeps, channelId: string): Promise<LeagueRow> {
  const row = await findRow(deps.db, channelId);
  if (!row) throw new NotFound('league', { key: 'reply.noLeagueHere' });
  return row;
}

/** The channel's league, whatever its game, read once: its summary for the command, and a reference handing the row read to its views. */
export async function leagueReadByChannel(deps: LeagueDeps, channelId: string): Promise<{ league: LeagueSummary; ref: LeagueRef }> {
  const row = await leagueRowByChannel(deps, channelId);
  return { league: leagueSummary(row), ref: { read: row } };
}

export async function leagueById(deps: LeagueDeps, leagueId: string): Promise<LeagueSummary> {
  return leagueSummary(await requireLeague(deps.db, leagueId));
}

export async function leaguesInGuild(deps: LeagueDeps, guildId: string): Promise<LeagueSummary[]> {
  return (await leaguesOfGuild(deps.db, guildId)).map(leagueSummary);
}
