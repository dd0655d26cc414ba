import { PermissionFlagsBits, type BaseInteraction } from 'discord.js';

/** Who a Discord member is, as far as league administration cares. */
export interface MemberAccess {
  /** The member's computed permissions in the channel, as Discord sends them (null outside a server). */
  permissions: bigint | null;
  roleIds: readonly string[];
}

/**
 * A league admin has Manage Server, or the league's admin role when the league
 * has one. /admin also carries default_member_permissions, but server admins can
 * change who sees a command, so this is checked again on every use.
 */
export function isLeagueAdmin(member: MemberAccess, adminRoleId: string | null | undefined): boolean {
  const perms = member.permissions ?? 0n;
  if ((perms & PermissionFlagsBits.Administrator) !== 0n) return true;
  if ((perms & PermissionFlagsBits.ManageGuild) !== 0n) return true;
  return !!adminRoleId && member.roleIds.includes(adminRoleId);
}

/** Reads a member's access from an interaction's payload fields (works for cached and uncached members). */
export function memberAccess(interaction: Pick<BaseInteraction, 'member' | 'memberPermissions'>): MemberAccess {
  const roles = interaction.member?.roles;
  const roleIds = !roles ? [] : Array.isArray(roles) ? roles : [...roles.cache.keys()];
  return { permissions: interaction.memberPermissions?.bitfield ?? null, roleIds };
}
