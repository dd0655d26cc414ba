import type { APIEmbed } from 'discord.js';
import type { Game, ManagerProfile, ProfileSpell } from '../../league/index.js';
import { COMPETITION_NAMES } from '../../league/state-views/rule-figures.js';
import { userMention } from '../mentions.js';
import { COLOURS, name } from './format.js';
import { competitionIn, divisionIn } from './post-words.js';
import { DEFAULT_LOCALE, type Locale } from '../../i18n/locales.js';
import { t } from '../../i18n/translate.js';
import { ordinal } from './images/positions.image.js';
import { awardText } from '../../league/index.js';

function record(locale: Locale, r: { played: number; won: number; drawn: number; lost: number }): string {
  if (r.played === 0) return t(locale, 'profile.noMatch');
  return t(locale, 'profile.record', { played: r.played, won: r.won, drawn: r.drawn, lost: r.lost });
}

/** Where the club finished: in a football division, or in a card game's one table. */
function finishText(locale: Locale, finish: NonNullable<ProfileSpell['finish']>, game: Game): string {
  // English writes the place as an ordinal ("3rd"), German as "Platz 3".
  const position = locale === 'en' ? ordinal(finish.position) : String(finish.position);
  const where =
    game === 'cards'
      ? t(locale, 'profile.finish.cards', { position, of: finish.of })
      : t(locale, 'profile.finish.division', { position, division: divisionIn(locale, finish.division) });
  const promoted = finish.promoted ? t(locale, 'profile.promoted') : '';
  const relegated = finish.relegated ? t(locale, 'profile.relegated') : '';
  return `${where}${promoted}${relegated}${finish.division === 0 && finish.position === 1 ? ' 🏆' : ''}`;
}

function spellLine(locale: Locale, spell: ProfileSpell, game: Game): string {
  const finish = spell.finish
    ? finishText(locale, spell.finish, game)
    : spell.leftAfterWeek !== null
      ? spell.played === 0
        ? t(locale, 'profile.leftBeforeMatch')
        : // A card game's steps are not its rounds: its spell is told without them.
          game === 'cards'
          ? t(locale, 'profile.leftBeforeEnd')
          : t(locale, 'profile.leftAfterWeek', { week: spell.leftAfterWeek })
      : spell.current
        ? t(locale, 'profile.inCharge')
        : t(locale, 'profile.notFinished');
  const cups = spell.cups.map((c) => `🏆 ${game === 'cards' ? t(locale, 'profile.theCup') : competitionIn(locale, COMPETITION_NAMES[c])}`).join(', ');
  const from = spell.firstWeek > 1 && game !== 'cards' ? t(locale, 'profile.from', { week: spell.firstWeek }) : '';
  return t(locale, 'profile.spell', {
    season: spell.season,
    club: name(spell.clubName),
    from,
    finish,
    cups: cups ? `, ${cups}` : '',
    record: record(locale, spell),
  });
}

/** A manager's career: his record, trophies and moves, then each league's seasons (only his, never his orders). */
export function renderProfile(profile: ManagerProfile, viewerId: string, locale: Locale = DEFAULT_LOCALE): APIEmbed {
  const own = viewerId === profile.userId ? 'yes' : 'no';
  const totals = profile.totals;
  const winRate = totals.played ? t(locale, 'profile.winRate', { rate: Math.round((100 * totals.won) / totals.played) }) : '';
  const trophies = [
    totals.leagueTitles ? t(locale, 'profile.leagueTitles', { count: totals.leagueTitles }) : '',
    totals.divisionTitles ? t(locale, 'profile.divisionTitles', { count: totals.divisionTitles }) : '',
    totals.cups ? t(locale, 'profile.cups', { count: totals.cups }) : '',
  ].filter(Boolean);
  const summary = [
    t(locale, 'profile.career', { user: userMention(profile.userId) }),
    t(locale, 'profile.matches', { record: record(locale, totals), winRate }),
    t(locale, 'profile.trophies', {
      trophies: trophies.join(', ') || t(locale, 'profile.trophies.none'),
      promotions: totals.promotions,
      relegations: totals.relegations,
      awards: totals.awards ? t(locale, 'profile.awards', { count: totals.awards }) : '',
    }),
  ];
  const leagues = profile.leagues.map(
    (league) =>
      `\n**${name(league.name)}**${league.elsewhere ? t(locale, 'profile.elsewhere') : ''}${league.game === 'cards' ? t(locale, 'profile.cardGame') : ''}\n${[
        ...league.spells.map((s) => spellLine(locale, s, league.game)),
        ...league.awards.map((a) => `🏅 ${awardText(a, locale)}`),
      ].join('\n')}`,
  );
  const empty = profile.leagues.length ? [] : [`\n${t(locale, 'profile.empty')}`];
  return {
    title: t(locale, 'profile.title'),
    description: [...summary, ...leagues, ...empty].join('\n'),
    footer: { text: t(locale, profile.shared ? 'profile.footer.shared' : 'profile.footer.local', { own }) },
    color: COLOURS.info,
  };
}
