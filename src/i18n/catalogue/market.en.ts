/**
 * Private replies in English about the transfer list and the players on it: /market, /player, /sell and /unlist.
 * A key names the command and the part of its answer.
 */
export const marketEn = {
  // The two ways to sell, as a listing shows them.
  'market.mode': '{mode, select, quick {quick sale} other {full value}}',

  // /market: the transfer list, page by page, and the reader's own sealed bids.
  'market.title': 'Transfer list',
  'market.from': ' · from {club}',
  'market.empty': 'Nobody is listed just now: new players come onto the list every week.',
  'market.myBids': 'Your sealed bids this week',
  'market.bid.gone': 'a player no longer in the game',
  'market.footer': 'Page {page} of {pages} · bid with /bid · {legend}',
  'market.previous': 'Previous',
  'market.next': 'Next',

  // /player: one player's profile.
  'player.club': 'Club',
  'player.noClub': 'Transfer list',
  'player.positions': 'Positions',
  'player.ability': 'Ability',
  'player.potentialReached': '{ability} (potential reached)',
  'player.form': 'Form',
  'player.age': 'Age',
  'player.retiring': '{age} (retiring at season end)',
  'player.fitness': 'Fitness',
  'player.injured': 'Injured for {weeks, plural, one {# more week} other {# more weeks}}',
  'player.niggle': 'Niggle: may only do fitness training',
  'player.fit': 'Fit',
  'player.season': 'This season',
  'player.stats': '{games} games · {goals} goals · {assists} assists · {injured} missed injured',
  'player.value': 'Value',
  'player.listed': 'Transfer list',
  'player.training': 'Training',
  'player.training.begun':
    '{plan, select, FRM {form training} ABL {ability training} FIT {fitness training} RST {rest} CB {Centre Back training} SB {Side Back training} CM {Central Midfield training} SM {Side Midfield training} other {Centre Forward training}}, {weeks, plural, one {# week} other {# weeks}} done',
  'player.training.alsoBegun': '{plan} · also begun: {begun}',

  // /sell and /unlist.
  'sale.listed': '{player} will be listed for a {mode, select, quick {quick} other {full}} sale when the week is played.',
  'sale.unlisted': '{player} comes off the transfer list when the week is played.',
  'sale.request': '{player} {keep, select, yes {stays on the transfer list} other {comes off the transfer list}} when the pre-season is played.',
  'sale.price':
    'Asking price {price} ({mode, select, quick {half his value} other {his full value}}). He goes when another manager bids, or on a die roll of {roll}, from week {week}.',
  'sale.roll': '{sellsOn, plural, =6 {6} other {# or more}}',
} as const;

export type MarketMessages = Readonly<Record<keyof typeof marketEn, string>>;
