import { GuildMember, type BaseInteraction } from 'discord.js';

/** The name the server shows for the member who used the interaction: his nickname there, else his Discord name. */
export function memberDisplayName(interaction: BaseInteraction): string {
  const member = interaction.member;
  if (member instanceof GuildMember) return member.displayName;
  return (member && 'nick' in member ? member.nick : null) ?? interaction.user.globalName ?? interaction.user.username;
}
