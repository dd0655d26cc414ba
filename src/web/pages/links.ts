import type { WebLeague } from '../../league/web/index.js';
import { clubPath, cupsPath, fixturesPath, historyPath, leaguePath } from '../../league/web/index.js';
import { html, isolate, name, type Html } from '../html.js';
import type { PageShell } from '../layout.js';

/** The navigation every page of a league carries. */
export function leagueShell(league: WebLeague, title: string, body: Html): PageShell {
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

/** Where the league stands: a season's week, pre-season, or not yet started. */
export function stepText(league: WebLeague): string {
  if (!league.started) return 'Not started yet';
  if (league.phase === 'preseason') return `Season ${league.season}, pre-season`;
  if (league.phase === 'ended') return `Season ${league.season} has ended`;
  return `Season ${league.season}, week ${league.week}`;
}
