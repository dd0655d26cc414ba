import type { Phase } from './context.js';

export const transfersPhase: Phase = () => {};
