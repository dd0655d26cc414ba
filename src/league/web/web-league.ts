import { leagueByWebSlug } from '../../db/repositories/web.repository.js';
import type { LeagueRow } from '../../db/tables.js';
import type { CupsOption } from '../../engine/model/cup-competitions.js';
import type { MatchEngineKind } from '../../engine/model/types.js';
import type { LeagueDeps } from '../deps.js';
import { resolveLeague, type LeagueRef } from '../resolve/league-ref.js';
import { leagueSummary } from '../shared/league-summary.js';
import type { LeagueSummary } from '../shared/views.js';
import { WEB_SLUG } from '../shared/web-paths.js';
import type { Locale } from '../../i18n/locales.js';

/** What every public page needs of its league; never its Discord ids. */
export type WebLeague = Pick<LeagueSummary, 'id' | 'name' | 'season' | 'week' | 'phase' | 'turn' | 'started' | 'paused' | 'nextDeadline' | 'step'> & {
  slug: string;
  /** Football has every page; a cards league and a Football Fortunes game have one page of their own. */
  game: 'football' | 'cards' | 'fortunes';
  engine: MatchEngineKind;
  /** The page's language: the league's own, as its posts (a football league, a card game, a Football Fortunes game). */
  language: Locale;
  /** Which cups the league plays: its pages link the cups page only when it plays any. */
  cups: CupsOption;
  /** Changes whenever a page may change: a step played, the state written, a setting changed, a post delivered, a name changed. */
  version: string;
  /** The oldest of the league's posts the channel has not been given yet; null when it has had them all. */
  undeliveredFrom: string | null;
  /** The league's seed, to name the men of squadless clubs as the channel does; never shown. */
  seed: number;
};

function webLeague(row: LeagueRow & { undelivered_from: string | null; names_at: Date | null }): WebLeague {
  const { id, name, season, week, phase, turn, started, paused, nextDeadline, settings, step } = leagueSummary(row);
  return {
    id,
    name,
    season,
    week,
    phase,
    turn,
    started,
    paused,
    nextDeadline,
    step,
    slug: row.web_slug,
    game: row.game,
    engine: settings.engine,
    language: settings.language,
    cups: settings.cups ?? 'off',
    // Posts are delivered in order, so the oldest undelivered one moves on with each post the channel is given; a
    // manager's new name changes the pages that name him.
    version: `${row.turn}.${row.state_version}.${row.updated_at.getTime()}.${row.undelivered_from ?? 'posted'}.${row.names_at ? new Date(row.names_at).getTime() : 0}`,
    undeliveredFrom: row.undelivered_from === null ? null : String(row.undelivered_from),
    seed: row.seed,
  };
}

/** The games with a web page. */
const WEB_GAMES: ReadonlySet<string> = new Set(['football', 'cards', 'fortunes']);

export async function webLeagueBySlug(deps: LeagueDeps, slug: string): Promise<WebLeague | null> {
  if (!WEB_SLUG.test(slug)) return null;
  const row = await leagueByWebSlug(deps.db, slug);
  if (!row || !row.web_page || !WEB_GAMES.has(row.game)) return null;
  return webLeague(row);
}

/** The league's web address and whether its page is shown, for /league web. */
export async function webAddress(deps: LeagueDeps, ref: string | LeagueRef): Promise<{ slug: string; shown: boolean }> {
  const row = await resolveLeague(deps.db, typeof ref === 'string' ? { leagueId: ref } : ref);
  return { slug: row.web_slug, shown: row.web_page };
}
