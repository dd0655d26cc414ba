/**
 * Where the league layer reaches the engine's season: one step of a league
 * (pre-season, a week, the end of season), its dice seed, and the AI manager.
 */
export { playStep, nextStep, diceSeedForNextStep } from '../../engine/step.js';
export { aiOrders } from '../../engine/ai/ai-orders.js';
export { fillOrders, managedClubOrders } from '../../engine/ai/fill-orders.js';
