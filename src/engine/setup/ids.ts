import type { LeagueState } from '../model/types.js';

/** Takes the league's next id, so generated things are numbered deterministically. */
export function takeId(state: Pick<LeagueState, 'nextId'>, prefix: string): string {
  const id = `${prefix}${state.nextId}`;
  state.nextId += 1;
  return id;
}
