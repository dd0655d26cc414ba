import type { APIAllowedMentions } from 'discord.js';
import type { AllReadyMessage, DirectReminderMessage, ReminderMessage } from '../league/index.js';
import { DEFAULT_LOCALE } from '../i18n/locales.js';
import { t } from '../i18n/translate.js';
import { fullTime, mentionOnly, relativeTime, userMention } from './mentions.js';
import type { Draft } from './split.js';
import { name } from './render/format.js';
import { cardsStepName } from './render/cards.render.js';
import { stepLabelIn } from './render/post-words.js';
import { stepName } from '../league/state-views/step-name.js';

/** The one message that is meant to ping: it names the managers who are not ready, and only them. In the league's language. */
export function reminderDraft(reminder: ReminderMessage): Draft {
  const users = reminder.userIds.map(userMention).join(' ');
  return { content: t(reminder.locale ?? DEFAULT_LOCALE, 'reminder.channel', { users, deadline: relativeTime(new Date(reminder.deadline)) }) };
}

export function reminderMentions(reminder: ReminderMessage): APIAllowedMentions {
  return mentionOnly(reminder.userIds);
}

/** The step every manager is ready for, as English has always named it: "season 2, week 5", "season 1's pre-season". */
function englishStep(message: AllReadyMessage): string {
  return message.phase === 'preseason' ? `season ${message.season}'s pre-season` : `season ${message.season}, ${stepName(message)}`;
}

/** The channel hears that the week is about to be played; the orders themselves stay private. */
export function allReadyDraft(message: AllReadyMessage): Draft {
  const locale = message.locale ?? DEFAULT_LOCALE;
  // A game of Football Fortunes plays turns, which the league's week and phase do not name: the line names none.
  if (message.game === 'fortunes') return { content: t(locale, 'fortunes.allReady') };
  const cards = cardsStepName(message.phase, message.week, locale);
  if (cards) return { content: t(locale, 'cards.allReady', { season: message.season, step: cards }) };
  const step = locale === DEFAULT_LOCALE ? englishStep(message) : stepLabelIn(locale, message);
  return { content: t(locale, 'reminder.allReady', { step }) };
}

/** The direct message before a deadline (`/remind me`): to him alone, in the league's language, with its channel to go to. */
export function directReminderDraft(message: DirectReminderMessage): Draft {
  const locale = message.locale ?? DEFAULT_LOCALE;
  const deadline = new Date(message.deadline);
  return {
    content: t(locale, 'reminder.direct', {
      league: name(message.leagueName),
      relative: relativeTime(deadline),
      full: fullTime(deadline),
      what: t(locale, message.reason === 'ready' ? 'reminder.direct.ready' : 'reminder.direct.predict'),
      channel: `<#${message.channelId}>`,
    }),
  };
}
