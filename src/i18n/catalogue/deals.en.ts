/**
 * Deals between managers in English: /trade and /loan, an offer's buttons, its view and the Counter form (the reader's
 * language), the refusals, and the channel's lines about offers and the deals carried out (the league's language).
 * Money comes formatted (`{fee}`: "£60,000", "60.000 £"), names escaped.
 */
export const dealsEn = {
  // The channel's notice to the manager an offer is made to, and how it ended.
  'deal.notice':
    '{user}, **{to}** has {kind, select, counter {a counter-offer} transfer {a transfer offer} loan {a loan offer} cards {a trade offer} other {an offer}} from **{from}**{fromUser, select, none {} other { ({fromUser})}} {counterOf, select, none {} other {to your offer {counterOf} }}(offer {id}). Press **View offer** to see its terms; only you can answer it.',
  'deal.notice.accepted': '✅ Accepted by {by}',
  'deal.notice.declined': '❌ Declined by {by}',
  'deal.notice.countered': '↩️ Countered by {by}',
  'deal.notice.expired': '⌛ Expired at the deadline',
  'deal.notice.lapsed': '⌛ Lapsed',
  'deal.notice.cancelled': '⌛ Withdrawn',
  'deal.button.view': 'View offer',
  'deal.button.accept': 'Accept',
  'deal.button.decline': 'Decline',
  'deal.button.counter': 'Counter',
  // The channel's line to the maker of an offer: how it ended, never its terms.
  'deal.ended.accepted':
    '{user}, your offer {id} accepted by **{to}**: the deal is carried out when the next week or cup round is played, if it still stands then.',
  'deal.ended.declined': '{user}, your offer {id} declined by **{to}**.',
  'deal.ended.countered': '{user}, your offer {id} countered by **{to}**: they may send terms of their own.',
  'deal.ended.expired': '{user}, your offer {id} to **{to}** expired unanswered at the deadline.',
  'deal.ended.lapsed': '{user}, your offer {id} with **{to}** lapsed: `/news` and `/trade list` say more.',
  // The deals carried out, told in the channel with their terms.
  'deal.news.title': 'Deals between managers: {step}',
  'deal.news.loan': '🔁 {player} joins {to} on loan from {from} {length}{fee}.',
  'deal.news.trade': '🤝 {first} and {second} agree a deal: {moves}{fee}.',
  'deal.news.move': '{what} to {to}',
  'deal.news.noPlayers': 'no players',
  'deal.news.feeHidden': ' (fee undisclosed)',
  'deal.news.payment': ', {payer} paying {payee} {amount}',
  // An offer's terms, wherever they are shown.
  'deal.loan.toSeasonEnd': 'to the end of the season',
  'deal.loan.matches': '{count, plural, one {for # match} other {for # matches}}',
  'deal.loan.turns': '{count, plural, one {for # turn} other {for # turns}}',
  'deal.immunity': '{cards, plural, one {an Immunity card} other {# Immunity cards}}',
  'deal.terms.player': '{player} ({positions} · ability {ability} · age {age} · value {value})',
  'deal.terms.loan': '{player} goes on loan from {owner} to {borrower} {length}.',
  'deal.terms.fee': '{borrower} pays a fee of {fee}.',
  'deal.terms.noFee': 'No fee.',
  'deal.terms.gives': '{club} gives: {what}',
  'deal.terms.alsoGives': '{club} also gives {cards}.',
  'deal.terms.pays': '{club} pays {amount}.',
  'deal.terms.noMoney': 'No money changes hands.',
  'deal.terms.nobody': 'nobody',
  'deal.terms.noCards': 'no cards',
  // One offer, viewed privately, and /trade list.
  'deal.view.title': 'Offer {id}: {from} to {to}',
  'deal.view.status': 'Status: {status}.',
  'deal.status.open': 'open',
  'deal.status.accepted': 'accepted: carried out when the next week or cup round is played',
  'deal.status.declined': 'declined',
  'deal.status.countered': 'countered',
  'deal.status.cancelled': 'withdrawn',
  'deal.status.expired': 'expired',
  'deal.status.lapsed': 'lapsed',
  'deal.status.done': 'done',
  'deal.list.title': 'Your offers',
  'deal.list.received': 'Received',
  'deal.list.sent': 'Sent',
  'deal.list.none': 'None.',
  'deal.list.line':
    '**{id}** {kind, select, loan {loan} cards {cards} other {transfer}} {sent, select, yes {to {club}} other {from {club}}}: {terms} ({status})',
  'deal.autocomplete.offer': '{id}: to {club}, {terms}',
  // The private answers to /trade, /loan and an offer's buttons.
  'deal.made.sent':
    'Offer {id} sent to {club}: its manager is told in the channel, without the terms. It expires at the deadline unless you `/trade renew` it.',
  'deal.made.aiAccepts':
    '{club} (AI) accepts offer {id}: the deal is carried out when the next week or cup round is played, if it still stands then.',
  'deal.made.aiDeclines': '{club} (AI) declines offer {id}: {reason}',
  'deal.answered.accept':
    'You accepted offer {id} from {club}: the deal is carried out when the next week or cup round is played, if it still stands then.',
  'deal.answered.decline': 'You declined offer {id} from {club}.',
  'deal.cancelled': 'Offer {id} to {club} is withdrawn.',
  'deal.renewed': 'Offer {id} to {club} now stands until the next deadline.',
  'deal.counter.aiAccepts': 'You countered offer {countered}: {club} (AI) accepts',
  'deal.counter.aiDeclines': 'You countered offer {countered}: {club} (AI) declines: {reason}',
  'deal.counter.sent':
    'You countered offer {countered} from {club} with offer {id}: its manager is told in the channel and may accept, decline or counter it. It expires at the deadline unless you `/trade renew` it.',
  // The Counter form: its title and labels (at most 45 characters each), and what it refuses.
  'deal.form.title': 'Counter offer {id}',
  'deal.form.player': 'The player lent (yours or theirs)',
  'deal.form.fee': 'Fee in pounds, paid by the borrowing club',
  'deal.form.turns': 'Turns (empty: to the season’s end)',
  'deal.form.matches': 'Matches (empty: to the season’s end)',
  'deal.form.giveCards': 'Your cards that go to them',
  'deal.form.getCards': 'Their cards that come to you',
  'deal.form.give': 'Your players who go to them',
  'deal.form.get': 'Their players who come to you',
  'deal.form.money': 'Pounds you pay them',
  'deal.form.ask': 'Pounds they pay you',
  'deal.form.immunity': 'Immunity cards you give (negative: you get)',
  'deal.form.what.fee': 'The fee',
  'deal.form.what.matches': 'Matches',
  'deal.form.what.money': 'Pounds you pay',
  'deal.form.what.ask': 'Pounds they pay',
  'deal.form.what.immunity': 'Immunity cards',
  'deal.form.pounds': '{what} is whole pounds, such as 60000, or empty for none: nothing was changed.',
  'deal.form.wholeNumber': '{what} is a whole number, or empty: nothing was changed.',
  'deal.form.cards': 'Cards are typed by their codes, such as 9H KS, at most 10: nothing was changed.',
  // The refusals of an offer.
  'deal.refusal.bothTargets': 'Name a manager or a club, not both.',
  'deal.refusal.noTarget': 'Name the manager (or the club) you make the offer to.',
  'deal.refusal.noLeague': 'There is no such league.',
  'deal.refusal.notStarted': 'The league has not started: deals begin with the first pre-season.',
  'deal.refusal.noManager': 'That member manages no club in this league.',
  'deal.refusal.noClub': 'There is no such club in this league: pick one from the list.',
  'deal.refusal.nonPlayerClub': '{club} is a non-player club: only clubs with squads of their own trade.',
  'deal.refusal.ownClub': 'You cannot make an offer to your own club.',
  'deal.refusal.otherGame': 'This league plays {game}: make the offer its game takes.',
  'deal.refusal.cannotAccept': 'This deal cannot be accepted: {problem}',
  'deal.refusal.alreadyRenewed': 'This offer already stands until the next deadline after this one.',
  'deal.refusal.notYours': 'This offer was made to another manager: only that manager can answer it.',
  'deal.refusal.notYoursToSee': 'This offer is between two other clubs: only their managers can see it.',
  'deal.refusal.alreadyAnswered': 'This offer is already answered.',
  'deal.refusal.noLongerOpen': 'This offer is no longer open.',
  'deal.refusal.noSuchOffer': 'You have no offer with that number: /trade list shows yours.',
  'deal.refusal.openLimit':
    'You have {open} open offers, the most a club may have: you may offer again when one is answered, withdrawn with `/trade cancel`, or expires at the deadline.',
  'deal.refusal.cooldown':
    'A club makes one offer every {every} seconds: you may offer again in {seconds, plural, one {# second} other {# seconds}}.',
  'deal.refusal.money': 'The money is whole pounds, £0 or more: a negative money cannot be offered (to be paid in a deal, use ask:).',
  'deal.refusal.fee':
    'The fee is whole pounds, £0 or more: the borrowing club always pays it. To be paid, lend one of your own players (player: yours); to pay, borrow one of theirs.',
  'deal.refusal.notAPlayer':
    '{player, select, none {That} other {{player}}} is not a player of {club, select, none {that club} other {{club}}}: name players each club has now.',
  'deal.refusal.oneWay': 'Money goes one way: give the money you pay, or the money you ask, not both.',
  'deal.refusal.loanMatches': 'A loan lasts a whole number of matches, 1 or more, or to the season’s end.',
  'deal.refusal.loanTurns': 'A loan lasts a whole number of turns, 1 or more, or to the season’s end.',
  'deal.refusal.fortunes.notACard': '{card} is not a card of the game: a card is named by its code, such as D4-12 (`/squad` shows yours).',
  'deal.refusal.fortunes.borrowed': '{card} is on loan to you: a borrowed player is never yours to {doing, select, sell {sell} other {lend on}}.',
  'deal.refusal.fortunes.oneCard':
    'A transfer in Football Fortunes is one player sold for money (transfer rule 1): name one card, in give: to sell yours (the price in ask:) or in get: to buy theirs (the price in money:).',
  'deal.refusal.fortunes.sellPrice': 'The buyer pays the price: to sell your card, put the price in ask:.',
  'deal.refusal.fortunes.buyPrice': 'The buyer pays the price: to buy their card, put the price in money:.',
  'deal.refusal.fortunes.ownCard': '{card} is your own card: to sell him, name him in give:.',
  'deal.refusal.fortunes.immunityAlone':
    'An Immunity card is sold on its own, one a deal: immunity:1 (the price in ask:) sells yours, immunity:-1 (the price in money:) buys theirs.',
  'deal.refusal.fortunes.nameCard': 'Name one card to lend or borrow, by its code, such as D4-12.',
  'deal.refusal.cardsMoney': 'Money in a trade is £0 or more: give the money you pay, or ask: for the money you are paid.',
} as const;
