/** Looks up the names events refer to by id; an unknown id shows as itself. */
export interface NameBook {
  player(id: string | null | undefined): string;
  club(id: string | null | undefined): string;
}

export function nameBook(players: Readonly<Record<string, string>>, clubs: Readonly<Record<string, string>>): NameBook {
  return {
    player: (id) => (id ? (players[id] ?? 'a player') : 'a youth-team player'),
    club: (id) => (id ? (clubs[id] ?? 'a club') : 'nobody'),
  };
}
