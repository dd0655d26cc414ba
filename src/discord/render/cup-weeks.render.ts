import type { APIEmbed } from 'discord.js';
import type { CupRoundAfterWeek } from '../../league/index.js';
import { DEFAULT_LOCALE, type Locale } from '../../i18n/locales.js';
import { t } from '../../i18n/translate.js';
import { competitionIn, listIn, roundIn } from './post-words.js';

/** "Cup round 1", "Europe quarter-final"; "Pokal, 1. Runde", "Europapokal, Viertelfinale". */
function roundAfterWeek(locale: Locale, round: CupRoundAfterWeek): string {
  const competition = round.competitions === 'Europe' ? t(locale, 'views.cups.europe') : competitionIn(locale, round.competitions);
  return t(locale, 'posts.stage', { competition, round: roundIn(locale, round.roundName) });
}

/** The rounds after a week: "Cup final, Europe final" in English; a German list reads "… und …", its stages holding commas. */
function roundsAfterWeek(locale: Locale, rounds: readonly CupRoundAfterWeek[]): string {
  const named = rounds.map((round) => roundAfterWeek(locale, round));
  return locale === DEFAULT_LOCALE ? named.join(', ') : listIn(locale, named);
}

/**
 * /league fixtures and results in a league with cups: the cup and European rounds played after the week shown,
 * pointing to /cup for their ties; with no week named, a pointer to /cup. A league without cups is left as it is.
 * Worded in the embed's language: the reader's, or the league's when the channel sees it.
 */
export function withCupRounds(
  embed: APIEmbed,
  input: { cups: boolean; week?: number; rounds: readonly CupRoundAfterWeek[] },
  locale: Locale = DEFAULT_LOCALE,
): APIEmbed {
  if (!input.cups) return embed;
  const field =
    input.week !== undefined && input.rounds.length
      ? {
          name: t(locale, 'views.cups.after', { week: input.week }),
          value: t(locale, 'views.cups.rounds', { rounds: roundsAfterWeek(locale, input.rounds) }),
        }
      : {
          name: t(locale, 'views.cups.title'),
          value: input.week !== undefined ? t(locale, 'views.cups.noRoundAfter', { week: input.week }) : t(locale, 'views.cups.all'),
        };
  return { ...embed, fields: [...(embed.fields ?? []), field] };
}
