import { ActionRowBuilder, ButtonBuilder, StringSelectMenuBuilder, StringSelectMenuOptionBuilder } from '@discordjs/builders';
import { AttachmentBuilder, ButtonStyle, type APIEmbed } from 'discord.js';
import { lineupSlots, withPlaces } from '../engine/selection/lineup-slots.js';
import { matchRating, YOUTH_RATING } from '../engine/selection/match-rating.js';
import { FORMATIONS, type Lineup, type SlotPosition, type Tactics } from '../engine/types.js';
import type { PlayerView } from '../league/index.js';
import { LIMITS } from './limits.js';
import { COLOURS, ability, formMark, name, positions } from './render/format.js';
import { renderPitch, type PitchView } from './render/images/pitch.image.js';
import { truncate } from './text.js';

/** One place in the XI with the player in it and his match rating there (rulebook, "Selection"). */
export interface EditorSlot {
  index: number;
  slot: SlotPosition;
  player: PlayerView | null;
  rating: number;
}

export function editorSlots(lineup: Lineup, players: readonly PlayerView[]): EditorSlot[] {
  const byId = new Map(players.map((p) => [p.id, p]));
  return lineupSlots(lineup).map((place, index) => {
    const player = place.playerId ? (byId.get(place.playerId) ?? null) : null;
    return { index, slot: place.slot, player, rating: player ? matchRating(player, place.slot) : YOUTH_RATING };
  });
}

/** Puts a player in a place; if he already had another place, the two swap. */
export function placePlayer(lineup: Lineup, index: number, playerId: string): Lineup {
  const ids = lineupSlots(lineup).map((place) => place.playerId);
  const from = ids.indexOf(playerId);
  if (from >= 0) ids[from] = ids[index] ?? null;
  ids[index] = playerId;
  return withPlaces(lineup, ids);
}

function tacticsLine(tactics: Tactics | null | undefined): string {
  const parts = [
    tactics?.rebound ? `Rebound (${tactics.rebound.when}, from ${tactics.rebound.fromMinute}')` : null,
    tactics?.backsToTheWall ? `Backs to the wall (${tactics.backsToTheWall.when}, from ${tactics.backsToTheWall.fromMinute}')` : null,
  ].filter(Boolean);
  return parts.join(' · ') || 'none';
}

export function renderLineup(clubName: string, lineup: Lineup, tactics: Tactics | null | undefined, players: readonly PlayerView[]): APIEmbed {
  const slots = editorSlots(lineup, players);
  const lines = slots.map((s) => {
    const who = s.player ? `${name(s.player.name)} ${positions(s.player.positions)} ${formMark(s.player.form)}${s.player.injuryWeeks > 0 ? ' · injured' : ''}` : '_youth-team player_';
    return `\`${String(s.index + 1).padStart(2)} ${s.slot.padEnd(5)}\` ${who} — **${ability(s.rating)}**`;
  });
  const total = slots.reduce((sum, s) => sum + s.rating, 0);
  return {
    title: `${clubName}: ${lineup.formation}${lineup.variant === 'wide' ? ' (wide)' : ''}`,
    description: lines.join('\n'),
    color: COLOURS.league,
    fields: [{ name: 'Standing tactics', value: tacticsLine(tactics) }],
    footer: { text: `Total match rating ${ability(total)} · pick a place, then a player` },
    image: { url: `attachment://${PITCH_FILE}` },
  };
}

export const PITCH_FILE = 'pitch.png';

/** The XI as the pitch picture shows it. */
export function pitchView(clubName: string, lineup: Lineup, players: readonly PlayerView[]): PitchView {
  const lines = lineupSlots(lineup);
  const places = editorSlots(lineup, players).map((s) => ({
    line: lines[s.index]!.line,
    slot: s.slot,
    name: s.player?.name ?? null,
    rating: s.rating,
    form: s.player?.form ?? null,
    injured: (s.player?.injuryWeeks ?? 0) > 0,
  }));
  const formation = `${lineup.formation}${lineup.variant === 'wide' ? ' wide' : ''}`;
  return { clubName, formation, places };
}

/**
 * The pitch picture, shown as the embed's image; the embed's list of the XI is its text equivalent, and the
 * file's description (Discord's alt text) says so.
 */
export function pitchPicture(clubName: string, lineup: Lineup, players: readonly PlayerView[]): AttachmentBuilder {
  return new AttachmentBuilder(renderPitch(pitchView(clubName, lineup, players)), {
    name: PITCH_FILE,
    description: truncate(`${clubName} in ${lineup.formation} on the pitch: the XI with match ratings and form, as listed in the message.`, 1024),
  });
}

/** Menus that edit the XI; custom ids start "select:" so the router finds /select's handler. */
export function lineupComponents(lineup: Lineup, players: readonly PlayerView[], chosen: number | null) {
  const slots = editorSlots(lineup, players);
  const formation = new StringSelectMenuBuilder()
    .setCustomId('select:formation')
    .setPlaceholder(`Formation: ${lineup.formation} (auto-picks the best XI)`)
    .addOptions(
      [...FORMATIONS.map((f) => ({ label: f, value: f })), { label: '4-3-3 wide', value: '4-3-3:wide' }].map((o) =>
        new StringSelectMenuOptionBuilder().setLabel(o.label).setValue(o.value),
      ),
    );
  const place = new StringSelectMenuBuilder()
    .setCustomId('select:slot')
    .setPlaceholder(chosen === null ? 'Choose a place to change' : `Changing place ${chosen + 1}`)
    .addOptions(
      slots.map((s) =>
        new StringSelectMenuOptionBuilder()
          .setLabel(truncate(`${s.index + 1}. ${s.slot}: ${s.player?.name ?? 'youth-team player'}`, LIMITS.selectLabel))
          .setDescription(`rating ${ability(s.rating)}`)
          .setValue(String(s.index))
          .setDefault(s.index === chosen),
      ),
    );
  const rows = [new ActionRowBuilder<StringSelectMenuBuilder>().addComponents(formation), new ActionRowBuilder<StringSelectMenuBuilder>().addComponents(place)];
  const target = chosen === null ? undefined : slots[chosen];
  if (target) {
    const candidates = players
      .map((p) => ({ p, rating: matchRating(p, target.slot) }))
      .sort((a, b) => Number(a.p.injuryWeeks > 0) - Number(b.p.injuryWeeks > 0) || b.rating - a.rating)
      .slice(0, LIMITS.selectOptions);
    rows.push(
      new ActionRowBuilder<StringSelectMenuBuilder>().addComponents(
        new StringSelectMenuBuilder()
          .setCustomId(`select:put:${chosen}`)
          .setPlaceholder(`Who plays ${target.slot}?`)
          .addOptions(
            candidates.map(({ p, rating }) =>
              new StringSelectMenuOptionBuilder()
                .setLabel(truncate(`${p.name} — ${ability(rating)}`, LIMITS.selectLabel))
                .setDescription(truncate(`${positions(p.positions)} · ability ${ability(p.ability)} · form ${formMark(p.form)}${p.injuryWeeks > 0 ? ' · injured' : ''}`, 100))
                .setValue(p.id),
            ),
          ),
      ),
    );
  }
  const buttons = new ActionRowBuilder<ButtonBuilder>().addComponents(
    new ButtonBuilder().setCustomId('select:auto').setLabel('Auto-pick best XI').setStyle(ButtonStyle.Primary),
  );
  return [...rows, buttons];
}
