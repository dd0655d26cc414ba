import { channelDice, withDice } from '../../commentary/dice-display.js';
import type { APIEmbed } from 'discord.js';
import type { CupDrawMessage, CupResultsMessage, CupTieLine, CupTieMessage, CupTieView, CupView, MatchMessage } from '../../league/index.js';
import { TIE_REPORT_MINUTES, tieReportEvents } from '../../league/index.js';
import { eventText } from './event-text.js';
import { COLOURS, name } from './format.js';
import { DEFAULT_LOCALE, type Locale } from '../../i18n/locales.js';
import { t } from '../../i18n/translate.js';
import { competitionIn, roundIn, scoreIn, stageIn } from './post-words.js';
import { renderMatch, type ReportReader } from './match.render.js';
import type { NameBook } from './names.js';

export const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A tie's score as the channel reads it: after extra time, on penalties, off the chart or a walkover; a final sends nobody "through". */
export function tieScore(tie: CupTieView, locale: Locale = DEFAULT_LOCALE, final = false): string {
  const home = name(tie.home.name);
  const away = name(tie.away.name);
  const winner = name(tie.winnerId === tie.home.id ? tie.home.name : tie.away.name);
  if (tie.decidedBy === 'walkover') return t(locale, 'posts.cup.walkover', { home, away, winner });
  const after = tie.extraTime ? ` ${t(locale, 'posts.cup.afterExtraTime')}` : '';
  const pens = tie.penalties ? ` ${t(locale, 'posts.cup.onPenalties', { home: tie.penalties.home, away: tie.penalties.away })}` : '';
  const through = tie.penalties && !final ? `, ${t(locale, 'posts.cup.through', { winner })}` : '';
  return `${home} **${scoreIn(locale, tie.homeGoals, tie.awayGoals)}** ${away}${after}${pens}${through}`;
}

export function renderCupDraw(message: CupDrawMessage, locale: Locale = DEFAULT_LOCALE): APIEmbed {
  const ties = message.ties.map(
    (tie) =>
      `${t(locale, 'posts.cup.tie', { home: name(tie.home.name), away: name(tie.away.name) })}${tie.neutral ? ` ${t(locale, 'posts.cup.neutral')}` : ''}`,
  );
  const byes = message.byes.length ? `\n\n${t(locale, 'posts.cup.byes', { clubs: message.byes.map((b) => name(b.name)).join(', ') })}` : '';
  return {
    title: t(locale, 'posts.cup.drawTitle', { stage: capital(stageIn(locale, message.competitionName, message.roundName)), season: message.season }),
    description: `${ties.join('\n')}${byes}`,
    color: COLOURS.league,
  };
}

export function renderCupResults(message: CupResultsMessage, locale: Locale = DEFAULT_LOCALE): APIEmbed {
  return {
    title: t(locale, 'posts.cup.resultsTitle', {
      stage: capital(stageIn(locale, message.competitionName, message.roundName)),
      season: message.season,
    }),
    description: message.ties.map((tie) => tieScore(tie, locale, message.roundName === 'final')).join('\n') || t(locale, 'posts.cup.noTies'),
    color: COLOURS.match,
  };
}

/** A tie played as a match, as a match report reads it: its events to the end of extra time, its dice and phrasing. */
export function cupTieMatch(message: CupTieMessage): MatchMessage {
  const { tie } = message;
  return {
    season: message.season,
    week: 0,
    division: 0,
    round: 0,
    home: tie.home,
    away: tie.away,
    homeGoals: tie.homeGoals,
    awayGoals: tie.awayGoals,
    events: tieReportEvents(message) ?? [],
    names: message.names,
    live: false,
    ...(message.dice ? { dice: message.dice } : {}),
    ...(message.phrases ? { phrases: message.phrases } : {}),
    ...(message.locale ? { locale: message.locale } : {}),
  };
}

/** The results chart's dice of a tie it decided, in the language: " (Ergebnistabelle 🎲3+5)". */
function chartRoll(message: CupTieMessage, locale: Locale): string {
  if (message.tie.decidedBy !== 'chart') return '';
  const played = message.events.find((e) => e.type === 'cup-tie');
  const roll = played?.type === 'cup-tie' ? played.chart?.roll : undefined;
  return t(locale, 'workings.chartRoll', { roll: roll ? roll.join('+') : '' });
}

