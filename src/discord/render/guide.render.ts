import type { APIEmbed } from 'discord.js';
import { POINTS, PROMOTED_PLACES, RELEGATED_PLACES, WEEKS_PER_SEASON } from '../../league/state-views/rule-figures.js';
import type { LeagueSummary } from '../../league/shared/views.js';
import { publicLink, RULES_PATH } from '../../league/web/index.js';
import { fullTime, relativeTime } from '../mentions.js';
import { COLOURS, name } from './format.js';
import { describeSchedule } from './league.render.js';
import { renderFortunesGameGuide } from './fortunes-game-help.render.js';

/** The commands, grouped by a manager's week: his club, his orders, the market, deals, cups and the league. */
function weekOfCommands(league: LeagueSummary | null): { name: string; lines: string[] }[] {
  const cups = league === null || (league.settings.cups !== undefined && league.settings.cups !== 'off');
  const fortunes = league === null || league.settings.fortunes === true;
  return [
    {
      name: '1. Your club',
      lines: [
        '`/squad`: your players, their ability, form and fitness (or another club’s)',
        '`/player`: one player’s profile, form, training and value',
        '`/finances`: your money, wages and the ledger',
        '`/news`: your result, position and what happened to your club last week (only you see it)',
      ],
    },
    {
      name: '2. Your orders',
      lines: [
        '`/select`: your formation and XI, with the pitch in a picture',
        '`/train`: a training plan for a player',
        '`/stadium`: build a stand tier',
        '`/staff`: hire or fire staff',
        '`/sponsor`: the sponsor deal, in pre-season',
        ...(fortunes ? ['`/fortune`: your square on the Fortunes board and its choices (`/help topic:fortunes`)'] : []),
      ],
    },
    {
      name: '3. The market',
      lines: [
        '`/market` and `/bid`: the transfer list and sealed bids',
        '`/sell`, `/unlist`: put a player on the list, or take him off',
        '`/scout`: ask the scout for a kind of player',
      ],
    },
    {
      name: '4. Deals with other clubs',
      lines: [
        '`/trade offer`: players and money either way, with a manager or an AI club; `/trade list` shows your offers',
        '`/loan offer`: lend a player or borrow one, for a fee',
      ],
    },
    ...(cups ? [{ name: '5. Cups', lines: ['`/cup`: the draws, your next tie, results and the bracket'] }] : []),
    {
      name: `${cups ? 6 : 5}. The league`,
      lines: [
        '`/league table`, `/league fixtures`, `/league results`: the divisions so far',
        '`/league status`: the week, the deadline and who is ready; `/league settings` the league’s settings',
        '`/league history`, `/league web`: past seasons, and the league’s web page',
        '`/predict`: anyone predicts the week’s scores; `/remind me`: a direct message before the deadline',
        '`/profile`: a manager’s career in this server: clubs, seasons, trophies and win rate',
      ],
    },
    { name: `${cups ? 7 : 6}. Done`, lines: ['`/ready`: check your orders and say you are done for the week'] },
  ];
}

function deadlineLine(league: LeagueSummary | null): string {
  if (!league) return 'There is no league in this channel; a member with Manage Server starts one with `/league create`.';
  const schedule = `Deadlines: ${describeSchedule(league.settings.schedule)}.`;
  if (!league.nextDeadline) return `${schedule} The next deadline is set when the season starts.`;
  // Discord shows a <t:…> timestamp in each reader's own time zone.
  return `${schedule} Next deadline: ${fullTime(league.nextDeadline)} (${relativeTime(league.nextDeadline)}), in your own time.`;
}

/** The card game's commands, by what a manager does in a round. */
const ROUND_OF_CARDS: { name: string; lines: string[] }[] = [
  { name: '1. Your cards', lines: ['`/hand`: your cards and money (only you see them)', '`/keep`: the cards you keep from the deal'] },
  {
    name: '2. Play and buy',
    lines: ['`/play`: a formation, an ace in goal and four players', '`/auction`: sealed bids on the lots after each round'],
  },
  { name: '3. Done', lines: ['`/ready`: say you are done for the round', '`/league table` and `/cup`: the league and the cup so far'] },
];

