import type { AutocompleteInteraction, ApplicationCommandOptionChoiceData, BaseInteraction, ChatInputCommandInteraction } from 'discord.js';
import type { AppContext } from '../context.js';
import {
  autocompleteClubs,
  autocompletePlayers,
  findLeagueByChannel,
  leagueByChannel,
  leagueReadByChannel,
  leagueStatusIfAny,
  viewPlayer,
  otherGameSentence,
  type Game,
  type LeagueRef,
  type LeagueSummary,
  type ManagerInput,
  type ManagerStatus,
  type PlayerScope,
  type TradeSide,
} from '../league/index.js';
import { COOLDOWN_MS } from './cooldown.js';
import { Refusal } from './errors.js';
import { LIMITS } from './limits.js';
import { isLeagueAdmin, memberAccess } from './permissions.js';
import { truncate } from './text.js';
import { playerChoiceName } from './render/choice-words.js';
import { localeOf } from '../i18n/locales.js';
import { t } from '../i18n/translate.js';

/** Discord drops an autocomplete answer after 3 seconds; answer empty well before that. */
export const AUTOCOMPLETE_DEADLINE_MS = 2_000;

/**
 * The league played in this channel; a sentence saying how to start one when
 * there is none, or that the command belongs to another game than the
 * league's. A command gives the game it belongs to; every command today is football's.
 */
export async function channelLeague(interaction: BaseInteraction, ctx: AppContext, game: Game = 'football'): Promise<LeagueSummary> {
  if (!interaction.guildId || !interaction.channelId) throw new Refusal({ key: 'reply.serverChannelOnly' });
  const league = await leagueByChannel(ctx, interaction.channelId);
  requireGame(league, commandNameOf(interaction), game);
  return league;
}

/** The league played in this channel, whatever its game: for the commands every game shares (/league, /ready, /cup). */
export async function channelLeagueOfAnyGame(interaction: BaseInteraction, ctx: AppContext): Promise<LeagueSummary> {
  return leagueByChannel(ctx, serverChannelId(interaction));
}

/**
 * The league played in this channel, whatever its game, read once: its summary, and a reference that hands the row
 * read to its views so that they do not read it again.
 */
export async function channelLeagueRead(interaction: BaseInteraction, ctx: AppContext): Promise<{ league: LeagueSummary; ref: LeagueRef }> {
  return leagueReadByChannel(ctx, serverChannelId(interaction));
}

/** The server channel the interaction came from; refused outside one. */
export function serverChannelId(interaction: BaseInteraction): string {
  if (!interaction.guildId || !interaction.channelId) throw new Refusal({ key: 'reply.serverChannelOnly' });
  return interaction.channelId;
}

/** Refuses, in one sentence, a command of one game in a league of another. */
export function requireGame(league: Pick<LeagueSummary, 'game'>, commandName: string, game: Game): void {
  if (league.game !== game) throw new Refusal(otherGameSentence(league.game, commandName, game));
}

/** The command an interaction belongs to: its name, or the first part of a button's or menu's custom id. */
function commandNameOf(interaction: BaseInteraction): string {
  if (interaction.isCommand() || interaction.isAutocomplete()) return interaction.commandName;
  if (interaction.isMessageComponent()) return interaction.customId.split(':')[0] ?? '';
  return '';
}

export async function maybeChannelLeague(interaction: BaseInteraction, ctx: AppContext): Promise<LeagueSummary | null> {
  return interaction.channelId ? findLeagueByChannel(ctx, interaction.channelId) : null;
}

/** Manage Server, or the league's admin role: checked here whatever Discord showed the member. */
export function isAdmin(interaction: BaseInteraction, league: Pick<LeagueSummary, 'settings'> | null): boolean {
  return isLeagueAdmin(memberAccess(interaction), league?.settings.adminRoleId ?? null);
}

export function requireAdmin(interaction: BaseInteraction, league: Pick<LeagueSummary, 'settings'> | null): void {
  if (!isAdmin(interaction, league)) {
    throw new Refusal({ key: 'reply.adminOnly' });
  }
}

/**
 * A league admin's use case as the interaction gives it: the channel's league, read by the use case, and the admin flag,
 * which `check` confirms on the league as read (Manage Server, or the league's admin role).
 */
export function leagueAdmin(interaction: BaseInteraction): {
  channelId: string;
  actorUserId: string;
  isAdmin: true;
  check: (league: Pick<LeagueSummary, 'settings'>) => void;
} {
  return {
    channelId: serverChannelId(interaction),
    actorUserId: interaction.user.id,
    isAdmin: true,
    check: (league) => requireAdmin(interaction, league),
  };
}

/** Whether a public view goes to the channel: not when the member posted the same view there within the cooldown. */
export function postsPublicly(interaction: ChatInputCommandInteraction, ctx: AppContext, view: string): boolean {
  return (ctx.cooldowns?.take(interaction.user.id, `${view} in ${interaction.channelId}`, COOLDOWN_MS.view) ?? 0) === 0;
}

