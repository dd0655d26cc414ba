/**
 * The rules' refusals in English: one message for each reason the engine gives (`violation.<reason>`), and the words
 * for the ids its reasons name (`violation.term.…`). Money is a number, formatted here by the language:
 * `{cost, number, ::currency/GBP precision-integer}`.
 */
export const violationsEn = {
  'violation.unknown-player': 'There is no player with id {id}.',
  'violation.not-your-player': '{player} does not play for your club.',

  // Substitutions (detailed engine).
  'violation.substitutions-need-detailed': 'Substitutions are only made in leagues played with the detailed engine; clear them.',
  'violation.substitutions-too-many': 'Give at most {max} substitution instructions.',
  'violation.substitution-twice': '{player} can only come on once; give him one instruction.',
  'violation.substitution-minute': 'A substitution needs a minute from 1 to 90 ({on} for {off}).',

  // Training.
  'violation.training-injured':
    '{player} is injured for {weeks, plural, one {# more week} other {# more weeks}} and must do fitness training (FIT) until he is fit.',
  'violation.training-potential-reached':
    '{player} has reached his potential and cannot improve his ability; train him for form or a position instead.',
  'violation.training-needs-head-coach': 'Training a new position needs a Head Coach; hire one first, or train {player} for form or ability.',
  'violation.training-goalkeeper-position': '{player} is a goalkeeper; only outfield players train for new positions.',
  'violation.training-already-has-position': '{player} already plays {position}.',

  // Pre-season.
  'violation.keep-listed-not-preseason': 'Transfer requests are settled in pre-season; decide then whether he stays on the list.',
  'violation.keep-listed-not-requested': '{player} is not on the list at his own request; list him with /sell instead.',
  'violation.sponsor-not-preseason': 'Sponsor deals are signed in pre-season; choose a one-year or two-year deal then.',
  'violation.sponsor-years': 'A sponsor deal runs for one year or two.',

  // Staff.
  'violation.staff-unknown-role': 'There is no staff role called "{name}".',
  'violation.staff-none-to-fire': 'You have no {role} to fire.',
  'violation.staff-already-employed': 'You already employ a {role}; a club has one of each.',
  'violation.staff-in-debt': 'Your club is in debt: it cannot hire staff until the balance is back above zero.',
  'violation.staff-unaffordable':
    'Hiring costs {cost, number, ::currency/GBP precision-integer} this week but the club has {balance, number, ::currency/GBP precision-integer}; hire fewer staff.',

  // Stadium.
  'violation.build-no-stadium': 'Only a player-controlled club has a stadium to build on.',
  'violation.build-in-debt': 'Your club is in debt: it cannot build until the balance is back above zero.',
  'violation.boxes-need-all-seater': 'Executive boxes need an all-seater stadium: replace every standing tier and grass bank with seating first.',
  'violation.build-unaffordable':
    'This work costs {cost, number, ::currency/GBP precision-integer} but the club has {balance, number, ::currency/GBP precision-integer}; build less this week.',
  'violation.build-adds-nothing': "The {stand}'s tier {tier} is already {kind}: rebuilding it adds no places.",
  'violation.build-seating-rule':
    'After these builds the ground would hold {seating, number} seated and {standing, number} standing (grass banks count as standing); from the first development on, seating must exceed standing.',
  'violation.build-seating-fix': 'A build the rule would accept: {stand}, tier {tier}, seating ({cost, number, ::currency/GBP precision-integer}).',
  'violation.build-seating-no-fix': 'No single seating build can get there with the money left; build less standing, or save up for seating.',
  'violation.build-unknown-stand': 'There is no tier {tier} of {kindName} on a stand called "{name}".',
  'violation.build-in-progress': 'The {stand} is already being built on; wait until the work is finished.',
  'violation.build-needs-inner-tier': 'Tier {tier} of the {stand} needs tier {inner} first.',
  'violation.build-mixed-kinds': 'The {stand} is {kind}: a stand never mixes seating and standing, so tier {tier} must be {kind} too.',

  // The Chief Scout.
  'violation.scout-not-listing-week':
    'The Chief Scout shapes the weekly transfer listing, which runs in the season’s match weeks only; ask him then.',
  'violation.scout-not-employed': 'Only a club with a Chief Scout can shape its new listing; hire one first with /staff hire.',
  'violation.scout-shift-not-allowed':
    'The Chief Scout moves one facet of the listing: the age up to two places on the age chart, the position or the ability one roll up or down.',

  // Selling.
  'violation.sale-on-loan': '{player} is on loan to your club: he goes back to his owner, and cannot be listed.',
  'violation.sale-unknown-mode': '"{mode}" is not a way to sell; choose full value, quick sale or unlist.',
  'violation.sale-not-listed': '{player} is not on the transfer list.',
  'violation.sale-stays-listed':
    '{player} is listed because {why, select, tooGood {he is too good for the division} other {he asked for a transfer}}; he stays on the list, at full value or for a quick sale.',

  // Bids.
  'violation.bid-not-player-club': 'Only a player-controlled club can bid for players.',
  'violation.bid-in-debt': 'Your club is in debt: it cannot buy players until the balance is back above zero.',
  'violation.bid-not-listed': '{player} is not on the transfer list; bid only for listed players.',
  'violation.bid-own-player': '{player} is your own player; take him off the list instead of bidding.',
  'violation.bid-too-low': 'The asking price for {player} is {price, number, ::currency/GBP precision-integer}; bid at least that.',
  'violation.bid-above-balance':
    "Your bid of {amount, number, ::currency/GBP precision-integer} for {player} is more than the club's {balance, number, ::currency/GBP precision-integer}.",
  'violation.bids-above-balance':
    'Your bids add up to {total, number, ::currency/GBP precision-integer} but the club has {balance, number, ::currency/GBP precision-integer}; every bid could win, so bid for fewer players.',
  'violation.bid-twice': 'Bid once for each player; give your highest offer.',

  // Selection and tactics.
  'violation.formation-unknown': '{formation} is not a formation; choose one of {formations}.',
  'violation.lineup-shape': 'A {formation} needs a goalkeeper and {lines} players line by line.',
  'violation.lineup-duplicate': '{player} is selected twice; pick each player once.',
  'violation.player-injured': '{player} is injured for {weeks, plural, one {# more week} other {# more weeks}}; pick someone else.',
  'violation.winger-cannot-play': '{player} cannot play {slot}, which a {formation} winger must.',
  'violation.youth-fill-too-many':
    'Youth-team players only fill places your fit squad cannot: fill {places, plural, one {# more place} other {# more places}} with your own players.',
  'violation.formation-needs-wingers': 'A {formation} needs two fit players who can play {slot}; you have {able}. Choose another formation.',
  'violation.tactic-formation': '{tactic} is only allowed in {formations}; you play {formation}.',
  'violation.tactic-minute': '{tactic} needs a starting minute from 1 to 90.',
  'violation.formation-no-fit-xi': 'Your fit players cannot make up a {formation}. Try another formation.',
  'violation.tactics-need-xi': 'Pick your XI with /select before setting tactics for it.',
  'violation.pick-formation-first': 'Pick a formation first.',

  // Football Fortunes.
  'violation.not-a-fortunes-league': 'This league has no Fortunes board.',
  'violation.not-a-fortunes-league-create':
    'This league has no Fortunes board: an admin lays it over a new Footy Manager league with /league create fortunes:True.',
  'violation.fortune-bank-not-this-week': 'You can sell to the bank only in a week you land on Bank Finance.',
  'violation.fortune-squad-too-small': 'That leaves {left} players; keep at least {least} to play.',
  'violation.fortune-squad-needs-goalkeeper': 'That leaves you no goalkeeper; keep one.',
  'violation.fortune-loaned-in': '{player} is on loan to you; he is not yours to sell.',
  'violation.fortune-not-in-bank': 'The bank does not hold {player}.',
  'violation.fortune-resigned-bid': 'You have resigned; you cannot bid.',
  'violation.fortune-below-bank-price': 'The bank sells {player} for {price, number, ::currency/GBP precision-integer} or more.',
  'violation.fortune-not-in-pool': 'That player is not in the auction pool.',
  'violation.fortune-bid-below-step': 'Bid at least {step, number, ::currency/GBP precision-integer}.',
  'violation.fortune-bid-multiple': 'On the 50% Auction square, bid in multiples of {step, number, ::currency/GBP precision-integer}.',
  'violation.fortune-resigned-orders': 'You have resigned; you cannot give Fortunes orders.',
  'violation.fortune-unknown-section': 'Name a section: goalkeeper, defence, midfield or attack.',
  'violation.fortune-no-immunity': 'You hold no Immunity card.',
  'violation.fortune-not-a-lot': "That player is not one of this week's auction lots.",
  'violation.fortune-own-players-only': 'Name only players of your own club.',

  // The ids a reason names, as the sentences above say them.
  'violation.term.position.CB': 'Centre Back',
  'violation.term.position.SB': 'Side Back',
  'violation.term.position.CM': 'Central Midfield',
  'violation.term.position.SM': 'Side Midfield',
  'violation.term.position.CF': 'Centre Forward',
  'violation.term.stand.north': 'North Stand',
  'violation.term.stand.south': 'South Stand',
  'violation.term.stand.east': 'East Stand',
  'violation.term.stand.west': 'West Stand',
  'violation.term.stand.northEast': 'North-East corner',
  'violation.term.stand.northWest': 'North-West corner',
  'violation.term.stand.southEast': 'South-East corner',
  'violation.term.stand.southWest': 'South-West corner',
  'violation.term.slot.CF+SM': 'both Centre Forward and Side Midfield',
  'violation.term.slot.SB+SM': 'both Side Back and Side Midfield',
  'violation.term.tactic.rebound': 'Rebound',
  'violation.term.tactic.backsToTheWall': 'Backs to the wall',
  'violation.term.kind.seating': 'seating',
  'violation.term.kind.standing': 'standing',
} as const;

export type ViolationMessages = Readonly<Record<keyof typeof violationsEn, string>>;
