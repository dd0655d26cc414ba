import type { APIEmbed } from 'discord.js';
import type { LeagueSummary } from '../../league/shared/views.js';
import { COLOURS } from './format.js';

/** A game of Football Fortunes' commands, by what a manager does in a turn. */
const TURN_OF_FORTUNES: { name: string; lines: string[] }[] = [
  {
    name: '1. Your square',
    lines: [
      '`/fortune show`: your square, the next squares, the cards drawn for you, the lots and your Immunity (only you see it)',
      '`/fortune crisis` · `/fortune bank_sell` · `/fortune bid` · `/fortune immunity`: what your square lets you choose',
    ],
  },
  { name: '2. Your side', lines: ['`/squad`: your cards by section, with stars', '`/select`: your 4-3-3 from your cards, with menus'] },
  {
    name: '3. Done',
    lines: ['`/ready`: say you are done for the turn', '`/league points`: the game points; the table of ten is posted after each league round'],
  },
];

/** /help without a topic in a game of Football Fortunes: its commands by turn and where its rules are. */
export function renderFortunesGameGuide(league: LeagueSummary, deadline: string): APIEmbed {
  return {
    title: `How ${league.name} is played`,
    color: COLOURS.info,
    description: [
      'Football Fortunes, the board game: each turn the dice move every manager round the board, then a league or cup round is played.',
      'Give your orders with the commands below, then `/ready`. The turn is played when every manager is ready (if the league plays early) or when the deadline passes; the defaults stand for anyone who did not order.',
      '',
      deadline,
    ].join('\n'),
    fields: [
      ...TURN_OF_FORTUNES.map((group) => ({ name: group.name, value: group.lines.join('\n') })),
      { name: 'The rules in brief', value: '`/help topic:fortunes` tells the game in a few lines.' },
    ],
  };
}

/** /help topic:fortunes in a game of Football Fortunes: the rulebook's game in a few lines. */
export function fortunesGameHelp(): { title: string; lines: string[] } {
  return {
    title: 'Football Fortunes, the board game',
    lines: [
      'One league of ten: the managers’ clubs and the computer’s, home and away, with the F.A. Cup and, from season two, Europe. Every league and cup round is a turn of the board.',
      'Your side is always a 4-3-3 from your cards (/select). Defence is the goalkeeper’s and defenders’ stars, Attack the midfielders’ and attackers’; a Utility player plays anywhere, in goal for one star. A player is worth £20,000 a star.',
      'The squares: Wages (£3,000 a star of your squad), Sponsorship (£30,000), Manager’s Luck and Selection Problems (a card, shown to you before you order), Auction and 50% Auction (the top card of the Auction File, sealed bids with /fortune bid), Bank Finance (sell to the bank at ¾ of value), Crisis (a £50,000 fine and your best player of a section you choose sold to the bank), Sunday.',
      'The bank sells its cards at 1.5 times their value or more, any turn (/fortune bid). A winning bid you cannot pay forfeits half your cash.',
      'Immunity: the bank holds six. A Selection Problems card may tell it to issue you one; /fortune immunity use:True then cancels a harmful Selection Problem shown to you.',
      'A club that cannot pay, even by selling players, is out of the game: its manager resigns. Game points each season: league place, cup ties won and trophies, and cash at the end; the most after the last season wins.',
    ],
  };
}
