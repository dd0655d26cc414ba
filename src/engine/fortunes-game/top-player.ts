import type { Section, StarCard } from './star-card.js';

/**
 * Rulebook (003), "Top Player": the highest star rating in the squad or the section named, never a player on loan
 * to the club (a manager's squad here holds only his own cards). A section's best is a specialist: a Utility player
 * belongs to no section (Crisis: "He cannot sell a Utility player"). Equal stars go to the lower id, so a replay
 * picks the same card.
 */
export function topPlayer(squad: readonly StarCard[], section?: Section): StarCard | null {
  const candidates = section ? squad.filter((c) => c.type === section) : squad;
  return [...candidates].sort((a, b) => b.stars - a.stars || a.id.localeCompare(b.id))[0] ?? null;
}
