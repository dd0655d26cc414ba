/**
 * The rulebook's names, lists and chart figures as the Discord layer shows
 * them (stand names, the help pages' tables). Data only: what a view shows
 * that needs working out (a ground's places, a player's value, a table) the
 * league computes into the view, so the renderers compute no rule.
 */
export { standName } from '../../engine/stadium/builds.js';
export { DIVISIONS, FORMATIONS, POSITIONS, STAFF_ROLES } from '../../engine/types.js';
export { SPONSOR_CHART } from '../../engine/preseason/sponsors.js';
export { IN_SEASON_BUILD_WEEKS, TIER_COST } from '../../engine/stadium/stadium-chart.js';
export { WEEKLY_WAGE } from '../../engine/staff/staff-chart.js';
export { BACKS_TO_THE_WALL_FORMATIONS, REBOUND_FORMATIONS } from '../../engine/tables/formations.js';
export { TRAINING_WEEKS } from '../../engine/tables/training.js';
