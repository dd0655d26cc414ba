import type { Phase } from './context.js';

export const injuriesPhase: Phase = () => {};
