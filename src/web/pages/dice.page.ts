import { matchPath, type WebLeague, type WebMatch } from '../../league/web/index.js';
import { html, isolate, name } from '../html.js';
import { page } from '../layout.js';
import { divisionName } from '../words.js';
import { leagueShell } from './links.js';
import { rollsTable } from './rolls-table.js';

/**
 * A match's dice, for a manager who disputes its result: every roll in the order the rules rolled it, with the
 * table that read it, what was read and what it decided. Built from the events the match report is told from.
 */
export function dicePage(league: WebLeague, match: WebMatch): string {
  const ref = { season: match.season, division: match.division, round: match.week, homeId: match.home.id };
  const title = `Every roll: ${isolate(match.home.name)} ${match.home.goals}–${match.away.goals} ${isolate(match.away.name)}`;
  const body = html`<h1>Every roll: <span class="score">${name(match.home.name)} ${match.home.goals}–${match.away.goals} ${name(match.away.name)}</span></h1>
<p>Season ${match.season}, week ${match.week} · ${divisionName(match.division)} · <a href="${matchPath(league.slug, ref)}">Match report</a></p>
<p>Every die rolled for this match, in the order the rules rolled it: the table or chart that read it, what it read, and what that decided. It is read from the same record as the match report, so a disputed result can be followed roll by roll.</p>
${rollsTable(match.rolls, 'The match’s rolls, in order')}`;
  return page(leagueShell(league, title, body));
}
