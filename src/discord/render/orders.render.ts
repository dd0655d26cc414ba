import type { APIEmbed } from 'discord.js';
import type { ScoutRequest } from '../../engine/model/orders.js';
import { DEFAULT_LOCALE, type Locale } from '../../i18n/locales.js';
import { t } from '../../i18n/translate.js';
import type { ReadyView, OrderWarning } from '../../league/shared/views.js';
import { COLOURS } from './format.js';
import { lineupPlanFields } from './lineup-plan.render.js';
import { stepLabelIn } from './post-words.js';
import { bidsLine, debtField } from './week-spending.render.js';

/** The catalogue's name for each shift of the Chief Scout's chart (the choices /scout offers). */
const SCOUT_SHIFTS: Readonly<Record<string, string>> = {
  'age:-2': 'younger2',
  'age:-1': 'younger1',
  'age:1': 'older1',
  'age:2': 'older2',
  'position:-1': 'down',
  'position:1': 'up',
  'ability:1': 'better',
  'ability:-1': 'worse',
};

/** What the Chief Scout is asked for this week, in the reader's language. */
export function scoutRequestIn(locale: Locale, request: ScoutRequest): string {
  if (request.facet === 'prefer') {
    const wishes = [
      ...(request.position ? [t(locale, 'ready.scout.wish.position', { position: request.position })] : []),
      ...(request.better ? [t(locale, 'ready.scout.wish.better')] : []),
      ...(request.younger ? [t(locale, 'ready.scout.wish.younger')] : []),
    ];
    return t(locale, 'ready.scout.prefer', { wishes: wishes.join(t(locale, 'ready.scout.then')) || t(locale, 'ready.scout.wish.none') });
  }
  return t(locale, 'ready.scout.request', { request: SCOUT_SHIFTS[`${request.facet}:${request.shift}`] ?? 'worse' });
}

function warningIn(locale: Locale, warning: OrderWarning): string {
  switch (warning.kind) {
    case 'youth-fillers':
      return t(locale, 'ready.warning.youthFillers', { count: warning.count });
    case 'untrained':
      return t(locale, 'ready.warning.untrained', { count: warning.count });
    case 'no-sponsor':
      return t(locale, 'ready.warning.noSponsor');
  }
}

/** A manager's own orders for the week, with warnings, in his language; shown only to him (bids included). */
export function renderOrders(view: ReadyView, locale: Locale = DEFAULT_LOCALE): APIEmbed {
  const { orders } = view;
  const training = Object.keys(orders.training ?? {}).length;
  const sales = (orders.sales ?? []).map((sale) => t(locale, 'ready.sale', { mode: sale.mode }));
  const builds = [
    ...(orders.builds ?? []).map((b) =>
      t(locale, 'ready.build', { stand: t(locale, `violation.term.stand.${b.stand}`), tier: b.tier, kind: b.kind }),
    ),
    ...(orders.executiveBoxes ? [t(locale, 'ready.build.boxes')] : []),
  ];
  const staff = [
    ...(orders.hire ?? []).map((role) => t(locale, 'ready.staff.hire', { role: t(locale, `staff.${role}`) })),
    ...(orders.fire ?? []).map((role) => t(locale, 'ready.staff.fire', { role: t(locale, `staff.${role}`) })),
  ];
  const lines = [
    t(locale, 'ready.selection', { picked: orders.selection ? 'yes' : 'no' }),
    t(locale, 'ready.training', { count: training }),
    bidsLine(view.spending, locale),
    sales.length ? t(locale, 'ready.sales', { sales: sales.join(', ') }) : t(locale, 'ready.sales.none'),
    builds.length ? t(locale, 'ready.building', { builds: builds.join(', ') }) : t(locale, 'ready.building.nothing'),
    staff.length ? t(locale, 'ready.staff', { changes: staff.join(', ') }) : t(locale, 'ready.staff.none'),
    ...(orders.sponsorYears ? [t(locale, 'ready.sponsor', { years: orders.sponsorYears })] : []),
    ...(orders.keepListed?.length ? [t(locale, 'ready.keptListed', { count: orders.keepListed.length })] : []),
    ...(orders.scout ? [t(locale, 'ready.scout', { request: scoutRequestIn(locale, orders.scout) })] : []),
  ];
  const footer = t(locale, 'ready.footer', { allReady: view.allReady ? 'yes' : 'no' });
  return {
    title: t(locale, 'ready.title', { ready: view.ready ? 'yes' : 'no', step: stepLabelIn(locale, view) }),
    description: lines.join('\n'),
    color: view.warnings.length > 0 ? COLOURS.warning : COLOURS.league,
    fields: [
      ...lineupPlanFields(view.lineup, view.phase === 'preseason', locale),
      ...debtField(view.spending, locale),
      ...(view.warnings.length > 0
        ? [{ name: t(locale, 'ready.secondLook'), value: view.warnings.map((w) => `⚠️ ${warningIn(locale, w)}`).join('\n') }]
        : []),
    ],
    footer: { text: view.lineup ? `${footer} · ${t(locale, 'legend.form')}` : footer },
  };
}
