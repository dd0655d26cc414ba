/** The public web page's addresses, relative to PUBLIC_URL: the server routes them and the channel's posts link them. */

export interface MatchRef {
  season: number;
  division: number;
  round: number;
  homeId: string;
}

/** 128 random bits as 32 hex digits (migration 0012): anything else is no league's address. */
export const WEB_SLUG = /^[0-9a-f]{32}$/;

/** The house rules, one page for every league. */
export const RULES_PATH = '/rules';

export const leaguePath = (slug: string) => `/l/${slug}`;
export const fixturesPath = (slug: string, season?: number) => `/l/${slug}/fixtures${season === undefined ? '' : `?season=${season}`}`;
export const historyPath = (slug: string) => `/l/${slug}/history`;
export const cupsPath = (slug: string, season?: number) => `/l/${slug}/cups${season === undefined ? '' : `?season=${season}`}`;
export const clubPath = (slug: string, clubId: string) => `/l/${slug}/club/${encodeURIComponent(clubId)}`;
/** A manager's page, by the name the league's server shows for him (never his Discord id). */
export const managerPath = (slug: string, shownName: string) => `/l/${slug}/manager/${encodeURIComponent(shownName)}`;
export const matchPath = (slug: string, match: MatchRef) =>
  `/l/${slug}/match/${match.season}/${match.division}/${match.round}/${encodeURIComponent(match.homeId)}`;

/** The match's dice, every roll with the rule that read it: the view for a disputed result. */
export const matchDicePath = (slug: string, match: MatchRef) => `${matchPath(slug, match)}/dice`;

/** PUBLIC_URL joined to a path, without a doubled slash. */
export function publicLink(publicUrl: string, path: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${path}`;
}
