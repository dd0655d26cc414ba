import type { APIEmbed } from 'discord.js';
import type { MessageKey } from '../../i18n/catalogue/index.js';
import { DEFAULT_LOCALE, type Locale } from '../../i18n/locales.js';
import { t } from '../../i18n/translate.js';
import type { FortunesGameRecordView, FortunesRecordMatch, FortunesRecordTie } from '../../league/index.js';
import { truncate } from '../text.js';
import { COLOURS, name } from './format.js';
import { listIn, scoreIn } from './post-words.js';

/** Discord's limit on a field's value. */
const FIELD_MAX = 1024;

const club = (c: { name: string }) => `**${name(c.name)}**`;
const side = (locale: Locale, values: FortunesRecordMatch['homeSide']) =>
  t(locale, 'fortunes.turn.side', { defence: values.defence, attack: values.attack });

const COMPETITIONS = ['fa-cup', 'european-cup', 'cup-winners-cup', 'uefa-cup'] as const;

/** A cup by the English name the record keeps, in the language. */
function cupIn(locale: Locale, english: string): string {
  if (locale === 'en') return english;
  const id = COMPETITIONS.find((c) => t('en', `fortunes.competition.${c}`) === english);
  return id ? t(locale, `fortunes.competition.${id}`) : english;
}

/** "**Larkspur Town** (D16 A18) **2–1** **Fenwick Vale** (D15 A15)", as the turn post writes a result. */
function matchLine(locale: Locale, m: FortunesRecordMatch): string {
  return `${club(m.home)} ${side(locale, m.homeSide)} **${scoreIn(locale, m.homeGoals, m.awayGoals)}** ${club(m.away)} ${side(locale, m.awaySide)}`;
}

function tieLine(locale: Locale, tie: FortunesRecordTie): string {
  const dice = tie.dice ? t(locale, 'fortunes.turn.dieWinner', { club: club(tie.winner), high: tie.dice[0], low: tie.dice[1] }) : '';
  return `${matchLine(locale, tie)}${dice}`;
}

/** /league fixtures in a game of Football Fortunes: a league round to come (the next unless one is asked for). */
export function renderFortunesGameFixtures(view: FortunesGameRecordView, round?: number, locale: Locale = DEFAULT_LOCALE): APIEmbed {
  const { record } = view;
  const title = t(locale, 'fortunes.record.fixtures', { league: view.leagueName, season: record.season });
  if (record.finished) return { title, color: COLOURS.league, description: t(locale, 'fortunes.record.fixturesOver') };
  const shown = round ?? record.fixtures[0]?.round;
  const fixtures = record.fixtures.filter((f) => f.round === shown);
  if (shown === undefined || fixtures.length === 0) {
    return { title, color: COLOURS.league, description: t(locale, 'fortunes.record.noRound', { round: shown ?? '' }) };
  }
  return {
    title,
    color: COLOURS.league,
    description: [
      t(locale, 'fortunes.record.round', { round: shown }),
      ...fixtures.map((f) => t(locale, 'fortunes.record.fixture', { home: club(f.home), away: club(f.away) })),
    ].join('\n'),
    footer: { text: t(locale, 'fortunes.record.fixturesFooter') },
  };
}

/** /league results in a game of Football Fortunes: a turn's results (the latest unless a league round is asked for). */
export function renderFortunesGameResults(view: FortunesGameRecordView, round?: number, locale: Locale = DEFAULT_LOCALE): APIEmbed {
  const { record } = view;
  const title = t(locale, 'fortunes.record.results', { league: view.leagueName, season: record.season });
  const turn =
    round === undefined ? record.turns[record.turns.length - 1] : record.turns.find((each) => each.kind === 'league' && each.round === round);
  if (!turn) {
    return {
      title,
      color: COLOURS.league,
      description: round === undefined ? t(locale, 'fortunes.record.noTurn') : t(locale, 'fortunes.record.notPlayed', { round }),
    };
  }
  const lines =
    turn.kind === 'league'
      ? turn.results.map((m) => matchLine(locale, m))
      : turn.ties.map((tie) =>
          t(locale, 'fortunes.turn.tie', { competition: cupIn(locale, tie.competition), round: tie.round, match: tieLine(locale, tie) }),
        );
  const ceased = turn.ceased.map((c) => t(locale, 'fortunes.turn.cupCeased', { competition: cupIn(locale, c) }));
  return {
    title,
    color: COLOURS.league,
    description: truncate(
      [t(locale, 'fortunes.record.turn', { turn: turn.turn, kind: turn.kind, round: turn.round }), ...lines, ...ceased].join('\n'),
      4096,
    ),
    footer: { text: t(locale, 'fortunes.record.resultsFooter') },
  };
}

