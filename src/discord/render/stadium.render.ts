import type { APIEmbed } from 'discord.js';
import type { Stand, StandId, StandKind } from '../../engine/model/types.js';
import { DEFAULT_LOCALE, type Locale } from '../../i18n/locales.js';
import { t } from '../../i18n/translate.js';
import type { StadiumView } from '../../league/shared/views.js';
import { COLOURS } from './format.js';

/** "North Stand", "Nordtribüne": a stand by the catalogue's name for it. */
export function standIn(locale: Locale, stand: StandId): string {
  return t(locale, `violation.term.stand.${stand}`);
}

/** "North Stand, tier 2, seating": a build ordered this week. */
export function orderedBuildIn(locale: Locale, build: { stand: StandId; tier: number; kind: StandKind }): string {
  return t(locale, 'ready.build', { stand: standIn(locale, build.stand), tier: build.tier, kind: build.kind });
}

function standLine(locale: Locale, view: StadiumView, id: StandId, stand: Stand): string {
  const tiers =
    stand.tiers.length > 0
      ? stand.tiers.map((kind, i) => t(locale, 'ground.tier', { tier: i + 1, kind })).join(', ')
      : t(locale, stand.bank ? 'ground.bank' : 'ground.empty');
  const work = stand.work ? t(locale, 'ground.work', { tier: stand.work.tier, kind: stand.work.kind, weeks: stand.work.weeksLeft }) : '';
  return t(locale, 'ground.stand', { stand: standIn(locale, id), tiers, places: view.places.stands[id] ?? 0, work });
}

export function renderStadium(view: StadiumView, locale: Locale = DEFAULT_LOCALE): APIEmbed {
  if (!view.stadium)
    return { title: t(locale, 'ground.title.none', { club: view.club.name }), description: t(locale, 'ground.none'), color: COLOURS.info };
  const stands = (Object.entries(view.stadium.stands) as [StandId, Stand][]).map(([id, stand]) => standLine(locale, view, id, stand));
  const ordered = view.orderedBuilds.map((b) => orderedBuildIn(locale, b));
  return {
    title: t(locale, 'ground.title', { club: view.club.name, places: view.places.total }),
    description: stands.join('\n'),
    color: COLOURS.info,
    fields: [
      { name: t(locale, 'ground.boxes'), value: t(locale, view.stadium.executiveBoxes ? 'ground.boxes.yes' : 'ground.boxes.no'), inline: true },
      ...(ordered.length > 0 ? [{ name: t(locale, 'orders.orderedThisWeek'), value: ordered.join('\n'), inline: true }] : []),
    ],
  };
}
