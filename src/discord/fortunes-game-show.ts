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
import { localeOf, type Locale } from '../i18n/locales.js';
import { StaleComponent } from './errors.js';
import { NO_MENTIONS } from './mentions.js';
import { BOARD_IMAGE_URL, boardAttachment, showBoardView } from './render/fortunes-board-picture.js';
import { renderFortunesGameShow } from './render/fortunes-game-view.render.js';
import { fortunesCardChoice, fortunesMoney } from './render/fortunes-game-words.js';
import { t } from '../i18n/translate.js';

const SECTIONS = ['G', 'D', 'M', 'A'] as const;
type Section = (typeof SECTIONS)[number];
type Row = ActionRowBuilder<MessageActionRowComponentBuilder>;

/** Discord's menu holds at most 25 options. */
const MENU_OPTIONS = 25;

const CRISIS_FINE = 50_000;

/** What /fortune crisis and its button answer. */
export function crisisSaved(locale: Locale, section: Section): string {
  return t(locale, 'fortunes.saved.crisis', { fine: fortunesMoney(locale, CRISIS_FINE), section });
}

/** What /fortune immunity and its buttons answer. */
export function immunitySaved(locale: Locale, use: boolean): string {
  return t(locale, use ? 'fortunes.saved.immunityUse' : 'fortunes.saved.immunityKeep');
}

/** Crisis: a button a section, naming the specialist it gives up; a section with none cannot be chosen. */
function crisisRow(locale: Locale, view: FortunesGameView): Row {
  return new ActionRowBuilder<MessageActionRowComponentBuilder>().addComponents(
    SECTIONS.map((section) => {
      const best = topPlayer(view.squad, section);
      return new ButtonBuilder()
        .setCustomId(`fortune:fg:crisis:${section}`)
        .setLabel(best ? t(locale, 'fortunes.button.crisis', { section, card: best.id }) : t(locale, 'fortunes.button.crisisNone', { section }))
        .setStyle(view.orders.crisisSection === section ? ButtonStyle.Primary : ButtonStyle.Secondary)
        .setDisabled(best === null);
    }),
  );
}

/** Bank Finance: a menu of his own cards (never one on loan to him) to sell at ¾ of value, and a button to keep them. */
function bankRows(locale: Locale, view: FortunesGameView): Row[] {
  if (view.squad.length === 0) return [];
  const selling = new Set(view.orders.bankSales ?? []);
  const cards = [...view.squad].sort((a, b) => b.stars - a.stars || a.id.localeCompare(b.id)).slice(0, MENU_OPTIONS);
  const menu = new StringSelectMenuBuilder()
    .setCustomId('fortune:fg:sell')
    .setPlaceholder(t(locale, 'fortunes.menu.sell'))
    .setMinValues(0)
    .setMaxValues(cards.length)
    .addOptions(
      cards.map((card) =>
        new StringSelectMenuOptionBuilder()
          .setLabel(fortunesCardChoice(card, locale))
          .setDescription(t(locale, 'fortunes.menu.sellPrice', { price: fortunesMoney(locale, view.bankPrices[card.id] ?? 0) }))
          .setValue(card.id)
          .setDefault(selling.has(card.id)),
      ),
    );
  const keep = new ButtonBuilder()
    .setCustomId('fortune:fg:keep')
    .setLabel(t(locale, 'fortunes.button.keepAll'))
    .setStyle(selling.size === 0 ? ButtonStyle.Primary : ButtonStyle.Secondary);
  return [
    new ActionRowBuilder<MessageActionRowComponentBuilder>().addComponents(menu),
    new ActionRowBuilder<MessageActionRowComponentBuilder>().addComponents(keep),
  ];
}

/** A harmful Selection Problem shown to a manager who holds an Immunity card: spend it, or keep it. */
function immunityRow(locale: Locale, view: FortunesGameView): Row {
  const use = view.orders.useImmunity === true;
  return new ActionRowBuilder<MessageActionRowComponentBuilder>().addComponents(
    new ButtonBuilder()
      .setCustomId('fortune:fg:immunity:use')
      .setLabel(t(locale, 'fortunes.button.useImmunity'))
      .setStyle(use ? ButtonStyle.Primary : ButtonStyle.Secondary),
    new ButtonBuilder()
      .setCustomId('fortune:fg:immunity:keep')
      .setLabel(t(locale, 'fortunes.button.keepImmunity'))
      .setStyle(use ? ButtonStyle.Secondary : ButtonStyle.Primary),
  );
}

/** The square's choices as buttons and menus; none when the square asks for nothing. */
export function fortunesChoiceRows(view: FortunesGameView, locale: Locale = 'en'): Row[] {
  if (view.finished) return [];
  const rows: Row[] = [];
  if (view.square === 'crisis') rows.push(crisisRow(locale, view));
  if (view.square === 'bank-finance') rows.push(...bankRows(locale, view));
  if (view.immunity > 0 && view.cards.some((c) => c.table === 'selection-problems' && c.harms)) rows.push(immunityRow(locale, view));
  return rows;
}

/** /fortune show: the square, the board as a picture and the square's choices on buttons, in the reader's language. Private. */
export function fortunesShowMessage(view: FortunesGameView, locale: Locale, content?: string) {
  const components = fortunesChoiceRows(view, locale);
  const said = content ?? (components.length > 0 ? t(locale, 'fortunes.show.onButtons') : undefined);
  return {
    ...(said ? { content: said } : {}),
    embeds: [{ ...renderFortunesGameShow(view, locale), image: { url: BOARD_IMAGE_URL } }],
    files: [boardAttachment(showBoardView(view, locale))],
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
  const locale = localeOf(interaction.locale);
  let saved;
  let said: string;
  if (action === 'crisis' && SECTIONS.includes(value as Section)) {
    saved = await setFortunesCrisis(ctx, { ...input, section: value as Section });
    said = crisisSaved(locale, value as Section);
  } else if ((action === 'sell' && interaction.isStringSelectMenu()) || action === 'keep') {
    const cardIds = interaction.isStringSelectMenu() ? interaction.values : [];
    saved = await setFortunesBankSales(ctx, { ...input, cardIds });
    said =
      cardIds.length > 0
        ? t(locale, 'fortunes.saved.sales', { cards: cardIds.map((id) => `\`${id}\``).join(', ') })
        : t(locale, 'fortunes.saved.keepAll');
  } else if (action === 'immunity' && (value === 'use' || value === 'keep')) {
    saved = await setFortunesImmunity(ctx, { ...input, use: value === 'use' });
    said = immunitySaved(locale, value === 'use');
  } else throw new StaleComponent();
  await interaction.update({ ...fortunesShowMessage(fortunesGameView(saved), locale, said), allowedMentions: NO_MENTIONS });
}
