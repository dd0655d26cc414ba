/**
 * Private replies in English: the answers to the most used commands, and the refusals and apologies any command can
 * give. A key names the command or the situation.
 */
export const repliesEn = {
  // Any command.
  'reply.apology.nothingChanged':
    'Sorry, something went wrong on our side and nothing was changed. If it keeps happening, give a server admin incident id `{incident}`.',
  'reply.apology.answerLost':
    'Sorry, something went wrong on our side and your answer was lost; your order may have been saved: check `/ready`. If it keeps happening, give a server admin incident id `{incident}`.',
  'reply.databaseUnreachable': "Dugout can't reach its database just now; try again in a minute.",
  'reply.staleComponent': 'This button is no longer valid.',
  'reply.serverChannelOnly': 'Dugout leagues live in server channels: use this command in one.',
  'reply.adminOnly': 'Only a league admin can do that: you need Manage Server, or the league admin role.',
  'reply.membershipCooldown':
    'You can {action, select, join {join} other {leave}} once every {every} seconds: try again in {wait, plural, one {# second} other {# seconds}}.',
  'reply.notYourClub': 'You do not manage a club in this league. Use /league join to take one.',
  'reply.notAdmin': 'Only a league admin can do that.',
  'reply.alreadyPlayed': 'That week has already been played.',

  // /train.
  'reply.train.set': 'Training set: {player} → {plan}. {orders, plural, one {# training order} other {# training orders}} this week.',

  // /bid.
  'reply.bid.withdrawn': 'Your bid for {player} is withdrawn.',
  'reply.bid.placed':
    'Sealed bid of {amount, number, ::currency/GBP precision-integer} for {player}. You have {bids, plural, one {# bid} other {# bids}} this week, {total, number, ::currency/GBP precision-integer} in all. Bids are settled when the week is played.',
} as const;

export type ReplyMessages = Readonly<Record<keyof typeof repliesEn, string>>;
