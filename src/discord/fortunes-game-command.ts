import type {
  ApplicationCommandOptionChoiceData,
  AutocompleteInteraction,
  ChatInputCommandInteraction,
  MessageComponentInteraction,
} from 'discord.js';
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
import { Refusal, StaleComponent } from './errors.js';
import { crisisSaved, fortunesShowComponent, fortunesShowMessage, immunitySaved } from './fortunes-game-show.js';
import { fortunesCardChoice } from './render/fortunes-game-words.js';
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

const input = (interaction: ChatInputCommandInteraction | AutocompleteInteraction | MessageComponentInteraction): ManagerInput =>
  managerInput(interaction, 'fortunes');

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
      return respond(interaction, { ...fortunesShowMessage(await fortunesGameShow(ctx, input(interaction))), ephemeral: true });
    case 'crisis':
      await setFortunesCrisis(ctx, { ...input(interaction), section: options.section! });
      return say(crisisSaved(options.section!));
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
      return say(immunitySaved(options.use!));
    default:
      throw new Refusal('The rulebook’s game has no debt order: a club that cannot pay sells its reserves first, then its cheapest cards.');
  }
}

/**
 * The cards the option may name, and only those: for a bid, this turn's auction lots and the bank's cards (with
 * cancel, the cards he has bid for); for a bank sale, his own cards while he stands on Bank Finance, never one on loan
 * to him (with cancel, the cards he means to sell).
 */
export function fortunesGameCardChoices(view: FortunesGameView, subcommand: string, cancel = false): ApplicationCommandOptionChoiceData<string>[] {
  if (view.finished) return [];
  if (subcommand === 'bid') {
    const bids = view.orders.bids ?? {};
    const offered = [
      ...view.lots.map((lot) => ({ card: lot.card, name: `${fortunesCardChoice(lot.card)} · auction${lot.halfPrice ? ' (50%)' : ''}` })),
      ...view.bank.map((b) => ({ card: b.card, name: `${fortunesCardChoice(b.card)} · bank, ${money(b.askingPrice)} or more` })),
    ];
    return offered
      .filter((o) => !cancel || o.card.id in bids)
      .map((o) => ({ name: cancel ? `${o.name} · your bid ${money(bids[o.card.id]!)}` : o.name, value: o.card.id }));
  }
  if (subcommand !== 'bank_sell' || view.square !== 'bank-finance') return [];
  const selling = new Set(view.orders.bankSales ?? []);
  return view.squad
    .filter((card) => !cancel || selling.has(card.id))
    .map((card) => ({ name: `${fortunesCardChoice(card)} · the bank pays ${money(view.bankPrices[card.id] ?? 0)}`, value: card.id }));
}

export async function autocompleteFortunesGameCard(interaction: AutocompleteInteraction, ctx: AppContext): Promise<void> {
  await answerWithin(interaction, async () => {
    const typed = String(interaction.options.getFocused()).toLowerCase();
    const view = await fortunesGameShow(ctx, input(interaction));
    return fortunesGameCardChoices(view, interaction.options.getSubcommand(), interaction.options.getBoolean('cancel') === true).filter((c) =>
      c.name.toLowerCase().includes(typed),
    );
  });
}

/** /fortune's buttons and menus: custom ids "fortune:fg:…", made by /fortune show in a game of Football Fortunes. */
export async function fortunesGameComponent(interaction: MessageComponentInteraction, ctx: AppContext, args: readonly string[]): Promise<void> {
  if (args[0] !== 'fg') throw new StaleComponent();
  return fortunesShowComponent(interaction, ctx, input(interaction), args.slice(1));
}
