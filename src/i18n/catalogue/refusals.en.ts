/**
 * Refusals of the orders and commands that have no file of their own, in English: a value outside its list, a
 * Football Fortunes bid, who may create a league, a club to join, the card game's settings and a substitution.
 */
export const refusalsEn = {
  'refusal.notOneOf.training-plan': '"{value}" is not a training plan.',
  'refusal.notOneOf.formation': '"{value}" is not a formation.',
  'refusal.notOneOf.stand': '"{value}" is not a stand.',
  'refusal.notOneOf.tier': '"{value}" is not a tier.',
  'refusal.notOneOf.staff-role': '"{value}" is not a staff role.',
  'refusal.notOneOf.sponsor-years': '"{value}" is not a sponsor deal length.',
  'refusal.notOneOf.section': '"{value}" is not a section.',
  'refusal.notOneOf.sale-mode': '"{value}" is not a way to sell.',
  'refusal.notOneOf.stand-kind': '"{value}" is not a kind of stand.',
  'refusal.fortune.cupStep': 'The board waits for the next league week: this step is a cup round. Give your /fortune orders when the week opens.',
  'refusal.fortune.notALot': 'That player is neither in the bank nor among this week’s auction lots. See /fortune.',
  'refusal.fortune.noBid': 'You have no bid on that player.',
  'refusal.league.adminCreates': 'Only a server admin can create a league.',
  'refusal.league.noSuchLeague': 'There is no such league.',
  'refusal.join.clubNotOpen': 'That club is not one a manager can take in this league.',
  'refusal.cards.managers': 'A cards league has {least} to {most} managers: choose humans between them.',
  'refusal.cards.seasons': 'A cards game lasts 1 to {most} seasons.',
  'refusal.cards.balance': 'The balance is one of {balances}.',
  'refusal.cards.footballOptions': 'The match engine options belong to football leagues: leave them out of a cards league.',
  'refusal.substitute.both': 'Name the player who comes on and the one who comes off (or use clear).',
  'refusal.substitute.offNotInXi': '{player} is not in your XI, so he cannot be taken off.',
  'refusal.substitute.onInXi': '{player} is already in your XI; bring on someone from the bench.',
} as const;
