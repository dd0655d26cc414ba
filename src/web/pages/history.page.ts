import type { Locale } from '../../i18n/locales.js';
import { t } from '../../i18n/translate.js';
import {
  awardName,
  shownAverage,
  type AwardKind,
  type WebAwardedPlayer,
  type WebAwards,
  type WebLeague,
  type WebSeason,
} from '../../league/web/index.js';
import { html, name, type Html } from '../html.js';
import { page } from '../layout.js';
import { divisionName, say } from '../words.js';
import { tableHeads } from './league.page.js';
import { clubLink, leagueShell, managerLink } from './links.js';

/** A match rating's average as the language writes a decimal: "7.25", "7,25". */
const average = (value: number, l: Locale) => (l === 'en' ? shownAverage(value) : shownAverage(value).replace('.', ','));

/** A season's awards (docs/rules.md, "Awards"): each award, the team of the season and each month's manager. */
function awardsOf(league: WebLeague, s: WebSeason, awards: WebAwards): Html {
  const l = league.language;
  const man = (p: WebAwardedPlayer) => html`${name(p.name)} (${clubLink(league, p.club)})`;
  const rows: [AwardKind, WebAwardedPlayer | null, (p: WebAwardedPlayer) => string][] = [
    ['player-of-the-season', awards.playerOfTheSeason, (p) => t(l, 'web.history.perGameOver', { average: average(p.average, l), apps: p.apps })],
    ['golden-boot', awards.goldenBoot, (p) => t(l, 'web.history.leagueGoals', { goals: p.goals })],
    [
      'best-goalkeeper',
      awards.bestGoalkeeper,
      (p) => t(l, 'web.history.perGameCleanSheets', { average: average(p.average, l), sheets: p.cleanSheets }),
    ],
    ['young-player', awards.youngPlayer, (p) => t(l, 'web.history.perGame', { average: average(p.average, l) })],
  ];
  const managerOf = (club: { id: string; name: string }) => html`${t(l, 'web.history.managerOf')} ${clubLink(league, club)}`;
  const cm = awards.championsManager;
  const champions = cm
    ? html`<tr><th scope="row">${awardName('champions-manager', l)}</th><td>${cm.managed ? (cm.manager ? html`${managerLink(league, cm.manager)} (${clubLink(league, cm.club)})` : managerOf(cm.club)) : say(l, 'web.history.computer', { club: clubLink(league, cm.club) })}</td></tr>`
    : '';
  const awarded = rows.map(([title, p, figures]) =>
    p ? html`<tr><th scope="row">${awardName(title, l)}</th><td>${man(p)}: ${figures(p)}</td></tr>` : '',
  );
  const team = awards.teamOfTheSeason.map(
    (p) =>
      html`<tr><td>${t(l, `web.history.line.${p.line}`)}</td><td>${name(p.name)}</td><td>${clubLink(league, p.club)}</td><td class="n">${average(p.average, l)}</td><td class="n">${p.apps}</td></tr>`,
  );
  const months = awards.managersOfTheMonth.map(
    (m) =>
      html`<tr><td>${t(l, 'web.history.weeks', { from: m.fromRound, to: m.toRound })}</td><td>${m.manager ? html`${managerLink(league, m.manager)} (${clubLink(league, m.club)})` : managerOf(m.club)}</td><td class="n">${m.won}</td><td class="n">${m.drawn}</td><td class="n">${m.lost}</td><td class="n">${m.points}</td></tr>`,
  );
  return html`<h3>${t(l, 'web.history.awards')}</h3>
<div class="scroll"><table><caption>${t(l, 'web.history.awardsCaption', { season: s.season })}</caption><tbody>${champions}${awarded}</tbody></table></div>
${
  team.length
    ? html`<h3>${t(l, 'web.history.team')}</h3>
<div class="scroll"><table><caption>${t(l, 'web.history.teamCaption', { season: s.season })}</caption>
<thead><tr><th scope="col">${t(l, 'web.history.line')}</th><th scope="col">${t(l, 'web.col.player')}</th><th scope="col">${t(l, 'web.col.club')}</th><th scope="col" class="n">${t(l, 'web.history.average')}</th><th scope="col" class="n">${t(l, 'web.club.games')}</th></tr></thead>
<tbody>${team}</tbody></table></div>`
    : ''
}
${
  months.length
    ? html`<h3>${t(l, 'web.history.months')}</h3>
<div class="scroll"><table><caption>${t(l, 'web.history.monthsCaption', { season: s.season })}</caption>
<thead><tr><th scope="col">${t(l, 'web.history.month')}</th><th scope="col">${t(l, 'web.col.manager')}</th>${tableHeads(l, ['w', 'd', 'l', 'pts'])}</tr></thead>
<tbody>${months}</tbody></table></div>`
    : ''
}`;
}

function seasonOf(league: WebLeague, s: WebSeason): Html {
  const l = league.language;
  const list = (clubs: { id: string; name: string }[]) => (clubs.length ? clubs.map((c, i) => html`${i ? ', ' : ''}${clubLink(league, c)}`) : '—');
  const rows = s.divisions.map(
    (d) =>
      html`<tr><th scope="row">${divisionName(d.division, l)}</th><td>${d.winner ? clubLink(league, d.winner) : '—'}</td><td>${list(d.promoted)}</td><td>${list(d.relegated)}</td></tr>`,
  );
  const scorers = s.topScorers.map((sc) => html`<li>${name(sc.name)}${sc.clubName ? html` (${name(sc.clubName)})` : ''}: ${sc.goals}</li>`);
  return html`<section aria-labelledby="season-${s.season}"><h2 id="season-${s.season}">${t(l, 'web.season', { season: s.season })}</h2>
<p>${t(l, 'web.history.champions')} ${clubLink(league, s.champion)} · ${t(l, 'web.history.runnersUp')} ${clubLink(league, s.runnerUp)}</p>
<div class="scroll"><table><caption>${t(l, 'web.history.divisions', { season: s.season })}</caption>
<thead><tr><th scope="col">${t(l, 'web.col.division')}</th><th scope="col">${t(l, 'web.history.winner')}</th><th scope="col">${t(l, 'web.history.promoted')}</th><th scope="col">${t(l, 'web.history.relegated')}</th></tr></thead>
<tbody>${rows}</tbody></table></div>
${scorers.length ? html`<h3>${t(l, 'web.history.topScorers')}</h3><ol>${scorers}</ol>` : ''}
${s.awards ? awardsOf(league, s, s.awards) : ''}</section>`;
}

/** Every finished season, newest first. */
export function historyPage(league: WebLeague, seasons: WebSeason[]): string {
  const l = league.language;
  const body = html`<h1>${t(l, 'web.nav.history')}</h1>
${seasons.length ? seasons.map((s) => seasonOf(league, s)) : html`<p>${t(l, 'web.history.none')}</p>`}`;
  return page(leagueShell(league, t(l, 'web.nav.history'), body));
}
