import type { WebLeague } from '../../league/web/index.js';
import { clubPath, cupsPath, fixturesPath, historyPath, leaguePath, managerPath } from '../../league/web/index.js';
import { cupStepName, stepName } from '../../league/state-views/step-name.js';
import { html, isolate, name, type Html } from '../html.js';
import type { PageShell } from '../layout.js';

/** The navigation every page of a league carries; a card game league has one page of its own. */
export function leagueShell(league: WebLeague, title: string, body: Html): PageShell {
  if (league.game === 'cards')
    return {
      title: `${title} · ${isolate(league.name)}`,
      league: { name: league.name, links: [{ href: leaguePath(league.slug), label: 'Table, cup and results' }] },
      body,
    };
  return {
    title: `${title} · ${isolate(league.name)}`,
    league: {
      name: league.name,
      links: [
        { href: leaguePath(league.slug), label: 'Tables' },
        { href: fixturesPath(league.slug), label: 'Fixtures and results' },
        ...(league.cups !== 'off' ? [{ href: cupsPath(league.slug), label: 'Cups' }] : []),
        { href: historyPath(league.slug), label: 'History' },
      ],
    },
    body,
  };
}

export function clubLink(league: WebLeague, club: { id: string; name: string }): Html {
  return html`<a href="${clubPath(league.slug, club.id)}">${name(club.name)}</a>`;
}

/** A manager, by the name the league's server shows for him, linked to his page. */
export function managerLink(league: WebLeague, shownName: string): Html {
  return html`<a href="${managerPath(league.slug, shownName)}">${name(shownName)}</a>`;
}

/** Where the league stands: a season's week, pre-season, or not yet started. */
export function stepText(league: WebLeague): string {
  if (!league.started) return 'Not started yet';
  if (league.phase === 'preseason') return `Season ${league.season}, pre-season`;
  if (league.phase === 'ended') return `Season ${league.season} has ended`;
  const cupStep = league.step?.kind === 'cup' || league.step?.kind === 'europe' ? league.step : null;
  if (cupStep) return `Season ${league.season}, ${cupStepName(cupStep.kind, cupStep.round)}`;
  return `Season ${league.season}, ${stepName({ week: league.week, phase: league.phase })}`;
}
