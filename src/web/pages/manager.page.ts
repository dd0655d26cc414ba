import type { Locale } from '../../i18n/locales.js';
import { t } from '../../i18n/translate.js';
import { awardText, type ProfileSpell, type WebLeague, type WebManager } from '../../league/web/index.js';
import { html, isolate, name, type Html } from '../html.js';
import { page } from '../layout.js';
import { COMPETITION_NAMES } from '../../league/state-views/rule-figures.js';
import { competitionName, divisionName, ordinal, say } from '../words.js';
import { leagueShell } from './links.js';

function finishText(spell: ProfileSpell, cards: boolean, l: Locale): string {
  if (spell.finish) {
    const f = spell.finish;
    const place = ordinal(f.position, l);
    const where = cards
      ? t(l, 'web.finish.ofLeague', { place, of: f.of })
      : t(l, 'web.finish.inDivision', { place, division: divisionName(f.division, l) });
    return [where, f.promoted ? t(l, 'web.finish.promoted') : '', f.relegated ? t(l, 'web.finish.relegated') : ''].filter(Boolean).join(', ');
  }
  if (spell.leftAfterWeek !== null)
    return t(
      l,
      spell.played === 0 ? 'web.finish.leftBeforeMatch' : cards ? 'web.finish.leftBeforeEnd' : 'web.finish.leftAfterWeek',
      spell.played === 0 || cards ? {} : { week: spell.leftAfterWeek },
    );
  return t(l, spell.current ? 'web.finish.inCharge' : 'web.finish.notFinished');
}

function trophiesOf(manager: WebManager, cards: boolean, l: Locale): Html {
  const won = manager.career.spells.flatMap((s) => {
    const titles =
      s.finish?.position === 1
        ? [
            cards || s.finish.division === 0
              ? t(l, 'web.trophy.league', { season: s.season })
              : t(l, 'web.trophy.division', { division: divisionName(s.finish.division, l), season: s.season }),
          ]
        : [];
    const cups = s.cups.map((c) => t(l, 'web.trophy.cup', { competition: competitionName(COMPETITION_NAMES[c], l), season: s.season }));
    return [...titles, ...cups].map((text) => html`<li>${text} (${name(s.clubName)})</li>`);
  });
  return won.length ? html`<ul>${won}</ul>` : html`<p>${t(l, 'web.club.noTrophies')}</p>`;
}

/**
 * A manager's page: his career in the league, named as the league's server shows him. Clubs are named as they were
 * when he managed them, so they are not linked: a club renamed since has another name now.
 */
export function managerPage(league: WebLeague, manager: WebManager): string {
  const l = league.language;
  const cards = league.game === 'cards';
  const tot = manager.totals;
  const percent = new Intl.NumberFormat(l === 'en' ? 'en-GB' : l, { style: 'percent', maximumFractionDigits: 0 });
  const winRate = tot.played ? percent.format(Math.round((100 * tot.won) / tot.played) / 100) : '—';
  const rows = manager.career.spells.map(
    (s) =>
      html`<tr><td class="n">${s.season}</td><td>${name(s.clubName)}</td><td>${finishText(s, cards, l)}</td><td class="n">${s.played}</td><td class="n">${s.won}</td><td class="n">${s.drawn}</td><td class="n">${s.lost}</td></tr>`,
  );
  const awards = manager.career.awards.map((a) => html`<li>${awardText(a, l)}</li>`);
  const row = (key: Parameters<typeof t>[1], value: string | number) => html`<tr><th scope="row">${t(l, key)}</th><td class="n">${value}</td></tr>`;
  const abbr = (short: Parameters<typeof t>[1], long: Parameters<typeof t>[1]) =>
    html`<th scope="col" class="n"><abbr title="${t(l, long)}">${t(l, short)}</abbr></th>`;
  const body = html`<h1>${name(manager.name)}</h1>
<p>${say(l, 'web.manager.in', { league: name(league.name) })}</p>
<section aria-labelledby="record"><h2 id="record">${t(l, 'web.manager.record')}</h2>
<div class="scroll"><table><caption>${t(l, 'web.manager.recordCaption')}</caption><tbody>
${row('web.col.played', tot.played)}
${row('web.manager.wonDrawnLost', `${tot.won} · ${tot.drawn} · ${tot.lost}`)}
${row('web.manager.winRate', winRate)}
${cards ? '' : html`${row('web.manager.promotions', tot.promotions)}\n${row('web.manager.relegations', tot.relegations)}`}
</tbody></table></div></section>
<section aria-labelledby="seasons"><h2 id="seasons">${t(l, 'web.manager.clubs')}</h2>
<div class="scroll"><table><caption>${t(l, 'web.club.bySeason')}</caption>
<thead><tr><th scope="col" class="n">${t(l, 'web.col.season')}</th><th scope="col">${t(l, 'web.col.club')}</th><th scope="col">${t(l, 'web.manager.finish')}</th>${abbr('web.col.p', 'web.col.played')}${abbr('web.col.w', 'web.col.won')}${abbr('web.col.d', 'web.col.drawn')}${abbr('web.col.l', 'web.col.lost')}</tr></thead>
<tbody>${rows}</tbody></table></div></section>
<section aria-labelledby="trophies"><h2 id="trophies">${t(l, 'web.manager.trophiesAndAwards')}</h2>
<h3>${t(l, 'web.club.trophies')}</h3>${trophiesOf(manager, cards, l)}
<h3>${t(l, 'web.manager.awards')}</h3>${awards.length ? html`<ul>${awards}</ul>` : html`<p>${t(l, 'web.manager.noAwards')}</p>`}</section>`;
  return page(leagueShell(league, isolate(manager.name), body));
}
