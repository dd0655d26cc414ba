import { thousands } from '../engine/money/format.js';
import { parseOrExit, SEASONS_USAGE } from './sim-usage.js';
import { FortunesLog } from './sim-fortunes.js';
import { aiOrdersWithDeals } from '../engine/ai/ai-deal-orders.js';
import { DealsTally } from './sim-deals-tally.js';
import { COMPETITION_NAMES } from '../engine/cups/competition-names.js';
import type { CupsOption } from '../engine/model/cup-competitions.js';
import { playLeagueWithAi } from '../engine/play-season.js';
import { capacityInUse, totalCapacity } from '../engine/stadium/capacity.js';
import { STAND_IDS } from '../engine/stadium/stadium-chart.js';
import { STAFF_TITLE } from '../engine/staff/staff-chart.js';
import { DIVISIONS, type LeagueState, type SeasonHistory } from '../engine/model/types.js';

/**
 * Plays whole seasons of a generated league, four divisions, with the AI
 * managing every player-controlled club, and prints each season's final
 * tables, promotions and relegations, champions, top scorers, and each
 * player club's money and stadium. --report adds the balance figures of
 * docs/rules.md (goals per game, home/draw/away, money over time, debts).
 * --json prints instead every event of the league, from its creation through
 * every pre-season, week and end of season, one JSON object a line.
 */
const { values } = parseOrExit(
  {
    options: {
      seasons: { type: 'string', default: '3' },
      seed: { type: 'string', default: '1' },
      clubs: { type: 'string', default: '8' },
      quiet: { type: 'boolean', default: false },
      report: { type: 'boolean', default: false },
      json: { type: 'boolean', default: false },
      fortunes: { type: 'boolean', default: false },
      difficulty: { type: 'string', default: '2' },
      deals: { type: 'boolean', default: false },
      cups: { type: 'boolean', default: false },
      'cup-only': { type: 'boolean', default: false },
    },
  },
  SEASONS_USAGE,
);
const difficulty = Number(values.difficulty);
if (![1, 2, 3, 4].includes(difficulty)) {
  console.error(SEASONS_USAGE);
  process.exit(2);
}
const cups: CupsOption | null = values['cup-only'] ? 'cup' : values.cups ? 'cup+europe' : null;
const seasons = Number(values.seasons);
const seed = Number(values.seed);
const humanClubs = Number(values.clubs);
if (!Number.isInteger(seasons) || seasons < 1 || !Number.isInteger(seed) || !Number.isInteger(humanClubs) || humanClubs < 1 || humanClubs > 8) {
  console.error(SEASONS_USAGE);
  process.exit(2);
}

interface Tally {
  games: number;
  goals: number;
  home: number;
  draw: number;
  away: number;
  /** Each player club's balance at the end of each season. */
  balances: number[][];
  /** Club-seasons that ended in debt, and clubs that were ever in debt after any step. */
  seasonsInDebt: number;
  everInDebt: Set<string>;
  staffWeeks: number;
  seats: number[];
  /** Money in and out of the player clubs, by ledger reason. */
  ledger: Record<string, number>;
}

const tally: Tally = {
  games: 0,
  goals: 0,
  home: 0,
  draw: 0,
  away: 0,
  balances: [],
  seasonsInDebt: 0,
  everInDebt: new Set(),
  staffWeeks: 0,
  seats: [],
  ledger: {},
};
let state: LeagueState;
const deals = values.deals ? new DealsTally() : null;
const clubName = (id: string | null) => (id ? (state.clubs[id]?.name ?? id) : 'a non-player side');

const gameSettings = {
  ...(values.fortunes ? { fortunes: true as const, seasons } : {}),
  ...(difficulty !== 2 ? { difficulty: difficulty as 1 | 3 | 4 } : {}),
  ...(cups ? { cups } : {}),
};
const fortunes = values.fortunes ? new FortunesLog(() => state) : null;
state = playLeagueWithAi(
  { seed, humanClubs, settings: gameSettings },
  seasons,
  (step, before, after, events) => {
    state = after;
    fortunes?.hear(events);
    if (values.json) {
      for (const event of events) console.log(JSON.stringify(event));
      if (fortunes && events.some((e) => e.type === 'game-ended')) console.log(JSON.stringify(fortunes.winnerEvent()));
      return;
    }
    // The report counts the seasons' money; the starting money is not a season's.
    if (step === 'created') return;
    deals?.step(after, events);
    for (const e of events) if (e.type === 'money') tally.ledger[e.reason] = (tally.ledger[e.reason] ?? 0) + e.amount;
    for (const club of Object.values(after.clubs)) if (club.playerControlled && club.balance < 0) tally.everInDebt.add(club.id);
    if (step === 'week') for (const club of Object.values(after.clubs)) if (club.playerControlled) tally.staffWeeks += club.staff.length;
    if (step !== 'end-of-season' || !before) return;
    for (const division of before.divisions) {
      for (const r of division.results) {
        if (!before.clubs[r.homeId]!.playerControlled && !before.clubs[r.awayId]!.playerControlled) continue;
        tally.games += 1;
        tally.goals += r.homeGoals + r.awayGoals;
        if (r.homeGoals > r.awayGoals) tally.home += 1;
        else if (r.homeGoals === r.awayGoals) tally.draw += 1;
        else tally.away += 1;
      }
    }
    const players = Object.values(after.clubs).filter((c) => c.playerControlled);
    tally.balances.push(players.map((c) => c.balance));
    tally.seasonsInDebt += players.filter((c) => c.balance < 0).length;
    tally.seats.push(...players.map((c) => totalCapacity(c.stadium!)));
    if (!values.quiet) printSeason(after.history.at(-1)!);
    fortunes?.printSeason(after.season - 1);
  },
  deals ? aiOrdersWithDeals : undefined,
);
if (values.report && !values.json) printReport();
if (fortunes && !values.json) fortunes.printEnd();
if (deals && !values.json) console.log(`\n${deals.lines().join('\n')}`);

