import type { APIChannel, APIGuildMember, APIInteractionGuildMember, APIRole, APIUser, GuildMemberFlags, RoleFlags, UserFlags } from 'discord.js';
import type { ChannelRecord, EmulatorState, GuildRecord, MemberRecord, RoleRecord, UserRecord } from './state.js';

/** Discord's JSON shapes for the emulator's records. */
export function apiUser(user: UserRecord): APIUser {
  return {
    id: user.id,
    username: user.username,
    global_name: user.globalName,
    discriminator: '0',
    avatar: null,
    bot: user.bot,
    public_flags: 0 as UserFlags,
    ...(user.bot ? { verified: true, flags: 0 as UserFlags, mfa_enabled: false } : {}),
  };
}

export function apiRole(role: RoleRecord): APIRole {
  return {
    id: role.id,
    name: role.name,
    // eslint-disable-next-line @typescript-eslint/no-deprecated -- Discord's API still sends `color` beside `colors`, and the emulator answers as it does
    color: 0,
    colors: { primary_color: 0, secondary_color: null, tertiary_color: null },
    hoist: false,
    icon: null,
    unicode_emoji: null,
    position: role.position,
    permissions: role.permissions.toString(),
    managed: false,
    mentionable: false,
    flags: 0 as RoleFlags,
  };
}

export function apiChannel(channel: ChannelRecord): APIChannel {
  return {
    id: channel.id,
    type: 0,
    guild_id: channel.guildId,
    name: channel.name,
    position: channel.position,
    permission_overwrites: [],
    nsfw: false,
    topic: null,
    last_message_id: null,
    rate_limit_per_user: 0,
    parent_id: null,
    flags: 0,
  } as unknown as APIChannel;
}

export function apiMember(state: EmulatorState, member: MemberRecord): APIGuildMember {
  return {
    user: apiUser(state.users.get(member.userId)!),
    nick: member.nick,
    avatar: null,
    banner: null,
    roles: member.roleIds,
    joined_at: member.joinedAt,
    premium_since: null,
    deaf: false,
    mute: false,
    flags: 0 as GuildMemberFlags,
    pending: false,
    communication_disabled_until: null,
  };
}

/** The member object inside an interaction carries the member's computed permissions. */
export function apiInteractionMember(state: EmulatorState, member: MemberRecord): APIInteractionGuildMember {
  return { ...apiMember(state, member), permissions: state.memberPermissions(member.guildId, member.userId).toString() };
}

/** The guild as GUILD_CREATE and GET /guilds/:id describe it. */
export function apiGuild(state: EmulatorState, guild: GuildRecord): Record<string, unknown> {
  return {
    id: guild.id,
    name: guild.name,
    icon: null,
    splash: null,
    discovery_splash: null,
    owner_id: guild.ownerId,
    afk_channel_id: null,
    afk_timeout: 300,
    verification_level: 0,
    default_message_notifications: 1,
    explicit_content_filter: 0,
    roles: state.guildRoles(guild.id).map(apiRole),
    emojis: [],
    stickers: [],
    features: [],
    mfa_level: 0,
    application_id: null,
    system_channel_id: null,
    system_channel_flags: 0,
    rules_channel_id: null,
    vanity_url_code: null,
    description: null,
    banner: null,
    premium_tier: 0,
    premium_subscription_count: 0,
    preferred_locale: 'en-US',
    public_updates_channel_id: null,
    nsfw_level: 0,
    premium_progress_bar_enabled: false,
    safety_alerts_channel_id: null,
  };
}

export function guildCreatePayload(state: EmulatorState, guild: GuildRecord): Record<string, unknown> {
  const members = state.guildMembers(guild.id);
  return {
    ...apiGuild(state, guild),
    joined_at: new Date().toISOString(),
    large: false,
    unavailable: false,
    member_count: members.length,
    voice_states: [],
    members: members.map((member) => apiMember(state, member)),
    channels: state.guildChannels(guild.id).map(apiChannel),
    threads: [],
    presences: [],
    stage_instances: [],
    guild_scheduled_events: [],
    soundboard_sounds: [],
  };
}