/** A tie in full: the match as the league's engine played it (extra time included), then the penalties kick by kick. */
export function renderCupTie(message: CupTieMessage, n: NameBook, reader: ReportReader = 'channel'): APIEmbed[] {
  const { tie } = message;
  const locale = message.locale ?? DEFAULT_LOCALE;
  const stage = capital(stageIn(locale, message.competitionName, message.roundName));
  // A tie off the chart or a walkover: the event's line in English, with the chart's dice; in another language the
  // score, with the chart's dice too.
  const decided =
    locale === DEFAULT_LOCALE
      ? message.events
          .filter((e) => e.type === 'cup-tie')
          .map((e) => eventText(e, n))
          .join('\n')
      : `${tieScore(tie, locale, message.final)}${chartRoll(message, locale)}`;
  const played = tie.decidedBy === 'match' ? renderMatch(cupTieMatch(message), n, TIE_REPORT_MINUTES, reader) : { description: decided };
  const embed: APIEmbed = {
    ...played,
    title: `${stage}: ${tieScore(tie, locale, message.final).replaceAll('**', '')}`,
    color: COLOURS.match,
    footer: { text: t(locale, tie.neutral ? 'posts.cup.footerNeutral' : 'posts.cup.footer', { season: message.season, stage }) },
  };
  const shootOut = message.events.find((e) => e.type === 'cup-shoot-out');
  if (shootOut?.type !== 'cup-shoot-out') return [embed];
  const kicks = shootOut.kicks.map((k) => {
    const who = k.playerId ? name(n.player(k.playerId)) : t(locale, 'posts.cup.theirTaker');
    const dice =
      k.engine === 'classic'
        ? t(locale, 'dice.kick.classic', { shot: k.shot, save: k.save })
        : t(locale, 'dice.kick.detailed', { roll: k.roll, target: k.target });
    const kick = t(locale, k.scored ? 'posts.cup.kickScores' : 'posts.cup.kickMisses', { taker: who });
    const told = `${k.suddenDeath ? '⚡ ' : ''}${name(n.club(k.clubId))}: ${kick}`;
    return withDice(told, dice, reader === 'workings' ? 'shown' : channelDice(message.dice));
  });
  const title = t(locale, 'posts.cup.penalties', { score: scoreIn(locale, shootOut.homeScore, shootOut.awayScore) });
  return [embed, { title, description: kicks.join('\n'), color: COLOURS.match }];
}

function tieLine(tie: CupTieLine, locale: Locale): string {
  const [home, away] = [name(tie.homeName), name(tie.awayName)];
  if (!tie.result) return t(locale, 'cup.tie.toPlay', { home, away, neutral: tie.neutral ? 'yes' : 'no' });
  const r = tie.result;
  const pens = r.penalties ? t(locale, 'cup.tie.pens', { score: scoreIn(locale, r.penalties.home, r.penalties.away) }) : '';
  return t(locale, 'cup.tie.played', {
    home,
    score: scoreIn(locale, r.homeGoals, r.awayGoals),
    away,
    extraTime: r.extraTime ? 'yes' : 'no',
    pens,
    winner: name(r.winnerName),
  });
}

/** Keeps a field within Discord's 1,024 characters, saying how many ties were left out. */
function fieldValue(lines: string[], locale: Locale = DEFAULT_LOCALE): string {
  const kept: string[] = [];
  let length = 0;
  for (const line of lines) {
    if (length + line.length + 1 > 980) {
      kept.push(t(locale, 'cup.more', { count: lines.length - kept.length }));
      break;
    }
    kept.push(line);
    length += line.length + 1;
  }
  return kept.join('\n') || '—';
}

/** /cup: each competition as a bracket so far, round by round (the draw, fixtures to play and results), and the trophy cabinet. */
export function renderCupView(view: CupView, locale: Locale = DEFAULT_LOCALE): APIEmbed[] {
  if (view.option === 'off') return [{ title: t(locale, 'cup.title'), description: t(locale, 'cup.off'), color: COLOURS.info }];
  const embeds: APIEmbed[] = view.competitions.map((c) => {
    const rounds = c.rounds.map((round) => ({
      name: t(locale, 'cup.round', { round: capital(roundIn(locale, round.name)), toPlay: round.ties.every((tie) => tie.result) ? 'no' : 'yes' }),
      value: fieldValue(
        [
          ...round.ties.map((tie) => tieLine(tie, locale)),
          ...(round.byes.length ? [t(locale, 'posts.cup.byes', { clubs: round.byes.map(name).join(', ') })] : []),
        ],
        locale,
      ),
    }));
    const toCome = Array.from({ length: c.totalRounds - c.rounds.length }, (_, i) => c.rounds.length + i + 1);
    return {
      title: t(locale, 'cup.competition', { competition: competitionIn(locale, c.name), season: view.season ?? 1, winner: c.winnerName ?? 'none' }),
      color: COLOURS.league,
      fields: rounds.slice(-6),
      ...(toCome.length ? { footer: { text: t(locale, 'cup.toDraw', { rounds: toCome.join(', '), total: c.totalRounds }) } } : {}),
    };
  });
  if (embeds.length === 0) embeds.push({ title: t(locale, 'cup.title'), description: t(locale, 'cup.nothingDrawn'), color: COLOURS.info });
  if (view.cabinet.length) {
    const lines = view.cabinet.map(
      (c) => `${name(c.clubName)}: ${c.trophies.map((trophy) => `${competitionIn(locale, trophy.competition)} (${trophy.season})`).join(', ')}`,
    );
    embeds.push({ title: t(locale, 'cup.cabinet'), description: fieldValue(lines, locale), color: COLOURS.money });
  }
  return embeds;
}
