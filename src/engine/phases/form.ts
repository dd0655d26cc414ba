import type { Phase } from './context.js';

export const formPhase: Phase = () => {};
