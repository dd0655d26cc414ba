import type { Phase } from './context.js';

export const stadiumAndStaffPhase: Phase = () => {};
