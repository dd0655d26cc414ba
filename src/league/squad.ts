import { clubOfManager } from '../db/repositories/club.repository.js';
import { clubRow, findPlayer, listingOf, listingsOfClub, playersOfClub, staffOfClub } from '../db/repositories/read.repository.js';
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables.js';
import { trainingWeeks } from '../engine/training/training-weeks.js';
import type { Lineup, Tactics } from '../engine/types.js';
import { clubDirectory } from './club-names.js';
import type { LeagueDeps } from './deps.js';
import { NotFound, NotYourClub } from './errors.js';
import { clubSummary, requireLeague } from './guards.js';
import { type PlanLength, playerView as toPlayerView } from './player-views.js';
import { clubOrdersOf } from './stored-orders.js';
import type { PlayerView, SquadView } from './views.js';

/** A club's squad: full detail for its own manager, the public view for anyone else. */
export async function squadView(
  deps: LeagueDeps,
  input: { leagueId: string; userId: string; clubId?: string },
): Promise<SquadView> {
  const league = await requireLeague(deps.db, input.leagueId);
  const own = await clubOfManager(deps.db, league.id, input.userId);
  const clubId = input.clubId ?? own?.id;
  if (!clubId) throw new NotYourClub();
  const [row, players, listings, clubs] = await Promise.all([
    clubRow(deps.db, league.id, clubId),
    playersOfClub(deps.db, league.id, clubId),
    listingsOfClub(deps.db, league.id, clubId),
    clubDirectory(deps.db, league.id),
  ]);
  if (!row) throw new NotFound('club', 'There is no such club in this league.');
  const isOwn = own?.id === clubId;
  const [orders, planLength] = isOwn
    ? await Promise.all([clubOrdersOf(deps.db, league.id, clubId, league.turn), planLengthAt(deps.db, league.id, clubId, league.season)])
    : [{}, noPlanLength];
  const listingBy = new Map(listings.map((l) => [l.playerId, l]));
  return {
    club: clubSummary(row),
    own: isOwn,
    players: players.map((p) => toPlayerView(p, own?.id ?? null, clubs.nameOrNull, listingBy.get(p.id), orders, planLength)),
    lineup: isOwn ? ((orders.selection?.lineup ?? row.lineup) as Lineup | null) : null,
    tactics: isOwn ? ((orders.selection?.tactics ?? row.tactics) as Tactics) : null,
  };
}

/** One player's profile; training and niggles only for his own manager. */
export async function playerView(
  deps: LeagueDeps,
  input: { leagueId: string; userId: string; playerId: string },
): Promise<PlayerView> {
  const league = await requireLeague(deps.db, input.leagueId);
  const [player, own, listing, clubs] = await Promise.all([
    findPlayer(deps.db, league.id, input.playerId),
    clubOfManager(deps.db, league.id, input.userId),
    listingOf(deps.db, league.id, input.playerId),
    clubDirectory(deps.db, league.id),
  ]);
  if (!player) throw new NotFound('player', 'There is no such player in this league.');
  const isOwn = own !== undefined && player.clubId === own.id;
  const [orders, planLength] = isOwn
    ? await Promise.all([clubOrdersOf(deps.db, league.id, own.id, league.turn), planLengthAt(deps.db, league.id, own.id, league.season)])
    : [{}, noPlanLength];
  return toPlayerView(player, own?.id ?? null, clubs.nameOrNull, listing, orders, planLength);
}

const noPlanLength: PlanLength = () => null;

/** Plan lengths depend on the club's staff (the Assistant Manager shortens ability training). */
async function planLengthAt(db: Kysely<Database>, leagueId: string, clubId: string, season: number): Promise<PlanLength> {
  const staff = await staffOfClub(db, leagueId, clubId);
  return (player, code) => trainingWeeks(player, code, { staff }, season);
}
