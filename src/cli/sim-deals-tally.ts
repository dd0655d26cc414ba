import { isGoalkeeper } from '../engine/deals/check-deal.js';
import type { EngineEvent } from '../engine/model/events.js';
import type { LeagueState } from '../engine/model/types.js';

/** What the simulator's --deals counts: deals done and lapsed, and how small a squad ever got. */
export class DealsTally {
  done = 0;
  lapsed = 0;
  players = 0;
  money = 0;
  smallestSquad = Infinity;
  keeperlessSteps = 0;

  step(after: LeagueState, events: readonly EngineEvent[]): void {
    for (const e of events) {
      if (e.type === 'deal-done') {
        this.done += 1;
        if (e.terms.kind === 'transfer') {
          this.players += e.terms.give.length + e.terms.get.length;
          this.money += Math.abs(e.terms.money);
        }
      }
      if (e.type === 'deal-lapsed') this.lapsed += 1;
    }
    for (const club of Object.values(after.clubs)) {
      if (!club.playerControlled) continue;
      const squad = Object.values(after.players).filter((p) => p.clubId === club.id);
      this.smallestSquad = Math.min(this.smallestSquad, squad.length);
      if (!squad.some(isGoalkeeper)) this.keeperlessSteps += 1;
    }
  }

  lines(): string[] {
    return [
      `Deals between AI clubs: ${this.done} done (${this.players} players, £${this.money.toLocaleString('en-GB')}), ${this.lapsed} lapsed`,
      `Smallest player-club squad after any step: ${this.smallestSquad}; club-steps without a goalkeeper: ${this.keeperlessSteps}`,
    ];
  }
}
