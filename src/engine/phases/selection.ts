import type { Phase } from './context.js';

export const selectionPhase: Phase = () => {};
