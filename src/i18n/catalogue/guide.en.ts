/** /help in English: the topics on deals, predictions, the card game and the Fortunes board. */
export const guideEn = {
  'help.deals.title': 'Deals between managers',
  'help.deals.offer':
    '/trade offer: your players (give), theirs (get), and money either way (money you pay, or ask). /loan offer: lend your player or borrow theirs, for some league matches or to the season’s end, for a fee the borrower pays.',
  'help.deals.told':
    'The other manager is told in the channel of an offer from you, never the terms, and views them privately and accepts, declines or counters with the buttons.',
  'help.deals.carriedOut':
    'An accepted deal is carried out when the next week or cup round is played, if it still stands: both clubs still have the players and the money, and each keeps {minSquad} players and a goalkeeper. Of two deals for one player, the first accepted stands.',
  'help.deals.closed':
    'Deals close from the round of the first cup semi-final (without cups, for the season’s last {closedWeeks} weeks) until the next pre-season. Open offers expire at the deadline unless you /trade renew them.',
  'help.deals.ai':
    'A club the AI manages answers at once: it sells for {premium}% over value and keeps {keepSquad} players and a goalkeeper. A loaned player goes home by himself and cannot be sold or listed by his borrower.',

  'help.predictions.title': 'Predictions and reminders',
  'help.predictions.who':
    'Anyone in the server can play, managers or not: `/predict score` a match of this week with a manager’s club in it, before the deadline. You can change it until then; only you see it.',
  'help.predictions.points':
    '{exact} points for the exact score, {result} for the right result. `/predict mine` shows yours, `/predict table` the season’s leaderboard (managers are marked), and the week’s story names its best predictor.',
  'help.predictions.remind':
    '`/remind me hours:` sends you a direct message that long before each deadline if you have not sent `/ready` (or, if you manage no club, not predicted). `/remind off` stops it. If your direct messages are closed, reminders turn off and you are told here.',

  'help.cards.title': 'The card game',
  'help.cards.cards':
    'Each card is a player: its rank is his space on the pitch (goal 1; defence 2 3 4; midfield 5 6 7; attack 8 9 10) and its suit his level, 4 for the top suit down to 1; the suits move each season. Jacks, queens and kings are formations.',
  'help.cards.deal':
    'The deal: a picture card and seven more, and £20. /keep what you want (at least one picture card); after the opening auction each kept player costs £1 a level, formations nothing.',
  'help.cards.play':
    '/play: a formation, an ace in goal and four players, each in his own space or one next to it; +1 level in his own space, +1 with two team-mates next to him. A place you cannot fill is a level-0 reserve.',
  'help.cards.duel':
    'Each player duels the facing space (12 − n): defence wins save a goal, midfield half a goal each way, attack scores one; unmarked, twice that. A keeper of level 4 or more saves two, of 1 to 3 one. The away side starts on −2. Each side then draws a luck card: +1 for the top suit, −1 for the bottom one, and the player in its space is injured for the next match.',
  'help.cards.auction':
    'After each round the lots go on sale by sealed bids (/auction): money, and player cards at their level in pounds. £1 gate money a round, £1 more if you bought nothing.',
  'help.cards.trades':
    'Trades (after the opening auction): /trade offer give:"9H" get:"KD" money: — the other manager accepts with a button; it is carried out at the next step if both still hold the cards and money and each keeps a picture card.',
  'help.cards.season':
    'Season: league £20 and £10, cup £15 and £5; 2 trophy points for the league, 1 for the cup. The most points after the agreed seasons win. /hand shows your cards to you alone.',

  'help.fortunes.title': 'The Fortunes board over a Footy Manager league',
  'help.fortunes.roll': 'Each week opens with a roll of the die: /fortune show tells you the square you land on, which is played before the matches.',
  'help.fortunes.wages':
    "Wages: your squad's total strength sets the bill, {lowest} to {highest} a landing. Sponsorship pays {sponsorship}. Sunday and Start: nothing.",
  'help.fortunes.crisis': 'Crisis: a {fine} fine and the best of the section you choose (/fortune crisis) sold to the bank.',
  'help.fortunes.cards':
    "Manager's Luck and Selection Problems draw a card. The bank holds {immunity} Immunity cards; one cancels a harmful Selection Problem (/fortune immunity).",
  'help.fortunes.bank':
    'Bank Finance: sell players to the bank at {buysAt}% of their value, keeping eleven and a goalkeeper (/fortune bank_sell). The bank sells its players for {sellsAt}% or more, sealed bids (/fortune bid).',
  'help.fortunes.auction':
    'Auction and 50% Auction: the top lot of the pool goes to the highest sealed bid; a winner who cannot pay forfeits half his cash.',
  'help.fortunes.debt':
    'In debt when a week is played? Clear it by the next week, or the bank sells your players (/fortune debt_order) and, if that cannot pay it, you resign.',
  'help.fortunes.points': 'Game points (/league points) come from league position, promotion, relegation and cash at the end; the most points wins.',
  // /help without a topic: the guide to a week, by what a manager does.
  'guide.title.league': 'How {league} is played',
  'guide.title.dugout': 'How Dugout is played',
  'guide.group.club': '1. Your club',
  'guide.club.squad': '`/squad`: your players, their ability, form and fitness (or another club’s)',
  'guide.club.player': '`/player`: one player’s profile, form, training and value',
  'guide.club.finances': '`/finances`: your money, wages and the ledger',
  'guide.club.news': '`/news`: your result, position and what happened to your club last week (only you see it)',
  'guide.group.orders': '2. Your orders',
  'guide.orders.select': '`/select`: your formation and XI, with the pitch in a picture',
  'guide.orders.train': '`/train`: a training plan for a player',
  'guide.orders.stadium': '`/stadium`: build a stand tier',
  'guide.orders.staff': '`/staff`: hire or fire staff',
  'guide.orders.sponsor': '`/sponsor`: the sponsor deal, in pre-season',
  'guide.orders.fortune': '`/fortune`: your square on the Fortunes board and its choices (`/help topic:fortunes`)',
  'guide.group.market': '3. The market',
  'guide.market.bid': '`/market` and `/bid`: the transfer list and sealed bids',
  'guide.market.sell': '`/sell`, `/unlist`: put a player on the list, or take him off',
  'guide.market.scout': '`/scout`: ask the scout for a kind of player',
  'guide.group.deals': '4. Deals with other clubs',
  'guide.deals.trade': '`/trade offer`: players and money either way, with a manager or an AI club; `/trade list` shows your offers',
  'guide.deals.loan': '`/loan offer`: lend a player or borrow one, for a fee',
  'guide.group.cups': '5. Cups',
  'guide.cups.cup': '`/cup`: the draws, your next tie, results and the bracket',
  'guide.group.league': '{number}. The league',
  'guide.league.tables': '`/league table`, `/league fixtures`, `/league results`: the divisions so far',
  'guide.league.status': '`/league status`: the week, the deadline and who is ready; `/league settings` the league’s settings',
  'guide.league.history': '`/league history`, `/league web`: past seasons, and the league’s web page',
  'guide.league.predict': '`/predict`: anyone predicts the week’s scores; `/remind me`: a direct message before the deadline',
  'guide.league.profile': '`/profile`: a manager’s career in this server: clubs, seasons, trophies and win rate',
  'guide.group.done': '{number}. Done',
  'guide.done.ready': '`/ready`: check your orders and say you are done for the week',
  'guide.noLeague': 'There is no league in this channel; a member with Manage Server starts one with `/league create`.',
  'guide.deadlines': 'Deadlines: {schedule}.',
  'guide.deadlineAtStart': 'The next deadline is set when the season starts.',
  'guide.nextDeadline': 'Next deadline: {full} ({relative}), in your own time.',
  'guide.week.orders': 'Each week every manager gives their orders with the commands below, then `/ready`.',
  'guide.week.played':
    'The week is played when every manager is ready (if the league plays early) or when the deadline passes; the AI gives the orders of anyone who did not.',
  'guide.week.posted': 'The matches, tables and transfer news are then posted in this channel.',
  'guide.week.cups':
    'Cup rounds are steps of their own between league weeks: orders, `/ready` and the deadline work as in a week; `/cup` shows the draws and results.',
  'guide.rules': 'The rules in brief',
  'guide.rules.divisions': 'Four divisions of eight clubs, {weeks} weeks a season; {win} points a win, {draw} a draw.',
  'guide.rules.ability': 'A player plays at his ability, changed by his form and his place; training takes weeks and needs the right staff.',
  'guide.rules.money': 'Home games bring the gate money; wages and builds take it away. A club in debt cannot buy or hire.',
  'guide.rules.promotion': 'At the season’s end the top {promoted} of each division go up and the bottom {relegated} go down.',
  'guide.rules.topics': "`/help topic:` tells each rule with this league's figures: selection, training, transfers, deals and more.",
  'guide.rules.houseRules': 'Every house rule, with the reason for it: {link}',
  // The card game's guide, by round.
  'guide.cards.group.cards': '1. Your cards',
  'guide.cards.hand': '`/hand`: your cards and money (only you see them)',
  'guide.cards.keep': '`/keep`: the cards you keep from the deal',
  'guide.cards.group.play': '2. Play and buy',
  'guide.cards.play': '`/play`: a formation, an ace in goal and four players',
  'guide.cards.auction': '`/auction`: sealed bids on the lots after each round',
  'guide.cards.group.done': '3. Done',
  'guide.cards.ready': '`/ready`: say you are done for the round',
  'guide.cards.tables': '`/league table` and `/cup`: the league and the cup so far',
  'guide.cards.orders': 'Each round every manager plays their cards with the commands below, then `/ready`.',
  'guide.cards.played': 'The round is played when every manager is ready (if the league plays early) or when the deadline passes.',
  'guide.cards.rules': '`/help topic:cards` tells the card game in a few lines.',
  // A deadline schedule.
  'guide.schedule.interval': 'every {hours, plural, one {# hour} other {# hours}}',
  'guide.schedule.days': '{days} at {time} ({zone})',
  // A game of Football Fortunes: /help's guide to a turn, and its rules in a few lines.
  'guide.fortunesGame.group.square': '1. Your square',
  'guide.fortunesGame.show':
    '`/fortune show`: your square, the next squares, the cards drawn for you, the lots, your cash and where it went last turn, and your Immunity (only you see it)',
  'guide.fortunesGame.choices': '`/fortune crisis` · `/fortune bank_sell` · `/fortune bid` · `/fortune immunity`: what your square lets you choose',
  'guide.fortunesGame.group.side': '2. Your side',
  'guide.fortunesGame.squad': '`/squad`: your cards by section, with stars',
  'guide.fortunesGame.select': '`/select`: your 4-3-3 from your cards, with menus',
  'guide.fortunesGame.group.done': '3. Done',
  'guide.fortunesGame.ready': '`/ready`: say you are done for the turn',
  'guide.fortunesGame.points': '`/league points`: the game points; the table of ten is posted after each league round',
  'guide.fortunesGame.board':
    'Football Fortunes, the board game: each turn the dice move every manager round the board, then a league or cup round is played.',
  'guide.fortunesGame.orders':
    'Give your orders with the commands below, then `/ready`. The turn is played when every manager is ready (if the league plays early) or when the deadline passes; the defaults stand for anyone who did not order.',
  'guide.fortunesGame.rules': '`/help topic:fortunes` tells the game in a few lines.',
  'help.fortunesGame.title': 'Football Fortunes, the board game',
  'help.fortunesGame.league':
    'One league of ten: the managers’ clubs and the computer’s, home and away, with the F.A. Cup and, from season two, Europe. Every league and cup round is a turn of the board.',
  'help.fortunesGame.side':
    'Your side is always a 4-3-3 from your cards (/select). Defence is the goalkeeper’s and defenders’ stars, Attack the midfielders’ and attackers’; a Utility player plays anywhere, in goal for one star. A player is worth {star} a star.',
  'help.fortunesGame.squares':
    'The squares: Wages ({wage} a star of your squad), Sponsorship ({sponsorship}), Manager’s Luck and Selection Problems (a card, shown to you before you order), Auction and 50% Auction (the top card of the Auction File, sealed bids with /fortune bid), Bank Finance (sell to the bank at ¾ of value), Crisis (a {fine} fine and your best player of a section you choose sold to the bank), Sunday.',
  'help.fortunesGame.bank':
    'The bank sells its cards at 1.5 times their value or more, any turn (/fortune bid). A winning bid you cannot pay forfeits half your cash.',
  'help.fortunesGame.immunity':
    'Immunity: the bank holds six. A Selection Problems card may tell it to issue you one; /fortune immunity use:True then cancels a harmful Selection Problem shown to you.',
  'help.fortunesGame.out':
    'A club that cannot pay, even by selling players, is out of the game: its manager resigns. Game points each season: league place, cup ties won and trophies, and cash at the end; the most after the last season wins.',
} as const;

export type GuideMessages = Readonly<Record<keyof typeof guideEn, string>>;