/** /cup in a game of Football Fortunes: this season's F.A. Cup and European cups, round by round. */
export function renderFortunesGameCups(view: FortunesGameRecordView, locale: Locale = DEFAULT_LOCALE): APIEmbed {
  const { record } = view;
  const fields = record.cups.map((cup) => {
    const status: [MessageKey, Record<string, string | number>] = cup.winner
      ? ['fortunes.record.cupWon', { club: club(cup.winner) }]
      : cup.ceased && cup.rounds.length === 0
        ? ['fortunes.record.cupNotPlayed', {}]
        : cup.ceased
          ? ['fortunes.record.cupEnded', {}]
          : ['fortunes.record.stillIn', { count: cup.stillIn }];
    const rounds = cup.rounds.flatMap((r) => [
      t(locale, 'fortunes.record.cupRound', { round: r.round }),
      ...r.ties.map((tie) => tieLine(locale, tie)),
    ]);
    return { name: cupIn(locale, cup.name), value: truncate([t(locale, ...status), ...rounds].join('\n'), FIELD_MAX) };
  });
  return {
    title: t(locale, 'fortunes.record.cups', { league: view.leagueName, season: record.season }),
    color: COLOURS.league,
    description: t(locale, 'fortunes.record.cupsAbout'),
    fields,
  };
}

/** /league history in a game of Football Fortunes: each season played (or the one asked for), and the game's end. */
export function renderFortunesGameHistory(view: FortunesGameRecordView, season?: number, locale: Locale = DEFAULT_LOCALE): APIEmbed {
  const { record } = view;
  const seasons = season === undefined ? record.history : record.history.filter((h) => h.season === season);
  const title = t(locale, 'fortunes.record.history', { league: view.leagueName });
  if (seasons.length === 0) {
    return {
      title,
      color: COLOURS.league,
      description:
        season === undefined ? t(locale, 'fortunes.record.noSeason') : t(locale, 'fortunes.record.seasonNotOver', { season, current: record.season }),
    };
  }
  const fields = seasons.map((h) => ({
    name: t(locale, 'fortunes.record.season', { season: h.season }),
    value: truncate(
      [
        t(locale, 'fortunes.record.champions', { champion: club(h.champion), runnerUp: club(h.runnerUp) }),
        ...h.cupWinners.map((c) => `${cupIn(locale, c.name)}: ${club(c.club)}`),
        t(locale, 'fortunes.record.gamePoints', { points: h.points.map((p) => `${club(p.club)} ${p.points}`).join(', ') }),
      ].join('\n'),
      FIELD_MAX,
    ),
  }));
  const best = record.gamePoints.find((g) => record.winners.some((w) => w.id === g.club.id))?.points ?? 0;
  const names = record.winners.map(club);
  const end = record.finished
    ? record.winners.length > 0
      ? t(locale, 'fortunes.record.won', {
          winners: locale === 'en' ? names.join(' and ') : listIn(locale, names),
          count: record.winners.length,
          points: best,
        })
      : t(locale, 'fortunes.record.noWinner')
    : t(locale, 'fortunes.record.playing', { season: record.season, seasons: record.seasons });
  return { title, color: COLOURS.league, description: end, fields: fields.slice(-25) };
}
