/**
 * The Fortunes board over a football league in English: the board's news in the week's post (moves, cards drawn,
 * Crisis, the bank, the auctions, Immunity cards, debts), /fortune show, and the game points (/league points, the posts
 * after each season and at the game's end). The squares and the sections are the
 * game's words (`fortunes.square.…`, `fortunes.cardType.…`); money is handed over already written in the language
 * (`{price}`), so English reads exactly as it did.
 */
export const boardEn = {
  // The board's news in the week's post, one line an event; the full stop is the line's.
  'board.event.moved': '🎲{roll} {club} move to {square} for the coming week',
  'board.event.quiet': '{club}: {square}, a quiet week',
  'board.event.card':
    '{club} draw {table, select, luck {Manager’s Luck} other {a Selection Problem}} (🎲{roll}): {text}{cancelled, select, yes {. An Immunity card cancels it} other {}}',
  'board.event.cardVoid': '{club}: the card finds no one to act on',
  'board.event.injury': '{player} ({club}) is out for {weeks, plural, one {# week} other {# weeks}}',
  'board.event.playerLost': '{player} leaves {club} for the auction pool',
  'board.event.retirement': '{player} ({club}) will retire at the end of the season',
  'board.event.immunityIssued': '{club} receive an Immunity card ({left, plural, one {# card} other {# cards}} left in the bank)',
  'board.event.immunityUsed': '{club} use an Immunity card; it goes back to the bank',
  'board.event.immunityPassed': 'An Immunity card passes from {from} to {to}',
  'board.event.crisis':
    'Crisis at {club}: the best of the {section, select, G {goalkeeper} D {defence} M {midfield} other {attack}} ({chosenBy, select, manager {the manager’s choice} other {the AI’s choice}}) is {player}, sold to the bank',
  'board.event.crisisNone':
    'Crisis at {club}: the best of the {section, select, G {goalkeeper} D {defence} M {midfield} other {attack}} ({chosenBy, select, manager {the manager’s choice} other {the AI’s choice}}) is no one',
  'board.event.wages': '{club} pay {amount} in wages for a squad of strength {strength}',
  'board.event.bankBought': '{player} ({club}) sold to the bank for {price}',
  'board.event.bankSold': '{club} buy {player} from the bank',
  'board.event.auction': 'Auction: {player} to {club} for {price}',
  'board.event.auctionUnsold': 'Auction: no one buys {player}; he goes to the bottom of the pool',
  'board.event.forfeit': '{club} cannot pay for {player} and forfeit {amount}',
  'board.event.debtNoted': '{club} are in debt: they must clear it by week {week} of season {season}, or the bank sells their players',
  'board.event.debtCleared': '{club} are out of debt',
  'board.event.resigned':
    '💸 {club} are bankrupt ({debt} owed): the manager resigns, the squad goes to the auction pool and youth players see out the game',
  // The heading of the board's news that concerns no one club (an auction nobody won, an Immunity card passed on).
  'board.aroundTheLeague': 'Around the league',

  // The cards of the board over a football league, by their table and roll, told of the club that drew them
  // (as the engine's English words read after the club's name: "Your" is "their").
  'board.card.luck.1': 'The FA fines the club for crowd trouble',
  'board.card.luck.2': 'A tax inquiry finds unpaid bills',
  'board.card.luck.3': 'Safety work on the ground is ordered',
  'board.card.luck.4': 'their best player is hurt in training',
  'board.card.luck.5': 'their best player walks out after a row with the board',
  'board.card.luck.6': 'their oldest player says this season is his last',
  'board.card.luck.7': 'A television appearance pays a fee',
  'board.card.luck.8': 'Club shop sales boom',
  'board.card.luck.9': 'A testimonial match sells out',
  'board.card.luck.10': "A pools win for the supporters' club is donated",
  'board.card.luck.11': 'A local businessman invests in the club',
  'board.card.luck.12': 'A rich benefactor leaves the club a legacy',
  'board.card.selection-problems.1': 'their best player is injured',
  'board.card.selection-problems.2': 'their goalkeeper breaks a finger',
  'board.card.selection-problems.3': 'their best defender tears a hamstring',
  'board.card.selection-problems.4': 'their best midfielder twists a knee',
  'board.card.selection-problems.5': 'their best attacker breaks an ankle',
  'board.card.selection-problems.6': 'their best player refuses to play for them again',
  'board.card.selection-problems.7': 'their best attacker goes home homesick',
  'board.card.selection-problems.8': 'their best defender quits the game',
  'board.card.selection-problems.9': 'their oldest player retires at the end of the season',
  'board.card.selection-problems.10': 'Players break a curfew: the club is fined',
  'board.card.selection-problems.11': 'The bank issues them an Immunity card',
  'board.card.selection-problems.12': 'The bank issues them an Immunity card',

  // /fortune show: what each square asks of the manager before the deadline.
  'board.help.start': 'Nothing happens.',
  'board.help.sunday': 'A day off: nothing happens.',
  'board.help.wages': 'You pay your whole squad’s wages, by its total strength.',
  'board.help.luck': 'You draw a Manager’s Luck card: good or bad.',
  'board.help.selection-problems': 'You draw a Selection Problem. An Immunity card cancels a harmful one: `/fortune immunity use:True`.',
  'board.help.auction': 'The top lot of the auction pool is sold to the highest sealed bid: `/fortune bid`.',
  'board.help.half-price-auction': 'A lot is auctioned; if you win it you pay half your bid, which must be in steps of {step}: `/fortune bid`.',
  'board.help.sponsorship': 'A sponsor pays you.',
  'board.help.bank-finance': 'You may sell players to the bank at 75% of their value, keeping eleven and a goalkeeper: `/fortune bank_sell`.',
  'board.help.crisis': 'You are fined and lose the best specialist of a section you choose, sold to the bank: `/fortune crisis`.',
  // /fortune show: the manager's square, money, lots, the bank and his orders.
  'board.show.title': '{club}: Fortunes, season {season}, {phase, select, preseason {pre-season} other {week {week}}}',
  'board.show.resigned': 'You resigned bankrupt: you are out of the running.',
  'board.show.on': 'You are on **{square}**. {help}',
  'board.show.noSquare': 'You have no square until the next week opens.',
  'board.show.money': 'Money {money} · Immunity cards {held} (bank {bank})',
  'board.show.debt': '⚠️ In debt: clear it by week {week} of season {season}, or your players are sold to the bank (`/fortune debt_order`).',
  'board.show.crisis': 'Crisis: who each section would lose',
  'board.show.crisisPays': 'the bank pays {price}',
  'board.show.noOne': 'no one',
  'board.show.bankPays': 'The bank pays',
  'board.show.noPlayers': 'No players.',
  'board.show.lots': 'This week’s auction lots',
  'board.show.lotHalf': 'you pay half, bid in {step} steps',
  'board.show.lotAtLeast': 'at least {step}',
  'board.show.bankSells': 'The bank sells (sealed bids, at least)',
  'board.show.orders': 'Your Fortunes orders',
  'board.show.bid': 'Bid {amount} for {player}',
  'board.show.useImmunity': 'Spend an Immunity card on a Selection Problem',
  'board.show.keepImmunity': 'Keep your Immunity card',
  'board.show.debtSales': 'If your debt is enforced, sell first: {players}',

  // The game points: /league points, the post after each season and the one at the end of the game.
  'board.points.title': '{league}: game points',
  'board.points.played':
    '{played, plural, one {# season} other {# seasons}} played{ended, select, yes {: the game is over} other {; cash is counted as if the game ended now}}.',
  'board.points.playedOf':
    '{played} of {seasons, plural, one {# season} other {# seasons}} played{ended, select, yes {: the game is over} other {; cash is counted as if the game ended now}}.',
  'board.points.line': '{place}. {club}{star} — **{points}** ({seasonPoints} from seasons, {cashPoints} from {cash}) · {who}',
  'board.points.cash': 'cash',
  'board.points.cashShown': '{money} cash',
  'board.points.bankrupt': 'bankrupt, cannot win',
  'board.points.ai': 'AI, cannot win',
  'board.seasonPoints.title': '{league}: game points after season {season}',
  'board.seasonPoints.about': 'Cash is counted as if the game ended now; 🏆 marks the leader.',
  'board.over.title': '{league}: the game is over after {seasons, plural, one {# season} other {# seasons}}',
  'board.over.winners': '🏆 {winners} {count, plural, one {wins the game} other {share the title}}',
  'board.over.and': ' and ',
  'board.over.none': 'No manager survived to win the game.',
  'board.over.archived': 'The league is archived, read-only, with its history kept. An admin can start a new game here with `/league create`.',
} as const;

export type BoardMessages = Readonly<Record<keyof typeof boardEn, string>>;
