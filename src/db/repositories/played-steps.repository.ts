import type { Selectable } from 'kysely';
import type { EngineEvent } from '../../engine/model/events.js';
import type { LeagueOrders } from '../../engine/model/orders.js';
import type { LeaguePhase } from '../league-columns.js';
import { phaseColumn } from '../league-columns.js';
import type { Database } from '../tables.js';
import { json } from '../json.js';
import type { Db } from '../db.js';

export interface PlayedStep {
  turn: number;
  season: number;
  week: number;
  phase: LeaguePhase;
  seed: number;
  orders: LeagueOrders;
  events: EngineEvent[];
}

/** A played step: where it stood, its seed and the complete orders it ran on. */
export async function recordPlayedStep(
  db: Db,
  step: {
    leagueId: string;
    turn: number;
    step: { season: number; week: number; phase: LeaguePhase };
    seed: number;
    orders: unknown;
    events: unknown[];
    at: Date;
  },
): Promise<void> {
  await db
    .insertInto('played_steps')
    .values({
      league_id: step.leagueId,
      turn: step.turn,
      season: step.step.season,
      week: step.step.week,
      phase: step.step.phase,
      step_seed: step.seed,
      orders: json(step.orders),
      events: json(step.events),
      played_at: step.at,
    })
    .execute();
}

export async function playedSteps(db: Db, leagueId: string): Promise<PlayedStep[]> {
  const rows = await db.selectFrom('played_steps').selectAll().where('league_id', '=', leagueId).orderBy('turn').execute();
  return rows.map(toPlayedStep);
}

/** The events of every step played in one season (or in its weeks `from` to `to`), in the order they were played. */
export async function seasonEvents(db: Db, leagueId: string, season: number, weeks?: { from: number; to: number }): Promise<EngineEvent[][]> {
  let query = db.selectFrom('played_steps').select('events').where('league_id', '=', leagueId).where('season', '=', season);
  if (weeks) query = query.where('week', '>=', weeks.from).where('week', '<=', weeks.to);
  const rows = await query.orderBy('turn').execute();
  return rows.map((r) => r.events as EngineEvent[]);
}

/** The league's latest played step, or null before the first. */
export async function lastPlayedStep(db: Db, leagueId: string): Promise<PlayedStep | null> {
  const row = await db.selectFrom('played_steps').selectAll().where('league_id', '=', leagueId).orderBy('turn', 'desc').limit(1).executeTakeFirst();
  return row ? toPlayedStep(row) : null;
}

function toPlayedStep(r: Selectable<Database['played_steps']>): PlayedStep {
  return {
    turn: r.turn,
    season: r.season,
    week: r.week,
    phase: phaseColumn.parse(r.phase),
    seed: r.step_seed,
    orders: r.orders as LeagueOrders,
    events: r.events as EngineEvent[],
  };
}

/** Each step played in one season, with the week it was played at and its events, in the order they were played. */
export async function seasonSteps(db: Db, leagueId: string, season: number): Promise<{ week: number; events: unknown[] }[]> {
  const rows = await db
    .selectFrom('played_steps')
    .select(['week', 'events'])
    .where('league_id', '=', leagueId)
    .where('season', '=', season)
    .orderBy('turn')
    .execute();
  return rows.map((r) => ({ week: r.week, events: r.events as unknown[] }));
}