function printSeason(history: SeasonHistory): void {
  console.log(`\n================ Season ${history.season} ================`);
  for (const division of history.divisions) {
    const simmed = division.table.every((row) => row.played === 0);
    console.log(`\n${DIVISIONS[division.index]} Division${simmed ? ' (simmed: final positions only)' : ''}`);
    if (!simmed) console.log('     Club                      P  W  D  L  GF  GA  Pts');
    division.table.forEach((row, i) => {
      const club = state.clubs[row.clubId]!;
      const mark = club.playerControlled ? '*' : ' ';
      const n = (x: number, w = 3) => String(x).padStart(w);
      const line = simmed
        ? `  ${n(i + 1, 2)} ${mark}${club.name}`
        : `  ${n(i + 1, 2)} ${mark}${club.name.padEnd(24)}${n(row.played)}${n(row.won)}${n(row.drawn)}${n(row.lost)}${n(row.goalsFor, 4)}${n(row.goalsAgainst, 4)}${n(row.points, 5)}`;
      console.log(line);
    });
    if (division.promoted.length) console.log(`  Promoted: ${division.promoted.map(clubName).join(', ')}`);
    if (division.relegated.length) console.log(`  Relegated: ${division.relegated.map(clubName).join(', ')}`);
  }
  console.log(`\nChampions: ${clubName(history.champion)}   Runners-up: ${clubName(history.runnerUp)}`);
  for (const trophy of history.cups ?? []) {
    const winner = trophy.winnerName ?? clubName(trophy.winnerId);
    const runnerUp = trophy.runnerUpName ?? clubName(trophy.runnerUpId);
    console.log(`${COMPETITION_NAMES[trophy.competition]} winners: ${winner}   Runners-up: ${runnerUp}`);
  }
  console.log('\nTop scorers');
  for (const scorer of history.topScorers.slice(0, 5))
    console.log(`  ${String(scorer.goals).padStart(3)}  ${scorer.name} (${clubName(scorer.clubId)})`);
  console.log('\nPlayer-controlled clubs (* in the tables; grounds: S a seated tier, s a standing tier)');
  for (const club of Object.values(state.clubs).filter((c) => c.playerControlled)) {
    const stadium = club.stadium!;
    const stands = STAND_IDS.filter((id) => stadium.stands[id].tiers.length > 0 || stadium.stands[id].bank)
      .map((id) => {
        const stand = stadium.stands[id];
        return `${id} ${stand.bank && stand.tiers.length === 0 ? 'bank' : stand.tiers.map((k) => (k === 'seating' ? 'S' : 's')).join('')}`;
      })
      .join(', ');
    const staff = club.staff.map((m) => STAFF_TITLE[m.role]).join(', ') || 'no staff';
    console.log(
      `  ${club.name.padEnd(22)} ${DIVISIONS[club.division].padEnd(8)} £${thousands(club.balance).padStart(11)}   ground ${thousands(capacityInUse(stadium)).padStart(6)} (${stands}${stadium.executiveBoxes ? ', boxes' : ''})   ${staff}`,
    );
  }
}

function printReport(): void {
  const pct = (x: number) => `${((100 * x) / tally.games).toFixed(1)}%`;
  const mean = (xs: number[]) => Math.round(xs.reduce((a, b) => a + b, 0) / xs.length);
  console.log(`\n================ Report: ${seasons} seasons, seed ${seed}, ${humanClubs} AI-managed player clubs ================`);
  console.log(`Matches with a player club: ${tally.games}; goals per game ${(tally.goals / tally.games).toFixed(2)}`);
  console.log(`Home wins ${pct(tally.home)}, draws ${pct(tally.draw)}, away wins ${pct(tally.away)}`);
  console.log('Money at the end of each season (player clubs: lowest / mean / highest):');
  tally.balances.forEach((b, i) =>
    console.log(`  season ${String(i + 1).padStart(2)}: £${thousands(Math.min(...b))} / £${thousands(mean(b))} / £${thousands(Math.max(...b))}`),
  );
  console.log(
    `Club-seasons ending in debt: ${tally.seasonsInDebt} of ${tally.balances.length * humanClubs}; clubs ever in debt after a step: ${tally.everInDebt.size} of ${humanClubs}`,
  );
  console.log(`Staff employed on average: ${(tally.staffWeeks / (seasons * 14 * humanClubs)).toFixed(2)} per club-week`);
  console.log('Money by ledger reason, all player clubs, per club-season:');
  for (const [reason, amount] of Object.entries(tally.ledger))
    console.log(`  ${reason.padEnd(15)} £${thousands(Math.round(amount / (seasons * humanClubs)))}`);
  console.log(`Ground capacity at season ends: mean ${thousands(mean(tally.seats))}, largest ${thousands(Math.max(...tally.seats))}`);
}
