import { standName } from '../../league/state-views/rule-figures.js';
import type { APIEmbed } from 'discord.js';
import type { ClubNewsView, NewsItem } from '../../league/views/club-news.js';
import { SLOT_WORDS } from '../../league/shared/lineup-plan.js';
import { COMPETITION_NAMES } from '../../league/state-views/rule-figures.js';
import type { ClubHeadline, ClubScore } from '../../league/views/club-headline.js';
import { COLOURS, divisionName, money, name, signedMoney } from './format.js';
import { ordinal } from './images/positions.image.js';
import { STAFF_LABELS } from './staff.render.js';
import { weeks } from './words.js';
import { stepLabel } from './step-label.js';

const TRAINING_DONE: Record<string, string> = {
  FRM: 'form training (his form goes up a level)',
  ABL: 'ability training (+0.5 ability)',
  CB: 'Centre Back training (a new position)',
  SB: 'Side Back training (a new position)',
  CM: 'Central Midfield training (a new position)',
  SM: 'Side Midfield training (a new position)',
  CF: 'Centre Forward training (a new position)',
};

function lineupText(item: Extract<NewsItem, { kind: 'lineup' }>): string[] {
  const head =
    item.source === 'auto'
      ? `🤖 The AI picked your XI: ${item.formation}.`
      : item.source === 'kept-formation'
        ? `🔁 You played your ${item.formation}; the AI filled the places of players who could not play:`
        : `You played your ${item.formation}${item.source === 'standing' ? ' (standing lineup)' : ''}.`;
  const changes = item.changes.map((c) => {
    const out = c.out ? name(c.out) : 'An empty place';
    const why = c.reason === 'injured' ? ' (injured)' : c.reason === 'left' ? ' (left the club)' : c.reason === 'reshuffled' ? ' (left out)' : '';
    return `  • ${out}${why} → ${c.in ? name(c.in) : 'a youth-team player'} ${SLOT_WORDS[c.slot]}`;
  });
  return [head, ...changes];
}

function itemText(item: NewsItem): string[] {
  switch (item.kind) {
    case 'bid-won':
      return [`✍️ Your bid of ${money(item.amount)} for ${name(item.player)} won: you paid ${money(item.fee)}.`];
    case 'bid-lost':
      return [
        `Your bid of ${money(item.amount)} for ${name(item.player)} lost${item.joined ? `: he joined ${name(item.joined)}` : ': another team signed him'}.`,
      ];
    case 'bid-open':
      return [`Your bid of ${money(item.amount)} for ${name(item.player)} bought nobody: he is not signed yet.`];
    case 'sold':
      return [`💰 ${name(item.player)} sold for ${money(item.fee)}${item.to ? ` to ${name(item.to)}` : ''}.`];
    case 'not-sold':
      return [`${name(item.player)} was not sold (die ${item.roll}); he stays on the list.`];
    case 'listed':
      return [
        item.mode === 'unlist'
          ? `${name(item.player)} came off the list.`
          : `${name(item.player)} is listed for a ${item.mode} sale at ${money(item.askingPrice)}.`,
      ];
    case 'build-started':
      return [`🏗️ Work started on the ${standName(item.stand)}: ${money(item.cost)}${item.weeks ? `, closed for ${weeks(item.weeks)}` : ''}.`];
    case 'build-finished':
      return [`🏟️ The ${standName(item.stand)} is finished and open.`];
    case 'staff':
      return [`${item.hired ? 'Hired' : 'Fired'}: the ${STAFF_LABELS[item.role]}.`];
    case 'training-completed':
      return [`🎓 ${name(item.player)} completed ${TRAINING_DONE[item.code] ?? item.code}.`];
    case 'injury':
      return [
        item.weeks > 0
          ? `🩹 ${name(item.player)} is injured for ${weeks(item.weeks)}.`
          : `🩹 ${name(item.player)} has a niggle: he misses training this week.`,
      ];
    case 'money':
      return [];
    case 'refused':
      return [`⚠️ Your ${item.order} order was not carried out: ${item.message}`];
    case 'lineup':
      return lineupText(item);
    case 'ai-filled':
      return [
        item.what === 'selection'
          ? '🤖 You had picked no XI: the AI picked one, and it is now your standing lineup.'
          : item.what === 'sponsor'
            ? '🤖 You chose no sponsor deal: the AI chose one.'
            : `🤖 The AI gave a training plan to ${item.players.map(name).join(', ')}, who had none.`,
      ];
  }
}

function scoreText(score: ClubScore): string {
  const penalties = score.penalties ? `, ${score.penalties.for}–${score.penalties.against} on penalties` : '';
  return `${score.goalsFor}–${score.goalsAgainst}${penalties} v ${name(score.opponent)}`;
}

/** "Won 4–1 v Kingsbridge Town · 2nd in the Premier Division · Cup: out (0–3 v Torino)". */
export function headlineText(headline: ClubHeadline): string | null {
  const { result, position } = headline;
  const outcome = result ? (result.won === null ? 'Drew' : result.won ? 'Won' : 'Lost') : null;
  const parts = [
    result
      ? result.competition === 'league'
        ? `${outcome} ${scoreText(result)}`
        : `${COMPETITION_NAMES[result.competition]}: ${outcome!.toLowerCase()} ${scoreText(result)}`
      : null,
    position ? `${ordinal(position.position)} in the ${divisionName(position.division)}` : null,
    ...headline.cups.map((cup) => {
      const last = cup.last ? ` (${scoreText(cup.last)})` : '';
      const status =
        cup.status === 'won' ? `winners${last}` : cup.status === 'out' ? `out${last}` : cup.last ? `through${last}` : 'in, first tie to come';
      return `${COMPETITION_NAMES[cup.competition]}: ${status}`;
    }),
  ].filter((part): part is string => part !== null);
  return parts.length ? `**${parts.join(' · ')}**` : null;
}

/** The manager's private news of the step last played: what happened to his club, his money and what comes next. */
export function renderNews(view: ClubNewsView): APIEmbed {
  const when = view.step ? stepLabel(view.step) : null;
  const headline = view.headline ? headlineText(view.headline) : null;
  const lines = [...(headline ? [headline] : []), ...view.items.flatMap(itemText)];
  const moneyItems = view.items.filter((i): i is Extract<NewsItem, { kind: 'money' }> => i.kind === 'money');
  const moneyLines = moneyItems.map((m) => `${signedMoney(m.amount)} ${name(m.detail)}`);
  const fields = [
    ...(moneyLines.length
      ? [{ name: 'Money in and out', value: `${moneyLines.join('\n')}\nBalance now: ${money(view.balance)}`.slice(0, 1024) }]
      : []),
    ...(view.next
      ? [{ name: 'Next', value: `Week ${view.next.week}: ${view.next.home ? 'at home to' : 'away to'} ${name(view.next.opponent)}` }]
      : []),
  ];
  return {
    title: `${view.clubName}: ${when ? `news of ${when}` : 'no news yet'}`,
    description: (when
      ? lines.join('\n') || 'Nothing happened to your club.'
      : 'Nothing has been played yet: the season starts when the pre-season is played.'
    ).slice(0, 4096),
    color: COLOURS.info,
    ...(fields.length ? { fields } : {}),
  };
}
