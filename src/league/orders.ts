import type { Lineup, Formation, SaleMode, StaffRole, StandId, StandKind, Tactics, TrainingCode } from '../engine/types.js';
import type { ScoutRequest } from '../engine/orders.js';
import type { LeagueDeps } from './deps.js';
import type { OrdersView } from './views.js';

/** Every order is given by a manager in a league; the use case finds his club itself. */
export interface ManagerInput {
  leagueId: string;
  userId: string;
}

export async function myOrders(_deps: LeagueDeps, _input: ManagerInput): Promise<OrdersView> {
  throw new Error('myOrders: not yet');
}

export async function setTraining(_deps: LeagueDeps, _input: ManagerInput & { playerId: string; plan: TrainingCode | null }): Promise<OrdersView> {
  throw new Error('setTraining: not yet');
}

export async function setSelection(_deps: LeagueDeps, _input: ManagerInput & { lineup: Lineup; tactics?: Tactics }): Promise<OrdersView> {
  throw new Error('setSelection: not yet');
}

export async function autoSelection(_deps: LeagueDeps, _input: ManagerInput & { formation: Formation; tactics?: Tactics }): Promise<OrdersView> {
  throw new Error('autoSelection: not yet');
}

export async function setTactics(_deps: LeagueDeps, _input: ManagerInput & { tactics: Tactics }): Promise<OrdersView> {
  throw new Error('setTactics: not yet');
}

export async function placeBid(_deps: LeagueDeps, _input: ManagerInput & { playerId: string; amount: number }): Promise<OrdersView> {
  throw new Error('placeBid: not yet');
}

export async function withdrawBid(_deps: LeagueDeps, _input: ManagerInput & { playerId: string }): Promise<OrdersView> {
  throw new Error('withdrawBid: not yet');
}

export async function setSale(_deps: LeagueDeps, _input: ManagerInput & { playerId: string; mode: SaleMode | 'unlist' }): Promise<OrdersView> {
  throw new Error('setSale: not yet');
}

export async function orderBuild(_deps: LeagueDeps, _input: ManagerInput & { stand: StandId; tier: 1 | 2 | 3; kind: StandKind }): Promise<OrdersView> {
  throw new Error('orderBuild: not yet');
}

export async function cancelBuild(_deps: LeagueDeps, _input: ManagerInput & { stand: StandId }): Promise<OrdersView> {
  throw new Error('cancelBuild: not yet');
}

export async function setExecutiveBoxes(_deps: LeagueDeps, _input: ManagerInput & { build: boolean }): Promise<OrdersView> {
  throw new Error('setExecutiveBoxes: not yet');
}

export async function hireStaff(_deps: LeagueDeps, _input: ManagerInput & { role: StaffRole }): Promise<OrdersView> {
  throw new Error('hireStaff: not yet');
}

export async function fireStaff(_deps: LeagueDeps, _input: ManagerInput & { role: StaffRole }): Promise<OrdersView> {
  throw new Error('fireStaff: not yet');
}

export async function chooseSponsor(_deps: LeagueDeps, _input: ManagerInput & { years: 1 | 2 }): Promise<OrdersView> {
  throw new Error('chooseSponsor: not yet');
}

export async function setScoutRequest(_deps: LeagueDeps, _input: ManagerInput & { request: ScoutRequest | null }): Promise<OrdersView> {
  throw new Error('setScoutRequest: not yet');
}
