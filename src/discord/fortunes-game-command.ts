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
import { fortunesCardChoice, fortunesMoney } from './render/fortunes-game-words.js';
import { localeOf, type Locale } from '../i18n/locales.js';
import { t } from '../i18n/translate.js';
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
  const locale = localeOf(interaction.locale);
  const say = (content: string) => respond(interaction, { content, ephemeral: true });
  switch (subcommand) {
    case 'show':
      return respond(interaction, { ...fortunesShowMessage(await fortunesGameShow(ctx, input(interaction)), locale), ephemeral: true });
    case 'crisis':
      await setFortunesCrisis(ctx, { ...input(interaction), section: options.section! });
      return say(crisisSaved(locale, options.section!));
    case 'bank_sell': {
      const cardId = options.player!;
      const sell = options.cancel !== true;
      const price = fortunesGameView(await setFortunesBankSale(ctx, { ...input(interaction), cardId, sell })).bankPrices[cardId];
      return say(
        sell
          ? t(locale, 'fortunes.saved.sale', { card: cardId, price: fortunesMoney(locale, price ?? 0) })
          : t(locale, 'fortunes.saved.stays', { card: cardId }),
      );
    }
    case 'bid': {
      const cardId = options.player!;
      if (!options.cancel && options.amount === undefined) throw new Refusal({ key: 'fortunes.refusal.bidAmount' });
      await setFortunesBid(ctx, { ...input(interaction), cardId, amount: options.cancel ? null : options.amount! });
      return say(
        options.cancel
          ? t(locale, 'fortunes.saved.bidCancelled', { card: cardId })
          : t(locale, 'fortunes.saved.bid', { amount: fortunesMoney(locale, options.amount!), card: cardId }),
      );
    }
    case 'immunity':
      await setFortunesImmunity(ctx, { ...input(interaction), use: options.use! });
      return say(immunitySaved(locale, options.use!));
    default:
      throw new Refusal({ key: 'fortunes.refusal.debtOrder' });
  }
}

/**
 * The cards the option may name, and only those: for a bid, this turn's auction lots and the bank's cards (with
 * cancel, the cards he has bid for); for a bank sale, his own cards while he stands on Bank Finance, never one on loan
 * to him (with cancel, the cards he means to sell).
 */
export function fortunesGameCardChoices(
  view: FortunesGameView,
  subcommand: string,
  cancel = false,
  locale: Locale = 'en',
): ApplicationCommandOptionChoiceData<string>[] {
  if (view.finished) return [];
  const pounds = (amount: number) => fortunesMoney(locale, amount);
  if (subcommand === 'bid') {
    const bids = view.orders.bids ?? {};
    const offered = [
      ...view.lots.map((lot) => ({
        card: lot.card,
        name: t(locale, lot.halfPrice ? 'fortunes.choice.halfLot' : 'fortunes.choice.lot', { card: fortunesCardChoice(lot.card, locale) }),
      })),
      ...view.bank.map((b) => ({
        card: b.card,
        name: t(locale, 'fortunes.choice.bank', { card: fortunesCardChoice(b.card, locale), price: pounds(b.askingPrice) }),
      })),
    ];
    return offered
      .filter((o) => !cancel || o.card.id in bids)
      .map((o) => ({
        name: cancel ? t(locale, 'fortunes.choice.yourBid', { choice: o.name, amount: pounds(bids[o.card.id]!) }) : o.name,
        value: o.card.id,
      }));
  }
  if (subcommand !== 'bank_sell' || view.square !== 'bank-finance') return [];
  const selling = new Set(view.orders.bankSales ?? []);
  return view.squad
    .filter((card) => !cancel || selling.has(card.id))
    .map((card) => ({
      name: t(locale, 'fortunes.choice.sale', { card: fortunesCardChoice(card, locale), price: pounds(view.bankPrices[card.id] ?? 0) }),
      value: card.id,
    }));
}

export async function autocompleteFortunesGameCard(interaction: AutocompleteInteraction, ctx: AppContext): Promise<void> {
  await answerWithin(interaction, async () => {
    const typed = String(interaction.options.getFocused()).toLowerCase();
    const view = await fortunesGameShow(ctx, input(interaction));
    const cancel = interaction.options.getBoolean('cancel') === true;
    return fortunesGameCardChoices(view, interaction.options.getSubcommand(), cancel, localeOf(interaction.locale)).filter((c) =>
      c.name.toLowerCase().includes(typed),
    );
  });
}

/** /fortune's buttons and menus: custom ids "fortune:fg:…", made by /fortune show in a game of Football Fortunes. */
export async function fortunesGameComponent(interaction: MessageComponentInteraction, ctx: AppContext, args: readonly string[]): Promise<void> {
  if (args[0] !== 'fg') throw new StaleComponent();
  return fortunesShowComponent(interaction, ctx, input(interaction), args.slice(1));
}
