import type { DealRule, DealRuleParams } from '../../engine/deals/check-deal.js';
import type { AiDealRule } from '../../engine/deals/value-rule.js';
import type { CatalogueText } from '../../i18n/translate.js';

/** The engine's deal rule (or the AI's reason) as the catalogue's sentence, for the reader's language to word. */
export function dealRuleText(because: { rule: DealRule | AiDealRule; params: DealRuleParams }): CatalogueText {
  return { key: `deal.rule.${because.rule}`, params: { ...because.params } };
}
