import type { APIEmbed } from 'discord.js';
import type { FortunesGameRecordView, FortunesRecordMatch, FortunesRecordTie } from '../../league/index.js';
import { truncate } from '../text.js';
import { COLOURS, name } from './format.js';

/** Discord's limit on a field's value. */
const FIELD_MAX = 1024;

const club = (c: { name: string }) => `**${name(c.name)}**`;
const side = (values: FortunesRecordMatch['homeSide']) => `(D${values.defence} A${values.attack})`;

/** "**Larkspur Town** (D16 A18) **2–1** **Fenwick Vale** (D15 A15)", as the turn post writes a result. */
function matchLine(m: FortunesRecordMatch): string {
  return `${club(m.home)} ${side(m.homeSide)} **${m.homeGoals}–${m.awayGoals}** ${club(m.away)} ${side(m.awaySide)}`;
}

function tieLine(t: FortunesRecordTie): string {
  return `${matchLine(t)}${t.dice ? `, ${club(t.winner)} through on the dice ${t.dice[0]}–${t.dice[1]}` : ''}`;
}

/** /league fixtures in a game of Football Fortunes: a league round to come (the next unless one is asked for). */
export function renderFortunesGameFixtures(view: FortunesGameRecordView, round?: number): APIEmbed {
  const { record } = view;
  const title = `${view.leagueName}: fixtures, season ${record.season}`;
  if (record.finished)
    return { title, color: COLOURS.league, description: 'The game is over: nothing more to play. `/league history` has its record.' };
  const shown = round ?? record.fixtures[0]?.round;
  const fixtures = record.fixtures.filter((f) => f.round === shown);
  if (shown === undefined || fixtures.length === 0) {
    return {
      title,
      color: COLOURS.league,
      description: `League round ${shown ?? ''} is played or is no round of this season (18 rounds): \`/league results\` shows the results.`,
    };
  }
  return {
    title,
    color: COLOURS.league,
    description: [`League round ${shown}:`, ...fixtures.map((f) => `${club(f.home)} v ${club(f.away)}`)].join('\n'),
    footer: { text: 'A cup turn follows every fourth league round while a manager’s club is in a cup: see /cup.' },
  };
}

/** /league results in a game of Football Fortunes: a turn's results (the latest unless a league round is asked for). */
export function renderFortunesGameResults(view: FortunesGameRecordView, round?: number): APIEmbed {
  const { record } = view;
  const title = `${view.leagueName}: results, season ${record.season}`;
  const turn = round === undefined ? record.turns[record.turns.length - 1] : record.turns.find((t) => t.kind === 'league' && t.round === round);
  if (!turn) {
    return {
      title,
      color: COLOURS.league,
      description:
        round === undefined ? 'No turn played yet this season.' : `League round ${round} is not played yet: \`/league fixtures\` shows it.`,
    };
  }
  const lines = turn.kind === 'league' ? turn.results.map(matchLine) : turn.ties.map((t) => `${t.competition}, round ${t.round}: ${tieLine(t)}`);
  const ceased = turn.ceased.map((c) => `The ${c} ends for the season: every manager’s club is out.`);
  return {
    title,
    color: COLOURS.league,
    description: truncate(
      [
        `Turn ${turn.turn}, ${turn.kind === 'league' ? `league round ${turn.round}` : `cup round ${turn.round}`} (each side’s Defence and Attack):`,
        ...lines,
        ...ceased,
      ].join('\n'),
      4096,
    ),
    footer: { text: '/league table for the table of ten · /cup for the cups · the web page has every turn (/league web)' },
  };
}

/** /cup in a game of Football Fortunes: this season's F.A. Cup and European cups, round by round. */
export function renderFortunesGameCups(view: FortunesGameRecordView): APIEmbed {
  const { record } = view;
  const fields = record.cups.map((cup) => {
    const status = cup.winner
      ? `Won by ${club(cup.winner)}.`
      : cup.ceased && cup.rounds.length === 0
        ? 'Not played this season: no manager’s club is in it.'
        : cup.ceased
          ? 'Ended for the season: every manager’s club is out.'
          : `${cup.stillIn} clubs still in.`;
    const rounds = cup.rounds.flatMap((r) => [`Round ${r.round}:`, ...r.ties.map(tieLine)]);
    return { name: cup.name, value: truncate([status, ...rounds].join('\n'), FIELD_MAX) };
  });
  return {
    title: `${view.leagueName}: the cups, season ${record.season}`,
    color: COLOURS.league,
    description: 'The F.A. Cup every season, Europe from season two. A cup round is a turn of the board after every fourth league round.',
    fields,
  };
}

/** /league history in a game of Football Fortunes: each season played (or the one asked for), and the game's end. */
export function renderFortunesGameHistory(view: FortunesGameRecordView, season?: number): APIEmbed {
  const { record } = view;
  const seasons = season === undefined ? record.history : record.history.filter((h) => h.season === season);
  const title = `${view.leagueName}: the seasons played`;
  if (seasons.length === 0) {
    return {
      title,
      color: COLOURS.league,
      description:
        season === undefined ? 'No season has finished yet.' : `Season ${season} has not finished: the game is in season ${record.season}.`,
    };
  }
  const fields = seasons.map((h) => ({
    name: `Season ${h.season}`,
    value: truncate(
      [
        `Champions ${club(h.champion)}, runners-up ${club(h.runnerUp)}`,
        ...h.cupWinners.map((c) => `${c.name}: ${club(c.club)}`),
        `Game points: ${h.points.map((p) => `${club(p.club)} ${p.points}`).join(', ')}`,
      ].join('\n'),
      FIELD_MAX,
    ),
  }));
  const best = record.gamePoints.find((g) => record.winners.some((w) => w.id === g.club.id))?.points ?? 0;
  const end = record.finished
    ? record.winners.length > 0
      ? `🏆 The game is over: ${record.winners.map(club).join(' and ')} ${record.winners.length === 1 ? 'wins' : 'win'} with ${best} game points. The league is archived.`
      : 'The game is over: every manager resigned, so no one wins. The league is archived.'
    : `Season ${record.season} of ${record.seasons} is being played.`;
  return { title, color: COLOURS.league, description: end, fields: fields.slice(-25) };
}
