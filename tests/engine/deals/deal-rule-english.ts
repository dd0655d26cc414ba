import type { DealRule, DealRuleParams } from '../../../src/engine/deals/check-deal.js';
import type { AiDealRule } from '../../../src/engine/deals/value-rule.js';
import { t } from '../../../src/i18n/translate.js';
import { dealRuleText } from '../../../src/league/deals/deal-rule-text.js';

/** A deal rule's sentence as an English reader is told it; empty when no rule is broken. */
export function englishOf(because: { rule: DealRule | AiDealRule; params: DealRuleParams } | null | undefined): string {
  if (!because) return '';
  const text = dealRuleText(because);
  return t('en', text.key, text.params);
}