/** Between league weeks, in a league that plays cups. */
const CUP_ROUNDS_LINE =
  'Cup rounds are steps of their own between league weeks: orders, `/ready` and the deadline work as in a week; `/cup` shows the draws and results.';

/** `/help` without a topic in a card-game league: its commands by round, the deadline, and where its rules are. */
function renderCardsGuide(league: LeagueSummary): APIEmbed {
  return {
    title: `How ${league.name} is played`,
    color: COLOURS.info,
    description: [
      'Each round every manager plays their cards with the commands below, then `/ready`.',
      'The round is played when every manager is ready (if the league plays early) or when the deadline passes.',
      '',
      deadlineLine(league),
    ].join('\n'),
    fields: [
      ...ROUND_OF_CARDS.map((group) => ({ name: group.name, value: group.lines.join('\n') })),
      { name: 'The rules in brief', value: '`/help topic:cards` tells the card game in a few lines.' },
    ],
  };
}

/**
 * `/help` without a topic: what a manager does in a week, how the week is played, the deadline, the rules in brief,
 * and where every house rule is read: the rules' web page when the bot has a public address, else `/help topic:`.
 */
export function renderGuide(league: LeagueSummary | null, publicUrl?: string): APIEmbed {
  if (league?.game === 'cards') return renderCardsGuide(league);
  if (league?.game === 'fortunes') return renderFortunesGameGuide(league, deadlineLine(league));
  const cups = league?.settings.cups !== undefined && league.settings.cups !== 'off';
  return {
    title: league ? `How ${league.name} is played` : 'How Dugout is played',
    color: COLOURS.info,
    description: [
      'Each week every manager gives their orders with the commands below, then `/ready`.',
      'The week is played when every manager is ready (if the league plays early) or when the deadline passes; the AI gives the orders of anyone who did not.',
      'The matches, tables and transfer news are then posted in this channel.',
      ...(cups ? [CUP_ROUNDS_LINE] : []),
      '',
      deadlineLine(league),
    ].join('\n'),
    fields: [
      ...weekOfCommands(league).map((group) => ({ name: group.name, value: group.lines.join('\n') })),
      {
        name: 'The rules in brief',
        value: [
          `Four divisions of eight clubs, ${WEEKS_PER_SEASON} weeks a season; ${POINTS.win} points a win, ${POINTS.draw} a draw.`,
          'A player plays at his ability, changed by his form and his place; training takes weeks and needs the right staff.',
          'Home games bring the gate money; wages and builds take it away. A club in debt cannot buy or hire.',
          `At the season’s end the top ${PROMOTED_PLACES} of each division go up and the bottom ${RELEGATED_PLACES} go down.`,
          "`/help topic:` tells each rule with this league's figures: selection, training, transfers, deals and more.",
          ...(publicUrl ? [`Every house rule, with the reason for it: ${publicLink(publicUrl, RULES_PATH)}`] : []),
        ].join('\n'),
      },
    ],
  };
}

/** The private checklist a manager gets when he takes a club. */
export function renderJoinChecklist(league: LeagueSummary, clubName: string): APIEmbed {
  return {
    title: `Your first week at ${name(clubName)}`,
    color: COLOURS.info,
    description: [
      '1. `/squad`: meet your players.',
      '2. `/select`: choose a formation and your XI (it stands until you change it).',
      '3. `/train`: give your players training plans.',
      // Every pre-season opens with a transfer list, so there is one from the league's creation on.
      '4. `/market`: look at the transfer list; `/bid` for a player (only you see your bid).',
      league.phase === 'preseason' || !league.started
        ? '5. `/sponsor`: see what each sponsor deal can pay you before the season starts.'
        : '5. `/finances`: check your money before you spend it.',
      '6. `/ready` when you are done.',
      '',
      deadlineLine(league),
      '`/help` tells how a week is played; `/news` tells what happened to your club after each week.',
    ].join('\n'),
  };
}
