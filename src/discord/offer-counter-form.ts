import { LabelBuilder, ModalBuilder, TextInputBuilder } from '@discordjs/builders';
import { TextInputStyle, type ButtonInteraction, type ModalSubmitInteraction } from 'discord.js';
import type { AppContext } from '../context.js';
import {
  answerableOffer,
  DEAL_COMMAND,
  offerCards,
  offerFortunesLoan,
  offerFortunesTransfer,
  offerLoan,
  offerTransfer,
  type OfferOutcome,
  type OfferView,
  type TermsView,
} from '../league/index.js';
import { cardCodes } from './card-codes.js';
import { channelLeagueOfAnyGame } from './command-kit.js';
import { Refusal, StaleComponent } from './errors.js';
import { termsLines } from './render/deal.render.js';
import { name } from './render/format.js';
import { respond } from './reply.js';
import type { MessageKey } from '../i18n/catalogue/index.js';
import { localeOf, type Locale } from '../i18n/locales.js';
import { t } from '../i18n/translate.js';

/** The form's custom id: `trade:<offer>:counter-form:<kind>`, the kind saying which inputs it has. */
const FORM = 'counter-form';
const TEXT_LIMIT = 400;

interface Field {
  id: string;
  /** At most 45 characters, as Discord takes. */
  label: string;
  value: string;
}

/** What one kind of offer's form asks, filled with the offer's terms as the manager countering it sees them (his side first). */
function counterFields(terms: TermsView, locale: Locale): Field[] {
  const names = (players: { name: string }[]) => players.map((p) => p.name).join(', ');
  const pounds = (amount: number) => (amount > 0 ? String(amount) : '');
  const field = (id: string, label: MessageKey, value: string): Field => ({ id, label: t(locale, label), value });
  if (terms.kind === 'loan') {
    return [
      field('player', 'deal.form.player', terms.player.name),
      field('fee', 'deal.form.fee', String(terms.fee)),
      field('matches', terms.per === 'turn' ? 'deal.form.turns' : 'deal.form.matches', terms.matches === null ? '' : String(terms.matches)),
    ];
  }
  if (terms.kind === 'cards') {
    return [
      field('give', 'deal.form.giveCards', terms.get.join(' ')),
      field('get', 'deal.form.getCards', terms.give.join(' ')),
      field('money', 'deal.form.money', pounds(terms.receivePence / 100)),
      field('ask', 'deal.form.ask', pounds(terms.payPence / 100)),
    ];
  }
  return [
    field('give', 'deal.form.give', names(terms.get)),
    field('get', 'deal.form.get', names(terms.give)),
    field('money', 'deal.form.money', pounds(-terms.money)),
    field('ask', 'deal.form.ask', pounds(terms.money)),
    ...(terms.immunity !== 0 ? [field('immunity', 'deal.form.immunity', String(-terms.immunity))] : []),
  ];
}

/** The Counter form: the offer's terms as editable text, turned round to be the countering manager's own offer. */
export function counterForm(offer: OfferView, locale: Locale = 'en'): ModalBuilder {
  const labels = counterFields(offer.terms, locale).map((field) => {
    const input = new TextInputBuilder().setCustomId(field.id).setStyle(TextInputStyle.Short).setRequired(false).setMaxLength(TEXT_LIMIT);
    // An input is never filled with an empty value (Discord refuses one): it is left unset.
    if (field.value) input.setValue(field.value.slice(0, TEXT_LIMIT));
    return new LabelBuilder().setLabel(field.label).setTextInputComponent(input);
  });
  return new ModalBuilder()
    .setCustomId(`${DEAL_COMMAND}:${offer.id}:${FORM}:${offer.terms.kind}`)
    .setTitle(t(locale, 'deal.form.title', { id: offer.id }).slice(0, 45))
    .addLabelComponents(labels);
}

