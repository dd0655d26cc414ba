/**
 * Net Results Soccer, "Select your substitution pool list": up to seven on the
 * bench, one of them a keeper, and three substitutions; a player taken off
 * stays off.
 */
export const MAX_SUBSTITUTIONS = 3;
export const MAX_BENCH = 7;
