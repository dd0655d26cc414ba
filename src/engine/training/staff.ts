import type { Club, StaffRole } from '../types.js';

export function employs(club: Club, role: StaffRole): boolean {
  return club.staff.some((s) => s.role === role);
}

/** Rulebook, "Assistant Manager (must be hired from start of season)": hired in pre-season or an earlier season. */
export function assistantSinceSeasonStart(club: Club, season: number): boolean {
  return club.staff.some((s) => s.role === 'assistantManager' && (s.hiredSeason < season || s.hiredWeek === 0));
}
