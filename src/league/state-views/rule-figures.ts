/**
 * The rulebook's names, lists and chart figures as the Discord layer shows
 * them (stand names, the help pages' tables). Data only: what a view shows
 * that needs working out (a ground's places, a player's value, a table) the
 * league computes into the view, so the renderers compute no rule.
 */
export { standName } from '../../engine/stadium/builds.js';
export { DIVISIONS, FORMATIONS, POSITIONS, STAFF_ROLES, WEEKS_PER_SEASON } from '../../engine/types.js';
export { SPONSOR_CHART } from '../../engine/preseason/sponsors.js';
export { IN_SEASON_BUILD_WEEKS, TIER_COST } from '../../engine/stadium/stadium-chart.js';
export { WEEKLY_WAGE } from '../../engine/staff/staff-chart.js';
export { BACKS_TO_THE_WALL_FORMATIONS, REBOUND_FORMATIONS } from '../../engine/tables/formations.js';
export { TRAINING_WEEKS } from '../../engine/tables/training.js';
export { COMPETITION_NAMES } from '../../engine/cups/competition-names.js';
export { PROMOTED_PLACES, RELEGATED_PLACES } from '../../engine/end-of-season/end-season.js';
export { POINTS } from '../../engine/season/league-table.js';
