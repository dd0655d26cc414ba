import { randomInt, randomUUID } from 'node:crypto';
import { recordAudit } from '../../../db/repositories/audit.repository.js';
import { insertCardsClubs, saveCardsState } from '../../../db/repositories/cards.repository.js';
import { ensureGuild, findLeague, findLeagueByChannel, insertLeague } from '../../../db/repositories/league.repository.js';
import { json } from '../../../db/json.js';
import { MAX_MANAGERS, MIN_MANAGERS } from '../../../engine/cards/sizes.js';
import type { LeagueSettings } from '../../../engine/types.js';
import type { CreateLeagueInput } from '../../membership/create-league.js';
import type { LeagueDeps } from '../../deps.js';
import { Conflict, InvalidInput, NotAdmin } from '../../errors.js';
import { checkReminderOffsets, checkSchedule } from '../../schedule/input-checks.js';
import { leagueSummary, type StoredSettings } from '../../views/league-summary.js';
import type { LeagueSummary } from '../../views/views.js';
import { cardsClubs, newCardsLeague, type CardsCreation } from './cards-league.js';

export const MAX_CARDS_SEASONS = 20;

export interface CreateCardsLeagueInput extends CreateLeagueInput {
  /** The agreed number of seasons: the most trophy points after the last one wins. */
  seasons: number;
}

/**
 * A new cards league in the channel (shared/seeds/002): 2 to 6 managers' clubs, padded with dummies, and the
 * deal already made, waiting for each manager to choose what to keep. The seed and options are kept for replays.
 */
export async function createCardsLeague(deps: LeagueDeps, input: CreateCardsLeagueInput): Promise<LeagueSummary> {
  if (!input.isAdmin) throw new NotAdmin('Only a server admin can create a league.');
  const name = input.name.trim();
  if (!name || name.length > 100) throw new InvalidInput('A league name is 1 to 100 characters.');
  const { options } = input;
  if (!Number.isInteger(options.humanClubs) || options.humanClubs < MIN_MANAGERS || options.humanClubs > MAX_MANAGERS) {
    throw new InvalidInput(`A cards league has ${MIN_MANAGERS} to ${MAX_MANAGERS} managers: choose humans between them.`);
  }
  if (!Number.isInteger(input.seasons) || input.seasons < 1 || input.seasons > MAX_CARDS_SEASONS) {
    throw new InvalidInput(`A cards game lasts 1 to ${MAX_CARDS_SEASONS} seasons.`);
  }
  if (options.engine === 'detailed' || options.homeAdvantages || options.substitutions === 5) {
    throw new InvalidInput('The match engine options belong to football leagues: leave them out of a cards league.');
  }
  const schedule = checkSchedule(options.schedule);
  const reminders = checkReminderOffsets(options.reminderOffsetsHours);
  const clubs = cardsClubs(options.humanClubs);
  const creation: CardsCreation = {
    seed: options.seed ?? randomInt(-(2 ** 31), 2 ** 31 - 1),
    managerClubIds: clubs.filter((c) => c.managed).map((c) => c.id),
    seasons: input.seasons,
  };
  const state = newCardsLeague(creation);
  // The football settings view reads these; a cards league has no match engine to choose.
  const settings: StoredSettings = { rules: { engine: 'classic', homeAdvantages: false } as LeagueSettings, live: false };
  const id = randomUUID();
  const now = deps.clock.now();

  return deps.db.transaction().execute(async (trx) => {
    if (await findLeagueByChannel(trx, input.channelId)) {
      throw new Conflict('channel-taken', 'This channel already has a league. Create the new one in another channel.');
    }
    await ensureGuild(trx, input.guildId);
    await insertLeague(trx, {
      id,
      guild_id: input.guildId,
      channel_id: input.channelId,
      name,
      game: 'cards',
      settings: json(settings),
      creation_options: json({ cards: creation, league: { ...options, schedule, reminderOffsetsHours: reminders, seasons: input.seasons } }),
      seed: creation.seed,
      season: state.game.season,
      week: state.game.nextSlot,
      phase: state.game.phase,
      next_id: state.step,
      schedule: json(schedule),
      advance_when_ready: options.advanceWhenReady ?? true,
      reminder_offsets: json(reminders),
      admin_role_id: options.adminRoleId ?? null,
      created_by: input.actorUserId,
      created_at: now,
      updated_at: now,
    });
    await insertCardsClubs(trx, id, clubs);
    await saveCardsState(trx, id, state);
    await recordAudit(
      trx,
      { leagueId: id, guildId: input.guildId, actorUserId: input.actorUserId, action: 'create-league', detail: { name, game: 'cards', options } },
      now,
    );
    return leagueSummary((await findLeague(trx, id))!);
  });
}
