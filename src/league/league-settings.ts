import type { LeagueDeps } from './deps.js';
import type { DeadlineSchedule, LeagueSummary } from './views.js';

export interface AdminInput {
  leagueId: string;
  actorUserId: string;
  isAdmin: boolean;
}

export interface SettingsChanges {
  schedule?: DeadlineSchedule;
  advanceWhenReady?: boolean;
  reminderOffsetsHours?: number[];
  live?: boolean;
  adminRoleId?: string | null;
  name?: string;
}

export async function pauseLeague(_deps: LeagueDeps, _input: AdminInput): Promise<LeagueSummary> {
  throw new Error('pauseLeague: not yet');
}

export async function resumeLeague(_deps: LeagueDeps, _input: AdminInput): Promise<LeagueSummary> {
  throw new Error('resumeLeague: not yet');
}

export async function updateSettings(_deps: LeagueDeps, _input: AdminInput & { changes: SettingsChanges }): Promise<LeagueSummary> {
  throw new Error('updateSettings: not yet');
}
