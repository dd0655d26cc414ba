import type { CupsOption } from '../../src/engine/model/cup-competitions.js';
import { randomUUID } from 'node:crypto';
import { advanceLeague } from '../../src/league/week/advance.js';
import { createLeague } from '../../src/league/membership/create-league.js';
import type { LeagueDeps } from '../../src/league/deps.js';
import { joinLeague } from '../../src/league/membership/join-league.js';
import { marketView } from '../../src/league/views/market.js';
import { orderBuild, placeBid, setTraining } from '../../src/league/orders/orders.js';
import { pickFormation } from '../../src/league/selection/editor-orders.js';
import { markReady } from '../../src/league/schedule/ready.js';
import { squadView } from '../../src/league/views/squad.js';
import { startSeason } from '../../src/league/membership/start-season.js';
import type { ClubSummary, LeagueSummary } from '../../src/league/shared/views.js';

/** Names a hostile or careless manager might choose: markup, quotes, a mass mention, a very long and right-to-left names. */
export const HOSTILE_NAMES = [
  '<script>alert("pwned")</script>',
  `"Quoted" & 'Apostrophe' FC`,
  '@everyone United',
  `Extremely Long Name ${'Athletic '.repeat(9)}Club`.slice(0, 100),
  'نادي النجوم الرياضي',
  '\u202Edlrow olleh Rovers',
  '<img src=x onerror=alert(1)>',
  'Plain Town',
] as const;

export const HOSTILE_LEAGUE_NAME = '<b>Bold</b> "League" @here';

/** Every sealed bid and order the fixture gives, to look for on the pages. */
export interface GivenOrders {
  bids: number[];
  /** Training plans ordered and not yet played, by player name. */
  pendingTraining: { playerName: string; plan: string }[];
  /** A stand ordered built this week, not yet played. */
  pendingBuild: { stand: string; tier: number; kind: string };
  /** Each managed club's money, which only its manager's /finances shows. */
  balances: number[];
}

export interface PlayedWebLeague {
  league: LeagueSummary;
  slug: string;
  clubs: ClubSummary[];
  managers: string[];
  given: GivenOrders;
}

/** Discord ids as Discord writes them, so that a page showing one would be seen. */
const MANAGERS = ['310000000000000001', '310000000000000002', '310000000000000003', '310000000000000004'];

/**
 * The names the server shows for them: markup, two members shown alike (the page tells them apart), and one whose
 * name was never kept (he joined before names were: the page names him by his club alone).
 */
export const MANAGER_NAMES = ['<i>Ann</i> & "Co" @everyone', 'Bob', 'Bob', undefined] as const;

async function next(deps: LeagueDeps, league: LeagueSummary): Promise<LeagueSummary> {
  const outcome = await advanceLeague(deps, league.id, { season: league.season, week: league.week, phase: league.phase });
  if (!outcome.played) throw new Error(`step not played: ${outcome.reason}`);
  return outcome.league;
}

/** Sealed bids from two managers on the cheapest listed player, at amounts no other figure on a page has. */
async function bidOnCheapest(deps: LeagueDeps, league: LeagueSummary, salt: number): Promise<number[]> {
  const listings = (await marketView(deps, { leagueId: league.id, userId: MANAGERS[0]!, pageSize: 25 })).listings.filter((l) => l.sellerId === null);
  const cheapest = listings.sort((a, b) => a.askingPrice - b.askingPrice)[0];
  if (!cheapest) return [];
  const amounts = [cheapest.askingPrice + 3_217 + salt, cheapest.askingPrice + 7_919 + salt];
  await placeBid(deps, { leagueId: league.id, userId: MANAGERS[0]!, playerId: cheapest.player.id, amount: amounts[0]! });
  await placeBid(deps, { leagueId: league.id, userId: MANAGERS[1]!, playerId: cheapest.player.id, amount: amounts[1]! });
  return amounts;
}

/**
 * A league of four managers with hostile club names, played through the league layer with a fixed seed: the whole
 * first season (so history, trophies and promotions exist) and `weeks` weeks of the second, sealed bids and orders
 * given along the way, and bids, a training plan and a build ordered for the week to come. With cups, the cup and
 * European rounds are played between the weeks as the calendar has them. Every post is marked delivered, as the
 * channel would have them by then.
 */
export async function playedWebLeague(deps: LeagueDeps, weeks = 2, seed = 7, cups: CupsOption = 'off'): Promise<PlayedWebLeague> {
  const created = await createLeague(deps, {
    guildId: 'g-web',
    channelId: `ch-${randomUUID()}`,
    name: HOSTILE_LEAGUE_NAME,
    actorUserId: 'admin',
    isAdmin: true,
    options: { humanClubs: 8, seed, clubNames: [...HOSTILE_NAMES], schedule: { kind: 'interval', hours: 24 }, cups },
  });
  const clubs: ClubSummary[] = [];
  for (const [i, userId] of MANAGERS.entries()) clubs.push(await joinLeague(deps, { leagueId: created.id, userId, displayName: MANAGER_NAMES[i] }));
  let league = await startSeason(deps, { leagueId: created.id, actorUserId: 'admin', isAdmin: true });
  const bids: number[] = [];
  let salt = 0;
  const inSecondSeason = () => league.season === 2 && league.phase === 'season' && league.week > weeks;
  while (!inSecondSeason()) {
    if (league.phase === 'season' && league.week <= 3) {
      bids.push(...(await bidOnCheapest(deps, league, (salt += 11))));
      await pickFormation(deps, {
        leagueId: league.id,
        userId: MANAGERS[2]!,
        formation: '4-3-3',
        tactics: { rebound: { when: 'behind', fromMinute: 61 } },
      });
    }
    league = await next(deps, league);
  }
  // The week to come: orders given, not yet played.
  bids.push(...(await bidOnCheapest(deps, league, salt + 11)));
  const squad = await squadView(deps, { leagueId: league.id, userId: MANAGERS[0]! });
  const trainee = squad.players.find((p) => !p.positions.includes('GK'))!;
  await setTraining(deps, { leagueId: league.id, userId: MANAGERS[0]!, playerId: trainee.id, plan: 'ABL' });
  const pendingBuild = { stand: 'east', tier: 1, kind: 'seating' } as const;
  await orderBuild(deps, { leagueId: league.id, userId: MANAGERS[1]!, ...pendingBuild });
  await markReady(deps, { leagueId: league.id, userId: MANAGERS[0]! });
  const balances = await Promise.all(
    clubs.map(
      async (c) =>
        (await deps.db.selectFrom('clubs').select('balance').where('league_id', '=', league.id).where('id', '=', c.id).executeTakeFirstOrThrow())
          .balance,
    ),
  );
  // The channel has been given every post: the page shows a result only once the channel has.
  await deps.db
    .updateTable('outbox')
    .set({ delivered_at: deps.clock.now() })
    .where('league_id', '=', league.id)
    .where('delivered_at', 'is', null)
    .execute();
  const row = await deps.db.selectFrom('leagues').select('web_slug').where('id', '=', league.id).executeTakeFirstOrThrow();
  return {
    league,
    slug: row.web_slug,
    clubs,
    managers: MANAGERS,
    given: { bids, pendingTraining: [{ playerName: trainee.name, plan: 'ABL' }], pendingBuild, balances },
  };
}
