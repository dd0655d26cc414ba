/**
 * The rulebook's names, lists and chart figures as the Discord layer shows
 * them (stand names, the help pages' tables). Data only: what a view shows
 * that needs working out (a ground's places, a player's value, a table) the
 * league computes into the view, so the renderers compute no rule.
 */
export { standName } from '../../engine/stadium/builds.js';
export { DIVISIONS, FORMATIONS, POSITIONS, STAFF_ROLES, WEEKS_PER_SEASON } from '../../engine/model/types.js';
export { SPONSOR_CHART } from '../../engine/preseason/sponsors.js';
export { IN_SEASON_BUILD_WEEKS, TIER_COST } from '../../engine/stadium/stadium-chart.js';
export { WEEKLY_WAGE } from '../../engine/staff/staff-chart.js';
export { BACKS_TO_THE_WALL_FORMATIONS, REBOUND_FORMATIONS } from '../../engine/tables/formations.js';
export { TRAINING_WEEKS } from '../../engine/tables/training.js';
export { OUTBID_PREMIUM } from '../../engine/transfers/market-rules.js';
export { COMPETITION_NAMES } from '../../engine/cups/competition-names.js';
export { PROMOTED_PLACES, RELEGATED_PLACES } from '../../engine/end-of-season/end-season.js';
export { POINTS } from '../../engine/season/league-table.js';
export { MIN_SQUAD_AFTER_DEAL } from '../../engine/deals/check-deal.js';
export { AI_DEAL_RULE } from '../../engine/deals/value-rule.js';
export { CLOSED_WEEKS_WITHOUT_CUPS } from '../../engine/deals/window.js';
export { BANK_BUYS_AT, BANK_SELLS_AT } from '../../engine/fortunes/fortunes-money.js';
export { CRISIS_FINE } from '../../engine/fortunes/crisis.js';
export { IMMUNITY_CARDS } from '../../engine/model/fortunes-state.js';
export { SPONSORSHIP_PAY } from '../../engine/fortunes/sponsorship.js';
export { WAGES_CHART } from '../../engine/fortunes/wages.js';
export { CARD_TABLES } from '../../engine/fortunes/fortune-cards.js';
