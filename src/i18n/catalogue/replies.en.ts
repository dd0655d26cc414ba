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
  'reply.noLeagueHere': 'There is no league in this channel. An admin can start one with /league create.',
  'reply.noSuchLeague': 'There is no such league. Use /league create to start one.',
  'reply.noSuchPlayer': 'There is no such player in this league.',
  'reply.noSuchClub': 'There is no such club in this league.',
  'reply.playersSameName': '{count} players are called {name}: pick one from the list.',
  'reply.clubsSameName': '{count} clubs in this league are called {name}: pick one from the list.',
  'reply.amountWholePounds': 'Give the amount in whole pounds, more than £0.',
  'reply.noBid': 'You have no bid on that player this week.',

  // /league create, join and start.
  'reply.league.channelTaken': 'This channel already has a league. Create the new one in another channel.',
  'reply.league.alreadyManaging': 'You already manage {club} in this league.',
  'reply.league.banned': 'A league admin has banned you from this league, so you cannot join it. Ask one to lift the ban.',
  'reply.league.clubTaken': '{club} already has a manager. Pick another club.',
  'reply.league.full': 'Every club in this league has a manager.',
  'reply.league.alreadyStarted': 'This league has already started.',
  'reply.league.gameOver': 'This game is over and the league is archived, read-only. An admin can start a new game here with /league create.',

  // /train.
  'reply.train.set': 'Training set: {player} → {plan}. {orders, plural, one {# training order} other {# training orders}} this week.',

  // /bid.
  'reply.bid.withdrawn': 'Your bid for {player} is withdrawn.',
  'reply.bid.placed':
    'Sealed bid of {amount, number, ::currency/GBP precision-integer} for {player}. You have {bids, plural, one {# bid} other {# bids}} this week, {total, number, ::currency/GBP precision-integer} in all. Bids are settled when the week is played.',

  // What a training or a bid order costs or brings, under its reply.
  'reply.price.training.stop': 'He trains nothing from now on.',
  'reply.price.training.effect':
    '{plan, select, FRM {Form training improves his form one level} ABL {Ability training adds 0.5 to his ability} FIT {Fitness training: required while injured} RST {Rest: he cannot get injured} CB {Training for Centre Back adds the position} SB {Training for Side Back adds the position} CM {Training for Central Midfield adds the position} SM {Training for Side Midfield adds the position} other {Training for Centre Forward adds the position}}',
  'reply.price.training.weekByWeek': '{effect}, week by week.',
  'reply.price.training.weeks': '{effect}: {weeks, plural, one {# week} other {# weeks}}.',
  'reply.price.training.weeksDone': '{effect}: {weeks, plural, one {# week} other {# weeks}}, {done} already done.',
  'reply.price.bid':
    "Asking price {asking, number, ::currency/GBP precision-integer}. If it wins you pay {asking, number, ::currency/GBP precision-integer} as the only bidder ({interested, number, ::currency/GBP precision-integer} if another team is interested), up to your {amount, number, ::currency/GBP precision-integer} against other managers, leaving at least {left, number, ::currency/GBP precision-integer}. Settled in week {week}'s transfers.",
  'reply.price.bidAmongOthers':
    "Asking price {asking, number, ::currency/GBP precision-integer}. If it wins you pay {asking, number, ::currency/GBP precision-integer} as the only bidder ({interested, number, ::currency/GBP precision-integer} if another team is interested), up to your {amount, number, ::currency/GBP precision-integer} against other managers, leaving at least {left, number, ::currency/GBP precision-integer}, or {allWin, number, ::currency/GBP precision-integer} if all your bids win. Settled in week {week}'s transfers.",
} as const;

export type ReplyMessages = Readonly<Record<keyof typeof repliesEn, string>>;