/** Refuses a join or leave that comes within the cooldown of the member's last one in this channel's league. */
export function requireMembershipCooldown(interaction: ChatInputCommandInteraction, ctx: AppContext, action: 'join' | 'leave'): void {
  const waitMs = ctx.cooldowns?.take(interaction.user.id, `league ${action} in ${interaction.channelId}`, COOLDOWN_MS.membership) ?? 0;
  if (waitMs > 0)
    throw new Refusal({
      key: 'reply.membershipCooldown',
      params: { action, every: COOLDOWN_MS.membership / 1000, wait: Math.ceil(waitMs / 1000) },
    });
}

/** Answers with at most `max` choices, or with none if the work would miss the deadline. */
export async function answerWithin(
  interaction: AutocompleteInteraction,
  work: () => Promise<ApplicationCommandOptionChoiceData<string>[]>,
  deadlineMs = AUTOCOMPLETE_DEADLINE_MS,
): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<ApplicationCommandOptionChoiceData<string>[]>((resolve) => {
    timer = setTimeout(() => resolve([]), deadlineMs);
  });
  try {
    const choices = await Promise.race([work(), late]);
    await interaction.respond(
      choices.slice(0, LIMITS.choices).map((choice) => ({
        name: truncate(choice.name, LIMITS.choiceName),
        value: choice.value.slice(0, LIMITS.choiceName),
      })),
    );
  } finally {
    clearTimeout(timer);
  }
}

/** Autocomplete for a club option: the channel league's human clubs that `keep` accepts, matched on the text typed. */
export async function answerWithClubs(
  interaction: AutocompleteInteraction,
  ctx: AppContext,
  keep: (club: ManagerStatus) => boolean,
  label: (club: ManagerStatus) => string = (club) => club.clubName,
): Promise<void> {
  await answerWithin(interaction, async () => {
    if (!interaction.channelId) return [];
    const typed = String(interaction.options.getFocused()).toLowerCase();
    const status = await leagueStatusIfAny(ctx, { channelId: interaction.channelId });
    return (status?.clubs ?? [])
      .filter((club) => keep(club) && club.clubName.toLowerCase().includes(typed))
      .map((club) => ({ name: label(club), value: club.clubId }));
  });
}

/** Autocomplete for a player option in the given scope (the caller's squad, the market, the league, a deal's sides). */
export async function autocompletePlayer(interaction: AutocompleteInteraction, ctx: AppContext, scope: PlayerScope, side?: TradeSide): Promise<void> {
  await answerWithin(interaction, async () => {
    if (!interaction.channelId) return [];
    const prefix = String(interaction.options.getFocused()).slice(0, 100);
    const input = { channelId: interaction.channelId, userId: interaction.user.id, prefix, scope, limit: LIMITS.choices, ...(side ? { side } : {}) };
    const choices = await autocompletePlayers(ctx, input);
    // Only the reader sees the choices: in his language.
    const locale = localeOf(interaction.locale);
    return choices.map((choice) => ({ name: playerChoiceName(choice, locale), value: choice.id }));
  });
}

/**
 * The manager behind an interaction and the channel it was given in, for a
 * use case to find the league and his club itself; no query is made here.
 */
export function managerInput(interaction: BaseInteraction, game: Game = 'football'): ManagerInput {
  if (!interaction.guildId || !interaction.channelId) throw new Refusal({ key: 'reply.serverChannelOnly' });
  return { channelId: interaction.channelId, game, command: commandNameOf(interaction), userId: interaction.user.id };
}

/**
 * The channel's league looked up here, with the manager: for the commands whose use cases take a league id (deals,
 * Fortunes). Refuses in a league of another game.
 */
export async function managerOfChannel(
  interaction: BaseInteraction,
  ctx: AppContext,
  game: Game = 'football',
): Promise<{ leagueId: string; userId: string }> {
  const league = await channelLeague(interaction, ctx, game);
  return { leagueId: league.id, userId: interaction.user.id };
}

/** A player picked from autocomplete (an id) or typed by name, found as /player finds him; the use case refuses one there is not. */
export async function resolvePlayer(ctx: AppContext, leagueId: string, userId: string, text: string): Promise<{ id: string; name: string }> {
  const player = await viewPlayer(ctx, { leagueId, userId, playerId: text });
  return { id: player.id, name: player.name };
}

/** Clubs by name, from the club list, for a club option: managers' clubs first, the AI's marked as such. */
export async function autocompleteClub(interaction: AutocompleteInteraction, ctx: AppContext): Promise<void> {
  await answerWithin(interaction, async () => {
    if (!interaction.channelId) return [];
    const clubs = await autocompleteClubs(ctx, { channelId: interaction.channelId, typed: String(interaction.options.getFocused()) });
    const locale = localeOf(interaction.locale);
    const named = (club: { name: string; managed: boolean }) =>
      club.managed ? club.name : t(locale, 'deal.autocomplete.aiClub', { club: club.name });
    return clubs.map((club) => ({ name: named(club).slice(0, 100), value: club.id }));
  });
}
