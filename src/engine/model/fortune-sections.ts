import type { Line } from './types.js';

/** Rulebook (003), Crisis: the four team sections a "best specialist" is taken from. */
export type Section = Line;
export const SECTIONS: readonly Section[] = ['G', 'D', 'M', 'A'];
export const SECTION_NAMES: Readonly<Record<Section, string>> = { G: 'goalkeeper', D: 'defence', M: 'midfield', A: 'attack' };
