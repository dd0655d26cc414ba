import { awardText, type ProfileSpell, type WebLeague, type WebManager } from '../../league/web/index.js';
import { html, isolate, name, type Html } from '../html.js';
import { page } from '../layout.js';
import { COMPETITION_NAMES } from '../../league/state-views/rule-figures.js';
import { divisionName, ordinal } from '../words.js';
import { leagueShell } from './links.js';

function finishText(spell: ProfileSpell, cards: boolean): string {
  if (spell.finish) {
    const f = spell.finish;
    const where = cards ? `of ${f.of} in the league` : `in the ${divisionName(f.division)}`;
    return [`${ordinal(f.position)} ${where}`, f.promoted ? 'promoted' : '', f.relegated ? 'relegated' : ''].filter(Boolean).join(', ');
  }
  if (spell.leftAfterWeek !== null)
    return spell.played === 0 ? 'left before a match' : cards ? 'left before the season’s end' : `left after week ${spell.leftAfterWeek}`;
  return spell.current ? 'in charge now' : 'season not finished';
}

function trophiesOf(manager: WebManager, cards: boolean): Html {
  const won = manager.career.spells.flatMap((s) => {
    const titles =
      s.finish?.position === 1
        ? [
            cards || s.finish.division === 0
              ? `League champions, season ${s.season}`
              : `${divisionName(s.finish.division)} champions, season ${s.season}`,
          ]
        : [];
    const cups = s.cups.map((c) => `${COMPETITION_NAMES[c]} winners, season ${s.season}`);
    return [...titles, ...cups].map((t) => html`<li>${t} (${name(s.clubName)})</li>`);
  });
  return won.length ? html`<ul>${won}</ul>` : html`<p>No trophies yet.</p>`;
}

/**
 * A manager's page: his career in the league, named as the league's server shows him. Clubs are named as they were
 * when he managed them, so they are not linked: a club renamed since has another name now.
 */
export function managerPage(league: WebLeague, manager: WebManager): string {
  const cards = league.game === 'cards';
  const t = manager.totals;
  const winRate = t.played ? `${Math.round((100 * t.won) / t.played)}%` : '—';
  const rows = manager.career.spells.map(
    (s) =>
      html`<tr><td class="n">${s.season}</td><td>${name(s.clubName)}</td><td>${finishText(s, cards)}</td><td class="n">${s.played}</td><td class="n">${s.won}</td><td class="n">${s.drawn}</td><td class="n">${s.lost}</td></tr>`,
  );
  const awards = manager.career.awards.map((a) => html`<li>${awardText(a)}</li>`);
  const body = html`<h1>${name(manager.name)}</h1>
<p>Manager in ${name(league.name)}</p>
<section aria-labelledby="record"><h2 id="record">Record</h2>
<div class="scroll"><table><caption>League matches while in charge</caption><tbody>
<tr><th scope="row">Played</th><td class="n">${t.played}</td></tr>
<tr><th scope="row">Won · drawn · lost</th><td class="n">${t.won} · ${t.drawn} · ${t.lost}</td></tr>
<tr><th scope="row">Win rate</th><td class="n">${winRate}</td></tr>
${
  cards
    ? ''
    : html`<tr><th scope="row">Promotions</th><td class="n">${t.promotions}</td></tr>
<tr><th scope="row">Relegations</th><td class="n">${t.relegations}</td></tr>`
}
</tbody></table></div></section>
<section aria-labelledby="seasons"><h2 id="seasons">Clubs and seasons</h2>
<div class="scroll"><table><caption>Season by season</caption>
<thead><tr><th scope="col" class="n">Season</th><th scope="col">Club</th><th scope="col">Finish</th><th scope="col" class="n"><abbr title="Played">P</abbr></th><th scope="col" class="n"><abbr title="Won">W</abbr></th><th scope="col" class="n"><abbr title="Drawn">D</abbr></th><th scope="col" class="n"><abbr title="Lost">L</abbr></th></tr></thead>
<tbody>${rows}</tbody></table></div></section>
<section aria-labelledby="trophies"><h2 id="trophies">Trophies and awards</h2>
<h3>Trophies</h3>${trophiesOf(manager, cards)}
<h3>Awards</h3>${awards.length ? html`<ul>${awards}</ul>` : html`<p>No awards yet.</p>`}</section>`;
  return page(leagueShell(league, isolate(manager.name), body));
}
