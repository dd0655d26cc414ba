import { fortuneEventText } from '../discord/render/fortune-event-text.js';
import { squareIn } from '../discord/render/fortunes-game-words.js';
import { nameBook } from '../discord/render/names.js';
import type { EngineEvent } from '../engine/model/events.js';
import { gameWinners } from '../engine/fortunes/game-points.js';
import type { GameStanding } from '../engine/fortunes/game-standings.js';
import { thousands } from '../engine/money/format.js';
import type { LeagueState } from '../engine/model/types.js';

/** The Fortunes sums the story shows with the card or square that brought them (wages and sales say their own). */
const FORTUNE_SUMS = new Set<string>(['fortune-fine', 'fortune-windfall', 'fortune-sponsorship', 'auction-forfeit']);

/**
 * The sim's Football Fortunes story: each manager's squares and what befell
 * him, season by season, then the game points and the winner. Every manager
 * is the AI here, and each counts as a manager who can win.
 */
export class FortunesLog {
  private squares = new Map<string, string[]>();
  private lines = new Map<string, string[]>();
  private final: GameStanding[] | null = null;
  private seasonPoints: GameStanding[] = [];

  constructor(private readonly state: () => LeagueState) {}

  hear(events: readonly EngineEvent[]): void {
    const names = this.names();
    for (const e of events) {
      if (e.type === 'fortune-moved') this.push(this.squares, e.clubId, squareIn('en', e.square));
      if (e.type === 'game-points') this.seasonPoints = e.standings;
      if (e.type === 'game-ended') this.final = e.standings;
      if (e.type === 'money' && FORTUNE_SUMS.has(e.reason))
        this.push(
          this.lines,
          e.clubId,
          `${e.amount < 0 ? '−' : '+'}£${thousands(Math.abs(e.amount))} (${e.detail}), balance £${thousands(e.balance)}`,
        );
      if (e.type === 'fortune-moved' || !('clubId' in e) || typeof e.clubId !== 'string') continue;
      const text = fortuneEventText(e, names);
      if (text) this.push(this.lines, e.clubId, text);
    }
  }

  printSeason(season: number): void {
    const state = this.state();
    console.log(`\n---------------- Football Fortunes, season ${season} ----------------`);
    for (const clubId of Object.keys(state.fortunes?.positions ?? {}).sort()) {
      console.log(`\n${state.clubs[clubId]!.name}: ${(this.squares.get(clubId) ?? []).join(', ') || 'no squares'}`);
      for (const line of this.lines.get(clubId) ?? []) console.log(`  ${line}`);
    }
    this.squares.clear();
    this.lines.clear();
    if (!this.final) this.printPoints(`Game points after season ${season}`, this.seasonPoints);
  }

  printEnd(): void {
    if (!this.final) return;
    this.printPoints('Final game points', this.final);
    const winners = this.winners(this.final);
    console.log(`\nWinner: ${winners.map((id) => this.state().clubs[id]!.name).join(' and ') || 'no manager survived'}`);
  }

  winnerEvent(): { type: 'fortunes-winner'; winners: string[]; standings: GameStanding[] } {
    return { type: 'fortunes-winner', winners: this.winners(this.final ?? []), standings: this.final ?? [] };
  }

  private winners(standings: readonly GameStanding[]): string[] {
    return gameWinners(standings.map((s) => ({ clubId: s.clubId, points: s.points, cash: s.cash, eligible: !s.resigned })));
  }

  private printPoints(title: string, standings: readonly GameStanding[]): void {
    console.log(`\n${title}`);
    for (const s of standings) {
      const club = this.state().clubs[s.clubId]!.name;
      console.log(
        `  ${String(s.points).padStart(4)}  ${club.padEnd(24)} seasons ${String(s.seasonPoints).padStart(3)}, cash ${String(s.cashPoints).padStart(3)} (£${thousands(s.cash)})${s.resigned ? '  bankrupt, cannot win' : ''}`,
      );
    }
  }

  private names() {
    const state = this.state();
    return nameBook(
      Object.fromEntries(Object.values(state.players).map((p) => [p.id, p.name])),
      Object.fromEntries(Object.values(state.clubs).map((c) => [c.id, c.name])),
    );
  }

  private push(map: Map<string, string[]>, key: string, value: string): void {
    map.set(key, [...(map.get(key) ?? []), value]);
  }
}
