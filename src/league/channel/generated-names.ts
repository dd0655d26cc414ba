import { createHash } from 'node:crypto';
import { FIRST_NAMES, SURNAMES } from '../../engine/setup/names.js';
import { NON_PLAYER_SQUAD_SIZE, parseNonPlayerId } from '../../engine/setup/non-player-squad.js';

/**
 * Names for the men of non-player clubs, so a report names them instead of "a … player". Drawn from a hash of the
 * league's seed and the club, never from the league's dice, so no roll and no result changes; the same league
 * always names the same men, and no two in one squad share a name.
 */
function squadNames(seed: number, clubId: string): string[] {
  const names: string[] = [];
  for (let number = 1; number <= NON_PLAYER_SQUAD_SIZE; number++) {
    for (let attempt = 0; ; attempt++) {
      const digest = createHash('sha256').update(`${seed}:${clubId}:${number}:${attempt}`).digest();
      const name = `${FIRST_NAMES[digest.readUInt32BE(0) % FIRST_NAMES.length]} ${SURNAMES[digest.readUInt32BE(4) % SURNAMES.length]}`;
      if (!names.includes(name)) {
        names.push(name);
        break;
      }
    }
  }
  return names;
}

/** A lookup of the generated names of one league: undefined for an id that is not a non-player club's man. */
export function generatedNames(seed: number): (id: string) => string | undefined {
  const squads = new Map<string, string[]>();
  return (id) => {
    const man = parseNonPlayerId(id);
    if (!man) return undefined;
    let squad = squads.get(man.clubId);
    if (!squad) squads.set(man.clubId, (squad = squadNames(seed, man.clubId)));
    return squad[man.number - 1];
  };
}
