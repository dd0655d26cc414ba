import { dealClubs } from '../../engine/deals/terms.js';
import type { EngineEvent } from '../../engine/model/events.js';
import type { LeagueState } from '../../engine/model/types.js';
import { t, type CatalogueText } from '../../i18n/translate.js';
import { lapseText } from './lapse-text.js';

/**
 * A manager's private news of his deals in the step last played: an accepted
 * deal that lapsed is told to both its clubs here, in /news, the one private
 * place the bot can reach a manager after a step (it sends no direct messages).
 */
export function dealNewsItems(
  events: readonly EngineEvent[],
  clubId: string,
  state: LeagueState,
): { kind: 'refused'; order: string; message: string; text: CatalogueText }[] {
  return events.flatMap((e) => {
    if (e.type !== 'deal-lapsed' || !dealClubs(e.terms).includes(clubId)) return [];
    const text = lapseText(state, e);
    return [{ kind: 'refused' as const, order: e.terms.kind === 'loan' ? 'loan' : 'deal', message: t('en', text.key, text.params), text }];
  });
}
