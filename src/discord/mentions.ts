import type { APIAllowedMentions } from 'discord.js';

/**
 * Every message Dugout sends says who may be pinged. Club and player names are
 * chosen by users, so by default nobody is; a reminder names its managers.
 */
export const NO_MENTIONS: APIAllowedMentions = Object.freeze({ parse: [] }) as APIAllowedMentions;

export function mentionOnly(userIds: readonly string[]): APIAllowedMentions {
  return { parse: [], users: [...new Set(userIds)].slice(0, 100) };
}

export function userMention(userId: string): string {
  return `<@${userId}>`;
}

/** A Discord timestamp: each reader sees it in their own time zone, relative ("in 3 hours"). */
export function relativeTime(at: Date): string {
  return `<t:${Math.floor(at.getTime() / 1000)}:R>`;
}

export function fullTime(at: Date): string {
  return `<t:${Math.floor(at.getTime() / 1000)}:F>`;
}
