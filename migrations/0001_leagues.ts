/* eslint-disable @typescript-eslint/no-explicit-any -- a migration is frozen in time, so it sees the database untyped (Kysely's migration guide) */
import { sql, type Kysely } from 'kysely';

/**
 * The league schema: guilds, leagues and what a league holds, the orders of
 * the week, the market, the money ledger, the outbox and the audit log.
 * Frozen in time: later changes come as new migrations.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('guilds')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('leagues')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('guild_id', 'text', (c) => c.notNull().references('guilds.id'))
    .addColumn('channel_id', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('settings', 'jsonb', (c) => c.notNull())
    .addColumn('creation_options', 'jsonb', (c) => c.notNull())
    .addColumn('seed', 'integer', (c) => c.notNull())
    .addColumn('season', 'integer', (c) => c.notNull())
    .addColumn('week', 'integer', (c) => c.notNull())
    .addColumn('phase', 'text', (c) => c.notNull())
    .addColumn('turn', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_id', 'integer', (c) => c.notNull())
    .addColumn('started', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('paused', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('schedule', 'jsonb', (c) => c.notNull())
    .addColumn('next_deadline', 'timestamptz')
    .addColumn('advance_when_ready', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('reminder_offsets', 'jsonb', (c) => c.notNull())
    .addColumn('reminders_sent', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('admin_role_id', 'text')
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('leagues_guild_idx').on('leagues').column('guild_id').execute();
  await db.schema.createIndex('leagues_due_idx').on('leagues').column('next_deadline').where(sql.ref('started'), '=', true).execute();

  await db.schema
    .createTable('divisions')
    .addColumn('league_id', 'text', (c) => c.notNull().references('leagues.id').onDelete('cascade'))
    .addColumn('index', 'integer', (c) => c.notNull())
    .addColumn('club_ids', 'jsonb', (c) => c.notNull())
    .addPrimaryKeyConstraint('divisions_pk', ['league_id', 'index'])
    .execute();

  await db.schema
    .createTable('clubs')
    .addColumn('league_id', 'text', (c) => c.notNull().references('leagues.id').onDelete('cascade'))
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('ord', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('division', 'integer', (c) => c.notNull())
    .addColumn('player_controlled', 'boolean', (c) => c.notNull())
    .addColumn('manager_user_id', 'text')
    .addColumn('balance', 'integer', (c) => c.notNull())
    .addColumn('ranking', 'integer', (c) => c.notNull())
    .addColumn('chart', 'jsonb')
    .addColumn('stadium', 'jsonb')
    .addColumn('sponsor', 'jsonb')
    .addColumn('win_streak', 'integer', (c) => c.notNull())
    .addColumn('last_season', 'jsonb')
    .addColumn('lineup', 'jsonb')
    .addColumn('tactics', 'jsonb', (c) => c.notNull())
    .addPrimaryKeyConstraint('clubs_pk', ['league_id', 'id'])
    .execute();
  // One club per manager per league.
  await db.schema
    .createIndex('clubs_manager_uq')
    .on('clubs')
    .columns(['league_id', 'manager_user_id'])
    .unique()
    .where(sql.ref('manager_user_id'), 'is not', null)
    .execute();

  await db.schema
    .createTable('staff')
    .addColumn('league_id', 'text', (c) => c.notNull())
    .addColumn('club_id', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('hired_week', 'integer', (c) => c.notNull())
    .addColumn('hired_season', 'integer', (c) => c.notNull())
    .addColumn('weeks_employed', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('staff_pk', ['league_id', 'club_id', 'role'])
    .addForeignKeyConstraint('staff_club_fk', ['league_id', 'club_id'], 'clubs', ['league_id', 'id'], (c) => c.onDelete('cascade'))
    .execute();

  await db.schema
    .createTable('players')
    .addColumn('league_id', 'text', (c) => c.notNull().references('leagues.id').onDelete('cascade'))
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('ord', 'integer', (c) => c.notNull())
    .addColumn('club_id', 'text')
    .addColumn('name', 'text', (c) => c.notNull())
    // json, not jsonb: it keeps the key order the engine wrote, so a reloaded state iterates as the original did.
    .addColumn('data', 'json', (c) => c.notNull())
    .addPrimaryKeyConstraint('players_pk', ['league_id', 'id'])
    .execute();
  // Autocomplete: a case-insensitive prefix of the name, within a club or the whole league.
  await sql`create index players_club_name_idx on players (league_id, club_id, lower(name) text_pattern_ops)`.execute(db);
  await sql`create index players_name_idx on players (league_id, lower(name) text_pattern_ops)`.execute(db);

  await db.schema
    .createTable('fixtures')
    .addColumn('league_id', 'text', (c) => c.notNull().references('leagues.id').onDelete('cascade'))
    .addColumn('season', 'integer', (c) => c.notNull())
    .addColumn('division', 'integer', (c) => c.notNull())
    .addColumn('round', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('home_id', 'text', (c) => c.notNull())
    .addColumn('away_id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('fixtures_pk', ['league_id', 'season', 'division', 'position'])
    .execute();
  await db.schema.createIndex('fixtures_round_idx').on('fixtures').columns(['league_id', 'season', 'round']).execute();

  await db.schema
    .createTable('match_results')
    .addColumn('league_id', 'text', (c) => c.notNull().references('leagues.id').onDelete('cascade'))
    .addColumn('season', 'integer', (c) => c.notNull())
    .addColumn('division', 'integer', (c) => c.notNull())
    .addColumn('round', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('home_id', 'text', (c) => c.notNull())
    .addColumn('away_id', 'text', (c) => c.notNull())
    .addColumn('home_goals', 'integer', (c) => c.notNull())
    .addColumn('away_goals', 'integer', (c) => c.notNull())
    .addColumn('events', 'jsonb', (c) => c.notNull())
    .addPrimaryKeyConstraint('match_results_pk', ['league_id', 'season', 'division', 'position'])
    .execute();
  await db.schema.createIndex('match_results_round_idx').on('match_results').columns(['league_id', 'season', 'round']).execute();

  // Each step played: its seed and the complete orders it ran on (AI-filled included), for replays and disputes.
  await db.schema
    .createTable('played_steps')
    .addColumn('league_id', 'text', (c) => c.notNull().references('leagues.id').onDelete('cascade'))
    .addColumn('turn', 'integer', (c) => c.notNull())
    .addColumn('season', 'integer', (c) => c.notNull())
    .addColumn('week', 'integer', (c) => c.notNull())
    .addColumn('phase', 'text', (c) => c.notNull())
    .addColumn('step_seed', 'integer', (c) => c.notNull())
    .addColumn('orders', 'json', (c) => c.notNull())
    .addColumn('events', 'jsonb', (c) => c.notNull())
    .addColumn('played_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('played_steps_pk', ['league_id', 'turn'])
    .execute();

  await db.schema
    .createTable('orders')
    .addColumn('league_id', 'text', (c) => c.notNull())
    .addColumn('club_id', 'text', (c) => c.notNull())
    .addColumn('turn', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('payload', 'json', (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('orders_pk', ['league_id', 'club_id', 'turn', 'kind'])
    .addForeignKeyConstraint('orders_club_fk', ['league_id', 'club_id'], 'clubs', ['league_id', 'id'], (c) => c.onDelete('cascade'))
    .execute();

  await db.schema
    .createTable('ready_flags')
    .addColumn('league_id', 'text', (c) => c.notNull())
    .addColumn('club_id', 'text', (c) => c.notNull())
    .addColumn('turn', 'integer', (c) => c.notNull())
    .addColumn('ready_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('ready_flags_pk', ['league_id', 'club_id'])
    .addForeignKeyConstraint('ready_club_fk', ['league_id', 'club_id'], 'clubs', ['league_id', 'id'], (c) => c.onDelete('cascade'))
    .execute();

  await db.schema
    .createTable('market_listings')
    .addColumn('league_id', 'text', (c) => c.notNull().references('leagues.id').onDelete('cascade'))
    .addColumn('player_id', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('seller_id', 'text')
    .addColumn('asking_price', 'integer', (c) => c.notNull())
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('listed_week', 'integer', (c) => c.notNull())
    .addColumn('listed_season', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('market_listings_pk', ['league_id', 'player_id'])
    .execute();
  await db.schema.createIndex('market_listings_price_idx').on('market_listings').columns(['league_id', 'asking_price']).execute();

  // Sealed bids: one row per club and player for the turn, so two bids never overwrite each other.
  await db.schema
    .createTable('bids')
    .addColumn('league_id', 'text', (c) => c.notNull())
    .addColumn('club_id', 'text', (c) => c.notNull())
    .addColumn('turn', 'integer', (c) => c.notNull())
    .addColumn('player_id', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('placed_by', 'text', (c) => c.notNull())
    .addColumn('placed_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('bids_pk', ['league_id', 'club_id', 'turn', 'player_id'])
    .addForeignKeyConstraint('bids_club_fk', ['league_id', 'club_id'], 'clubs', ['league_id', 'id'], (c) => c.onDelete('cascade'))
    .execute();

  await db.schema
    .createTable('ledger')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('league_id', 'text', (c) => c.notNull().references('leagues.id').onDelete('cascade'))
    .addColumn('club_id', 'text', (c) => c.notNull())
    .addColumn('season', 'integer', (c) => c.notNull())
    .addColumn('week', 'integer', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('detail', 'text', (c) => c.notNull())
    .addColumn('balance', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ledger_club_idx').on('ledger').columns(['league_id', 'club_id', 'id']).execute();

  await db.schema
    .createTable('league_history')
    .addColumn('league_id', 'text', (c) => c.notNull().references('leagues.id').onDelete('cascade'))
    .addColumn('season', 'integer', (c) => c.notNull())
    .addColumn('data', 'jsonb', (c) => c.notNull())
    .addPrimaryKeyConstraint('league_history_pk', ['league_id', 'season'])
    .execute();

  await db.schema
    .createTable('outbox')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('league_id', 'text', (c) => c.notNull())
    .addColumn('channel_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('payload', 'jsonb', (c) => c.notNull())
    .addColumn('dedupe_key', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'timestamptz', (c) => c.notNull())
    .addColumn('delivered_at', 'timestamptz')
    .addColumn('last_error', 'text')
    .execute();
  await db.schema
    .createIndex('outbox_pending_idx')
    .on('outbox')
    .columns(['next_attempt_at', 'id'])
    .where(sql.ref('delivered_at'), 'is', null)
    .execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('league_id', 'text')
    .addColumn('guild_id', 'text')
    .addColumn('actor_user_id', 'text')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('detail', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('audit_log_league_idx').on('audit_log').columns(['league_id', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'audit_log',
    'outbox',
    'league_history',
    'ledger',
    'bids',
    'market_listings',
    'ready_flags',
    'orders',
    'played_steps',
    'match_results',
    'fixtures',
    'players',
    'staff',
    'clubs',
    'divisions',
    'leagues',
    'guilds',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
