import type { Phase } from './context.js';

export const incomePhase: Phase = () => {};
