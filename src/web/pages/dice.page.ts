import { t } from '../../i18n/translate.js';
import { matchPath, type WebLeague, type WebMatch } from '../../league/web/index.js';
import { html, isolate, name } from '../html.js';
import { page } from '../layout.js';
import { scoreText } from '../words.js';
import { leagueShell } from './links.js';
import { matchPlace } from './match.page.js';
import { rollsTable } from './rolls-table.js';

/**
 * A match's dice, for a manager who disputes its result: every roll in the order the rules rolled it, with the
 * table that read it, what was read and what it decided. Built from the events the match report is told from.
 */
export function dicePage(league: WebLeague, match: WebMatch): string {
  const l = league.language;
  const ref = { season: match.season, division: match.division, round: match.week, homeId: match.home.id };
  const score = scoreText(match.home.goals, match.away.goals, l);
  const title = `${t(l, 'web.rolls.title')} ${isolate(match.home.name)} ${score} ${isolate(match.away.name)}`;
  const body = html`<h1>${t(l, 'web.rolls.title')} <span class="score">${name(match.home.name)} ${score} ${name(match.away.name)}</span></h1>
<p>${matchPlace(match, l)} · <a href="${matchPath(league.slug, ref)}">${t(l, 'web.fixtures.report')}</a></p>
<p>${t(l, 'web.rolls.intro')}</p>
${rollsTable(match.rolls, t(l, 'web.rolls.caption'), l)}`;
  return page(leagueShell(league, title, body));
}
