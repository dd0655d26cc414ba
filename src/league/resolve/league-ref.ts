import type { Transaction } from 'kysely';
import { findLeagueByChannel, findLeagueRow, type LeagueKey } from '../../db/repositories/league.repository.js';
import type { Database, LeagueRow } from '../../db/tables.js';
import type { Db } from '../../db/db.js';
import { NotFound, OtherGame } from '../errors.js';
import type { Game } from '../shared/game-mode.js';

/**
 * The league a use case acts on: by id (the scheduler, the tests); by the
 * channel a command was given in, with the game the command belongs to, so
 * that the use case finds the league and refuses another game's league itself;
 * or the row a command of every game has read already, so that a view does not read it again.
 */
export type LeagueRef = { leagueId: string } | { channelId: string; game: Game; command: string } | { read: LeagueRow };

/** Every order is given by a manager in a league; the use case finds the league and his club itself. */
export type ManagerInput = LeagueRef & { userId: string };

/** A league by id, or the one a channel plays (else its latest archived one), whatever its game: for autocomplete. */
export type LeagueLookup = { leagueId: string } | { channelId: string };

/** The league a lookup leads to, read once; undefined when there is none (an autocomplete then offers nothing). */
export async function lookUpLeague(db: Db, lookup: LeagueLookup): Promise<LeagueRow | undefined> {
  return 'leagueId' in lookup ? findLeagueRow(db, { id: lookup.leagueId }) : findLeagueByChannel(db, lookup.channelId);
}

/** The sentence refusing a command of one game in a league of another. */
export function otherGameSentence(leagueGame: Game, command: string, game: Game): string {
  return `This is a ${leagueGame} league: /${command} belongs to ${game} leagues.`;
}

function keyOf(ref: LeagueRef): LeagueKey {
  if ('channelId' in ref) return { channelId: ref.channelId };
  return { id: 'read' in ref ? ref.read.id : ref.leagueId };
}

/**
 * The league, whatever its game (a channel's: the one being played, else its latest archived one), held in share mode
 * for the transaction: for the commands every game shares.
 */
export async function resolveLeagueOfAnyGameShared(trx: Transaction<Database>, ref: LeagueRef): Promise<LeagueRow> {
  return found(ref, 'channelId' in ref ? await findLeagueByChannel(trx, ref.channelId, 'share') : await findLeagueRow(trx, keyOf(ref), 'share'));
}

/**
 * The league a lookup leads to, whatever its game (a channel's: the one being played, else its latest archived one),
 * locked for update, so that changes to it take turns: for the membership and admin commands every game shares.
 */
export async function resolveLeagueOfAnyGameLocked(trx: Transaction<Database>, lookup: LeagueLookup): Promise<LeagueRow> {
  return found(
    lookup,
    'channelId' in lookup ? await findLeagueByChannel(trx, lookup.channelId, 'update') : await findLeagueRow(trx, { id: lookup.leagueId }, 'update'),
  );
}

/** Refuses a command of one game in a league of another. */
export function requireLeagueGame(row: LeagueRow, command: string, game: Game): void {
  if (row.game !== game) throw new OtherGame(otherGameSentence(row.game, command, game));
}

function found(ref: LeagueRef | LeagueLookup, row: LeagueRow | undefined): LeagueRow {
  if (!row) {
    throw new NotFound('league', 'channelId' in ref ? { key: 'reply.noLeagueHere' } : { key: 'reply.noSuchLeague' });
  }
  return row;
}

function checked(ref: LeagueRef, row: LeagueRow | undefined): LeagueRow {
  const league = found(ref, row);
  if ('game' in ref) requireLeagueGame(league, ref.command, ref.game);
  return league;
}

/** The league, read once (not at all when the command read it); NotFound or OtherGame when the reference does not lead to one of the command's game. */
export async function resolveLeague(db: Db, ref: LeagueRef): Promise<LeagueRow> {
  if ('read' in ref) return ref.read;
  return checked(ref, await findLeagueRow(db, keyOf(ref)));
}

/**
 * The league held in share mode for the transaction: orders and views that
 * read the kept state go side by side, while a week being played waits for them.
 */
export async function resolveLeagueShared(trx: Transaction<Database>, ref: LeagueRef): Promise<LeagueRow> {
  return checked(ref, await findLeagueRow(trx, keyOf(ref), 'share'));
}

/** The league locked for update, so that changes to it take turns. */
export async function resolveLeagueLocked(trx: Transaction<Database>, ref: LeagueRef): Promise<LeagueRow> {
  return checked(ref, await findLeagueRow(trx, keyOf(ref), 'update'));
}
