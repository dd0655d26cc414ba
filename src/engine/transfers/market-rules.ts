/** Rulebook, "Signings": a 6 means another team wants the player. */
export const INTEREST_ROLL = 6;
/** Rulebook, "Signings": after a 6, a player-controlled club must pay this much over the asking price. */
export const OUTBID_PREMIUM = 100_000;
/** Rulebook, "Player-controlled Teams Can Sell": a quick sale goes on a 4 or above. */
export const QUICK_SALE_ROLL = 4;
