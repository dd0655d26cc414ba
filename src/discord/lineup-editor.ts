import { ActionRowBuilder, ButtonBuilder, StringSelectMenuBuilder, StringSelectMenuOptionBuilder } from '@discordjs/builders';
import { AttachmentBuilder, ButtonStyle, type APIEmbed } from 'discord.js';
import { FORMATIONS, type ScoreCondition, type Tactics } from '../engine/model/types.js';
import type { Locale } from '../i18n/locales.js';
import { t } from '../i18n/translate.js';
import type { LineupEditorView } from '../league/index.js';
import { LIMITS } from './limits.js';
import { COLOURS, ability, formMark, name, positions } from './render/format.js';
import { renderPitch, type PitchView } from './render/images/pitch.image.js';
import { truncate } from './text.js';

/** An XI in the editor: the lineup is there. */
type Editing = LineupEditorView & { lineup: NonNullable<LineupEditorView['lineup']> };

/** When a standing tactic or substitution applies, in the reader's words ("behind", "bei Rückstand"). */
export function scoreConditionName(locale: Locale, when: ScoreCondition): string {
  return t(locale, `club.select.when.${when}`);
}

function tacticsLine(locale: Locale, tactics: Tactics | null | undefined): string {
  const parts = [
    tactics?.rebound
      ? t(locale, 'club.select.rebound', { when: scoreConditionName(locale, tactics.rebound.when), minute: tactics.rebound.fromMinute })
      : null,
    tactics?.backsToTheWall
      ? t(locale, 'club.select.backsToTheWall', {
          when: scoreConditionName(locale, tactics.backsToTheWall.when),
          minute: tactics.backsToTheWall.fromMinute,
        })
      : null,
  ].filter(Boolean);
  return parts.join(' · ') || t(locale, 'club.select.noTactics');
}

function injuredMark(locale: Locale, injuryWeeks: number): string {
  return injuryWeeks > 0 ? t(locale, 'club.select.injured') : '';
}

export function renderLineup(editor: Editing, locale: Locale = 'en'): APIEmbed {
  const { lineup } = editor;
  const lines = editor.slots.map((s) => {
    const who = s.player
      ? `${name(s.player.name)} ${positions(s.player.positions)} ${formMark(s.player.form)}${injuredMark(locale, s.player.injuryWeeks)}`
      : `_${t(locale, 'club.select.youthPlayer')}_`;
    return `\`${String(s.index + 1).padStart(2)} ${s.slot.padEnd(5)}\` ${who} — **${ability(s.rating)}**`;
  });
  return {
    title: t(locale, 'club.select.title', { club: editor.clubName, formation: lineup.formation, wide: lineup.variant === 'wide' ? 'yes' : 'no' }),
    description: lines.join('\n'),
    color: COLOURS.league,
    fields: [{ name: t(locale, 'club.select.tactics'), value: tacticsLine(locale, editor.tactics) }],
    footer: { text: t(locale, 'club.select.footer', { rating: ability(editor.totalRating) }) },
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
 * file's description (Discord's alt text) says so, in the reader's language.
 */
export function pitchPicture(editor: Editing, locale: Locale = 'en'): AttachmentBuilder {
  return new AttachmentBuilder(renderPitch(pitchView(editor)), {
    name: PITCH_FILE,
    description: truncate(t(locale, 'captions.pitch', { club: editor.clubName, formation: editor.lineup.formation }), 1024),
  });
}

/** Menus that edit the XI; custom ids start "select:" so the router finds /select's handler. */
export function lineupComponents(editor: Editing, chosen: number | null, locale: Locale = 'en') {
  const { slots } = editor;
  const formation = new StringSelectMenuBuilder()
    .setCustomId('select:formation')
    .setPlaceholder(t(locale, 'club.select.formationMenu', { formation: editor.lineup.formation }))
    .addOptions(
      [...FORMATIONS.map((f) => ({ label: f, value: f })), { label: t(locale, 'club.select.wideOption'), value: '4-3-3:wide' }].map((o) =>
        new StringSelectMenuOptionBuilder().setLabel(o.label).setValue(o.value),
      ),
    );
  const place = new StringSelectMenuBuilder()
    .setCustomId('select:slot')
    .setPlaceholder(chosen === null ? t(locale, 'club.select.placeMenu') : t(locale, 'club.select.changingPlace', { place: chosen + 1 }))
    .addOptions(
      slots.map((s) =>
        new StringSelectMenuOptionBuilder()
          .setLabel(truncate(`${s.index + 1}. ${s.slot}: ${s.player?.name ?? t(locale, 'club.select.youthPlayer')}`, LIMITS.selectLabel))
          .setDescription(t(locale, 'club.select.placeRating', { rating: ability(s.rating) }))
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
          .setPlaceholder(t(locale, 'club.select.whoPlays', { slot: target.slot }))
          .addOptions(
            candidates.map(({ player: p, rating }) =>
              new StringSelectMenuOptionBuilder()
                .setLabel(truncate(`${p.name} — ${ability(rating)}`, LIMITS.selectLabel))
                .setDescription(
                  truncate(
                    t(locale, 'club.select.candidate', { positions: positions(p.positions), ability: ability(p.ability), form: formMark(p.form) }) +
                      injuredMark(locale, p.injuryWeeks),
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
    new ButtonBuilder().setCustomId('select:auto').setLabel(t(locale, 'club.select.autoButton')).setStyle(ButtonStyle.Primary),
  );
  return [...rows, buttons];
}
