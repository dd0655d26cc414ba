import type { SharedTradeFault, TradeFaultCode } from '../../engine/cards/events.js';
import type { TradeFault } from '../../engine/cards/trades.js';
import type { MessageKey } from '../../i18n/catalogue/index.js';
import type { CatalogueText } from '../../i18n/translate.js';

type Side = NonNullable<SharedTradeFault['side']> | 'either';

/** The offering manager's own sentence for each fault, by whose side it is on. */
const OWN: Readonly<Record<TradeFaultCode, Partial<Record<Side, MessageKey>>>> = {
  'no-partner': { either: 'deal.cards.fault.no-partner' },
  nothing: { either: 'deal.cards.fault.nothing' },
  'card-twice': { either: 'deal.cards.fault.card-twice' },
  'card-not-held': { from: 'deal.cards.fault.card-not-held.from', to: 'deal.cards.fault.card-not-held.to' },
  'card-already-held': { from: 'deal.cards.fault.card-already-held.from' },
  'bad-money': { either: 'deal.cards.fault.bad-money' },
  'short-of-money': { from: 'deal.cards.fault.short-of-money.from', to: 'deal.cards.fault.short-of-money.to' },
  'no-picture-left': { from: 'deal.cards.fault.no-picture-left.from', to: 'deal.cards.fault.no-picture-left.to' },
};

/** The sentence both managers may read, where a side's fault would tell one of them the other's hand or money. */
const SHARED: Readonly<Partial<Record<TradeFaultCode, Partial<Record<Side, MessageKey>>>>> = {
  'card-not-held': { from: 'deal.cards.shared.card-not-held.from', to: 'deal.cards.shared.card-not-held.to' },
  'card-already-held': { from: 'deal.cards.shared.card-already-held.from' },
  'short-of-money': { from: 'deal.cards.shared.short-of-money.from', to: 'deal.cards.shared.short-of-money.to' },
  'no-picture-left': { from: 'deal.cards.shared.no-picture-left.from', to: 'deal.cards.shared.no-picture-left.to' },
};

const sideOf = (fault: SharedTradeFault): Side => fault.side ?? 'either';

/** Money in the engine's faults is pence; the catalogue formats pounds. */
function inPounds(params: TradeFault['params']): Record<string, string | number> {
  const values: Record<string, string | number> = { ...params };
  for (const name of ['pay', 'have', 'receive']) if (typeof values[name] === 'number') values[name] = values[name] / 100;
  return values;
}

/** A trade's fault as the offering manager reads it: his own cards and money named. */
export function ownTradeFaultText(fault: TradeFault): CatalogueText {
  return { key: OWN[fault.code][sideOf(fault)]!, params: inPounds(fault.params) };
}

/** A trade's fault as both its managers read it: whose side fails, never which card or how much money. */
export function sharedTradeFaultText(fault: SharedTradeFault): CatalogueText {
  return { key: SHARED[fault.code]?.[sideOf(fault)] ?? OWN[fault.code][sideOf(fault)]! };
}
