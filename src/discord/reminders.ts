import type { ReminderDue } from '../league/index.js';
import type { ChannelPort } from './channel-port.js';
import { mentionOnly, relativeTime, userMention } from './mentions.js';
import { partNonce } from './outbox-poster.js';

/** The one message that is meant to ping: it names the managers who are not ready, and only them. */
export function reminderBody(reminder: ReminderDue) {
  const who = reminder.userIds.map(userMention).join(' ');
  return {
    content: `⏰ ${who} orders for this week are due ${relativeTime(reminder.deadline)}. Give your orders, then \`/ready\`.`,
    allowed_mentions: mentionOnly(reminder.userIds),
  };
}

export function reminderSender(port: ChannelPort) {
  return async (reminder: ReminderDue): Promise<void> => {
    const nonce = partNonce(`reminder:${reminder.leagueId}:${reminder.offsetHours}:${reminder.deadline.getTime()}`, 0);
    await port.send(reminder.channelId, { ...reminderBody(reminder), nonce, enforce_nonce: true });
  };
}
