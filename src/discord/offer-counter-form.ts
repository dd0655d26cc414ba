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
function counterFields(terms: TermsView): Field[] {
  const names = (players: { name: string }[]) => players.map((p) => p.name).join(', ');
  const pounds = (amount: number) => (amount > 0 ? String(amount) : '');
  if (terms.kind === 'loan') {
    return [
      { id: 'player', label: 'The player lent (yours or theirs)', value: terms.player.name },
      { id: 'fee', label: 'Fee in pounds, paid by the borrowing club', value: String(terms.fee) },
      {
        id: 'matches',
        label: terms.per === 'turn' ? 'Turns (empty: to the season’s end)' : 'Matches (empty: to the season’s end)',
        value: terms.matches === null ? '' : String(terms.matches),
      },
    ];
  }
  if (terms.kind === 'cards') {
    return [
      { id: 'give', label: 'Your cards that go to them', value: terms.get.join(' ') },
      { id: 'get', label: 'Their cards that come to you', value: terms.give.join(' ') },
      { id: 'money', label: 'Pounds you pay them', value: pounds(terms.receivePence / 100) },
      { id: 'ask', label: 'Pounds they pay you', value: pounds(terms.payPence / 100) },
    ];
  }
  return [
    { id: 'give', label: 'Your players who go to them', value: names(terms.get) },
    { id: 'get', label: 'Their players who come to you', value: names(terms.give) },
    { id: 'money', label: 'Pounds you pay them', value: pounds(-terms.money) },
    { id: 'ask', label: 'Pounds they pay you', value: pounds(terms.money) },
    ...(terms.immunity !== 0 ? [{ id: 'immunity', label: 'Immunity cards you give (negative: you get)', value: String(-terms.immunity) }] : []),
  ];
}

/** The Counter form: the offer's terms as editable text, turned round to be the countering manager's own offer. */
export function counterForm(offer: OfferView): ModalBuilder {
  const labels = counterFields(offer.terms).map((field) => {
    const input = new TextInputBuilder().setCustomId(field.id).setStyle(TextInputStyle.Short).setRequired(false).setMaxLength(TEXT_LIMIT);
    // An input is never filled with an empty value (Discord refuses one): it is left unset.
    if (field.value) input.setValue(field.value.slice(0, TEXT_LIMIT));
    return new LabelBuilder().setLabel(field.label).setTextInputComponent(input);
  });
  return new ModalBuilder()
    .setCustomId(`${DEAL_COMMAND}:${offer.id}:${FORM}:${offer.terms.kind}`)
    .setTitle(`Counter offer ${offer.id}`.slice(0, 45))
    .addLabelComponents(labels);
}

/** Counter pressed: the form, to the manager the offer was made to while it is open; anyone else is refused privately. */
export async function showCounterForm(interaction: ButtonInteraction, ctx: AppContext, offerId: string): Promise<void> {
  const league = await channelLeagueOfAnyGame(interaction, ctx);
  const offer = await answerableOffer(ctx, { leagueId: league.id, userId: interaction.user.id, offerId });
  await interaction.showModal(counterForm(offer));
}

function pounds(text: string, what: string): number {
  const cleaned = text.replace(/[\s,£]/g, '');
  if (cleaned === '') return 0;
  if (!/^\d{1,12}$/.test(cleaned)) throw new Refusal(`${what} is whole pounds, such as 60000, or empty for none: nothing was changed.`);
  return Number(cleaned);
}

function wholeNumber(text: string, what: string): number | null {
  const cleaned = text.trim();
  if (cleaned === '') return null;
  if (!/^-?\d{1,4}$/.test(cleaned)) throw new Refusal(`${what} is a whole number, or empty: nothing was changed.`);
  return Number(cleaned);
}

function cards(text: string): string[] {
  const parsed = cardCodes.safeParse(text);
  if (!parsed.success) throw new Refusal('Cards are typed by their codes, such as 9H KS, at most 10: nothing was changed.');
  return parsed.data;
}

/** The form sent: the counter is made as an offer of the manager's own, checked like `/trade offer`, the first offer countered. */
export async function submitCounterForm(interaction: ModalSubmitInteraction, ctx: AppContext, args: string[]): Promise<void> {
  const [offerId = '', form = '', kind = ''] = args;
  if (form !== FORM) throw new StaleComponent();
  const league = await channelLeagueOfAnyGame(interaction, ctx);
  const text = (id: string) => interaction.fields.getTextInputValue(id);
  const base = { leagueId: league.id, userId: interaction.user.id, to: { counters: offerId } };
  let outcome: OfferOutcome;
  if (kind === 'loan') {
    const matches = wholeNumber(text('matches'), 'Matches');
    const loan = { ...base, player: text('player'), fee: pounds(text('fee'), 'The fee') };
    outcome = league.game === 'fortunes' ? await offerFortunesLoan(ctx, { ...loan, turns: matches }) : await offerLoan(ctx, { ...loan, matches });
  } else if (kind === 'cards') {
    outcome = await offerCards(ctx, {
      ...base,
      give: cards(text('give')),
      get: cards(text('get')),
      payPence: pounds(text('money'), 'Pounds you pay') * 100,
      receivePence: pounds(text('ask'), 'Pounds they pay') * 100,
    });
  } else if (kind === 'transfer') {
    const immunity = interaction.fields.fields.has('immunity') ? (wholeNumber(text('immunity'), 'Immunity cards') ?? 0) : 0;
    // Football Fortunes sells one card for money; its use case says so when the counter asks more.
    const offer = league.game === 'fortunes' ? offerFortunesTransfer : offerTransfer;
    outcome = await offer(ctx, {
      ...base,
      give: text('give'),
      get: text('get'),
      pay: pounds(text('money'), 'Pounds you pay'),
      ask: pounds(text('ask'), 'Pounds they pay'),
      immunity,
    });
  } else throw new StaleComponent();
  await respond(interaction, { content: counterSent(offerId, outcome), ephemeral: true });
}

function counterSent(countered: string, outcome: OfferOutcome): string {
  const { offer, aiAnswer } = outcome;
  const terms = termsLines(offer, offer.terms, true).join('\n');
  const to = name(offer.toClub.name);
  if (aiAnswer) return `You countered offer ${countered}: ${to} (AI) ${aiAnswer.accept ? 'accepts' : `declines: ${aiAnswer.reason}`}\n${terms}`;
  return (
    `You countered offer ${countered} from ${to} with offer ${offer.id}: its manager is told in the channel and may accept, decline or counter it. ` +
    `It expires at the deadline unless you \`/trade renew\` it.\n${terms}`
  );
}
