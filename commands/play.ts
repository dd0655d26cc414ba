import { ActionRowBuilder, SlashCommandBuilder, StringSelectMenuBuilder, StringSelectMenuOptionBuilder } from '@discordjs/builders';
import { InteractionContextType, type APIEmbed, type ChatInputCommandInteraction, type MessageComponentInteraction } from 'discord.js';
import { z } from 'zod';
import type { AppContext } from '../src/context.js';
import { managerInput } from '../src/discord/command-kit.js';
import { Refusal, StaleComponent } from '../src/discord/errors.js';
import { LIMITS } from '../src/discord/limits.js';
import { NO_MENTIONS } from '../src/discord/mentions.js';
import { parseOptions, parseValues } from '../src/discord/options.js';
import { zoneName, zoneWidth } from '../src/discord/render/card-zones.js';
import { cardLabel, sheetChangeWords } from '../src/discord/render/cards.render.js';
import { COLOURS } from '../src/discord/render/format.js';
import { respond } from '../src/discord/reply.js';
import { localeOf, type Locale } from '../src/i18n/locales.js';
import { t } from '../src/i18n/translate.js';
import {
  cardsHand,
  editorFor,
  placeCard,
  setCardsSheet,
  sheetChange,
  withTactic,
  type ManagerInput,
  type PlaceChoice,
  type SheetEditor,
} from '../src/league/index.js';
import type { Command } from './index.js';

const RESERVE = 'reserve';

const data = new SlashCommandBuilder()
  .setName('play')
  .setDescription('Cards: your team sheet, formation, keeper and four places; it stands until changed')
  .setContexts(InteractionContextType.Guild)
  .addStringOption((o) => o.setName('tactic').setDescription('A picture card you hold, such as KS (or use the menus)').setMaxLength(3))
  .addStringOption((o) => o.setName('keeper').setDescription('An ace you hold, or "reserve"').setMaxLength(8))
  .addStringOption((o) =>
    o.setName('places').setDescription('The four places in the formation’s order, such as "6H 8C 9D -" (- for a reserve)').setMaxLength(40),
  );

const card = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^(?:10|[A2-9TJQK])[HCDS]$/, 'is not a card, such as 9H or KS')
  .transform((c) => c.replace(/^10/, 'T'));
const cardOrReserve = z.union([z.literal(RESERVE), z.literal('-').transform(() => RESERVE), card]);
const schema = z.object({
  tactic: card.optional(),
  keeper: cardOrReserve.optional(),
  places: z
    .string()
    .trim()
    .transform((text) => text.split(/[\s,]+/).filter(Boolean))
    .pipe(z.array(cardOrReserve).length(4, 'option.fourPlaces'))
    .optional(),
});
const orNull = (value: string) => (value === RESERVE ? null : value);

/** The formation is a picture card's (the card game's rules: J, Q or K); any other card is refused before the engine sees it. */
function pictureTactic(card: string): string {
  if (!/^[JQK][HCDS]$/.test(card)) throw new Refusal({ key: 'cards.play.notPicture', params: { card } }, 'not-a-picture');
  return card;
}

function choiceLabel(choice: PlaceChoice, locale: Locale): string {
  return choice.card ? t(locale, 'cards.play.choice', { card: cardLabel(choice.card), level: choice.level }) : t(locale, 'cards.play.reserveChoice');
}

function sheetEmbed(editor: SheetEditor, locale: Locale): APIEmbed {
  const { sheet, spaces, levels } = editor;
  const width = zoneWidth(locale);
  const place = (space: number, card: string | null | undefined) =>
    `\`${String(space).padStart(2)} ${zoneName(locale, space).padEnd(width)}\` ${
      card ? t(locale, 'cards.play.lineLevel', { card: cardLabel(card), level: levels[space] ?? 0 }) : t(locale, 'cards.play.lineReserve')
    }`;
  const lines = [place(1, sheet.keeper), ...spaces.map((space, i) => place(space, sheet.places[i]))];
  return {
    title: t(locale, 'cards.play.title', { club: editor.hand.clubName, tactic: cardLabel(sheet.tactic) }),
    description: lines.join('\n'),
    color: COLOURS.league,
    footer: { text: t(locale, 'cards.play.footer') },
  };
}

