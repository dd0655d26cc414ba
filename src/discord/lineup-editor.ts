import { ActionRowBuilder, ButtonBuilder, StringSelectMenuBuilder, StringSelectMenuOptionBuilder } from '@discordjs/builders';
import { AttachmentBuilder, ButtonStyle, type APIEmbed } from 'discord.js';
import { FORMATIONS, type Tactics } from '../engine/model/types.js';
import type { LineupEditorView } from '../league/index.js';
import { LIMITS } from './limits.js';
import { COLOURS, ability, formMark, name, positions } from './render/format.js';
import { renderPitch, type PitchView } from './render/images/pitch.image.js';
import { truncate } from './text.js';

/** An XI in the editor: the lineup is there. */
type Editing = LineupEditorView & { lineup: NonNullable<LineupEditorView['lineup']> };

function tacticsLine(tactics: Tactics | null | undefined): string {
  const parts = [
    tactics?.rebound ? `Rebound (${tactics.rebound.when}, from ${tactics.rebound.fromMinute}')` : null,
    tactics?.backsToTheWall ? `Backs to the wall (${tactics.backsToTheWall.when}, from ${tactics.backsToTheWall.fromMinute}')` : null,
  ].filter(Boolean);
  return parts.join(' · ') || 'none';
}

export function renderLineup(editor: Editing): APIEmbed {
  const { lineup } = editor;
  const lines = editor.slots.map((s) => {
    const who = s.player
      ? `${name(s.player.name)} ${positions(s.player.positions)} ${formMark(s.player.form)}${s.player.injuryWeeks > 0 ? ' · injured' : ''}`
      : '_youth-team player_';
    return `\`${String(s.index + 1).padStart(2)} ${s.slot.padEnd(5)}\` ${who} — **${ability(s.rating)}**`;
  });
  return {
    title: `${editor.clubName}: ${lineup.formation}${lineup.variant === 'wide' ? ' (wide)' : ''}`,
    description: lines.join('\n'),
    color: COLOURS.league,
    fields: [{ name: 'Standing tactics', value: tacticsLine(editor.tactics) }],
    footer: { text: `Total match rating ${ability(editor.totalRating)} · pick a place, then a player` },
    image: { url: `attachment://${PITCH_FILE}` },
  };
}

export const PITCH_FILE = 'pitch.png';

/** The XI as the pitch picture shows it. */
export function pitchView(editor: Editing): PitchView {
  const places = editor.slots.map((s) => ({
    line: s.line,
    slot: s.slot,
    name: s.player?.name ?? null,
    rating: s.rating,
    form: s.player?.form ?? null,
    injured: (s.player?.injuryWeeks ?? 0) > 0,
  }));
  const formation = `${editor.lineup.formation}${editor.lineup.variant === 'wide' ? ' wide' : ''}`;
  return { clubName: editor.clubName, formation, places };
}

/**
 * The pitch picture, shown as the embed's image; the embed's list of the XI is its text equivalent, and the
 * file's description (Discord's alt text) says so.
 */
export function pitchPicture(editor: Editing): AttachmentBuilder {
  return new AttachmentBuilder(renderPitch(pitchView(editor)), {
    name: PITCH_FILE,
    description: truncate(
      `${editor.clubName} in ${editor.lineup.formation} on the pitch: the XI with match ratings and form, as listed in the message.`,
      1024,
    ),
  });
}

/** Menus that edit the XI; custom ids start "select:" so the router finds /select's handler. */
export function lineupComponents(editor: Editing, chosen: number | null) {
  const { slots } = editor;
  const formation = new StringSelectMenuBuilder()
    .setCustomId('select:formation')
    .setPlaceholder(`Formation: ${editor.lineup.formation} (auto-picks the best XI)`)
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
  const rows = [
    new ActionRowBuilder<StringSelectMenuBuilder>().addComponents(formation),
    new ActionRowBuilder<StringSelectMenuBuilder>().addComponents(place),
  ];
  const target = chosen === null ? undefined : slots[chosen];
  if (target && chosen !== null) {
    const candidates = (editor.candidates[chosen] ?? []).slice(0, LIMITS.selectOptions);
    rows.push(
      new ActionRowBuilder<StringSelectMenuBuilder>().addComponents(
        new StringSelectMenuBuilder()
          .setCustomId(`select:put:${chosen}`)
          .setPlaceholder(`Who plays ${target.slot}?`)
          .addOptions(
            candidates.map(({ player: p, rating }) =>
              new StringSelectMenuOptionBuilder()
                .setLabel(truncate(`${p.name} — ${ability(rating)}`, LIMITS.selectLabel))
                .setDescription(
                  truncate(
                    `${positions(p.positions)} · ability ${ability(p.ability)} · form ${formMark(p.form)}${p.injuryWeeks > 0 ? ' · injured' : ''}`,
                    100,
                  ),
                )
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
