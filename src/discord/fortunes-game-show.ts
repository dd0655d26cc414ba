import { ActionRowBuilder, ButtonBuilder, StringSelectMenuBuilder, StringSelectMenuOptionBuilder } from '@discordjs/builders';
import { ButtonStyle, type MessageActionRowComponentBuilder, type MessageComponentInteraction } from 'discord.js';
import { topPlayer } from '../engine/fortunes-game/top-player.js';
import type { AppContext } from '../context.js';
import {
  fortunesGameView,
  setFortunesBankSales,
  setFortunesCrisis,
  setFortunesImmunity,
  type FortunesGameView,
  type ManagerInput,
} from '../league/index.js';
import { StaleComponent } from './errors.js';
import { NO_MENTIONS } from './mentions.js';
import { BOARD_IMAGE_URL, boardAttachment, showBoardView } from './render/fortunes-board-picture.js';
import { renderFortunesGameShow } from './render/fortunes-game-view.render.js';
import { fortunesCardChoice } from './render/fortunes-game-words.js';
import { SECTION_WORDS } from './render/fortune-words.js';
import { money } from './render/format.js';

const SECTIONS = ['G', 'D', 'M', 'A'] as const;
type Section = (typeof SECTIONS)[number];
type Row = ActionRowBuilder<MessageActionRowComponentBuilder>;

/** Discord's menu holds at most 25 options. */
const MENU_OPTIONS = 25;

/** What /fortune crisis and its button answer. */
export function crisisSaved(section: Section): string {
  return `On Crisis this turn you pay the £50,000 fine and your best ${SECTION_WORDS[section]} player goes to the bank at ¾ of his value.`;
}

/** What /fortune immunity and its buttons answer. */
export function immunitySaved(use: boolean): string {
  return use ? 'Your Immunity card will cancel the Selection Problem shown to you.' : 'You keep your Immunity card.';
}

/** Crisis: a button a section, naming the specialist it gives up; a section with none cannot be chosen. */
function crisisRow(view: FortunesGameView): Row {
  return new ActionRowBuilder<MessageActionRowComponentBuilder>().addComponents(
    SECTIONS.map((section) => {
      const best = topPlayer(view.squad, section);
      return new ButtonBuilder()
        .setCustomId(`fortune:fg:crisis:${section}`)
        .setLabel(best ? `Give up ${SECTION_WORDS[section]}: ${best.id}` : `No ${SECTION_WORDS[section]} player`)
        .setStyle(view.orders.crisisSection === section ? ButtonStyle.Primary : ButtonStyle.Secondary)
        .setDisabled(best === null);
    }),
  );
}

/** Bank Finance: a menu of his own cards (never one on loan to him) to sell at ¾ of value, and a button to keep them. */
function bankRows(view: FortunesGameView): Row[] {
  if (view.squad.length === 0) return [];
  const selling = new Set(view.orders.bankSales ?? []);
  const cards = [...view.squad].sort((a, b) => b.stars - a.stars || a.id.localeCompare(b.id)).slice(0, MENU_OPTIONS);
  const menu = new StringSelectMenuBuilder()
    .setCustomId('fortune:fg:sell')
    .setPlaceholder('Cards to sell to the bank at ¾ of value')
    .setMinValues(0)
    .setMaxValues(cards.length)
    .addOptions(
      cards.map((card) =>
        new StringSelectMenuOptionBuilder()
          .setLabel(fortunesCardChoice(card))
          .setDescription(`The bank pays ${money(view.bankPrices[card.id] ?? 0)}`)
          .setValue(card.id)
          .setDefault(selling.has(card.id)),
      ),
    );
  const keep = new ButtonBuilder()
    .setCustomId('fortune:fg:keep')
    .setLabel('Keep them all')
    .setStyle(selling.size === 0 ? ButtonStyle.Primary : ButtonStyle.Secondary);
  return [
    new ActionRowBuilder<MessageActionRowComponentBuilder>().addComponents(menu),
    new ActionRowBuilder<MessageActionRowComponentBuilder>().addComponents(keep),
  ];
}

/** A harmful Selection Problem shown to a manager who holds an Immunity card: spend it, or keep it. */
function immunityRow(view: FortunesGameView): Row {
  const use = view.orders.useImmunity === true;
  return new ActionRowBuilder<MessageActionRowComponentBuilder>().addComponents(
    new ButtonBuilder()
      .setCustomId('fortune:fg:immunity:use')
      .setLabel('Use Immunity card')
      .setStyle(use ? ButtonStyle.Primary : ButtonStyle.Secondary),
    new ButtonBuilder()
      .setCustomId('fortune:fg:immunity:keep')
      .setLabel('Keep it')
      .setStyle(use ? ButtonStyle.Secondary : ButtonStyle.Primary),
  );
}

/** The square's choices as buttons and menus; none when the square asks for nothing. */
export function fortunesChoiceRows(view: FortunesGameView): Row[] {
  if (view.finished) return [];
  const rows: Row[] = [];
  if (view.square === 'crisis') rows.push(crisisRow(view));
  if (view.square === 'bank-finance') rows.push(...bankRows(view));
  if (view.immunity > 0 && view.cards.some((c) => c.table === 'selection-problems' && c.harms)) rows.push(immunityRow(view));
  return rows;
}

/** /fortune show: the square, the board as a picture and the square's choices on buttons. Private. */
export function fortunesShowMessage(view: FortunesGameView, content?: string) {
  const components = fortunesChoiceRows(view);
  const said = content ?? (components.length > 0 ? 'Your square’s choices are on the buttons below (or its `/fortune` command).' : undefined);
  return {
    ...(said ? { content: said } : {}),
    embeds: [{ ...renderFortunesGameShow(view), image: { url: BOARD_IMAGE_URL } }],
    files: [boardAttachment(showBoardView(view))],
    components,
  };
}

/**
 * A button or the menu of /fortune show: the same order, and the same checks, as the slash command's. A refusal is
 * answered privately by the router and changes nothing; a saved order redraws the message.
 */
export async function fortunesShowComponent(
  interaction: MessageComponentInteraction,
  ctx: AppContext,
  input: ManagerInput,
  args: readonly string[],
): Promise<void> {
  const [action, value] = args;
  let saved;
  let said: string;
  if (action === 'crisis' && SECTIONS.includes(value as Section)) {
    saved = await setFortunesCrisis(ctx, { ...input, section: value as Section });
    said = crisisSaved(value as Section);
  } else if ((action === 'sell' && interaction.isStringSelectMenu()) || action === 'keep') {
    const cardIds = interaction.isStringSelectMenu() ? interaction.values : [];
    saved = await setFortunesBankSales(ctx, { ...input, cardIds });
    said =
      cardIds.length > 0
        ? `${cardIds.map((id) => `\`${id}\``).join(', ')} will be sold to the bank when the turn is played.`
        : 'You keep all your cards.';
  } else if (action === 'immunity' && (value === 'use' || value === 'keep')) {
    saved = await setFortunesImmunity(ctx, { ...input, use: value === 'use' });
    said = immunitySaved(value === 'use');
  } else throw new StaleComponent();
  await interaction.update({ ...fortunesShowMessage(fortunesGameView(saved), said), allowedMentions: NO_MENTIONS });
}
