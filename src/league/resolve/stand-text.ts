import { standName } from '../../engine/stadium/builds.js';
import { STAND_IDS } from '../../engine/stadium/stadium-chart.js';
import type { StandId } from '../../engine/model/types.js';
import { LOCALES } from '../../i18n/locales.js';
import { t } from '../../i18n/translate.js';

/**
 * A stand option holds its id when picked from autocomplete, or its name when typed: "East Stand", or "East" as
 * managers often type it, or its name in another language the catalogue speaks ("Osttribüne").
 */
export function standFromText(typed: string): StandId | undefined {
  const text = typed.trim().toLowerCase();
  return STAND_IDS.find((stand) =>
    [stand, standName(stand), standName(stand).replace(/ Stand$/, ''), ...LOCALES.map((locale) => t(locale, `violation.term.stand.${stand}`))].some(
      (n) => n.toLowerCase() === text,
    ),
  );
}
