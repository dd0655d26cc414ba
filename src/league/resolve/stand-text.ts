import { standName } from '../../engine/stadium/builds.js';
import { STAND_IDS } from '../../engine/stadium/stadium-chart.js';
import type { StandId } from '../../engine/model/types.js';

/** A stand option holds its id when picked from autocomplete, or its name when typed: "East Stand", or "East" as managers often type it. */
export function standFromText(typed: string): StandId | undefined {
  const text = typed.trim().toLowerCase();
  return STAND_IDS.find((stand) => [stand, standName(stand), standName(stand).replace(/ Stand$/, '')].some((n) => n.toLowerCase() === text));
}
