import { standName } from '../../league/state-views/rule-figures.js';
import { stepLabel } from './step-label.js';
import type { APIEmbed } from 'discord.js';
import type { ReadyView } from '../../league/shared/views.js';
import { describeScoutRequest } from './scout.render.js';
import { STAFF_LABELS } from './staff.render.js';
import { COLOURS } from './format.js';
import { lineupPlanFields } from './lineup-plan.render.js';
import { FORM_LEGEND, dealName } from './words.js';
import { bidsLine, debtField } from './week-spending.render.js';

/** A manager's own orders for the week, with warnings; shown only to him (bids included). */
export function renderOrders(view: ReadyView): APIEmbed {
  const { orders } = view;
  const training = Object.entries(orders.training ?? {});
  const lines = [
    `Selection: ${orders.selection ? 'picked this week' : 'standing lineup'}`,
    `Training changes: ${training.length > 0 ? training.length : 'none'}`,
    bidsLine(view.spending),
    `Sales: ${(orders.sales ?? []).map((sale) => sale.mode).join(', ') || 'none'}`,
    `Building: ${(orders.builds ?? []).map((b) => `${standName(b.stand)}, tier ${b.tier}, ${b.kind}`).join(', ') || 'nothing'}${orders.executiveBoxes ? ', executive boxes' : ''}`,
    `Staff: ${[...(orders.hire ?? []).map((r) => `hire ${STAFF_LABELS[r]}`), ...(orders.fire ?? []).map((r) => `fire ${STAFF_LABELS[r]}`)].join(', ') || 'no change'}`,
    ...(orders.sponsorYears ? [`Sponsor: ${dealName(orders.sponsorYears)}`] : []),
    ...(orders.keepListed?.length ? [`Kept on the list at their request: ${orders.keepListed.length}`] : []),
    ...(orders.scout ? [`Chief Scout: ${describeScoutRequest(orders.scout)}`] : []),
  ];
  const step = stepLabel(view);
  return {
    title: `${view.ready ? 'Ready' : 'Not ready'}: ${step}`,
    description: lines.join('\n'),
    color: view.warnings.length > 0 ? COLOURS.warning : COLOURS.league,
    fields: [
      ...lineupPlanFields(view.lineup, view.phase === 'preseason'),
      ...debtField(view.spending),
      ...(view.warnings.length > 0 ? [{ name: 'Worth a second look', value: view.warnings.map((w) => `⚠️ ${w}`).join('\n') }] : []),
    ],
    footer: {
      text: `${view.allReady ? 'Every manager is ready.' : 'You can change orders until the week is played.'}${view.lineup ? ` · ${FORM_LEGEND}` : ''}`,
    },
  };
}
