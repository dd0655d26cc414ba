import type { Phase } from './context.js';

export const trainingPhase: Phase = () => {};
