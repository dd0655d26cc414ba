/** A league's cups option: no cups, the domestic cup, or the cup and, from season two, Europe. */
export const CUPS_OPTIONS = ['off', 'cup', 'cup+europe'] as const;
export type CupsOption = (typeof CUPS_OPTIONS)[number];

export const EUROPEAN_COMPETITIONS = ['european-cup', 'cup-winners-cup', 'uefa-cup'] as const;
export type EuropeanCompetition = (typeof EUROPEAN_COMPETITIONS)[number];
export type CupCompetition = 'cup' | EuropeanCompetition;

/** Clubs in each competition's first round (Football Fortunes: the F.A. Cup for all 32; Europe, sixteen). */
export const FIELD_SIZE: Readonly<Record<CupCompetition, number>> = {
  cup: 32,
  'european-cup': 16,
  'cup-winners-cup': 16,
  'uefa-cup': 16,
};

/** Every competition, the domestic cup first. */
export const CUP_COMPETITIONS = ['cup', ...EUROPEAN_COMPETITIONS] as const satisfies readonly CupCompetition[];
