import type { LeagueDeps } from './deps.js';
import type { DueLeague, ReminderDue } from './views.js';

export async function dueLeagues(_deps: LeagueDeps, _limit?: number): Promise<DueLeague[]> {
  throw new Error('dueLeagues: not yet');
}

export async function dueReminders(_deps: LeagueDeps): Promise<ReminderDue[]> {
  throw new Error('dueReminders: not yet');
}

export async function markReminderSent(_deps: LeagueDeps, _input: { leagueId: string; offsetHours: number }): Promise<void> {
  throw new Error('markReminderSent: not yet');
}
