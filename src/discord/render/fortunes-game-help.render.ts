import type { APIEmbed } from 'discord.js';
import type { LeagueSummary } from '../../league/shared/views.js';
import type { Locale } from '../../i18n/locales.js';
import { formatMoney } from '../../i18n/money.js';
import { t } from '../../i18n/translate.js';
import { COLOURS } from './format.js';

/** A game of Football Fortunes' commands, by what a manager does in a turn. */
function turnOfFortunes(locale: Locale): { name: string; lines: string[] }[] {
  return [
    {
      name: t(locale, 'guide.fortunesGame.group.square'),
      lines: [t(locale, 'guide.fortunesGame.show'), t(locale, 'guide.fortunesGame.choices')],
    },
    { name: t(locale, 'guide.fortunesGame.group.side'), lines: [t(locale, 'guide.fortunesGame.squad'), t(locale, 'guide.fortunesGame.select')] },
    { name: t(locale, 'guide.fortunesGame.group.done'), lines: [t(locale, 'guide.fortunesGame.ready'), t(locale, 'guide.fortunesGame.points')] },
  ];
}

/** /help without a topic in a game of Football Fortunes: its commands by turn and where its rules are. */
export function renderFortunesGameGuide(league: LeagueSummary, deadline: string, locale: Locale = 'en'): APIEmbed {
  return {
    title: t(locale, 'guide.title.league', { league: league.name }),
    color: COLOURS.info,
    description: [t(locale, 'guide.fortunesGame.board'), t(locale, 'guide.fortunesGame.orders'), '', deadline].join('\n'),
    fields: [
      ...turnOfFortunes(locale).map((group) => ({ name: group.name, value: group.lines.join('\n') })),
      { name: t(locale, 'guide.rules'), value: t(locale, 'guide.fortunesGame.rules') },
    ],
  };
}

/** The board game's money as its rulebook gives it: a player's worth and the wages a star, Sponsorship, the Crisis fine. */
const BOARD_GAME_MONEY = { star: 20_000, wage: 3_000, sponsorship: 30_000, fine: 50_000 } as const;

/** /help topic:fortunes in a game of Football Fortunes: the rulebook's game in a few lines. */
export function fortunesGameHelp(locale: Locale = 'en'): { title: string; lines: string[] } {
  const money = (amount: number) => formatMoney(locale, amount);
  return {
    title: t(locale, 'help.fortunesGame.title'),
    lines: [
      t(locale, 'help.fortunesGame.league'),
      t(locale, 'help.fortunesGame.side', { star: money(BOARD_GAME_MONEY.star) }),
      t(locale, 'help.fortunesGame.squares', {
        wage: money(BOARD_GAME_MONEY.wage),
        sponsorship: money(BOARD_GAME_MONEY.sponsorship),
        fine: money(BOARD_GAME_MONEY.fine),
      }),
      t(locale, 'help.fortunesGame.bank'),
      t(locale, 'help.fortunesGame.immunity'),
      t(locale, 'help.fortunesGame.out'),
    ],
  };
}
