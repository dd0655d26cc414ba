/**
 * Private replies in English about the reader's own club: /finances and the lineup editor of /select.
 * A key names the command and the part of its answer.
 */
export const clubEn = {
  // /finances.
  'club.finances.title': '{club}: finances',
  'club.finances.balance': 'Balance',
  'club.finances.sponsor': 'Sponsor',
  'club.finances.sponsorDeal': '{sponsor}: {amount} on a {years, plural, =2 {two-year deal} other {one-year deal}} from season {season}',
  'club.finances.noSponsor': 'None',
  'club.finances.ledger': 'Recent ledger',
  'club.finances.ledgerEmpty': 'Nothing yet.',
  'club.finances.line': 'S{season} W{week} · {amount} · {what} → {balance}',
  // Each kind of ledger line, where a language words the kind rather than the line's English detail.
  'club.ledger.ticket-income': 'Ticket income',
  'club.ledger.box-income': 'Executive boxes',
  'club.ledger.wages': 'Staff wages',
  'club.ledger.transfer-fee': 'Transfer fee paid',
  'club.ledger.transfer-sale': 'Transfer fee received',
  'club.ledger.build': 'Stadium building',
  'club.ledger.sponsor': 'Sponsorship',
  'club.ledger.bonus': 'League position bonus',
  'club.ledger.starting-money': 'Starting money',
  'club.ledger.cup-gate': 'Cup gate money',
  'club.ledger.cup-prize': 'Cup prize money',
  'club.ledger.fortune-wages': 'Wages',
  'club.ledger.fortune-sponsorship': 'Sponsorship',
  'club.ledger.fortune-fine': 'Fine',
  'club.ledger.fortune-windfall': 'Windfall',
  'club.ledger.bank-sale': 'Sold to the bank',
  'club.ledger.bank-purchase': 'Bought from the bank',
  'club.ledger.auction-purchase': 'Bought at auction',
  'club.ledger.auction-forfeit': 'Auction forfeit',
} as const;

export type ClubMessages = Readonly<Record<keyof typeof clubEn, string>>;
