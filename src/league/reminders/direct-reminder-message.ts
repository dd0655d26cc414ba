import type { Locale } from '../../i18n/locales.js';
/** A direct message before a league's deadline (`/remind me`): to the member alone, pinging nobody. */
export interface DirectReminderMessage {
  userId: string;
  leagueName: string;
  /** The league's channel, for the message to point back to. */
  channelId: string;
  deadline: string;
  /** Why he is reminded: a manager who has not sent /ready, or a member who has predicted none of the week's matches. */
  reason: 'ready' | 'predict';
  /** The league's language, the message's too (the member's own is not kept); absent for English. */
  locale?: Locale;
}
