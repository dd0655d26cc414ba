import { apiChannel, apiInteractionMember } from './shapes.js';
import type { EmulatorState } from './state.js';

export const INTERACTION_TYPE = { command: 2, component: 3, autocomplete: 4, modalSubmit: 5 } as const;

export interface InteractionIdentity {
  id: string;
  token: string;
}

/**
 * The fields every guild interaction carries, as discord.js 14 reads them
 * (BaseInteraction: member with permissions, app_permissions, entitlements,
 * authorizing_integration_owners, context, channel).
 */
export function interactionBase(
  state: EmulatorState,
  identity: InteractionIdentity,
  type: number,
  userId: string,
  channelId: string,
  locale: string,
): Record<string, unknown> {
  const channel = state.channels.get(channelId);
  if (!channel) throw new Error(`no channel ${channelId} in the emulator`);
  const member = state.member(channel.guildId, userId);
  if (!member) throw new Error(`user ${userId} is not a member of guild ${channel.guildId}`);
  return {
    id: identity.id,
    application_id: state.applicationId,
    type,
    token: identity.token,
    version: 1,
    guild_id: channel.guildId,
    guild: { id: channel.guildId, locale: 'en-US', features: [] },
    guild_locale: 'en-US',
    channel_id: channel.id,
    channel: apiChannel(channel),
    member: apiInteractionMember(state, member),
    app_permissions: state.memberPermissions(channel.guildId, state.botUser.id).toString(),
    locale,
    entitlements: [],
    // Installed to the guild: owner type 0 (GUILD_INSTALL) maps to the guild id.
    authorizing_integration_owners: { '0': channel.guildId },
    context: 0,
    attachment_size_limit: 10 * 1024 * 1024,
  };
}
