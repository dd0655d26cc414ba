import { dealClubs } from '../../engine/deals/terms.js';
import type { EngineEvent } from '../../engine/model/events.js';
import type { LeagueState } from '../../engine/model/types.js';
import { lapseSentence } from './lapse-sentence.js';

/**
 * A manager's private news of his deals in the step last played: an accepted
 * deal that lapsed is told to both its clubs here, in /news, the one private
 * place the bot can reach a manager after a step (it sends no direct messages).
 */
export function dealNewsItems(
  events: readonly EngineEvent[],
  clubId: string,
  state: LeagueState,
): { kind: 'refused'; order: string; message: string }[] {
  return events.flatMap((e) =>
    e.type === 'deal-lapsed' && dealClubs(e.terms).includes(clubId)
      ? [{ kind: 'refused' as const, order: e.terms.kind === 'loan' ? 'loan' : 'deal', message: lapseSentence(state, e) }]
      : [],
  );
}
