import type { ApplicationCommandOptionChoiceData, AutocompleteInteraction } from 'discord.js';
import type { AppContext } from '../context.js';
import {
  autocompletePlayers,
  autocompleteTradingClubs,
  cardsHand,
  fortunesGameShow,
  LeagueError,
  listOffers,
  type OfferTarget,
  type OfferView,
  type PlayerScope,
  type TradeSide,
} from '../league/index.js';
import { cardLabel } from './render/card-label.js';
import { answerWithin, managerInput, maybeChannelLeague } from './command-kit.js';
import { fortunesCardChoice } from './render/fortunes-game-words.js';
import { playerChoiceName } from './render/choice-words.js';
import { LIMITS } from './limits.js';
import { Refusal } from './errors.js';
import { termsLines } from './render/deal.render.js';
import { localeOf } from '../i18n/locales.js';
import { t } from '../i18n/translate.js';

/**
 * Autocomplete for a list of players (`give:`, `get:`): names separated by
 * commas, the last one being typed. Each choice keeps the names already
 * chosen and adds the player's id.
 */
export async function autocompletePlayerList(interaction: AutocompleteInteraction, ctx: AppContext, scope: PlayerScope): Promise<void> {
  await answerWithin(interaction, async () => {
    const league = await maybeChannelLeague(interaction, ctx);
    if (!league) return [];
    // Only the reader sees the choices: in his language.
    const locale = localeOf(interaction.locale);
    // A cards league trades cards: his own hand to give; a rival's hand is private, so nothing is offered to get.
    if (league.game === 'cards') {
      if (scope !== 'own') return [];
      const hand = await cardsHand(ctx, { leagueId: league.id, userId: interaction.user.id }).catch((error: unknown) => {
        if (error instanceof LeagueError) return null;
        throw error;
      });
      const typed = String(interaction.options.getFocused()).toUpperCase();
      return (hand?.hand ?? [])
        .filter((c) => c.card.startsWith(typed.trim()))
        .map((c) => ({
          name: c.picture
            ? `${cardLabel(c.card)} ${t(locale, 'cards.hand.formation')}`
            : t(locale, 'cards.play.choice', { card: cardLabel(c.card), level: c.level }),
          value: c.card,
        }))
        .slice(0, LIMITS.choices);
    }
    if (league.game === 'fortunes') return scope === 'own' ? fortunesOwnCards(interaction, ctx) : [];
    const typed = String(interaction.options.getFocused());
    const cut = typed.lastIndexOf(',');
    const chosen = cut >= 0 ? typed.slice(0, cut + 1) + ' ' : '';
    const prefix = typed
      .slice(cut + 1)
      .trim()
      .slice(0, 100);
    const choices = await autocompletePlayers(ctx, {
      leagueId: league.id,
      userId: interaction.user.id,
      prefix,
      scope,
      limit: LIMITS.choices,
      ...(scope === 'trade' ? { side: tradeSide(interaction) } : {}),
    });
    return choices
      .map((choice) => ({ name: `${chosen}${playerChoiceName(choice, locale)}`, value: `${chosen}${choice.id}` }))
      .filter((choice) => choice.value.length <= LIMITS.choiceName);
  });
}

/**
 * A Football Fortunes manager's own cards at home, the ones he may sell or lend: never a card on loan to him. The
 * other manager's cards are private (docs/fortunes.md), so nothing is offered to buy or borrow: he types its code.
 */
async function fortunesOwnCards(interaction: AutocompleteInteraction, ctx: AppContext): Promise<ApplicationCommandOptionChoiceData<string>[]> {
  const view = await fortunesGameShow(ctx, managerInput(interaction, 'fortunes')).catch((error: unknown) => {
    if (error instanceof LeagueError) return null;
    throw error;
  });
  const typed = String(interaction.options.getFocused()).trim().toLowerCase();
  return (view?.squad ?? [])
    .map((card) => ({ name: fortunesCardChoice(card, localeOf(interaction.locale)), value: card.id }))
    .filter((choice) => choice.name.toLowerCase().includes(typed))
    .slice(0, LIMITS.choices);
}

/** Autocomplete for /loan's card in a Football Fortunes game: his own cards, to lend. */
export async function autocompleteFortunesDealCard(interaction: AutocompleteInteraction, ctx: AppContext): Promise<void> {
  await answerWithin(interaction, () => fortunesOwnCards(interaction, ctx));
}

/** The other side of the deal being typed, as its `manager:` or `club:` option names it so far. */
export function tradeSide(interaction: AutocompleteInteraction): TradeSide {
  const typed = (option: string) => {
    const value = interaction.options.get(option)?.value;
    return typeof value === 'string' && value.trim() ? value.trim() : undefined;
  };
  const [userId, clubText] = [typed('manager'), typed('club')];
  return { ...(userId ? { userId } : {}), ...(clubText ? { clubText } : {}) };
}

/** Autocomplete for a deal's `club:`: only the clubs an offer can be made to. */
export async function autocompleteTradingClub(interaction: AutocompleteInteraction, ctx: AppContext): Promise<void> {
  await answerWithin(interaction, async () => {
    const league = await maybeChannelLeague(interaction, ctx);
    if (!league) return [];
    const typed = String(interaction.options.getFocused());
    const clubs = await autocompleteTradingClubs(ctx, { leagueId: league.id, userId: interaction.user.id, typed });
    const locale = localeOf(interaction.locale);
    const named = (club: { name: string; managed: boolean }) =>
      club.managed ? club.name : t(locale, 'deal.autocomplete.aiClub', { club: club.name });
    return clubs.map((club) => ({ name: named(club).slice(0, LIMITS.choiceName), value: club.id }));
  });
}

/** Autocomplete for an offer number: the manager's offers in play. */
export async function autocompleteOwnOffers(interaction: AutocompleteInteraction, ctx: AppContext): Promise<void> {
  await answerWithin(interaction, async () => {
    const league = await maybeChannelLeague(interaction, ctx);
    if (!league) return [];
    const { clubId, offers } = await listOffers(ctx, { leagueId: league.id, userId: interaction.user.id });
    const locale = localeOf(interaction.locale);
    const choice = (o: OfferView) =>
      t(locale, 'deal.autocomplete.offer', { id: o.id, club: o.toClub.name, terms: termsLines(o, o.terms, false, locale).join(' ') });
    return offers.filter((o) => o.fromClub.id === clubId && o.status === 'open').map((o) => ({ name: choice(o), value: o.id }));
  });
}

/** Exactly one of `manager:` and `club:`. */
export function offerTarget(values: { manager?: string | undefined; club?: string | undefined }): OfferTarget {
  if (values.manager && values.club) throw new Refusal({ key: 'deal.refusal.bothTargets' });
  if (values.manager) return { userId: values.manager };
  if (values.club) return { clubId: values.club };
  throw new Refusal({ key: 'deal.refusal.noTarget' });
}
