import { BANK_BUYS_AT, BANK_SELLS_AT, CRISIS_FINE, IMMUNITY_CARDS, SPONSORSHIP_PAY, WAGES_CHART } from '../../league/state-views/rule-figures.js';
import { money } from './format.js';

/** /help fortunes in a football league with the Fortunes board: the board's rules, with the league's figures. */
export function fortunesHelp(): { title: string; lines: string[] } {
  const [top, ...rest] = WAGES_CHART;
  const bottom = rest.at(-1)!;
  return {
    title: 'The Fortunes board over a Footy Manager league',
    lines: [
      'Each week opens with a roll of the die: /fortune show tells you the square you land on, which is played before the matches.',
      `Wages: your squad's total strength sets the bill, ${money(bottom.amount)} to ${money(top!.amount)} a landing. Sponsorship pays ${money(SPONSORSHIP_PAY)}. Sunday and Start: nothing.`,
      `Crisis: a ${money(CRISIS_FINE)} fine and the best of the section you choose (/fortune crisis) sold to the bank.`,
      `Manager's Luck and Selection Problems draw a card. The bank holds ${IMMUNITY_CARDS} Immunity cards; one cancels a harmful Selection Problem (/fortune immunity).`,
      `Bank Finance: sell players to the bank at ${BANK_BUYS_AT * 100}% of their value, keeping eleven and a goalkeeper (/fortune bank_sell). The bank sells its players for ${BANK_SELLS_AT * 100}% or more, sealed bids (/fortune bid).`,
      'Auction and 50% Auction: the top lot of the pool goes to the highest sealed bid; a winner who cannot pay forfeits half his cash.',
      'In debt when a week is played? Clear it by the next week, or the bank sells your players (/fortune debt_order) and, if that cannot pay it, you resign.',
      'Game points (/league points) come from league position, promotion, relegation and cash at the end; the most points wins.',
    ],
  };
}
