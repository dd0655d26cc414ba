import type { APIAllowedMentions } from 'discord.js';
import type { AllReadyMessage, DirectReminderMessage, ReminderMessage } from '../league/index.js';
import { fullTime, mentionOnly, relativeTime, userMention } from './mentions.js';
import type { Draft } from './split.js';
import { name } from './render/format.js';
import { cardsStepName } from './render/cards.render.js';
import { stepName } from '../league/state-views/step-name.js';
import { t } from '../i18n/translate.js';

/** The one message that is meant to ping: it names the managers who are not ready, and only them. */
export function reminderDraft(reminder: ReminderMessage): Draft {
  const who = reminder.userIds.map(userMention).join(' ');
  return { content: `⏰ ${who} orders for this week are due ${relativeTime(new Date(reminder.deadline))}. Give your orders, then \`/ready\`.` };
}

export function reminderMentions(reminder: ReminderMessage): APIAllowedMentions {
  return mentionOnly(reminder.userIds);
}

/** The channel hears that the week is about to be played; the orders themselves stay private. */
export function allReadyDraft(message: AllReadyMessage): Draft {
  if (message.game === 'fortunes' && message.locale && message.locale !== 'en') return { content: t(message.locale, 'fortunes.allReady') };
  const cards = cardsStepName(message.phase, message.week);
  const step = cards
    ? `season ${message.season}, ${cards}`
    : message.phase === 'preseason'
      ? `season ${message.season}'s pre-season`
      : `season ${message.season}, ${stepName(message)}`;
  return { content: `Every manager is ready for ${step}: it is played within the minute.` };
}

/** The direct message before a deadline (`/remind me`): to him alone, with the league's channel to go to. */
export function directReminderDraft(message: DirectReminderMessage): Draft {
  const deadline = new Date(message.deadline);
  const what =
    message.reason === 'ready'
      ? 'your orders are not in: give them, then `/ready`'
      : 'you have not predicted any of this week’s matches: `/predict score` before it';
  return {
    content: `⏰ **${name(message.leagueName)}**: the deadline is ${relativeTime(deadline)} (${fullTime(deadline)}) and ${what}, in <#${message.channelId}>. \`/remind off\` there stops these messages.`,
  };
}
