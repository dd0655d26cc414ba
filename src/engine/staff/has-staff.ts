import type { Club, StaffRole } from '../model/types.js';

/** Whether the club employs this member of staff now; a fired one's ability is lost at once. */
export function hasStaff(club: Pick<Club, 'staff'>, role: StaffRole): boolean {
  return club.staff.some((member) => member.role === role);
}

/**
 * Rulebook, "Assistant Manager (must be hired from start of season)": he counts
 * only if he was employed before week 1 of this season.
 */
export function assistantManagerCounts(club: Pick<Club, 'staff'>, season: number): boolean {
  return club.staff.some((m) => m.role === 'assistantManager' && (m.hiredSeason < season || (m.hiredSeason === season && m.hiredWeek === 0)));
}
