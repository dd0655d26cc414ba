import { PermissionFlagsBits } from 'discord.js';
import { newSnowflake } from './snowflake.js';

export type PermissionName = keyof typeof PermissionFlagsBits;

export interface UserRecord {
  id: string;
  username: string;
  globalName: string | null;
  bot: boolean;
}

export interface RoleRecord {
  id: string;
  guildId: string;
  name: string;
  permissions: bigint;
  position: number;
}

export interface ChannelRecord {
  id: string;
  guildId: string;
  name: string;
  position: number;
}

export interface MemberRecord {
  guildId: string;
  userId: string;
  roleIds: string[];
  nick: string | null;
  joinedAt: string;
}

export interface GuildRecord {
  id: string;
  name: string;
  ownerId: string;
}

export interface CommandRecord {
  id: string;
  guildId: string | null;
  version: string;
  /** The registration body as the bot sent it (name, description, options, ...). */
  body: Record<string, unknown>;
}

const ALL_PERMISSIONS = Object.values(PermissionFlagsBits).reduce((all, bit) => all | bit, 0n);

/** What @everyone can do in a fresh community server. */
const EVERYONE_PERMISSIONS = permissionBits([
  'ViewChannel',
  'SendMessages',
  'ReadMessageHistory',
  'EmbedLinks',
  'AttachFiles',
  'AddReactions',
  'UseExternalEmojis',
  'UseApplicationCommands',
  'CreateInstantInvite',
  'ChangeNickname',
]);

/** The bot's own role, as granted by the invite link the README documents. */
const BOT_PERMISSIONS = permissionBits(['ViewChannel', 'SendMessages', 'EmbedLinks', 'ReadMessageHistory', 'UseExternalEmojis']);

export function permissionBits(names: readonly PermissionName[]): bigint {
  return names.reduce((bits, name) => bits | PermissionFlagsBits[name], 0n);
}

/** Guilds, channels, roles, members, users and commands: the world the bot sees. */
export class EmulatorState {
  readonly users = new Map<string, UserRecord>();
  readonly guilds = new Map<string, GuildRecord>();
  readonly roles = new Map<string, RoleRecord>();
  readonly channels = new Map<string, ChannelRecord>();
  readonly members = new Map<string, MemberRecord>();
  readonly commands = new Map<string, CommandRecord>();
  /** Direct-message channels the bot opened, by id: the user each one reaches. */
  readonly dmChannels = new Map<string, string>();
  /** Users who take no direct message from the bot (their privacy settings): a message to them fails with 50007. */
  readonly closedDms = new Set<string>();
  readonly applicationId = newSnowflake();
  readonly botUser: UserRecord;
  readonly ownerUser: UserRecord;

  constructor(botName: string) {
    // A bot user's id is its application's id.
    this.botUser = { id: this.applicationId, username: botName, globalName: null, bot: true };
    this.users.set(this.botUser.id, this.botUser);
    this.ownerUser = this.addUser('server-owner');
  }

  addUser(username: string, globalName: string | null = null): UserRecord {
    const user: UserRecord = { id: newSnowflake(), username, globalName, bot: false };
    this.users.set(user.id, user);
    return user;
  }

  /** The bot's DM channel with a user, opened once: Discord answers the same channel each time it is asked. */
  dmChannelOf(userId: string): string {
    for (const [channelId, recipientId] of this.dmChannels) if (recipientId === userId) return channelId;
    const channelId = newSnowflake();
    this.dmChannels.set(channelId, userId);
    return channelId;
  }

  addGuild(name: string, channelNames: readonly string[], id = newSnowflake()): GuildRecord {
    const guild: GuildRecord = { id, name, ownerId: this.ownerUser.id };
    this.guilds.set(guild.id, guild);
    // The @everyone role's id is the guild's id.
    this.roles.set(guild.id, { id: guild.id, guildId: guild.id, name: '@everyone', permissions: EVERYONE_PERMISSIONS, position: 0 });
    channelNames.forEach((channelName) => this.addChannel(guild.id, channelName));
    const botRole = this.addRole(guild.id, this.botUser.username, BOT_PERMISSIONS);
    this.addMember(guild.id, this.botUser.id, [botRole.id]);
    this.addMember(guild.id, this.ownerUser.id, []);
    return guild;
  }

  addChannel(guildId: string, name: string): ChannelRecord {
    const position = this.guildChannels(guildId).length;
    const channel: ChannelRecord = { id: newSnowflake(), guildId, name, position };
    this.channels.set(channel.id, channel);
    return channel;
  }

  addRole(guildId: string, name: string, permissions: bigint): RoleRecord {
    const role: RoleRecord = { id: newSnowflake(), guildId, name, permissions, position: this.guildRoles(guildId).length };
    this.roles.set(role.id, role);
    return role;
  }

  /** A role carrying exactly these permissions, created once per guild. */
  roleWithPermissions(guildId: string, names: readonly PermissionName[]): RoleRecord {
    const name = [...names].sort().join('+');
    const existing = this.guildRoles(guildId).find((role) => role.name === name);
    return existing ?? this.addRole(guildId, name, permissionBits(names));
  }

  addMember(guildId: string, userId: string, roleIds: string[]): MemberRecord {
    const member: MemberRecord = { guildId, userId, roleIds, nick: null, joinedAt: new Date().toISOString() };
    this.members.set(`${guildId}:${userId}`, member);
    return member;
  }

  member(guildId: string, userId: string): MemberRecord | undefined {
    return this.members.get(`${guildId}:${userId}`);
  }

  guildRoles(guildId: string): RoleRecord[] {
    return [...this.roles.values()].filter((role) => role.guildId === guildId);
  }

  guildChannels(guildId: string): ChannelRecord[] {
    return [...this.channels.values()].filter((channel) => channel.guildId === guildId);
  }

  guildMembers(guildId: string): MemberRecord[] {
    return [...this.members.values()].filter((member) => member.guildId === guildId);
  }

  /** Guild-wide permissions: @everyone plus the member's roles; owners and administrators hold all. */
  memberPermissions(guildId: string, userId: string): bigint {
    const guild = this.guilds.get(guildId);
    const member = this.member(guildId, userId);
    if (!guild || !member) return 0n;
    if (guild.ownerId === userId) return ALL_PERMISSIONS;
    let bits = this.roles.get(guildId)?.permissions ?? 0n;
    for (const roleId of member.roleIds) bits |= this.roles.get(roleId)?.permissions ?? 0n;
    return (bits & PermissionFlagsBits.Administrator) !== 0n ? ALL_PERMISSIONS : bits;
  }
}