/** Counter pressed: the form, to the manager the offer was made to while it is open; anyone else is refused privately. */
export async function showCounterForm(interaction: ButtonInteraction, ctx: AppContext, offerId: string): Promise<void> {
  const league = await channelLeagueOfAnyGame(interaction, ctx);
  const offer = await answerableOffer(ctx, { leagueId: league.id, userId: interaction.user.id, offerId });
  await interaction.showModal(counterForm(offer, localeOf(interaction.locale)));
}

/** Which input a refusal names, in the reader's language. */
type Input = 'fee' | 'matches' | 'money' | 'ask' | 'immunity';

function pounds(locale: Locale, text: string, what: Input): number {
  const cleaned = text.replace(/[\s,£]/g, '');
  if (cleaned === '') return 0;
  if (!/^\d{1,12}$/.test(cleaned)) throw new Refusal({ key: 'deal.form.pounds', params: { what: t(locale, `deal.form.what.${what}`) } });
  return Number(cleaned);
}

function wholeNumber(locale: Locale, text: string, what: Input): number | null {
  const cleaned = text.trim();
  if (cleaned === '') return null;
  if (!/^-?\d{1,4}$/.test(cleaned)) throw new Refusal({ key: 'deal.form.wholeNumber', params: { what: t(locale, `deal.form.what.${what}`) } });
  return Number(cleaned);
}

function cards(text: string): string[] {
  const parsed = cardCodes.safeParse(text);
  if (!parsed.success) throw new Refusal({ key: 'deal.form.cards' });
  return parsed.data;
}

/** The form sent: the counter is made as an offer of the manager's own, checked like `/trade offer`, the first offer countered. */
export async function submitCounterForm(interaction: ModalSubmitInteraction, ctx: AppContext, args: string[]): Promise<void> {
  const [offerId = '', form = '', kind = ''] = args;
  if (form !== FORM) throw new StaleComponent();
  const league = await channelLeagueOfAnyGame(interaction, ctx);
  const locale = localeOf(interaction.locale);
  const text = (id: string) => interaction.fields.getTextInputValue(id);
  const base = { leagueId: league.id, userId: interaction.user.id, to: { counters: offerId } };
  let outcome: OfferOutcome;
  if (kind === 'loan') {
    const matches = wholeNumber(locale, text('matches'), 'matches');
    const loan = { ...base, player: text('player'), fee: pounds(locale, text('fee'), 'fee') };
    outcome = league.game === 'fortunes' ? await offerFortunesLoan(ctx, { ...loan, turns: matches }) : await offerLoan(ctx, { ...loan, matches });
  } else if (kind === 'cards') {
    outcome = await offerCards(ctx, {
      ...base,
      give: cards(text('give')),
      get: cards(text('get')),
      payPence: pounds(locale, text('money'), 'money') * 100,
      receivePence: pounds(locale, text('ask'), 'ask') * 100,
    });
  } else if (kind === 'transfer') {
    const immunity = interaction.fields.fields.has('immunity') ? (wholeNumber(locale, text('immunity'), 'immunity') ?? 0) : 0;
    // Football Fortunes sells one card for money; its use case says so when the counter asks more.
    const offer = league.game === 'fortunes' ? offerFortunesTransfer : offerTransfer;
    outcome = await offer(ctx, {
      ...base,
      give: text('give'),
      get: text('get'),
      pay: pounds(locale, text('money'), 'money'),
      ask: pounds(locale, text('ask'), 'ask'),
      immunity,
    });
  } else throw new StaleComponent();
  await respond(interaction, { content: counterSent(locale, offerId, outcome), ephemeral: true });
}

function counterSent(locale: Locale, countered: string, outcome: OfferOutcome): string {
  const { offer, aiAnswer } = outcome;
  const terms = termsLines(offer, offer.terms, true, locale).join('\n');
  const said = { countered, club: name(offer.toClub.name) };
  const sentence = aiAnswer
    ? aiAnswer.accept
      ? t(locale, 'deal.counter.aiAccepts', said)
      : t(locale, 'deal.counter.aiDeclines', { ...said, reason: aiAnswer.reason })
    : t(locale, 'deal.counter.sent', { ...said, id: offer.id });
  return `${sentence}\n${terms}`;
}
