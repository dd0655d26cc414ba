import type { LeagueDeps } from './deps.js';
import type { LeagueSummary } from './views.js';

export async function findLeagueByChannel(_deps: LeagueDeps, _channelId: string): Promise<LeagueSummary | null> {
  throw new Error('findLeagueByChannel: not yet');
}

export async function leagueByChannel(_deps: LeagueDeps, _channelId: string): Promise<LeagueSummary> {
  throw new Error('leagueByChannel: not yet');
}

export async function leagueById(_deps: LeagueDeps, _leagueId: string): Promise<LeagueSummary> {
  throw new Error('leagueById: not yet');
}

export async function leaguesInGuild(_deps: LeagueDeps, _guildId: string): Promise<LeagueSummary[]> {
  throw new Error('leaguesInGuild: not yet');
}
