import type { Phase } from './context.js';

export const matchPhase: Phase = () => {};
