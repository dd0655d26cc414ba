import { ActionRowBuilder, ButtonBuilder, StringSelectMenuBuilder, StringSelectMenuOptionBuilder } from '@discordjs/builders';
import { ButtonStyle, type MessageComponentInteraction } from 'discord.js';
import type { AppContext } from '../context.js';
import {
  cardsForSection,
  fortunesGameShow,
  fortunesGameView,
  setFortunesBestSide,
  setFortunesSection,
  type FortunesGameView,
} from '../league/index.js';
import { managerInput } from './command-kit.js';
import { Refusal, StaleComponent } from './errors.js';
import { NO_MENTIONS } from './mentions.js';
import { renderFortunesSquad } from './render/fortunes-game-view.render.js';
import { fortunesCardChoice } from './render/fortunes-game-words.js';
import { localeOf, type Locale } from '../i18n/locales.js';
import { t } from '../i18n/translate.js';

const SECTIONS = ['G', 'D', 'M', 'A'] as const;
type Section = (typeof SECTIONS)[number];
/** The rulebook's 4-3-3 behind a goalkeeper. */
const FORMATION: Readonly<Record<Section, number>> = { G: 1, D: 4, M: 3, A: 3 };

/**
 * The 4-3-3 editor: a menu a section, offering his specialists of it and his Utility players, the side's cards
 * chosen; and a button for his best side. Custom ids start "select:fg:" so the router finds /select's handler.
 */
export function fortunesSelectMessage(view: FortunesGameView, content?: string, locale: Locale = 'en') {
  const rows = SECTIONS.flatMap((section) => {
    const cards = cardsForSection(view, section);
    if (cards.length === 0) return [];
    const playing = new Set(view.side[section].map((c) => c.id));
    const count = Math.min(FORMATION[section], cards.length);
    const menu = new StringSelectMenuBuilder()
      .setCustomId(`select:fg:${section}`)
      .setPlaceholder(t(locale, `club.fortunesSelect.menu.${section}`, { count }))
      .setMinValues(count)
      .setMaxValues(count)
      .addOptions(
        cards.map((card) =>
          new StringSelectMenuOptionBuilder().setLabel(fortunesCardChoice(card, locale)).setValue(card.id).setDefault(playing.has(card.id)),
        ),
      );
    return [new ActionRowBuilder<StringSelectMenuBuilder>().addComponents(menu)];
  });
  const buttons = new ActionRowBuilder<ButtonBuilder>().addComponents(
    new ButtonBuilder().setCustomId('select:fg:best').setLabel(t(locale, 'club.fortunesSelect.best')).setStyle(ButtonStyle.Primary),
  );
  return {
    content: content ?? t(locale, 'club.fortunesSelect.pick'),
    embeds: [renderFortunesSquad(view, locale)],
    components: [...rows, buttons],
    files: [],
  };
}

/** /select in a Football Fortunes game: the editor, private. */
export async function fortunesSelectEditor(interaction: MessageComponentInteraction | Parameters<typeof managerInput>[0], ctx: AppContext) {
  const view = await fortunesGameShow(ctx, managerInput(interaction, 'fortunes'));
  // A side chosen after the last turn would never play: the menus would only refuse it.
  if (view.finished) throw new Refusal({ key: 'club.fortunesSelect.gameOver' });
  return fortunesSelectMessage(view, undefined, localeOf(interaction.locale));
}

/** A menu or the button of the editor: saved at once, checked by the engine like any order. */
export async function fortunesSelectComponent(interaction: MessageComponentInteraction, ctx: AppContext, action: string | undefined): Promise<void> {
  const input = managerInput(interaction, 'fortunes');
  const locale = localeOf(interaction.locale);
  let saved;
  if (action === 'best') saved = await setFortunesBestSide(ctx, input);
  else if (SECTIONS.includes(action as Section) && interaction.isStringSelectMenu()) {
    saved = await setFortunesSection(ctx, {
      ...input,
      section: action as Section,
      cardIds: interaction.values.slice(0, FORMATION[action as Section]),
    });
  } else throw new StaleComponent();
  await interaction.update({
    ...fortunesSelectMessage(fortunesGameView(saved), t(locale, 'club.fortunesSelect.saved'), locale),
    allowedMentions: NO_MENTIONS,
  });
}
