/**
 * A game of Football Fortunes in English: the board's squares and cards, /fortune's answers, buttons and menus, /squad
 * and /ready of the game, its refusals, and the channel's posts of a turn. A key names the part of the game.
 * Money is handed over already written in the language (`{price}`), so English reads exactly as it did.
 */
export const fortunesEn = {
  // The board's squares.
  'fortunes.square.start': 'Start',
  'fortunes.square.wages': 'Wages',
  'fortunes.square.luck': 'Manager’s Luck',
  'fortunes.square.selection-problems': 'Selection Problems',
  'fortunes.square.auction': 'Auction',
  'fortunes.square.half-price-auction': '50% Auction',
  'fortunes.square.sponsorship': 'Sponsorship',
  'fortunes.square.bank-finance': 'Bank Finance',
  'fortunes.square.sunday': 'Sunday',
  'fortunes.square.crisis': 'Crisis',

  // A card's type, as a manager picks it: "D3-2 · defence ★★★".
  'fortunes.cardType.G': 'goalkeeper',
  'fortunes.cardType.D': 'defence',
  'fortunes.cardType.M': 'midfield',
  'fortunes.cardType.A': 'attack',
  'fortunes.cardType.U': 'utility',

  // Manager's Luck, by the roll of its d12.
  'fortunes.card.luck.1': 'The F.A. fines the club £40,000 for crowd trouble.',
  'fortunes.card.luck.2': 'A tax inquiry finds £30,000 of unpaid bills.',
  'fortunes.card.luck.3': 'Safety work on the ground costs £20,000.',
  'fortunes.card.luck.4': 'The best player is injured in training and lost for the season.',
  'fortunes.card.luck.5': 'The best player walks out after a row with the board.',
  'fortunes.card.luck.6': 'The club is fined £10,000 for a late kick-off.',
  'fortunes.card.luck.7': 'A television appearance pays £10,000.',
  'fortunes.card.luck.8': 'Club shop sales bring in £20,000.',
  'fortunes.card.luck.9': 'A testimonial match sells out: £30,000.',
  'fortunes.card.luck.10': "The supporters' club donates a £30,000 pools win.",
  'fortunes.card.luck.11': 'A local businessman invests £40,000.',
  'fortunes.card.luck.12': 'A benefactor leaves the club £50,000.',
  // The Selection Problems, by the roll of theirs.
  'fortunes.card.selection-problems.1': 'The best player is injured for the rest of the season.',
  'fortunes.card.selection-problems.2': 'The goalkeeper breaks a finger and is out for the season.',
  'fortunes.card.selection-problems.3': 'The best defender quits the game.',
  'fortunes.card.selection-problems.4': 'The best midfielder retires.',
  'fortunes.card.selection-problems.5': 'The best attacker goes home homesick.',
  'fortunes.card.selection-problems.6': 'Players break a curfew: the club is fined £10,000.',
  'fortunes.card.selection-problems.7': 'A player is sent off for fighting: the club is fined £15,000.',
  'fortunes.card.selection-problems.8': 'Players are caught in a nightclub brawl: the club is fined £20,000.',
  'fortunes.card.selection-problems.9': 'The club is fined £25,000 for fielding a weakened side.',
  'fortunes.card.selection-problems.10': 'The club is fined £30,000 for a pitch invasion.',
  'fortunes.card.selection-problems.11': 'The bank issues an Immunity card.',
  'fortunes.card.selection-problems.12': 'The bank issues an Immunity card.',

  // /fortune show: what each square asks of the manager on it.
  'fortunes.show.square.crisis':
    'Crisis: you are fined {fine} and your best player of one section goes to the bank at ¾ of his value. Choose the section with `/fortune crisis` (else the one whose best is worth least).',
  'fortunes.show.square.bank-finance': 'Bank Finance: you may sell any of your own cards to the bank at ¾ of his value with `/fortune bank_sell`.',
  'fortunes.show.square.wages': 'Wages: you pay for the stars of your whole squad, players on loan to you included.',
  'fortunes.show.square.sponsorship': 'Sponsorship: the bank pays you {amount}.',
  'fortunes.show.square.auction': 'Auction: the top card of the Auction File is up; every manager may bid with `/fortune bid`.',
  'fortunes.show.square.half-price-auction':
    '50% Auction: the top card of the Auction File is up; you pay half your bid if yours is highest (bid in {step}s).',
  'fortunes.show.square.luck': 'Manager’s Luck: the card below is played with the turn.',
  'fortunes.show.square.selection-problems': 'Selection Problems: the card below is played with the turn.',
  'fortunes.show.square.sunday': 'Sunday: a day off, nothing happens.',
  'fortunes.show.square.start': 'Start: nothing happens.',
  // /fortune show: the board, the cards, the lots and the orders.
  'fortunes.show.title': '{club}: Football Fortunes, season {season} of {seasons}, {turn}',
  'fortunes.show.turn.over': 'the game is over',
  'fortunes.show.turn.league': 'league round {round}',
  'fortunes.show.turn.cup': 'cup round {round}',
  'fortunes.show.here': 'You are on **{square}** (square {position} of 24, Start being 0).',
  'fortunes.show.noSquare': 'You have no square: the game is over.',
  'fortunes.show.board': '{here}\nNext turn, by the die: {next}\nCounters: {tokens}',
  'fortunes.show.card': '{table, select, luck {Your Manager’s Luck} other {Your Selection Problem}}: {text}{cancel}',
  'fortunes.show.card.canCancel': ' (an Immunity card can cancel it: `/fortune immunity use:True`)',
  'fortunes.show.card.wouldCancel': ' (an Immunity card would cancel it)',
  'fortunes.show.lot': 'Up for auction from {lander}: {card}{half}',
  'fortunes.show.lotMine': 'Up for auction from your square: {card}{half}',
  'fortunes.show.lot.half': ' (50% Auction)',
  'fortunes.show.lot.halfMine': ' (50% Auction: you pay half your bid)',
  'fortunes.show.bank': 'In the bank (yours for its price or more, any turn): {cards}',
  'fortunes.show.order.crisis': 'Crisis section: {section, select, G {goalkeeper} D {defence} M {midfield} other {attack}}',
  'fortunes.show.order.sales': 'To the bank: {cards}',
  'fortunes.show.order.immunity': 'Immunity card: {use, select, yes {spend it} other {keep it}}',
  'fortunes.show.order.bids': 'Sealed bids: {bids}',
  'fortunes.show.order.none': 'None yet: give them, then `/ready`.',
  'fortunes.show.choices': 'Your choices this turn',
  'fortunes.show.noChoices': 'Nothing to choose: pick your side with `/select` and `/ready`.',
  'fortunes.show.orders': 'Your orders',
  'fortunes.show.cash': 'Cash',
  'fortunes.show.immunity': 'Immunity',
  'fortunes.show.immunityHeld':
    'You hold {held}; the bank {bank}. A Selection Problems card may tell the bank to issue you one; it cancels a harmful Selection Problem shown to you.',
  'fortunes.show.side': 'Your side ({chosen, select, yes {chosen} other {your best}}): Defence {defence}, Attack {attack}',
  'fortunes.show.onButtons': 'Your square’s choices are on the buttons below (or its `/fortune` command).',

  // /fortune show's buttons and menu, and what they and the slash commands answer.
  'fortunes.button.crisis': 'Give up {section, select, G {goalkeeper} D {defence} M {midfield} other {attack}}: {card}',
  'fortunes.button.crisisNone': 'No {section, select, G {goalkeeper} D {defence} M {midfield} other {attack}} player',
  'fortunes.menu.sell': 'Cards to sell to the bank at ¾ of value',
  'fortunes.menu.sellPrice': 'The bank pays {price}',
  'fortunes.button.keepAll': 'Keep them all',
  'fortunes.button.useImmunity': 'Use Immunity card',
  'fortunes.button.keepImmunity': 'Keep it',
  'fortunes.saved.crisis':
    'On Crisis this turn you pay the {fine} fine and your best {section, select, G {goalkeeper} D {defence} M {midfield} other {attack}} player goes to the bank at ¾ of his value.',
  'fortunes.saved.immunityUse': 'Your Immunity card will cancel the Selection Problem shown to you.',
  'fortunes.saved.immunityKeep': 'You keep your Immunity card.',
  'fortunes.saved.sales': '{cards} will be sold to the bank when the turn is played.',
  'fortunes.saved.keepAll': 'You keep all your cards.',
  'fortunes.saved.sale': '`{card}` will be sold to the bank for {price} when the turn is played.',
  'fortunes.saved.stays': '`{card}` stays.',
  'fortunes.saved.bid': 'Your sealed bid of {amount} for `{card}` stands until the turn is played.',
  'fortunes.saved.bidCancelled': 'Your bid for `{card}` is taken back.',
  // The autocomplete's choices for /fortune bid and bank_sell.
  'fortunes.choice.lot': '{card} · auction',
  'fortunes.choice.halfLot': '{card} · auction (50%)',
  'fortunes.choice.bank': '{card} · bank, {price} or more',
  'fortunes.choice.yourBid': '{choice} · your bid {amount}',
  'fortunes.choice.sale': '{card} · the bank pays {price}',

  // The game's refusals.
  'fortunes.refusal.bidAmount': 'Give an amount, or cancel:True to take back your bid.',
  'fortunes.refusal.debtOrder': 'The rulebook’s game has no debt order: a club that cannot pay sells its reserves first, then its cheapest cards.',
  'fortunes.refusal.gameOver': 'The game is over: no more orders. See /league points for the winner.',
  'fortunes.refusal.not-in-game': 'Your club is out of the game: it takes no more orders.',
  'fortunes.refusal.selection-not-in-squad': 'Your side names a card that is not in your squad.',
  'fortunes.refusal.selection-twice': 'Your side names a card twice.',
  'fortunes.refusal.selection-wrong-section': 'Your side puts a card in a section he cannot play in (a Utility player plays in any).',
  'fortunes.refusal.selection-too-many': 'Your side names more than a 4-3-3 holds.',
  'fortunes.refusal.crisis-section': 'A Crisis takes a section: G, D, M or A.',
  'fortunes.refusal.sale-not-now': 'You sell to the bank only on the Bank Finance square.',
  'fortunes.refusal.sale-not-yours': 'You can sell only your own cards, never one on loan to you.',
  'fortunes.refusal.no-immunity': 'You hold no Immunity card. The bank issues one on a Selection Problems card that says so.',
  'fortunes.refusal.bid-not-offered': '{card} is not up for auction or in the bank this turn.',
  'fortunes.refusal.bid-too-low': 'A bid is a whole number of pounds, {minimum, number, ::currency/GBP precision-integer} or more.',
  'fortunes.refusal.crisis-not-now': 'You are not on Crisis this turn: see your square with /fortune show.',
  'fortunes.refusal.no-bid': 'You have no bid for {card} to take back.',
  'fortunes.refusal.bid-under-asking': 'The bank sells {card} for 1.5 times his value or more: {price, number, ::currency/GBP precision-integer}.',
  'fortunes.refusal.bid-half-price-step':
    'On your own 50% Auction you bid in multiples of {step, number, ::currency/GBP precision-integer}; you pay half of it.',
  'fortunes.refusal.immunity-not-now': 'No Selection Problem that harms you is shown to you this turn: an Immunity card cancels only one.',

  // /squad of the game.
  'fortunes.squad.title': '{club}: your cards',
  'fortunes.squad.description': '{count} cards, {perStar} a star. Your side: Defence {defence}, Attack {attack} (`/select` to choose it).',
  'fortunes.squad.section': '{section, select, G {Goalkeeper} D {Defence} M {Midfield} other {Attack}} ({section})',
  'fortunes.squad.utility': 'Utility players (play anywhere; in goal worth one star)',
  'fortunes.squad.inSide': ' · in the side',
  'fortunes.squad.borrowed': 'On loan to you',

  // /ready of the game.
  'fortunes.ready.title': '{club}: {ready, select, yes {ready} other {not ready}}',
  'fortunes.ready.not': 'You are not ready.',
  'fortunes.ready.playsNow': 'Every manager is ready: the turn is played within the minute.',
  'fortunes.ready.all': 'Every manager is ready.',
  'fortunes.ready.waiting': 'You are ready; waiting for the others.',
  'fortunes.ready.defaults': 'Left to the defaults',
  'fortunes.ready.warning.crisis': 'You are on Crisis and chose no section (/fortune crisis): the one whose best player is worth least goes.',
  'fortunes.ready.warning.immunity':
    'A Selection Problem harms you and you hold an Immunity card: spend it with /fortune immunity use:True, or it is kept.',
  'fortunes.ready.warning.bids': 'No bids for the lots up for auction (/fortune bid).',

  // The channel's post of a turn: the board's news.
  'fortunes.turn.moved': '🎲{roll} {club} move to **{square}** for the coming turn.',
  'fortunes.turn.card': '{club} draw {table, select, luck {Manager’s Luck} other {a Selection Problem}}: {text}.{cancelled}',
  'fortunes.turn.cancelled': ' An Immunity card cancels it.',
  'fortunes.turn.playerLost': '{club} lose their {card}: he goes to the bottom of the Auction Pile.',
  'fortunes.turn.immunityIssued': '{club} are issued an Immunity card by the bank.',
  'fortunes.turn.crisis':
    '{club} are in Crisis: fined {fine}, and their best {section, select, G {goalkeeper} D {defence} M {midfield} other {attack}} player ({card}) is sold to the bank.',
  'fortunes.turn.crisisNone':
    '{club} are in Crisis: fined {fine}, with no {section, select, G {goalkeeper} D {defence} M {midfield} other {attack}} player to sell.',
  'fortunes.turn.soldToBank': '{club} sell their {card} to the bank for {price}.',
  'fortunes.turn.bought': '{club} buy {card} {from, select, auction {at auction} other {from the bank}} for {price}.',
  'fortunes.turn.unsold': 'No bid for {card}: he goes to the bottom of the Auction Pile.',
  'fortunes.turn.forfeit': '{club} bid more than they could pay: half their cash is forfeit to the bank.',
  'fortunes.turn.resigned': '{club} cannot pay their debts: the manager resigns and the club is out of the game.',
  'fortunes.turn.transfer': '{card} moves from {from} to {to}.',
  'fortunes.turn.loan': '{card} goes on loan from {from} to {to}.',
  'fortunes.turn.loanEnded': '{card} returns to {owner} from his loan at {borrower}.',
  // The channel hears that every manager is ready (English keeps the other games' words).
  'fortunes.allReady': 'Every manager is ready: the turn is played within the minute.',
  'fortunes.turn.boardTitle': 'On the Fortunes board',
  'fortunes.turn.boardQuiet': 'No card, Crisis, sale or auction this turn.',
  'fortunes.turn.dice': 'The dice for the coming turn',
  // The channel's post of a turn: the matches, the cups, the season's end.
  'fortunes.turn.title': '{league}: season {season}, {kind, select, league {league round} other {cup round}} {round} played',
  'fortunes.turn.side': '(D{defence} A{attack})',
  'fortunes.turn.tie': '{competition}, round {round}: {match}',
  'fortunes.turn.dieWinner': ', {club} through on the dice {high}–{low}',
  'fortunes.turn.cupCeased': 'The {competition} ends for the season: every manager’s club is out.',
  'fortunes.turn.seasonEnded': 'Season {season} is over: {club} are the champions.',
  'fortunes.turn.gameOver': '🏆 The game is over: {winners} {count, plural, one {wins} other {win}} with {points} game points.',
  'fortunes.turn.deadline': 'Next deadline {when}: see your square with `/fortune show`, then `/ready`.',
  'fortunes.turn.played': 'The turn is played.',
  'fortunes.turn.results': 'Results (each side’s Defence and Attack)',
  'fortunes.turn.cups': 'The cups',
  'fortunes.turn.table': 'The table of ten, season {season}',
  'fortunes.turn.gamePoints': 'Game points',
  'fortunes.turn.noManager': 'No manager is in the game.',
  'fortunes.competition.fa-cup': 'F.A. Cup',
  'fortunes.competition.european-cup': 'European Cup',
  'fortunes.competition.cup-winners-cup': "European Cup-Winners' Cup",
  'fortunes.competition.uefa-cup': 'UEFA Cup',
  // The table of ten's columns.
  'fortunes.table.club': 'Club',
  'fortunes.table.columns': ' P  W  D  L  GF  GA Pts',
  // /league table and points of the game.
  'fortunes.league.table': '{league}: the table of ten, season {season}',
  'fortunes.league.points': '{league}: game points',
  'fortunes.league.over': 'The game is over.',
  'fortunes.league.season': "Season {season} of {seasons}: points are won at each season's end.",

  // The board's picture: its key and its words for the alt text.
  'fortunes.picture.showTitle': '{club}: the board',
  'fortunes.picture.turnTitle': '{league}: the coming turn',
  'fortunes.picture.ring': 'A ring marks where a counter stood before the dice.',
  'fortunes.picture.reach': 'Outlined: the squares your die can reach next, 1 to 6.',
  'fortunes.picture.on': 'on {here}',
  'fortunes.picture.moved': 'die {roll}: {from} → {here}',
  'fortunes.picture.alt': 'The board of 24 squares, Start at the top left, clockwise. {counters}.{reach}',
  'fortunes.picture.altReach': ' Your die reaches: {squares}.',

  // The introduction as a game opens.
  'fortunes.intro.title': 'Football Fortunes: how the game is played',
  'fortunes.intro.description':
    'Brian Clough’s board game of football management. The managers and the computer’s clubs make one league of ten, home and away, with the F.A. Cup and, from season two, Europe. Each manager is dealt 13 player cards rated 1 to 5 stars (goalkeeper, defenders, midfielders, attackers and two Utility players who play anywhere) and £200,000.\nEvery turn the dice move each manager round the board (Wages, Sponsorship, Manager’s Luck, Selection Problems, Auction, 50% Auction, Bank Finance, Crisis, Sunday), then a league or cup round is played. A side is always a 4-3-3: its Defence (G + D stars) against the other side’s Attack (M + A stars). Game points at each season’s end go to the league place, cup wins and cash; the most after the last season wins.',
  'fortunes.intro.commands': 'Your commands',
  'fortunes.intro.commandsText':
    '`/league join` take a club, then `/fortune show`: your square, the next squares, your choices\n`/squad` your cards by section · `/select` your 4-3-3 (your best side unless you choose)\n`/fortune crisis` · `/fortune bank_sell` · `/fortune bid` · `/fortune immunity`: the square’s orders\n`/ready` when done · `/league points` the game points · `/help topic:fortunes`',
  'fortunes.intro.immunity': 'Immunity cards',
  'fortunes.intro.immunityText':
    'The bank holds six. A Selection Problems card may tell the bank to issue you one. When a Selection Problem that would harm you is shown to you in `/fortune show`, `/fortune immunity use:True` spends it and the problem is cancelled.',
} as const;

export type FortunesMessages = Readonly<Record<keyof typeof fortunesEn, string>>;
