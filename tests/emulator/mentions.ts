/**
 * Who a message would notify, given its content and allowed_mentions, following
 * https://discord.com/developers/docs/resources/message#allowed-mentions-object
 * Embeds never ping; without allowed_mentions every mention in the content pings.
 */
export interface Pings {
  users: string[];
  roles: string[];
  everyone: boolean;
}

interface AllowedMentions {
  parse?: string[];
  users?: string[];
  roles?: string[];
}

export const NO_PINGS: Pings = { users: [], roles: [], everyone: false };

const unique = (values: string[]): string[] => [...new Set(values)];

export function pingsOf(content: unknown, allowedMentions: unknown): Pings {
  if (typeof content !== 'string' || content.length === 0) return NO_PINGS;
  const userMentions = unique([...content.matchAll(/<@!?(\d{17,20})>/g)].map((m) => m[1]!));
  const roleMentions = unique([...content.matchAll(/<@&(\d{17,20})>/g)].map((m) => m[1]!));
  const mentionsEveryone = /@(everyone|here)\b/.test(content);
  if (allowedMentions === undefined || allowedMentions === null) {
    return { users: userMentions, roles: roleMentions, everyone: mentionsEveryone };
  }
  const allowed = allowedMentions as AllowedMentions;
  const parse = new Set(allowed.parse ?? []);
  const users = parse.has('users') ? userMentions : userMentions.filter((id) => (allowed.users ?? []).includes(id));
  const roles = parse.has('roles') ? roleMentions : roleMentions.filter((id) => (allowed.roles ?? []).includes(id));
  return { users, roles, everyone: mentionsEveryone && parse.has('everyone') };
}

export function pingsAnyone(pings: Pings): boolean {
  return pings.everyone || pings.users.length > 0 || pings.roles.length > 0;
}
