import type { Transaction } from 'kysely';
import { findLeagueRow, type LeagueKey } from '../../db/repositories/league.repository.js';
import type { Database, LeagueRow } from '../../db/tables.js';
import type { Db } from '../../db/db.js';
import { NotFound, OtherGame } from '../errors.js';
import type { Game } from '../modes/game-mode.js';

/**
 * The league a use case acts on: by id (the scheduler, the tests), or by the
 * channel a command was given in, with the game the command belongs to, so
 * that the use case finds the league and refuses another game's league itself.
 */
export type LeagueRef = { leagueId: string } | { channelId: string; game: Game; command: string };

/** The sentence refusing a command of one game in a league of another. */
export function otherGameSentence(leagueGame: Game, command: string, game: Game): string {
  return `This is a ${leagueGame} league: /${command} belongs to ${game} leagues.`;
}

function keyOf(ref: LeagueRef): LeagueKey {
  return 'leagueId' in ref ? { id: ref.leagueId } : { channelId: ref.channelId };
}

function checked(ref: LeagueRef, row: LeagueRow | undefined): LeagueRow {
  if (!row) {
    throw new NotFound(
      'league',
      'leagueId' in ref
        ? 'There is no such league. Use /league create to start one.'
        : 'There is no league in this channel. An admin can start one with /league create.',
    );
  }
  if ('game' in ref && row.game !== ref.game) throw new OtherGame(otherGameSentence(row.game, ref.command, ref.game));
  return row;
}

/** The league, read once; NotFound or OtherGame when the reference does not lead to one of the command's game. */
export async function resolveLeague(db: Db, ref: LeagueRef): Promise<LeagueRow> {
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
