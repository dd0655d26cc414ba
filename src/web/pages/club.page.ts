import type { Form } from '../../engine/model/types.js';
import type { WebClub, WebLeague } from '../../league/web/index.js';
import { positionChartSvg } from '../chart.js';
import { html, isolate, name, type Html } from '../html.js';
import { page } from '../layout.js';
import { divisionName, ordinal } from '../words.js';
import { leagueShell, managerLink } from './links.js';

const FORM: Record<Form, string> = { '--': 'slump', '-': 'poor', '+': 'good', '++': 'hot streak' };
const pounds = (n: number) => `£${n.toLocaleString('en-GB')}`;

function squad(club: WebClub): Html {
  const rows = club.squad.map((p) => {
    const status = [
      p.injuryWeeks > 0 ? `injured, ${p.injuryWeeks} ${p.injuryWeeks === 1 ? 'week' : 'weeks'}` : '',
      p.listing ? `listed at ${pounds(p.listing.askingPrice)}` : '',
      p.retiring ? 'retiring' : '',
      p.potentialReached ? 'at his peak' : '',
    ].filter(Boolean);
    return html`<tr><td class="club">${name(p.name)}</td><td>${p.positions.join(', ')}</td><td class="n">${p.age}</td><td class="n">${p.ability.toFixed(1)}</td><td>${FORM[p.form]}</td><td class="n">${p.stats.games}</td><td class="n">${p.stats.goals}</td><td class="n">${p.stats.assists}</td><td>${status.join(', ')}</td></tr>`;
  });
  return html`<section aria-labelledby="squad"><h2 id="squad">Squad</h2>
${
  club.squad.length
    ? html`<div class="scroll"><table><caption>Players this season</caption>
<thead><tr><th scope="col">Player</th><th scope="col">Positions</th><th scope="col" class="n">Age</th><th scope="col" class="n">Ability</th><th scope="col">Form</th><th scope="col" class="n">Games</th><th scope="col" class="n">Goals</th><th scope="col" class="n">Assists</th><th scope="col">Status</th></tr></thead>
<tbody>${rows}</tbody></table></div>`
    : html`<p>A non-player club: it plays from its chart, with no squad to list.</p>`
}</section>`;
}

function ground(club: WebClub): Html {
  if (!club.ground)
    return html`<section aria-labelledby="ground"><h2 id="ground">Ground</h2><p>A non-player club: no ground to manage.</p></section>`;
  const g = club.ground;
  const rows = g.stands.map(
    (s) => html`<tr><td>${s.name}</td><td>${s.built}</td><td class="n">${s.places.toLocaleString('en-GB')}</td><td>${s.work ?? ''}</td></tr>`,
  );
  return html`<section aria-labelledby="ground"><h2 id="ground">Ground</h2>
<p>${g.places.toLocaleString('en-GB')} places · executive boxes: ${g.executiveBoxes ? 'yes' : 'no'}</p>
<div class="scroll"><table><caption>Stands</caption>
<thead><tr><th scope="col">Stand</th><th scope="col">Built</th><th scope="col" class="n">Places</th><th scope="col">Work</th></tr></thead>
<tbody>${rows}</tbody></table></div></section>`;
}

function seasons(club: WebClub): Html {
  const trophies = club.trophies.length
    ? html`<ul>${club.trophies.map((t) => html`<li>${divisionName(t.division)} champions, season ${t.season}</li>`)}</ul>`
    : html`<p>No trophies yet.</p>`;
  const rows = club.seasons.map(
    (s) =>
      html`<tr><td class="n">${s.season}</td><td>${divisionName(s.division)}</td><td class="n">${ordinal(s.position)}</td><td class="n">${s.points}</td><td>${s.outcome ?? ''}</td></tr>`,
  );
  return html`<section aria-labelledby="seasons"><h2 id="seasons">Seasons and trophies</h2>
<h3>Trophies</h3>${trophies}
${
  club.seasons.length
    ? html`<div class="scroll"><table><caption>Season by season</caption>
<thead><tr><th scope="col" class="n">Season</th><th scope="col">Division</th><th scope="col" class="n">Position</th><th scope="col" class="n">Points</th><th scope="col">Outcome</th></tr></thead>
<tbody>${rows}</tbody></table></div>`
    : html`<p>No season played yet.</p>`
}</section>`;
}

function managers(league: WebLeague, club: WebClub): Html {
  if (club.managers.length === 0) return html``;
  const seasons = (list: number[]) => (list.length === 1 ? `season ${list[0]}` : `seasons ${list.join(', ')}`);
  const items = club.managers.map((m) => html`<li>${managerLink(league, m.name)}: ${seasons(m.seasons)}${m.current ? ', in charge now' : ''}</li>`);
  return html`<section aria-labelledby="managers"><h2 id="managers">Managers</h2><ul>${items}</ul></section>`;
}

/** A club's page: its position by week, seasons and trophies, managers, ground and public squad. */
export function clubPage(league: WebLeague, club: WebClub): string {
  const body = html`<h1>${name(club.name)}</h1>
<p>${divisionName(club.division)} · ${club.playerControlled ? 'a club for managers' : 'a non-player club'}</p>
${club.chart ? positionChartSvg(club.chart, 'chart-club') : ''}
${seasons(club)}
${managers(league, club)}
${ground(club)}
${squad(club)}`;
  return page(leagueShell(league, isolate(club.name), body));
}
