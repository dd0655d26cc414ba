import type { ApplicationCommandOptionChoiceData, AutocompleteInteraction, ChatInputCommandInteraction } from 'discord.js';
import type { AppContext } from '../context.js';
import {
  fortunesGameShow,
  fortunesGameView,
  setFortunesBankSale,
  setFortunesBid,
  setFortunesCrisis,
  setFortunesImmunity,
  type FortunesGameView,
  type ManagerInput,
} from '../league/index.js';
import { answerWithin, managerInput } from './command-kit.js';
import { Refusal } from './errors.js';
import { renderFortunesGameShow } from './render/fortunes-game-view.render.js';
import { fortunesCardChoice } from './render/fortunes-game-words.js';
import { SECTION_WORDS } from './render/fortune-words.js';
import { money } from './render/format.js';
import { respond } from './reply.js';

type Section = 'G' | 'D' | 'M' | 'A';

/** The /fortune options a Football Fortunes game reads, already checked by the command's schemas. */
export interface FortunesGameOptions {
  section?: Section;
  player?: string;
  amount?: number;
  cancel?: boolean;
  use?: boolean;
}

const input = (interaction: ChatInputCommandInteraction | AutocompleteInteraction): ManagerInput => managerInput(interaction, 'fortunes');

/** /fortune in a game of Football Fortunes: the manager's square and his orders on it, each checked by the engine. Private. */
export async function fortunesGameCommand(
  interaction: ChatInputCommandInteraction,
  ctx: AppContext,
  subcommand: string,
  options: FortunesGameOptions,
): Promise<void> {
  const say = (content: string) => respond(interaction, { content, ephemeral: true });
  switch (subcommand) {
    case 'show':
      return respond(interaction, { embeds: [renderFortunesGameShow(await fortunesGameShow(ctx, input(interaction)))], ephemeral: true });
    case 'crisis':
      await setFortunesCrisis(ctx, { ...input(interaction), section: options.section! });
      return say(
        `On Crisis this turn you pay the £50,000 fine and your best ${SECTION_WORDS[options.section!]} player goes to the bank at ¾ of his value.`,
      );
    case 'bank_sell': {
      const cardId = options.player!;
      const sell = options.cancel !== true;
      const price = fortunesGameView(await setFortunesBankSale(ctx, { ...input(interaction), cardId, sell })).bankPrices[cardId];
      return say(sell ? `\`${cardId}\` will be sold to the bank for ${money(price ?? 0)} when the turn is played.` : `\`${cardId}\` stays.`);
    }
    case 'bid': {
      const cardId = options.player!;
      if (!options.cancel && options.amount === undefined) throw new Refusal('Give an amount, or cancel:True to take back your bid.');
      await setFortunesBid(ctx, { ...input(interaction), cardId, amount: options.cancel ? null : options.amount! });
      return say(
        options.cancel
          ? `Your bid for \`${cardId}\` is taken back.`
          : `Your sealed bid of ${money(options.amount!)} for \`${cardId}\` stands until the turn is played.`,
      );
    }
    case 'immunity':
      await setFortunesImmunity(ctx, { ...input(interaction), use: options.use! });
      return say(options.use ? 'Your Immunity card will cancel the Selection Problem shown to you.' : 'You keep your Immunity card.');
    default:
      throw new Refusal('The rulebook’s game has no debt order: a club that cannot pay sells its reserves first, then its cheapest cards.');
  }
}

/** The cards the option may name: his own for a bank sale; this turn's auction lots and the bank's cards for a bid. */
export function fortunesGameCardChoices(view: FortunesGameView, subcommand: string): ApplicationCommandOptionChoiceData<string>[] {
  if (subcommand === 'bid') {
    return [
      ...view.lots.map((lot) => ({ name: `${fortunesCardChoice(lot.card)} · auction${lot.halfPrice ? ' (50%)' : ''}`, value: lot.card.id })),
      ...view.bank.map((b) => ({ name: `${fortunesCardChoice(b.card)} · bank, ${money(b.askingPrice)} or more`, value: b.card.id })),
    ];
  }
  return view.squad.map((card) => ({ name: fortunesCardChoice(card), value: card.id }));
}

export async function autocompleteFortunesGameCard(interaction: AutocompleteInteraction, ctx: AppContext): Promise<void> {
  await answerWithin(interaction, async () => {
    const typed = String(interaction.options.getFocused()).toLowerCase();
    const view = await fortunesGameShow(ctx, input(interaction));
    return fortunesGameCardChoices(view, interaction.options.getSubcommand()).filter((c) => c.name.toLowerCase().includes(typed));
  });
}
