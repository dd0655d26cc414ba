import type { Phase } from './context.js';

export const resultsPhase: Phase = () => {};
