import type { Form } from '../../engine/model/types.js';
import type { Locale } from '../../i18n/locales.js';
import { formatMoney } from '../../i18n/money.js';
import { t } from '../../i18n/translate.js';
import type { WebClub, WebClubSeason, WebLeague } from '../../league/web/index.js';
import { positionChartSvg } from '../chart.js';
import { html, isolate, name, type Html } from '../html.js';
import { page } from '../layout.js';
import { divisionName, ordinal } from '../words.js';
import { leagueShell, managerLink } from './links.js';

const FORM = { '--': 'web.form.slump', '-': 'web.form.poor', '+': 'web.form.good', '++': 'web.form.hot' } as const satisfies Record<Form, string>;
const OUTCOME = {
  champions: 'web.outcome.champions',
  promoted: 'web.outcome.promoted',
  relegated: 'web.outcome.relegated',
  'in progress': 'web.outcome.inProgress',
} as const satisfies Record<NonNullable<WebClubSeason['outcome']>, string>;

/** A whole number as the language writes it: "12,500", "12.500". */
export const count = (locale: Locale, n: number) => n.toLocaleString(locale === 'en' ? 'en-GB' : locale);

const heads = (locale: Locale, cols: [key: Parameters<typeof t>[1], figure?: boolean][]) =>
  cols.map(([key, figure]) => (figure ? html`<th scope="col" class="n">${t(locale, key)}</th>` : html`<th scope="col">${t(locale, key)}</th>`));

function squad(club: WebClub, l: Locale): Html {
  const rows = club.squad.map((p) => {
    const status = [
      p.injuryWeeks > 0 ? t(l, 'web.player.injured', { weeks: p.injuryWeeks }) : '',
      p.listing ? t(l, 'web.player.listed', { price: formatMoney(l, p.listing.askingPrice) }) : '',
      p.retiring ? t(l, 'web.player.retiring') : '',
      p.potentialReached ? t(l, 'web.player.peak') : '',
    ].filter(Boolean);
    return html`<tr><td class="club">${name(p.name)}</td><td>${p.positions.join(', ')}</td><td class="n">${p.age}</td><td class="n">${p.ability.toLocaleString(l === 'en' ? 'en-GB' : l, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}</td><td>${t(l, FORM[p.form])}</td><td class="n">${p.stats.games}</td><td class="n">${p.stats.goals}</td><td class="n">${p.stats.assists}</td><td>${status.join(', ')}</td></tr>`;
  });
  return html`<section aria-labelledby="squad"><h2 id="squad">${t(l, 'web.club.squad')}</h2>
${
  club.squad.length
    ? html`<div class="scroll"><table><caption>${t(l, 'web.club.squadCaption')}</caption>
<thead><tr>${heads(l, [['web.col.player'], ['web.club.positions'], ['web.club.age', true], ['web.club.ability', true], ['web.club.form'], ['web.club.games', true], ['web.club.goals', true], ['web.club.assists', true], ['web.club.status']])}</tr></thead>
<tbody>${rows}</tbody></table></div>`
    : html`<p>${t(l, 'web.club.noSquad')}</p>`
}</section>`;
}

function ground(club: WebClub, l: Locale): Html {
  if (!club.ground)
    return html`<section aria-labelledby="ground"><h2 id="ground">${t(l, 'web.club.ground')}</h2><p>${t(l, 'web.club.noGround')}</p></section>`;
  const g = club.ground;
  const rows = g.stands.map(
    (s) => html`<tr><td>${s.name}</td><td>${s.built}</td><td class="n">${count(l, s.places)}</td><td>${s.work ?? ''}</td></tr>`,
  );
  return html`<section aria-labelledby="ground"><h2 id="ground">${t(l, 'web.club.ground')}</h2>
<p>${t(l, 'web.club.places', { places: count(l, g.places), boxes: g.executiveBoxes ? 'yes' : 'no' })}</p>
<div class="scroll"><table><caption>${t(l, 'web.club.stands')}</caption>
<thead><tr>${heads(l, [['web.club.stand'], ['web.club.built'], ['web.club.placesColumn', true], ['web.club.work']])}</tr></thead>
<tbody>${rows}</tbody></table></div></section>`;
}

function seasons(club: WebClub, l: Locale): Html {
  const trophies = club.trophies.length
    ? html`<ul>${club.trophies.map((tr) => html`<li>${t(l, 'web.club.title', { division: divisionName(tr.division, l), season: tr.season })}</li>`)}</ul>`
    : html`<p>${t(l, 'web.club.noTrophies')}</p>`;
  const rows = club.seasons.map(
    (s) =>
      html`<tr><td class="n">${s.season}</td><td>${divisionName(s.division, l)}</td><td class="n">${ordinal(s.position, l)}</td><td class="n">${s.points}</td><td>${s.outcome ? t(l, OUTCOME[s.outcome]) : ''}</td></tr>`,
  );
  return html`<section aria-labelledby="seasons"><h2 id="seasons">${t(l, 'web.club.seasons')}</h2>
<h3>${t(l, 'web.club.trophies')}</h3>${trophies}
${
  club.seasons.length
    ? html`<div class="scroll"><table><caption>${t(l, 'web.club.bySeason')}</caption>
<thead><tr>${heads(l, [['web.col.season', true], ['web.col.division'], ['web.col.position', true], ['web.col.points', true], ['web.club.outcome']])}</tr></thead>
<tbody>${rows}</tbody></table></div>`
    : html`<p>${t(l, 'web.club.noSeasons')}</p>`
}</section>`;
}

function managers(league: WebLeague, club: WebClub): Html {
  if (club.managers.length === 0) return html``;
  const l = league.language;
  const items = club.managers.map(
    (m) =>
      html`<li>${managerLink(league, m.name)}: ${t(l, 'web.club.managerSeasons', { count: m.seasons.length, seasons: m.seasons.join(', ') })}${m.current ? t(l, 'web.club.inChargeNow') : ''}</li>`,
  );
  return html`<section aria-labelledby="managers"><h2 id="managers">${t(l, 'web.club.managers')}</h2><ul>${items}</ul></section>`;
}

/** A club's page: its position by week, seasons and trophies, managers, ground and public squad. */
export function clubPage(league: WebLeague, club: WebClub): string {
  const l = league.language;
  const body = html`<h1>${name(club.name)}</h1>
<p>${divisionName(club.division, l)} · ${t(l, club.playerControlled ? 'web.club.forManagers' : 'web.club.nonPlayer')}</p>
${club.chart ? positionChartSvg(club.chart, 'chart-club', l) : ''}
${seasons(club, l)}
${managers(league, club)}
${ground(club, l)}
${squad(club, l)}`;
  return page(leagueShell(league, isolate(club.name), body));
}
