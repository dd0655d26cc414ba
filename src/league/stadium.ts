import type { LeagueDeps } from './deps.js';
import type { StadiumView, StaffView } from './views.js';

export async function stadiumView(_deps: LeagueDeps, _input: { leagueId: string; userId: string; clubId?: string }): Promise<StadiumView> {
  throw new Error('stadiumView: not yet');
}

export async function staffView(_deps: LeagueDeps, _input: { leagueId: string; userId: string; clubId?: string }): Promise<StaffView> {
  throw new Error('staffView: not yet');
}