/** Five menus, Discord's most: the formation and keeper in one, then one for each of the four places. */
function editorComponents(editor: SheetEditor, locale: Locale) {
  const { sheet } = editor;
  const head = new StringSelectMenuBuilder()
    .setCustomId('play:head')
    .setPlaceholder(t(locale, 'cards.play.headPlaceholder'))
    .addOptions(
      [
        ...editor.tactics.map((tactic) =>
          new StringSelectMenuOptionBuilder()
            .setLabel(t(locale, 'cards.play.formationOption', { tactic: cardLabel(tactic.card), spaces: tactic.spaces.join(' ') }))
            .setValue(`tactic:${tactic.card}`)
            .setDefault(tactic.card === sheet.tactic),
        ),
        ...editor.keepers.map((k) =>
          new StringSelectMenuOptionBuilder()
            .setLabel(t(locale, 'cards.play.keeperOption', { choice: choiceLabel(k, locale) }))
            .setValue(`keeper:${k.card ?? RESERVE}`)
            .setDefault(k.card === sheet.keeper),
        ),
      ].slice(0, LIMITS.choices),
    );
  const places = editor.places.map((choices, i) => {
    const current = sheet.places[i] ?? null;
    const offered = [...choices]
      .sort((a, b) => Number(b.card === current) - Number(a.card === current) || b.level - a.level)
      .slice(0, LIMITS.choices);
    return new StringSelectMenuBuilder()
      .setCustomId(`play:place:${i}`)
      .setPlaceholder(t(locale, 'cards.play.spacePlaceholder', { space: editor.spaces[i]!, zone: zoneName(locale, editor.spaces[i]!) }))
      .addOptions(
        offered.map((c) =>
          new StringSelectMenuOptionBuilder()
            .setLabel(t(locale, 'cards.play.spaceOption', { space: editor.spaces[i]!, choice: choiceLabel(c, locale) }))
            .setValue(c.card ?? RESERVE)
            .setDefault(c.card === current),
        ),
      );
  });
  return [head, ...places].map((menu) => new ActionRowBuilder<StringSelectMenuBuilder>().addComponents(menu));
}

async function editor(ctx: AppContext, input: ManagerInput): Promise<SheetEditor> {
  const built = editorFor(await cardsHand(ctx, input));
  if (!built) throw new Refusal({ key: 'cards.play.noPicture' });
  return built;
}

function editorMessage(built: SheetEditor, content: string, locale: Locale) {
  return { content, embeds: [sheetEmbed(built, locale)], components: editorComponents(built, locale) };
}

async function execute(interaction: ChatInputCommandInteraction, ctx: AppContext): Promise<void> {
  const values = parseOptions(interaction, schema);
  const input = managerInput(interaction, 'cards');
  const locale = localeOf(interaction.locale);
  if (values.tactic === undefined && (values.keeper !== undefined || values.places !== undefined))
    throw new Refusal({ key: 'cards.play.nameTactic' });
  if (values.tactic !== undefined) {
    pictureTactic(values.tactic);
    const start = editorFor(await cardsHand(ctx, input));
    const shaped = withTactic(start?.sheet ?? null, values.tactic);
    const sheet = {
      tactic: values.tactic,
      keeper: values.keeper !== undefined ? orNull(values.keeper) : shaped.keeper,
      places: values.places ? values.places.map(orNull) : shaped.places,
    };
    await setCardsSheet(ctx, { ...input, sheet });
    await respond(interaction, { ...editorMessage(await editor(ctx, input), t(locale, 'cards.play.saved'), locale), ephemeral: true });
    return;
  }
  await respond(interaction, {
    ...editorMessage(await editor(ctx, input), t(locale, 'cards.play.intro'), locale),
    ephemeral: true,
  });
}

const headValue = z.string().regex(/^(tactic|keeper):(reserve|[A2-9TJQK][HCDS])$/);
const placeValue = z.union([z.literal(RESERVE), z.string().regex(/^[A2-9TJQK][HCDS]$/)]);
const placeIndex = z.coerce.number().int().min(0).max(3);

/** Each menu change is saved at once, checked by the engine like any order. */
async function component(interaction: MessageComponentInteraction, ctx: AppContext, args: string[]): Promise<void> {
  const input = managerInput(interaction, 'cards');
  const locale = localeOf(interaction.locale);
  const chosen = interaction.isStringSelectMenu() ? interaction.values[0] : undefined;
  const current = await editor(ctx, input);
  const [action, arg] = args;
  let sheet;
  if (action === 'head') {
    const [kind, value] = parseValues(headValue, chosen).split(':') as ['tactic' | 'keeper', string];
    sheet = kind === 'tactic' ? withTactic(current.sheet, pictureTactic(value)) : { ...current.sheet, keeper: orNull(value) };
  } else if (action === 'place') {
    sheet = placeCard(current.sheet, parseValues(placeIndex, arg), orNull(parseValues(placeValue, chosen)));
  } else {
    throw new StaleComponent();
  }
  await setCardsSheet(ctx, { ...input, sheet });
  const note = sheetChangeWords(sheetChange(current.sheet, sheet), sheet.tactic, locale);
  await interaction.update({
    ...editorMessage(await editor(ctx, input), `${t(locale, 'cards.play.saved')}${note ? ` ${note}` : ''}`, locale),
    allowedMentions: NO_MENTIONS,
  });
}

export default { data, execute, component } satisfies Command;
