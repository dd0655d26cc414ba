/**
 * Why a deal between managers cannot be made, carried out or agreed, in English: the football engine's deal rules and
 * the AI's value rule (`deal.rule.<rule>`), why an accepted deal lapsed (`deal.lapse.<reason>`), and Football
 * Fortunes' and the card game's own (`deal.fortunes.…`, `deal.cards.…`). Worded when read, so a stored offer's note
 * reads in each reader's language.
 */
export const dealRulesEn = {
  'deal.rule.deals-closed': 'Deals between managers are closed until the next pre-season.',
  'deal.rule.club-cannot-trade': 'Only clubs with a squad of their own can trade.',
  'deal.rule.trade-with-itself': 'A club cannot trade with itself.',
  'deal.rule.nothing-moves': 'A deal moves at least one player or Immunity card.',
  'deal.rule.player-named-twice': 'A player can be named once in a deal.',
  'deal.rule.player-not-at-club': '{player} does not play for {club}.',
  'deal.rule.player-on-loan': '{player} is on loan at {club}: he can be neither sold nor lent on.',
  'deal.rule.loan-length': 'A loan lasts from 1 to {longest} matches this season ({season} a season), or to the season’s end.',
  'deal.rule.immunity-whole-cards': 'Immunity cards change hands whole: a whole number of cards.',
  'deal.rule.immunity-not-fortunes': 'Immunity cards belong to Football Fortunes leagues: this league has none.',
  'deal.rule.immunity-not-held': '{club} does not hold {cards, plural, one {the Immunity card} other {the # Immunity cards}} the deal gives.',
  'deal.rule.cannot-afford': '{club} cannot afford the money of this deal.',
  'deal.rule.squad-too-small': '{club} would be left with {left, plural, one {# player} other {# players}}; a squad keeps at least {least}.',
  'deal.rule.no-goalkeeper': '{club} would be left without a goalkeeper.',
  'deal.rule.ai-keeps-squad': 'The club keeps at least {least} players and a goalkeeper.',
  'deal.rule.ai-keeps-immunity': 'The club keeps its Immunity cards for its own Selection Problems.',
  'deal.rule.ai-lend-fee-enough': 'The fee is enough for the matches he is away.',
  'deal.rule.ai-lend-fee-least': 'The club lends him for a fee of at least {fee, number, ::currency/GBP precision-integer}.',
  'deal.rule.ai-borrow-fee-fair': 'The fee is fair for the matches he plays.',
  'deal.rule.ai-borrow-fee-most': 'The club pays at most {fee, number, ::currency/GBP precision-integer} to borrow him.',
  'deal.rule.ai-worth-more': 'The deal is worth more to the club than what it gives up.',
  'deal.rule.ai-wants-premium': 'The club wants at least {percent}% more than it gives up, in players and money.',

  // Why an accepted deal was not carried out, told to its two managers.
  'deal.lapse.window-closed': 'the deals window had closed; deals between managers open again at the next pre-season.',
  'deal.lapse.club-gone': '{club, select, none {a club} other {{club}}} can no longer trade.',
  'deal.lapse.player-moved':
    '{player, select, none {a player} other {{player}}} no longer played for {club, select, none {his club} other {{club}}}: an earlier deal or sale took him first.',
  'deal.lapse.player-on-loan':
    '{player, select, none {a player} other {{player}}} was on loan at {club, select, none {his club} other {{club}}}, and a loaned player cannot be sold or lent on.',
  'deal.lapse.cannot-afford': '{club, select, none {a club} other {{club}}} could not afford the money when the deal fell due.',
  'deal.lapse.squad-too-small': '{club, select, none {a club} other {{club}}} would have been left with fewer than 11 players.',
  'deal.lapse.no-goalkeeper': '{club, select, none {a club} other {{club}}} would have been left without a goalkeeper.',
  'deal.lapse.loan-too-long': 'the loan was longer than the matches left in the season.',
  'deal.lapse.no-immunity-card': '{club, select, none {a club} other {{club}}} no longer held the Immunity cards the deal gave.',
  'deal.lapse.manager-left': 'A manager of the deal left the club.',
  'deal.lapse.not-in-orders': 'The deal was not among the week’s orders.',

  // Football Fortunes (rulebook 003, "Transfers/loans"): as both managers may read it, never a club's money or cards.
  'deal.fortunes.problem.window-closed':
    'Transfers and loans are closed: a cup semi-final has been played this season, so no new deals until the new season (transfer rule 3). Buying from the bank or at auction stays open.',
  'deal.fortunes.problem.not-playing':
    'A loan needs both clubs playing in this round (transfer rule 2): in a cup turn both must still be in a running cup.',
  'deal.fortunes.problem.not-his': 'The player is not the seller’s own card any more (a player on loan is never the borrower’s to sell or lend).',
  'deal.fortunes.problem.cannot-pay': 'The club that gets the player cannot pay the price now.',
  'deal.fortunes.problem.not-a-manager': 'Deals are made between the managers still in the game.',
  'deal.fortunes.problem.bad-terms': 'A price is whole pounds, £0 or more, and a loan lasts one turn or more.',
  'deal.fortunes.problem.no-immunity': 'The seller holds no Immunity card now.',
  'deal.fortunes.offer.noImmunity': 'You hold no Immunity card to sell.',
  'deal.fortunes.offer.notYours': '{card} is not one of your own cards: a player on loan to you is never yours to sell or lend.',
  'deal.fortunes.offer.tooDear': 'The deal asks {price, number, ::currency/GBP precision-integer} of you, more than you have.',
  'deal.fortunes.nobodyManages': 'Nobody manages that club now, and a club without its manager makes no deals.',
  'deal.cards.nobodyManages': 'Nobody manages that club now, and a club without its manager declines every trade.',
  // The card game's trades (docs/cards.md, "Trades"): the offering manager's own sentence, and the one both read.
  'deal.cards.fault.no-partner': 'Trade with another manager of this league: dummy clubs do not trade.',
  'deal.cards.fault.nothing': 'A trade moves at least one card or some money.',
  'deal.cards.fault.card-twice': 'Name each card once.',
  'deal.cards.fault.card-not-held.from': '{cards} {count, plural, one {is} other {are}} not in your hand.',
  'deal.cards.fault.card-not-held.to': 'Ask only for cards the other manager holds.',
  'deal.cards.fault.card-already-held.from': '{cards} {count, plural, one {is} other {are}} in your own hand.',
  'deal.cards.fault.bad-money': 'Money in a trade is whole pence, not below nothing.',
  'deal.cards.fault.short-of-money.from': 'You offer {pay, number, ::currency/GBP .00} but have {have, number, ::currency/GBP .00}.',
  'deal.cards.fault.short-of-money.to': 'The other manager does not have {receive, number, ::currency/GBP .00}.',
  'deal.cards.fault.no-picture-left.from': 'You must keep at least one picture card after the trade.',
  'deal.cards.fault.no-picture-left.to': 'The other manager must keep at least one picture card after the trade.',
  'deal.cards.shared.card-not-held.from': 'The manager who made the offer does not hold every card the offer gives.',
  'deal.cards.shared.card-not-held.to': 'The manager the offer was made to does not hold every card it asks for.',
  'deal.cards.shared.card-already-held.from': 'The manager who made the offer asks for a card already in that hand.',
  'deal.cards.shared.short-of-money.from': 'The manager who made the offer does not have the money the offer pays.',
  'deal.cards.shared.short-of-money.to': 'The manager the offer was made to does not have the money asked of that club.',
  'deal.cards.shared.no-picture-left.from': 'The manager who made the offer would be left without a picture card.',
  'deal.cards.shared.no-picture-left.to': 'The manager the offer was made to would be left without a picture card.',
  'deal.cards.phase.finished': 'The game is over: no more trades.',
  'deal.cards.phase.notYet': 'Trades between managers begin after the opening auction: they are made when the market closes after a round.',
} as const;
