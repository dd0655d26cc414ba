import type { WebLeague } from '../../league/web/index.js';
import { clubPath, cupsPath, fixturesPath, historyPath, leaguePath, managerPath } from '../../league/web/index.js';
import { cupRoundName, stepPlace } from '../../league/state-views/step-name.js';
import { t } from '../../i18n/translate.js';
import { roundName } from '../words.js';
import { html, isolate, name, type Html } from '../html.js';
import type { PageShell } from '../layout.js';

/** The navigation every page of a league carries; a card game league has one page of its own. */
export function leagueShell(league: WebLeague, title: string, body: Html): PageShell {
  if (league.game === 'cards')
    return {
      title: `${title} · ${isolate(league.name)}`,
      locale: league.language,
      league: { name: league.name, links: [{ href: leaguePath(league.slug), label: t(league.language, 'webgames.cards.nav') }] },
      body,
    };
  return {
    title: `${title} · ${isolate(league.name)}`,
    locale: league.language,
    league: {
      name: league.name,
      links: [
        { href: leaguePath(league.slug), label: t(league.language, 'web.nav.tables') },
        { href: fixturesPath(league.slug), label: t(league.language, 'web.nav.fixtures') },
        ...(league.cups !== 'off' ? [{ href: cupsPath(league.slug), label: t(league.language, 'web.nav.cups') }] : []),
        { href: historyPath(league.slug), label: t(league.language, 'web.nav.history') },
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
  const { language: locale, season } = league;
  if (!league.started) return t(locale, 'web.step.notStarted');
  if (league.phase === 'preseason') return t(locale, 'posts.step.preseason', { season });
  if (league.phase === 'ended') return t(locale, 'web.step.ended', { season });
  const cupStep = league.step?.kind === 'cup' || league.step?.kind === 'europe' ? league.step : null;
  if (cupStep) {
    const round = roundName(cupRoundName(cupStep.kind, cupStep.round), locale);
    return t(locale, cupStep.kind === 'cup' ? 'posts.step.cup' : 'posts.step.europe', { season, round });
  }
  const place = stepPlace({ week: league.week, phase: league.phase });
  if (place.kind === 'week') return t(locale, 'posts.step.week', { season, week: place.week });
  return t(locale, place.kind === 'preseason' ? 'posts.step.preseason' : 'posts.step.seasonEnd', { season });
}
